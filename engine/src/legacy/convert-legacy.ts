/**
 * Updating a legacy (APA 6 / MLA 8) reference to a new-style one (reference-library §2 "Legacy conversion",
 * §4). The rule values become a CSL item typed as the leaf's new-style type and take the one mapping path
 * every import takes, so what cannot be kept is reported the same way.
 */
import { cslToReference } from '../csl/from-csl.js';
import type { CslItem, CslName } from '../csl/csl-item.js';
import { IBID_CUSTOM_KEY } from '../csl/csl-variables.js';
import { getReferenceType } from '../catalogue/lookup.js';
import { FORMAT_LABELS, FORMAT_VERSION_IDS, LEGACY_SUCCESSOR, legacyFormatVersion } from '../formats.js';
import { placeWarnings, type ImportWarning, type SourceField } from '../import-warning.js';
import { MONTH_NAMES } from '../model/partial-date.js';
import type { LegacyReference, Reference } from '../model/reference.js';
import { fail, ok, type Result } from '../result.js';
import { parseLegacyReferenceData, type LegacyName, type LegacyReferenceData } from './legacy-data.js';
import { isLegacyRuleName, LEGACY_RULES } from '../catalogue/legacy-rules.js';
import { getLegacyReferenceType } from '../catalogue/legacy-types.js';

export type LegacyConversionCode = 'legacy-type-unmapped' | 'legacy-data-invalid';

export interface LegacyConversion {
  /** The new-style reference, carrying `legacyReferenceId`; the caller gives it a new unique id. */
  reference: Reference;
  /** Rule values that could not be kept, for the 'check existing data' step. */
  warnings: ImportWarning[];
}

/** The heading the screens show when a legacy reference cannot be updated ('Problem updating this reference to APA 7'). */
export function legacyConversionProblemTitle(legacy: Pick<LegacyReference, 'formatVersionID'>): string {
  const target = legacyFormatVersion(legacy.formatVersionID) === FORMAT_VERSION_IDS.mla8 ? LEGACY_SUCCESSOR.mla8 : LEGACY_SUCCESSOR.apa6;
  return `Problem updating this reference to ${FORMAT_LABELS[target]}`;
}

function cslName(name: LegacyName): CslName {
  if ('groupName' in name) return { literal: name.groupName };
  const given = [name.firstName, name.middleName].filter(Boolean).join(' ');
  return { family: name.lastName, ...(given ? { given } : {}), ...(name.suffix ? { suffix: name.suffix } : {}) };
}

/** "2014", "March 2014" or "March 3, 2014" from the three date rules, for the partial-date parser to read. */
function issuedText(data: LegacyReferenceData): string | undefined {
  const part = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '');
  const year = part(data.publicationYear);
  if (!year) return undefined;
  const monthRaw = part(data.publicationMonth);
  const month = /^\d{1,2}$/.test(monthRaw) ? (MONTH_NAMES[Number(monthRaw) - 1] ?? monthRaw) : monthRaw;
  const day = part(data.publicationDay);
  if (!month) return year;
  return day ? `${month} ${day}, ${year}` : `${month} ${year}`;
}

/** Converts a legacy reference; fails with the spec's problem when its type has no new-style counterpart. */
export function convertLegacyReference(legacy: LegacyReference): Result<LegacyConversion, LegacyConversionCode> {
  const type = getLegacyReferenceType(legacy.referenceTypeID);
  const target = type && type.convertsTo ? getReferenceType(type.convertsTo) : undefined;
  if (!type || !target?.ok) {
    const what = type ? `"${type.displayName}"` : `legacy type ${legacy.referenceTypeID}`;
    return fail('legacy-type-unmapped', `${legacyConversionProblemTitle(legacy)}: there is no new reference type for ${what} yet. Create the reference again by choosing the closest type in the All tab, or contact our Customer Support Team.`);
  }
  const data = parseLegacyReferenceData(legacy.legacyReferenceData);
  if (!data.ok) return data;

  const entry = legacy.referenceUniqueID;
  const warnings: ImportWarning[] = [];
  const item: CslItem = { id: entry, type: target.value.csl.type, custom: { [IBID_CUSTOM_KEY]: { typeId: target.value.id } } };
  // The rule each CSL variable came from, so the conversion's warnings name the rule the screen shows.
  const sources = new Map<string, SourceField>();
  for (const [name, value] of Object.entries(data.value)) {
    if (!isLegacyRuleName(name)) {
      warnings.push({ code: 'field-skipped', entry, field: name, message: `The legacy rule "${name}" has no place in a new reference; left out.` });
      continue;
    }
    const rule = LEGACY_RULES[name];
    if (!sources.has(rule.csl)) sources.set(rule.csl, { field: name });
    if (rule.kind === 'names') {
      if (Array.isArray(value)) item[rule.csl] = value.map(cslName);
      else warnings.push({ code: 'field-invalid', entry, field: name, message: `${rule.label}: "${value}" is not a list of names; left out.` });
    } else if (Array.isArray(value)) {
      warnings.push({ code: 'field-invalid', entry, field: name, message: `${rule.label} holds names where text belongs; left out.` });
    } else if (rule.kind === 'date') {
      if (String(value).trim()) item[rule.csl] = { raw: String(value).trim() };
    } else if (rule.kind === 'text' && String(value).trim()) {
      item[rule.csl] = String(value).trim();
    }
  }
  const issued = issuedText(data.value);
  if (issued) item.issued = { raw: issued };

  const converted = cslToReference(item, entry);
  const reference: Reference = {
    ...converted.reference,
    legacyReferenceId: legacy.referenceID,
    ...(legacy.name?.trim() ? { nickname: legacy.name.trim() } : {}),
    ...(legacy.note?.trim() ? { note: legacy.note } : {}),
    ...(legacy.tags?.trim() ? { tags: legacy.tags } : {}),
  };
  return ok({ reference, warnings: [...warnings, ...placeWarnings(converted.warnings, sources)] });
}
