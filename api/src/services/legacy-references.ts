/**
 * The legacy (APA 6 / MLA 8) write path: the leaf type a request names, its rule values checked by the engine,
 * and the columns a legacy reference stores (search and tag text included).
 */
import { cleanTags, type LegacyFormatVersionId } from '@ibid/engine';
import { checkRuleValues, getLegacyReferenceType, legacyValue, legacyValueText, type LegacyReferenceData, type LegacyReferenceType } from '@ibid/engine/import';
import { badRequest } from '../errors.js';
import { tagTextOf } from './references.js';

/** The leaf type the wizard's rules belong to; categories and unknown ids are refused. */
export function legacyLeaf(referenceTypeId: number): LegacyReferenceType {
  const type = getLegacyReferenceType(referenceTypeId);
  if (!type) throw badRequest('unknown-legacy-type', `There is no legacy reference type with id ${referenceTypeId} that references can be created with: choose a type at the end of the tree.`);
  return type;
}

/** The engine's check of the rule values a client sent; a refusal is a 400. */
export function checkedRuleValues(type: LegacyReferenceType, values: Record<string, unknown>): LegacyReferenceData {
  const checked = checkRuleValues(type, values);
  if (!checked.ok) throw badRequest(checked.error.code, checked.error.message);
  return checked.value;
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
  const searchText = [formatted.text, name, tags, ...Object.values(input.data).map(legacyValueText)].join('\n').toLowerCase();
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
