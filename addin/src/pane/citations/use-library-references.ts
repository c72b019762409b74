/**
 * The library's copies of the references a pane screen shows, by upper-cased unique id; null for one not in the
 * library. Held by TanStack Query under the library's key, so screens share them and a library change refreshes them.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { libraryApi } from '../../api/library';
import type { LibraryReference } from '../../api/types';
import { queryKeys } from '../../state/query-keys';

export function useLibraryReferences(uniqueIds: readonly string[] | undefined): ReadonlyMap<string, LibraryReference | null> {
  const ids = useMemo(() => [...new Set((uniqueIds ?? []).map((uid) => uid.toUpperCase()))], [uniqueIds]);
  const answers = useQueries({
    queries: ids.map((uid) => ({
      queryKey: queryKeys.reference(uid),
      queryFn: () => libraryApi.byUniqueId(uid).catch((): LibraryReference | null => null),
      staleTime: 60_000,
    })),
  });
  const found = answers.map((a) => a.data);
  const key = found.map((f) => (f === undefined ? '?' : f === null ? '-' : `${f.referenceID}@${f.updatedDate}`)).join(' ');
  // A new map only when an answer changed (the key says which), so screens' memos keep.
  const idsKey = ids.join(' ');
  return useMemo(() => new Map(ids.flatMap((uid, i) => (found[i] === undefined ? [] : [[uid, found[i]!] as const]))), [idsKey, key]);
}
