/**
 * Which lookup results the customer already has (reference-library §4 "duplicate warning", §5 duplicate rules):
 * each result is compared with the customer's own live references by the engine's duplicate keys.
 */
import { duplicateKeys, type DuplicateMatch } from '@ibid/engine';
import type { LookupResponse, LookupResult } from '@ibid/engine/import';
import type { Db } from '../../db/prisma.js';
import { activeReferenceIdentifiers } from '../merge.js';

export interface DuplicateOf {
  referenceID: number;
  referenceUniqueID: string;
  matchedOn: DuplicateMatch;
}

export type FlaggedLookupResult = LookupResult & { duplicateOf: DuplicateOf | null };

/**
 * The response with `duplicateOf` on every result: the first of the customer's references (oldest first) that
 * shares its DOI, URL or ISBN, else null. Archived and deleted references are not offered: the duplicate
 * warning's choices (cite it, add it from the library) need a reference in the library.
 */
export async function flagDuplicates(db: Db, customerId: number, response: LookupResponse): Promise<{ results: FlaggedLookupResult[]; messages: LookupResponse['messages'] }> {
  const wanted = response.results.map((r) => duplicateKeys(r.referenceData.data));
  const owners = new Map<string, Omit<DuplicateOf, 'matchedOn'>>();
  if (wanted.some((keys) => keys.length > 0)) {
    for (const row of await activeReferenceIdentifiers(db, customerId)) {
      for (const key of duplicateKeys(row.data)) {
        if (!owners.has(key)) owners.set(key, { referenceID: row.id, referenceUniqueID: row.uniqueId });
      }
    }
  }
  const results = response.results.map((result, i) => {
    // Keys come DOI first, then URL, then ISBNs: the strongest match names the duplicate.
    const key = wanted[i]!.find((k) => owners.has(k));
    const duplicateOf = key ? { ...owners.get(key)!, matchedOn: key.slice(0, key.indexOf(':')) as DuplicateMatch } : null;
    return { ...result, duplicateOf };
  });
  return { results, messages: response.messages };
}
