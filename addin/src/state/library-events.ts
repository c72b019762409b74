/**
 * Tells the library list that the library changed (a reference created, imported, edited, converted or accepted
 * from a share), so it reloads; the ids given are highlighted as new rows.
 */
import { useEffect } from 'react';

type Listener = (highlightIds: number[]) => void;
const listeners = new Set<Listener>();

export function notifyLibraryChanged(highlightIds: number[] = []): void {
  for (const listener of listeners) listener(highlightIds);
}

export function useLibraryChanged(listener: Listener): void {
  useEffect(() => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [listener]);
}
