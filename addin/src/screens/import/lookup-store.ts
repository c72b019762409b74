/**
 * The lookup's results, kept in session storage while the user moves between the result list, the review and
 * the confirm steps (and across a reload), with the result filter and the result the draft was made from.
 */
import { atom } from 'jotai';
import type { LookupResult } from '../../api/types';
import { emptyDraft, referenceDraftAtom } from '../../state/reference-draft';
import { sessionJSONAtom } from '../../state/storage';

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

export const lookupAtom = sessionJSONAtom<LookupSession>('ibid.lookup');

/** Starts the review of a result: the draft becomes its data, and the session remembers which result it was. */
export const chooseResultAtom = atom(null, (get, set, result: LookupResult) => {
  const session = get(lookupAtom);
  if (session) set(lookupAtom, { ...session, chosen: result });
  set(referenceDraftAtom, { ...emptyDraft(result.referenceData.referenceTypeID, 'lookup'), data: result.referenceData.data });
});
