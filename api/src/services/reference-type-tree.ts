/**
 * The type tree the type pickers read (reference-library §3 "Reference type (server)"): for a current format the
 * catalogue's types available there, as categories over types; for a legacy format the legacy engine's tree.
 */
import { TYPE_CATEGORIES, referenceTypesByCategory, typesAvailableIn, referenceTypes, type CurrentFormatId, type ReferenceType } from '@ibid/engine';
import { getLegacyReferenceType, legacyTypeTree, type LegacyTypeNode } from '@ibid/engine/import';
import type { ReferenceTypeNode } from '../schemas/references.js';

/** Category nodes get ids past every type id so that a node id names one thing; stable whatever a format offers. */
const CATEGORY_ID_BASE = 1000;
const CATEGORY_KEYS = Object.keys(TYPE_CATEGORIES);

/** What the api offers: the live site's types (availability 'available'). */
export const availableTypes = (format: CurrentFormatId) => typesAvailableIn(referenceTypes, format, 'live');

const typeNode = (type: ReferenceType, mother: number, sortOrder: number): ReferenceTypeNode => ({
  referenceTypeId: type.id,
  displayName: type.title,
  displayHelp: `<p>${type.desc}</p>`,
  isTerminal: true,
  children: [],
  mother,
  sortOrder,
  lookupWords: type.metadata.join('/'),
});

/** Types as a flat list of leaves, in the order given (the Common and Recent tabs). */
export const typeLeaves = (types: readonly ReferenceType[]) => types.map((t, i) => typeNode(t, 0, i + 1));

/** The All tab: the engine's categories in their order, each with its types by title. */
export function typeTree(types: readonly ReferenceType[]): ReferenceTypeNode[] {
  return referenceTypesByCategory(types).map((group, i) => {
    const id = CATEGORY_ID_BASE + CATEGORY_KEYS.indexOf(group.category) + 1;
    return { referenceTypeId: id, displayName: group.label, displayHelp: '', isTerminal: false, children: group.types.map((t, j) => typeNode(t, id, j + 1)), mother: 0, sortOrder: i + 1, lookupWords: '' };
  });
}

const legacyLeaves = (nodes: readonly LegacyTypeNode[]): LegacyTypeNode[] => nodes.flatMap((n) => (n.isTerminal ? [n] : legacyLeaves(n.children)));

/** Legacy leaves as a flat list, keeping only `ids` in their order (the legacy Common and Recent tabs). */
export function legacyTypeLeaves(ids: readonly number[]): ReferenceTypeNode[] {
  const leaves = new Map(legacyLeaves(legacyTypeTree()).map((n) => [n.referenceTypeId, n]));
  return ids.flatMap((id) => leaves.get(id) ?? []).map((n, i) => ({ ...n, mother: 0, sortOrder: i + 1 }));
}

/** The legacy Common tab: the leaves that update into a common new-style type (the legacy tree has no flag of its own). */
export function commonLegacyTypeIds(): number[] {
  const common = new Set(referenceTypes.filter((t) => t.isCommon).map((t) => t.id));
  return legacyLeaves(legacyTypeTree())
    .map((n) => n.referenceTypeId)
    .filter((id) => common.has(getLegacyReferenceType(id)?.convertsTo ?? 0));
}
