/**
 * The library changed (a reference created, imported, edited, converted or accepted from a share): every list of
 * it is read again, and the ids given (when given) become the rows highlighted as new.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { atom, useStore } from 'jotai';
import { useCallback } from 'react';
import { queryKeys } from './query-keys';
import type { AppStore } from './state-provider';

/** New-style reference ids the library shows as new. */
export const libraryHighlightAtom = atom<ReadonlySet<number>>(new Set<number>());

/**
 * `refetch` 'none' only marks the lists stale: for a screen about to show another list (a new sort), which then
 * loads by itself, so the one it leaves is not read again for nothing.
 */
export function libraryChanged(store: AppStore, queryClient: QueryClient, highlightIds?: number[], refetch: 'active' | 'none' = 'active'): void {
  if (highlightIds) store.set(libraryHighlightAtom, new Set(highlightIds));
  void queryClient.invalidateQueries({ queryKey: queryKeys.library, refetchType: refetch });
}

export function useNotifyLibraryChanged(): (highlightIds?: number[], refetch?: 'active' | 'none') => void {
  const store = useStore();
  const queryClient = useQueryClient();
  return useCallback((highlightIds?: number[], refetch?: 'active' | 'none') => libraryChanged(store, queryClient, highlightIds, refetch), [store, queryClient]);
}
