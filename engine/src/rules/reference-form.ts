/**
 * What a reference form (the web app's, the extension's) makes of its data: the cleaned data the engine reads (blank rows and fields left out),
 * the per-field checks with their messages, the rule that enables Next, and the engine `Reference` a preview formats.
 */
import { FIELDS, isFieldName, type FieldKind, type FieldName } from '../model/fields.js';
import { getReferenceType } from '../catalogue/lookup.js';
import type { ReferenceType, TypeField, TypeNotice } from '../catalogue/reference-type.js';
import type { CurrentFormatId } from '../formats.js';
import { parseArxivId, parseDoi, parseIsbn, parseIssn, parsePmcid, parsePmid, parseWebUrl } from '../identifiers/index.js';
import { DATE_STATUSES, partialDateProblems, type PartialDate } from '../model/partial-date.js';
import { dropEmptyFields } from '../model/reference-data.js';
import { referenceDataSchema } from '../model/reference-data-schema.js';
import type { Reference } from '../model/reference.js';
import type { Result } from '../result.js';
import { validateDatePicker } from '../validation/date-picker.js';
import { requiredValueMessage } from '../validation/messages.js';

export type ReferenceDataValues = Record<string, unknown>;

const IDENTIFIER_PARSERS: Partial<Record<FieldKind, (text: string) => Result<string>>> = {
  doi: parseDoi,
  issn: parseIssn,
  url: parseWebUrl,
  pmid: parsePmid,
  pmcid: parsePmcid,
  arxiv: parseArxivId,
};

function typeFor(referenceTypeID: number): ReferenceType | undefined {
  const found = getReferenceType(referenceTypeID);
  return found.ok ? found.value : undefined;
}

const isBlankText = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** A contributor or publisher row the user added but left empty: not part of the reference. */
function isBlankRow(row: unknown): boolean {
  if (!row || typeof row !== 'object') return true;
  const { id: _id, type: _type, kind: _kind, ...rest } = row as Record<string, unknown>;
  return Object.values(rest).every(isBlankText);
}

/** A row with its blank texts removed, so an empty "suffix" box is an absent suffix. */
function withoutBlankTexts(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')));
}

/** A field's value as the engine should read it: blank rows, blank list entries and blank parts removed. */
function cleanValue(kind: FieldKind, value: unknown): unknown {
  if ((kind === 'contributors' || kind === 'publishers') && Array.isArray(value)) {
    return value.filter((row) => !isBlankRow(row)).map((row) => withoutBlankTexts(row as Record<string, unknown>));
  }
  if (kind === 'isbns' && Array.isArray(value)) return value.filter((v) => !isBlankText(v));
  if (kind === 'date' && value && typeof value === 'object') {
    const date = value as Record<string, unknown>;
    const { month, day, year, ...rest } = date;
    const parts = { month, day, year };
    // All three boxes blank and nothing else: no date.
    if (Object.values(parts).every((p) => p === undefined || p === '') && Object.keys(rest).length === 0) return undefined;
    return Object.fromEntries(Object.entries(date).filter(([, v]) => v !== undefined && v !== ''));
  }
  return value;
}

/** The data as it is stored and sent: only the dictionary's fields, blank values and rows left out. */
export function cleanReferenceData(data: ReferenceDataValues): ReferenceDataValues {
  const cleaned: ReferenceDataValues = {};
  for (const [name, value] of Object.entries(data)) {
    if (!isFieldName(name)) continue;
    cleaned[name] = cleanValue(fieldKind(name), value);
  }
  return dropEmptyFields(cleaned);
}

function fieldKind(name: FieldName): FieldKind {
  return FIELDS[name].kind;
}

/** The fields the format needs and the type marks required for it. */
export function isRequiredIn(field: TypeField, format: CurrentFormatId): boolean {
  return field.required.includes(format);
}

/** Why a date as the form holds it is not a date, or undefined. */
function dateMessage(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const date = value as Record<string, unknown>;
  if (typeof date.status === 'string' && (DATE_STATUSES as readonly string[]).includes(date.status)) return undefined;
  const box = (v: unknown) => (v === undefined ? '' : String(v));
  const picked = validateDatePicker({ year: box(date.year), month: box(date.month), day: box(date.day) });
  if (!picked.ok) return picked.error.message;
  if (!picked.value) return undefined;
  const problems = partialDateProblems({ ...(date as PartialDate), ...picked.value });
  return problems[0];
}

/**
 * The message a field shows under it, or undefined: the identifier parsers' own sentences, the date picker's
 * messages, a contributor without a family name, and 'Please enter {label}' for a required field left blank
 * (only when `required` is set, i.e. once the user has left the field).
 */
export function fieldMessage(field: TypeField, value: unknown, required = false): string | undefined {
  const cleaned = cleanValue(field.kind, value);
  const blank = cleanReferenceData({ [field.name]: value })[field.name] === undefined;
  if (blank) return required ? requiredValueMessage(field.label) : undefined;
  const parse = IDENTIFIER_PARSERS[field.kind];
  if (parse && typeof cleaned === 'string') {
    const parsed = parse(cleaned);
    return parsed.ok ? undefined : parsed.error.message;
  }
  if (field.kind === 'isbns' && Array.isArray(cleaned)) {
    for (const isbn of cleaned) {
      const parsed = parseIsbn(String(isbn));
      if (!parsed.ok) return parsed.error.message;
    }
    return undefined;
  }
  if (field.kind === 'date') return dateMessage(value);
  if (field.kind === 'contributors' && Array.isArray(cleaned)) {
    const nameless = cleaned.find((c) => (c as { kind?: string }).kind === 'person' ? isBlankText((c as { family?: unknown }).family) : isBlankText((c as { name?: unknown }).name));
    if (nameless) return (nameless as { kind?: string }).kind === 'person' ? 'Please enter a family name (last name) for each person.' : 'Please enter a name for each group.';
    return undefined;
  }
  if (field.kind === 'publishers' && Array.isArray(cleaned)) {
    return cleaned.some((p) => isBlankText((p as { name?: unknown }).name)) ? 'Please enter the name of each publisher.' : undefined;
  }
  if (field.kind === 'pages' && typeof cleaned === 'string') return 'Please enter valid pages, such as 12-15 or 12, 18';
  const checked = referenceDataSchema.shape[field.name].safeParse(cleaned);
  return checked.success ? undefined : `Please enter a valid ${field.label.toLowerCase()}`;
}

/** The cleaned fields that pass the engine's schema, one by one, so one bad field does not hide the others. */
export function validFields(data: ReferenceDataValues): ReferenceDataValues {
  const valid: ReferenceDataValues = {};
  for (const [name, value] of Object.entries(cleanReferenceData(data))) {
    if (!isFieldName(name)) continue;
    const parsed = referenceDataSchema.shape[name].safeParse(value);
    if (parsed.success && parsed.data !== undefined) valid[name] = parsed.data;
  }
  return valid;
}

/** The engine reference to format: the type and its valid fields (invalid ones are left out of a preview). */
export function previewReference(referenceTypeID: number, data: ReferenceDataValues): Reference {
  return { referenceTypeID, data: validFields(data) as Reference['data'] };
}

/**
 * The rule that enables Next (reference-library §5): the data is valid for the engine's `referenceDataSchema`
 * and every field the format requires for the type is filled.
 */
export function canCreateReference(referenceTypeID: number, data: ReferenceDataValues, format: CurrentFormatId): boolean {
  const type = typeFor(referenceTypeID);
  if (!type) return false;
  return referenceDataSchema.safeParse(cleanReferenceData(data)).success && missingRequiredFields(type, data, format).length === 0;
}

/** The type's fields the format requires that the data leaves blank (once cleaned): what a page or file did not give. */
export function missingRequiredFields(type: ReferenceType, data: ReferenceDataValues, format: CurrentFormatId): TypeField[] {
  const cleaned = cleanReferenceData(data);
  return type.fields.filter((field) => isRequiredIn(field, format) && cleaned[field.name] === undefined);
}

/** The type's notices that apply in the format to this data (a personal-interview notice only for a personal interview). */
export function noticesFor(type: ReferenceType, format: CurrentFormatId, data: ReferenceDataValues): TypeNotice[] {
  return type.notices.filter((n) => n.formats.includes(format) && (!n.when || data[n.when.field] === n.when.equals));
}
