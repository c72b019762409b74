/**
 * The type tree the type pickers read (reference-library §3 "Reference type (server)", §7 "Type tree"): for a
 * current format the catalogue's types available in an environment, as categories over types; for a legacy format
 * the legacy engine's tree. The Common and Recent tabs are flat lists of leaves.
 */
import { isCurrentFormat, type FormatId } from '../formats.js';
import { getLegacyReferenceType, legacyTypeTree } from '../catalogue/legacy-types.js';
import { typesAvailableIn, type Environment } from './availability.js';
import { commonReferenceTypes, referenceTypesByCategory } from '../catalogue/lookup.js';
import { TYPE_CATEGORIES, type ReferenceType } from '../catalogue/reference-type.js';
import type { ReferenceTypeNode } from '../catalogue/type-tree-node.js';
import { referenceTypes } from '../catalogue/reference-types.js';

/** The picker's tabs: All (the tree), Common and Recent (flat lists of leaves). */
export type TypeTreeTab = 'all' | 'common' | 'recent';

export interface TypeTreeRequest {
  format: FormatId;
  /** Which types a current format offers: the live site's, or also those in test or dev. */
  environment: Environment;
  tab?: TypeTreeTab;
  /** The Recent tab: the type ids of the customer's newest references, newest first (legacy ids for a legacy format). */
  recentTypeIds?: readonly number[];
}

/** Category nodes get ids past every type id so that a node id names one thing; stable whatever a format offers. */
const CATEGORY_ID_BASE = 1000;
const CATEGORY_KEYS = Object.keys(TYPE_CATEGORIES);

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
const typeLeaves = (types: readonly ReferenceType[]) => types.map((t, i) => typeNode(t, 0, i + 1));

/** The All tab: the engine's categories in their order, each with its types by title. */
function typeTree(types: readonly ReferenceType[]): ReferenceTypeNode[] {
  return referenceTypesByCategory(types).map((group, i) => {
    const id = CATEGORY_ID_BASE + CATEGORY_KEYS.indexOf(group.category) + 1;
    return { referenceTypeId: id, displayName: group.label, displayHelp: '', isTerminal: false, children: group.types.map((t, j) => typeNode(t, id, j + 1)), mother: 0, sortOrder: i + 1, lookupWords: '' };
  });
}

const legacyLeaves = (nodes: readonly ReferenceTypeNode[]): ReferenceTypeNode[] => nodes.flatMap((n) => (n.isTerminal ? [n] : legacyLeaves(n.children)));

/** Legacy leaves as a flat list, keeping only `ids` in their order (the legacy Common and Recent tabs). */
function legacyTypeLeaves(ids: readonly number[]): ReferenceTypeNode[] {
  const leaves = new Map(legacyLeaves(legacyTypeTree()).map((n) => [n.referenceTypeId, n]));
  return ids.flatMap((id) => leaves.get(id) ?? []).map((n, i) => ({ ...n, mother: 0, sortOrder: i + 1 }));
}

/** The legacy Common tab: the leaves that update into a common new-style type (the legacy tree has no flag of its own). */
function commonLegacyTypeIds(): number[] {
  const common = new Set(commonReferenceTypes().map((t) => t.id));
  return legacyLeaves(legacyTypeTree())
    .map((n) => n.referenceTypeId)
    .filter((id) => common.has(getLegacyReferenceType(id)?.convertsTo ?? 0));
}

/** The type picker's tree for a format and tab: the All tab as categories over types, Common and Recent as leaves. */
export function referenceTypeTree({ format, environment, tab = 'all', recentTypeIds = [] }: TypeTreeRequest): ReferenceTypeNode[] {
  if (!isCurrentFormat(format)) {
    if (tab === 'common') return legacyTypeLeaves(commonLegacyTypeIds());
    if (tab === 'recent') return legacyTypeLeaves(recentTypeIds);
    return legacyTypeTree();
  }
  const types = typesAvailableIn(referenceTypes, format, environment);
  if (tab === 'common') return typeLeaves(commonReferenceTypes(types));
  if (tab === 'recent') {
    const byId = new Map(types.map((t) => [t.id, t]));
    return typeLeaves(recentTypeIds.flatMap((id) => byId.get(id) ?? []));
  }
  return typeTree(types);
}
