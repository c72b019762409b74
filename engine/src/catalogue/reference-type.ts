/** What a reference type is: its identity, where it shows, how it maps to CSL, and its form's fields. */
import type { ContributorRole } from '../model/contributor.js';
import { CURRENT_FORMATS, type CurrentFormatId } from '../formats.js';
import { FIELDS, type FieldDefinition, type FieldKind, type FieldName } from '../model/fields.js';

/** Where a type may be offered: live shows only available, test adds test, dev shows all three (reference-library §4). */
export const AVAILABILITIES = ['available', 'test', 'dev', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const TYPE_CATEGORIES = {
  periodicals: 'Journals & Periodicals',
  books: 'Books & Reference Works',
  reports: 'Reports & Gray Literature',
  academic: 'Conferences, Theses & Academic Work',
  data: 'Data, Software & Tests',
  audiovisual: 'Film, Television & Video',
  audio: 'Audio Works',
  visual: 'Visual Works',
  online: 'Online Communities & the Web',
  legal: 'Legal Works',
  other: 'Other Works',
  misc: 'Miscellaneous',
} as const;
export type TypeCategory = keyof typeof TYPE_CATEGORIES;

/** A notice shown on a type's form (reference-library §8 "type-specific notices"). */
export interface TypeNotice {
  id: string;
  /** The formats in which the notice shows. */
  formats: readonly CurrentFormatId[];
  text: string;
  /** A type the notice sends the user to instead, such as Statutes for an enacted bill. */
  suggestTypeId?: number;
  /** Shown only when the data says so, e.g. only for personal interviews. */
  when?: { field: FieldName; equals: string };
}

/** One field on a type's form, resolved from the dictionary and the type's overrides. */
export interface TypeField {
  name: FieldName;
  label: string;
  kind: FieldKind;
  /** Formats for which the reference cannot be formatted without this field. */
  required: readonly CurrentFormatId[];
  /** "Commonly used" fields are outlined on the form. */
  common: boolean;
  /** For the contributors field: the roles offered, the first being the default. */
  roles?: readonly ContributorRole[];
  options?: readonly string[];
  help?: string;
}

/** The CSL-JSON type a reference type is written as, and, on import, what picks this type among those sharing it. */
export interface CslTypeMapping {
  type: string;
  /** A CSL `genre` or `medium` word that marks this type (case-insensitive substring), e.g. "podcast". */
  hints?: readonly string[];
}

export interface ReferenceType {
  id: number;
  slug: string;
  title: string;
  /** Help text shown with the type. */
  desc: string;
  category: TypeCategory;
  /** Search words beyond the title (the spec's lookup words). */
  metadata: readonly string[];
  isCommon: boolean;
  formats: Readonly<Record<CurrentFormatId, Availability>>;
  csl: CslTypeMapping;
  fields: readonly TypeField[];
  notices: readonly TypeNotice[];
}

/** How a type's author writes one field: only what differs from the dictionary. */
export interface FieldSpec {
  label?: string;
  /** 'all' or the formats that need the field. */
  required?: 'all' | readonly CurrentFormatId[];
  common?: boolean;
  roles?: readonly ContributorRole[];
  help?: string;
}

export interface TypeSpec extends Omit<ReferenceType, 'fields' | 'notices' | 'formats'> {
  formats?: Readonly<Record<CurrentFormatId, Availability>>;
  /** Form order is the key order. */
  fields: Partial<Record<FieldName, FieldSpec>>;
  notices?: readonly TypeNotice[];
}

export const ALL_AVAILABLE = { apa7: 'available', mla9: 'available', turabian9: 'available' } as const;

/** Turns a compact type spec into the resolved catalogue entry. */
export function defineType(spec: TypeSpec): ReferenceType {
  const fields = (Object.entries(spec.fields) as [FieldName, FieldSpec][]).map(([name, f]): TypeField => {
    const def: FieldDefinition = FIELDS[name];
    const help = f.help ?? def.help;
    return {
      name,
      label: f.label ?? def.label,
      kind: def.kind,
      required: f.required === 'all' ? CURRENT_FORMATS : (f.required ?? []),
      common: f.common ?? false,
      ...(f.roles ? { roles: f.roles } : {}),
      ...(def.options ? { options: def.options } : {}),
      ...(help ? { help } : {}),
    };
  });
  return { ...spec, formats: spec.formats ?? ALL_AVAILABLE, fields, notices: spec.notices ?? [] };
}
