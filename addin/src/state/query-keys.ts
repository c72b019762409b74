/** The keys of the api data TanStack Query holds: one place, so a change invalidates every view of it. */
import type { LibraryQuery } from '../api/library';
import type { PaperSort } from '../api/papers';

export const queryKeys = {
  /** Every list of the library (any search, sort, format or archive view). */
  library: ['library'] as const,
  libraryList: (query: Omit<LibraryQuery, 'offset' | 'limit'>) => ['library', 'list', query] as const,
  /** One reference by its unique id (the task pane's views of the paper's references); ids compare case-insensitively. */
  reference: (uniqueId: string) => ['library', 'reference', uniqueId.toUpperCase()] as const,
  /** Every list of the customer's papers (any sort). */
  papers: ['papers'] as const,
  paperList: (sort: PaperSort) => ['papers', 'list', sort] as const,
  classes: ['classes'] as const,
};
