/**
 * The legacy (APA 6 / MLA 8) write path: rule values checked against the leaf type's rules, a default nickname
 * and a preview value, and the columns a legacy reference stores (search and tag text included).
 */
import { FORMAT_VERSION_IDS, LEGACY_SUCCESSOR, cleanTags, formatFromVersionId, formatReference, type Formatted } from '@ibid/engine';
import { convertLegacyReference, getLegacyReferenceType, legacyNameSchema, LEGACY_RULES, type LegacyName, type LegacyReferenceData, type LegacyReferenceType } from '@ibid/engine/import';
import { badRequest } from '../errors.js';
import { tagTextOf } from './references.js';

/** The legacy formats' version ids: 2 APA 6, 6 MLA 8. */
export const LEGACY_FORMAT_VERSION_IDS = [FORMAT_VERSION_IDS.apa6, FORMAT_VERSION_IDS.mla8] as const;
export type LegacyFormatVersionId = (typeof LEGACY_FORMAT_VERSION_IDS)[number];

/** A legacy format version id as asked or stored: MLA 8 when it says so, otherwise APA 6 (the default). */
export const legacyFormatVersion = (id: number): LegacyFormatVersionId => (id === FORMAT_VERSION_IDS.mla8 ? FORMAT_VERSION_IDS.mla8 : FORMAT_VERSION_IDS.apa6);

/** How long a default nickname taken from the title may be. */
const NAME_MAX = 60;

/** The leaf type the wizard's rules belong to; categories and unknown ids are refused. */
export function legacyLeaf(referenceTypeId: number): LegacyReferenceType {
  const type = getLegacyReferenceType(referenceTypeId);
  if (!type) throw badRequest('unknown-legacy-type', `There is no legacy reference type with id ${referenceTypeId} that references can be created with: choose a type at the end of the tree.`);
  return type;
}

const ruleLabel = (type: LegacyReferenceType, name: string) => type.rules.find((r) => r.name === name)?.label ?? LEGACY_RULES[name as keyof typeof LEGACY_RULES]?.label ?? name;

/**
 * The rule values a client sent, checked against the leaf's rules: a rule the type does not have, a name list
 * where text belongs or text where names belong is refused; blank values are dropped; at least one must remain.
 */
export function checkRuleValues(type: LegacyReferenceType, values: Record<string, unknown>): LegacyReferenceData {
  const data: LegacyReferenceData = {};
  for (const [name, value] of Object.entries(values)) {
    const rule = type.rules.find((r) => r.name === name);
    if (!rule) throw badRequest('invalid-rule-values', `"${name}" is not a field of ${type.displayName}.`);
    const label = ruleLabel(type, name);
    if (LEGACY_RULES[rule.name].kind === 'names') {
      const names = legacyNameSchema.array().safeParse(value ?? []);
      if (!names.success) throw badRequest('invalid-rule-values', `${label}: each name needs a last name (or a group name).`);
      if (names.data.length) data[name] = names.data;
    } else {
      if (typeof value === 'number' && Number.isFinite(value)) data[name] = value;
      else if (typeof value === 'string') {
        if (value.trim()) data[name] = value.trim();
      } else if (value !== null && value !== undefined) throw badRequest('invalid-rule-values', `${label} must be text.`);
    }
  }
  if (Object.keys(data).length === 0) throw badRequest('invalid-rule-values', 'Please fill in at least one field of the reference.');
  return data;
}

const nameText = (n: LegacyName) => ('groupName' in n ? n.groupName : [n.lastName, [n.firstName, n.middleName].filter(Boolean).join(' '), n.suffix].filter(Boolean).join(', '));
const valueText = (v: LegacyReferenceData[string]) => (Array.isArray(v) ? v.map(nameText).join('; ') : String(v));

/** The default nickname: the title, shortened at a word; the type's name when there is no title. */
export function defaultLegacyName(type: LegacyReferenceType, data: LegacyReferenceData): string {
  const title = typeof data.title === 'string' ? data.title : '';
  if (!title) return type.displayName;
  if (title.length <= NAME_MAX) return title;
  const cut = title.slice(0, NAME_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : NAME_MAX).trimEnd()}…`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The reference's formatted value. The engine has no APA 6 / MLA 8 formatter: the rule values are converted to
 * a new-style reference and formatted in the successor format (APA 7 for APA 6, MLA 9 for MLA 8), the closest
 * the engine can write. A leaf with no new-style type gets its values in rule order, plainly joined.
 */
export function legacyValue(type: LegacyReferenceType, formatVersionId: LegacyFormatVersionId, data: LegacyReferenceData): Formatted {
  const format = LEGACY_SUCCESSOR[formatFromVersionId(formatVersionId) as keyof typeof LEGACY_SUCCESSOR];
  const converted = convertLegacyReference({
    referenceID: 1,
    referenceUniqueID: 'PREVIEW',
    referenceTypeID: type.referenceTypeId,
    formatVersionID: formatVersionId,
    value: '',
    displayValue: '',
    legacyReferenceData: JSON.stringify(data),
  });
  if (converted.ok) return formatReference(converted.value.reference, format);
  const text = `${type.rules.flatMap((r) => (data[r.name] === undefined ? [] : [valueText(data[r.name]!)])).join('. ')}.`;
  return { text, html: escapeHtml(text) };
}

export interface LegacyInput {
  type: LegacyReferenceType;
  formatVersionId: LegacyFormatVersionId;
  data: LegacyReferenceData;
  name: string;
  note: string;
  tags: string;
}

/** The columns a legacy reference's content sets: `value` is HTML, `displayValue` its plain text. */
export function legacyContent(input: LegacyInput) {
  const formatted = legacyValue(input.type, input.formatVersionId, input.data);
  const tags = cleanTags(input.tags);
  const name = input.name.trim();
  const searchText = [formatted.text, name, tags, ...Object.values(input.data).map(valueText)].join('\n').toLowerCase();
  return {
    referenceTypeId: input.type.referenceTypeId,
    formatVersionId: input.formatVersionId,
    value: formatted.html,
    displayValue: formatted.text,
    name,
    note: input.note.trim(),
    tags,
    legacyReferenceData: JSON.stringify(input.data),
    searchText,
    tagText: tagTextOf(tags),
  };
}
