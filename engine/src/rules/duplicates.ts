/**
 * Duplicate detection (reference-library §5): two references are duplicates when they share a URL (scheme
 * removed), a DOI (link prefix removed) or an ISBN (hyphens, 978 and check digit removed, so the ISBN-10 and
 * ISBN-13 of one book match); and what merging duplicates keeps.
 */
import { getReferenceType } from '../catalogue/lookup.js';
import { doiKey, isbnKey, urlKey } from '../identifiers/index.js';
import type { ReferenceData } from '../model/reference-data.js';
import { cleanTags } from './tags.js';

export type DuplicateMatch = 'doi' | 'url' | 'isbn';

/** The identifiers a reference is compared by, already normalised. */
export function duplicateKeys(data: Pick<ReferenceData, 'doi' | 'url' | 'isbns'>): string[] {
  const keys: string[] = [];
  const doi = data.doi ? doiKey(data.doi) : undefined;
  const url = data.url ? urlKey(data.url) : undefined;
  if (doi) keys.push(`doi:${doi}`);
  if (url) keys.push(`url:${url}`);
  for (const isbn of data.isbns ?? []) {
    const key = isbnKey(isbn);
    if (key) keys.push(`isbn:${key}`);
  }
  return keys;
}

/** Library references that duplicate a candidate, each with what matched first (DOI, then URL, then ISBN). */
export function findDuplicates<T extends { data: Pick<ReferenceData, 'doi' | 'url' | 'isbns'> }>(
  candidate: Pick<ReferenceData, 'doi' | 'url' | 'isbns'>,
  library: readonly T[],
): { reference: T; matchedOn: DuplicateMatch }[] {
  const wanted = new Set(duplicateKeys(candidate));
  if (wanted.size === 0) return [];
  const out: { reference: T; matchedOn: DuplicateMatch }[] = [];
  for (const reference of library) {
    const hit = duplicateKeys(reference.data).find((k) => wanted.has(k));
    if (hit) out.push({ reference, matchedOn: hit.slice(0, hit.indexOf(':')) as DuplicateMatch });
  }
  return out;
}

/**
 * Groups of two or more library references that are duplicates of one another, directly or through a
 * shared identifier chain (A shares a DOI with B, B an ISBN with C), in library order.
 */
export function duplicateGroups<T extends { data: Pick<ReferenceData, 'doi' | 'url' | 'isbns'> }>(library: readonly T[]): T[][] {
  const parent = library.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const owner = new Map<string, number>();
  library.forEach((ref, i) => {
    for (const key of duplicateKeys(ref.data)) {
      const j = owner.get(key);
      if (j === undefined) owner.set(key, i);
      else parent[find(i)] = find(j);
    }
  });
  const groups = new Map<number, T[]>();
  library.forEach((ref, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), ref]);
  });
  return [...groups.values()].filter((g) => g.length > 1);
}

/** How the duplicate warning names the kind of work for types 1 to 4 (reference-library §4). */
export const DUPLICATE_TYPE_LABELS: Readonly<Record<number, string>> = { 1: 'Journal', 2: 'Book', 3: 'Webpage', 4: 'Gray Literature' };

/** What a merge reads and fills of a reference: its typed data, note, nickname, tags and the legacy reference it was converted from. */
export interface MergeContent {
  data: Readonly<Record<string, unknown>>;
  note: string;
  nickname: string;
  tags: string;
  legacyReferenceId: number | null;
}

/** The keeper's content after a merge, and the names of what it gained (data fields, `note`, `nickname`, `tags`, `legacyReferenceId`). */
export interface FilledContent extends MergeContent {
  data: Record<string, unknown>;
  filledFields: string[];
}

/**
 * The keeper with its gaps filled from the merged references, in the order given (the first that has a value
 * wins): each field of the keeper's type it lacks (the whole field: a missing contributor list takes the other's
 * list, a missing DOI the other's DOI; fields the keeper's type does not have are not taken), its note, nickname
 * and converted-legacy id when empty, and the union of all tags. A value the keeper has is never replaced.
 */
export function fillFromMerged(keeper: MergeContent & { referenceTypeId: number }, merged: readonly MergeContent[]): FilledContent {
  const data: Record<string, unknown> = { ...keeper.data };
  const type = getReferenceType(keeper.referenceTypeId);
  const fields = type.ok ? type.value.fields.map((f) => f.name) : [];
  const filledFields: string[] = [];
  const filled = { note: keeper.note, nickname: keeper.nickname, legacyReferenceId: keeper.legacyReferenceId };
  for (const other of merged) {
    for (const field of fields) {
      if (data[field] === undefined && other.data[field] !== undefined) {
        data[field] = other.data[field];
        filledFields.push(field);
      }
    }
    for (const key of ['note', 'nickname'] as const) {
      if (!filled[key] && other[key]) {
        filled[key] = other[key];
        filledFields.push(key);
      }
    }
    if (filled.legacyReferenceId === null && other.legacyReferenceId !== null) {
      filled.legacyReferenceId = other.legacyReferenceId;
      filledFields.push('legacyReferenceId');
    }
  }
  const tags = cleanTags([keeper.tags, ...merged.map((m) => m.tags)].filter(Boolean).join(','));
  if (tags !== keeper.tags) filledFields.push('tags');
  return { data, ...filled, tags, filledFields };
}
