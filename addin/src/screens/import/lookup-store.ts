/**
 * The lookup's results, kept in session storage while the user moves between the result list, the review and
 * the confirm steps (and across a reload), with the result filter and the result the draft was made from.
 */
import type { LookupResult } from '../../api/types';
import { draftStore, emptyDraft } from '../../state/reference-draft';

/** The result list's filter menu (reference-library §4): all, books and chapters (result id 2), journal articles (id 1). */
export const RESULT_FILTERS = [
  { value: 'all', label: 'All results', resultId: undefined },
  { value: 'books', label: 'Book & Chapters only', resultId: 2 },
  { value: 'articles', label: 'Journal Articles only', resultId: 1 },
] as const;
export type ResultFilter = (typeof RESULT_FILTERS)[number]['value'];

export function filterResults(results: readonly LookupResult[], filter: ResultFilter): LookupResult[] {
  const resultId = RESULT_FILTERS.find((f) => f.value === filter)?.resultId;
  return resultId === undefined ? [...results] : results.filter((r) => r.id === resultId);
}

export interface LookupSession {
  term: string;
  results: LookupResult[];
  filter: ResultFilter;
  /** The result the draft was made from: the review compares the draft with it to know whether the user changed it. */
  chosen?: LookupResult;
}

const KEY = 'ibid.lookup';

export const lookupStore = {
  get(): LookupSession | undefined {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as LookupSession) : undefined;
  },
  set(session: LookupSession): void {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};

/** Starts the review of a result: the draft becomes its data, and the session remembers which result it was. */
export function chooseResult(result: LookupResult): void {
  const session = lookupStore.get();
  if (session) lookupStore.set({ ...session, chosen: result });
  draftStore.set({ ...emptyDraft(result.referenceData.referenceTypeID, 'lookup'), data: result.referenceData.data });
}
