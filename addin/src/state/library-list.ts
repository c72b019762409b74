/**
 * The library list (reference-library §2 My Reference Library, §9 sort keys): new-style and legacy references as
 * one kind of row, the sort saved per list, and a hook that loads the api's pages in order (TanStack Query).
 */
import { hasImportedTitleCase, type CurrentFormatId } from '@ibid/engine';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { atom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { libraryApi, type LibraryQuery } from '../api/library';
import type { LegacyLibraryReference, LibraryPage, LibraryReference } from '../api/types';
import { queryKeys } from './query-keys';
import { localJSONAtom } from './storage';

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
  /** An import, lookup or capture put its title in sentence case; the writer has not yet checked it (saved the reference). */
  titleCaseChanged: boolean;
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
    titleCaseChanged: hasImportedTitleCase(reference),
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
    titleCaseChanged: false,
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

const storedSort = localJSONAtom<Partial<LibrarySort>>('ibid.sort.my-reference-library');

/** My Reference Library's sort: the one the user last chose (kept across sessions), or the default. */
export const librarySortAtom = atom(
  (get): LibrarySort => {
    const saved = get(storedSort);
    // A value written by something else: the default applies.
    return (saved?.sort === 'title' || saved?.sort === 'createdDate') && (saved.direction === 'asc' || saved.direction === 'desc')
      ? { sort: saved.sort, direction: saved.direction }
      : DEFAULT_LIBRARY_SORT;
  },
  (_get, set, next: LibrarySort) => set(storedSort, next),
);

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
  /** A page is on its way (the first, the next, or all of them again). */
  loading: boolean;
  error: string | undefined;
  /** More matches wait on the api. */
  hasMore: boolean;
  loadMore: () => void;
  /** Reads the list again from the top, as many pages as are shown now. */
  reload: () => Promise<void>;
}

type ListQuery = Required<Pick<LibraryQuery, 'search' | 'sort' | 'direction' | 'archived' | 'format'>>;

/**
 * The library rows for a query, as `toRows` reads each page (the library's rows by default), through TanStack
 * Query: a new query starts again from the first page (the previous rows stay shown until it answers), and a
 * change anywhere (`useNotifyLibraryChanged`) reads every loaded page again.
 */
export function useLibraryList<R = LibraryRow>(
  query: ListQuery,
  toRows: (page: LibraryPage, format: CurrentFormatId) => R[] = libraryRows as unknown as (page: LibraryPage, format: CurrentFormatId) => R[],
): LibraryList<R> {
  const { search, sort, direction, archived, format } = query;
  const list = useInfiniteQuery({
    queryKey: queryKeys.libraryList({ search, sort, direction, archived, format }),
    queryFn: ({ pageParam }) => libraryApi.list({ search, sort, direction, archived, format, offset: pageParam, limit: LIBRARY_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.order.length, 0);
      return last.order.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
  const { data, isFetching, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = list;
  const rows = useMemo(() => data?.pages.flatMap((page) => toRows(page, format)) ?? [], [data, toRows, format]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const reload = useCallback(() => refetch().then(() => undefined), [refetch]);
  return {
    rows,
    total: data?.pages.at(-1)?.total ?? 0,
    loading: isFetching,
    error: error ? error.message : undefined,
    hasMore: hasNextPage,
    loadMore,
    reload,
  };
}
