/** A value that follows another after it has stopped changing for `ms` (the spec's search and preview debounces). */
import { useEffect, useState } from 'react';

/** The spec's search debounce (word-addin §9, reference-library §9): library, Add from Library and research notes. */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
