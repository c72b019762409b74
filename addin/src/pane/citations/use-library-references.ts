/** The library's copies of the references a pane screen shows, by upper-cased unique id; null for one not in the library. */
import { useEffect, useState } from 'react';
import { libraryApi } from '../../api/library';
import type { LibraryReference } from '../../api/types';

export function useLibraryReferences(uniqueIds: readonly string[] | undefined): ReadonlyMap<string, LibraryReference | null> {
  const [library, setLibrary] = useState<ReadonlyMap<string, LibraryReference | null>>(new Map());
  const missing = (uniqueIds ?? []).map((uid) => uid.toUpperCase()).filter((uid) => !library.has(uid));
  const key = missing.join(' ');
  useEffect(() => {
    if (!key) return;
    const wanted = key.split(' ');
    let current = true;
    void Promise.all(wanted.map((uid) => libraryApi.byUniqueId(uid).catch(() => null))).then((found) => {
      if (current) setLibrary((previous) => new Map([...previous, ...wanted.map((uid, i) => [uid, found[i] ?? null] as const)]));
    });
    return () => {
      current = false;
    };
  }, [key]);
  return library;
}
