/**
 * The library list (reference-library §2 My Reference Library, §9 sort keys): new-style and legacy references as
 * one kind of row, the sort saved per list, and a hook that loads the api's pages in order.
 */
import { type CurrentFormatId } from '@ibid/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { libraryApi, type LibraryQuery } from '../api/library';
import type { LegacyLibraryReference, LibraryPage, LibraryReference } from '../api/types';

/** One row of the list, whichever kind of reference it is. */
export interface LibraryRow {
  /** Unique across both kinds: new-style and legacy ids overlap. */
  key: string;
  referenceID: number;
  legacy: boolean;
  referenceUniqueID: string;
  referenceTypeID: number;
  /** The formatted reference: HTML with only <i> (and <sup>) and entities; empty when it has none in this format. */
  html: string;
  /** Shown when there is no formatted value: the reference's title. */
  fallbackTitle: string;
  nickname: string;
  createdDate: string;
  isArchived: boolean;
}

export const rowKey = (legacy: boolean, referenceID: number): string => `${legacy ? 'legacy' : 'reference'}-${referenceID}`;

function referenceRow(reference: LibraryReference, format: CurrentFormatId): LibraryRow {
  return {
    key: rowKey(false, reference.referenceID),
    referenceID: reference.referenceID,
    legacy: false,
    referenceUniqueID: reference.referenceUniqueID,
    referenceTypeID: reference.referenceTypeID,
    html: reference.values[format]?.value ?? '',
    fallbackTitle: reference.title,
    nickname: reference.nickname,
    createdDate: reference.createdDate,
    isArchived: reference.isArchived,
  };
}

function legacyRow(reference: LegacyLibraryReference): LibraryRow {
  return {
    key: rowKey(true, reference.referenceID),
    referenceID: reference.referenceID,
    legacy: true,
    referenceUniqueID: reference.referenceUniqueID,
    referenceTypeID: reference.referenceTypeID,
    html: reference.value,
    fallbackTitle: reference.displayValue,
    nickname: reference.name,
    createdDate: reference.createdDate,
    isArchived: reference.isArchived,
  };
}

/** The page's two lists merged in the api's order. */
export function libraryRows(page: LibraryPage, format: CurrentFormatId): LibraryRow[] {
  const references = new Map(page.references.map((r) => [r.referenceID, r]));
  const legacy = new Map(page.legacyReferences.map((r) => [r.referenceID, r]));
  return page.order.flatMap(({ legacy: isLegacy, referenceID }) => {
    const reference = isLegacy ? legacy.get(referenceID) : references.get(referenceID);
    if (!reference) return [];
    return [isLegacy ? legacyRow(reference as LegacyLibraryReference) : referenceRow(reference as LibraryReference, format)];
  });
}


export interface LibrarySort {
  sort: 'title' | 'createdDate';
  direction: 'asc' | 'desc';
}

/** The lists' default: newest first (§9). */
export const DEFAULT_LIBRARY_SORT: LibrarySort = { sort: 'createdDate', direction: 'desc' };

const sortKey = (list: string) => `ibid.sort.${list}`;

/** The sort the user last chose for this list, or the default. */
export function loadLibrarySort(list: string): LibrarySort {
  try {
    const saved = JSON.parse(localStorage.getItem(sortKey(list)) ?? 'null') as Partial<LibrarySort> | null;
    if ((saved?.sort === 'title' || saved?.sort === 'createdDate') && (saved.direction === 'asc' || saved.direction === 'desc')) {
      return { sort: saved.sort, direction: saved.direction };
    }
  } catch {
    // A value written by something else: the default applies.
  }
  return DEFAULT_LIBRARY_SORT;
}

export function saveLibrarySort(list: string, sort: LibrarySort): void {
  localStorage.setItem(sortKey(list), JSON.stringify(sort));
}

/** A header click: the same column flips its direction, another starts with its natural one (A to Z, newest first). */
export function nextLibrarySort(current: LibrarySort, column: LibrarySort['sort']): LibrarySort {
  if (current.sort === column) return { sort: column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: column, direction: column === 'title' ? 'asc' : 'desc' };
}

/** How many rows one call brings: a library of thousands is read a page at a time. */
export const LIBRARY_PAGE_SIZE = 100;

export interface LibraryList<R = LibraryRow> {
  rows: R[];
  /** Matches in all; rows may hold fewer until more pages are loaded. */
  total: number;
  loading: boolean;
  error: string | undefined;
  loadMore: () => void;
  /** Reads the list again from the top, as many rows as are shown now. */
  reload: () => Promise<void>;
}

type ListQuery = Required<Pick<LibraryQuery, 'search' | 'sort' | 'direction' | 'archived' | 'format'>>;

/**
 * The library rows for a query, as `toRows` reads each page (the library's rows by default); a new query starts
 * again from the first page, and only the latest answer counts.
 */
export function useLibraryList<R = LibraryRow>(
  query: ListQuery,
  toRows: (page: LibraryPage, format: CurrentFormatId) => R[] = libraryRows as unknown as (page: LibraryPage, format: CurrentFormatId) => R[],
): LibraryList<R> {
  const [rows, setRows] = useState<R[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const latest = useRef(0);
  const shown = useRef(0);
  const { search, sort, direction, archived, format } = query;

  const load = useCallback(
    async (offset: number, limit: number, append: boolean) => {
      const call = ++latest.current;
      setLoading(true);
      try {
        const page = await libraryApi.list({ search, sort, direction, archived, format, offset, limit });
        if (call !== latest.current) return;
        const next = toRows(page, format);
        setRows((previous) => {
          const all = append ? [...previous, ...next] : next;
          shown.current = all.length;
          return all;
        });
        setTotal(page.total);
        setError(undefined);
      } catch (failure) {
        if (call !== latest.current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [search, sort, direction, archived, format, toRows],
  );

  useEffect(() => {
    void load(0, LIBRARY_PAGE_SIZE, false);
  }, [load]);

  const loadMore = useCallback(() => void load(shown.current, LIBRARY_PAGE_SIZE, true), [load]);
  const reload = useCallback(() => load(0, Math.max(LIBRARY_PAGE_SIZE, shown.current), false), [load]);

  return { rows, total, loading, error, loadMore, reload };
}
