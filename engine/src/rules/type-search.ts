/** Reference-type search (reference-library §5): by title first, then by search words, each type once. */
import type { ReferenceType } from '../catalogue/reference-type.js';

/** The spec's cleaning: lower-cased, every non-alphanumeric turned into a space, spaces collapsed. */
export function cleanTypeSearchTerm(term: string): string {
  return term.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The types matching a search, display-name matches first, then search-word matches, de-duplicated by id.
 * A blank term matches nothing, so the caller shows the grouped list instead.
 */
export function searchReferenceTypes(term: string, types: readonly ReferenceType[]): ReferenceType[] {
  const q = cleanTypeSearchTerm(term);
  if (!q) return [];
  const byTitle = types.filter((t) => cleanTypeSearchTerm(t.title).includes(q));
  const byWords = types.filter((t) => t.metadata.some((word) => cleanTypeSearchTerm(word).includes(q)));
  const seen = new Set<number>();
  return [...byTitle, ...byWords].filter((t) => !seen.has(t.id) && seen.add(t.id));
}
