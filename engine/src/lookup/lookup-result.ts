/**
 * The lookup service's answer to the add-in (reference-library §3, §4, §8): result cards built from
 * references, the response `{ results, messages }`, the result filter and what the client does with a response.
 */
import { referenceTypes } from '../catalogue/reference-types.js';
import { contributorsWithRole, type Contributor } from '../model/contributor.js';
import type { Reference } from '../model/reference.js';
import type { Result } from '../result.js';
import { invertedName } from '../format/apa7/names.js';
import { LOOKUP_MESSAGE_TYPES, LOOKUP_NO_RESULTS, lookupMessage } from '../rules/lookup-routing.js';
import type { LookupAnswer, LookupErrorCode, LookupWork } from './answer.js';
import { plainText } from '../text/markup.js';

/**
 * What kind of work a result is, for the result filter. The spec names 1 (journal article) and 2 (book or
 * chapter). Other works a lookup finds (a data set, a preprint, a report behind a DOI) are real results too:
 * the user asked for exactly that work and step 3 opens its own type's form. They get 0, which the "All
 * results" view shows and both filters hide, so neither filter claims a work that is not of its kind.
 */
export const LOOKUP_RESULT_KINDS = { other: 0, journalArticle: 1, bookOrChapter: 2 } as const;
export type LookupResultKind = (typeof LOOKUP_RESULT_KINDS)[keyof typeof LOOKUP_RESULT_KINDS];

/** Reference type ids by result kind: articles (and retracted articles), books, chapters, edited books and entries in reference books. */
const KIND_OF_TYPE: Readonly<Record<number, LookupResultKind>> = { 1: 1, 26: 1, 2: 2, 9: 2, 31: 2, 11: 2 };

/** Card labels where the catalogue's title is longer than a card needs; every other type shows its catalogue title. */
const TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Journal Article', 2: 'Book', 9: 'Book Chapter', 31: 'Edited Book', 4: 'Report', 7: 'Dissertation', 8: 'Conference Paper',
  11: 'Reference Entry', 26: 'Retracted Article', 48: 'Other Work',
};

/** A lookup result card (reference-library §3 "Third-party lookup result"). */
export interface LookupResult {
  id: LookupResultKind;
  /** 'Journal Article', 'Book', 'Book Chapter', 'Data Set', ... */
  typeLabel: string;
  /** Plain text, without the subtitle when the source gave one apart. */
  title: string;
  subTitle: string | null;
  /** "Smith, J., & Lee, K.", "Smith, J., Lee, K., Park, S., et al.", "Cozort, D. (Ed.)"; '' when nobody is named. */
  authorInfo: string;
  /** "Scientific Reports, 5(1), 2015" for articles, "Scribner, 2004" for books, "Opening Science, Springer, 2013" for chapters. */
  publisherInfo: string;
  imageUrl: string | null;
  /** What step 3 opens: the reference with its real type id and data. */
  referenceData: Reference;
}

export interface LookupMessage {
  messageTypeID: number;
}

/** GET v4/GenesisReference/Lookup's response. */
export interface LookupResponse {
  results: LookupResult[];
  messages: LookupMessage[];
}

/**
 * The message each failure shows. A DOI the services do not know is message 2; an ISBN they do not know
 * has no message of its own, so the client shows the no-results text; an answer that could not be read is
 * "unable to process".
 */
export const LOOKUP_ERROR_MESSAGE_TYPES: Readonly<Record<LookupErrorCode, number | null>> = {
  'doi-not-found': LOOKUP_MESSAGE_TYPES.unknownDoi,
  'isbn-not-found': null,
  'empty-answer': LOOKUP_MESSAGE_TYPES.other,
  'invalid-json': LOOKUP_MESSAGE_TYPES.other,
  'unexpected-answer': LOOKUP_MESSAGE_TYPES.other,
  'service-error': LOOKUP_MESSAGE_TYPES.other,
};

/** Why fetching a typed URL gave no answer: the codes the api's safe fetcher fails with. */
export type PageFetchError =
  | 'invalid-url'
  | 'blocked-address'
  | 'unknown-host'
  | 'unreachable'
  | 'timeout'
  | 'too-many-redirects'
  | 'unsupported-type';

/** Why a page gave nothing, as the message the user reads. */
export const PAGE_FETCH_ERROR_MESSAGE_TYPES: Readonly<Record<PageFetchError, number>> = {
  'invalid-url': LOOKUP_MESSAGE_TYPES.notActive,
  'blocked-address': LOOKUP_MESSAGE_TYPES.notActive,
  'unknown-host': LOOKUP_MESSAGE_TYPES.notActive,
  'too-many-redirects': LOOKUP_MESSAGE_TYPES.notActive,
  unreachable: LOOKUP_MESSAGE_TYPES.notResponding,
  timeout: LOOKUP_MESSAGE_TYPES.notResponding,
  // A PDF or an image: nothing to read the work from.
  'unsupported-type': LOOKUP_MESSAGE_TYPES.other,
};

/** A page's error status as a message: a login wall, a server in trouble, or a page that is not there. */
export function pageStatusMessageType(status: number): number {
  if (status === 401 || status === 403 || status === 407) return LOOKUP_MESSAGE_TYPES.loginRequired;
  if (status === 408 || status === 429 || status >= 500) return LOOKUP_MESSAGE_TYPES.notResponding;
  return LOOKUP_MESSAGE_TYPES.notActive;
}

const MAX_NAMES = 3;

function nameList(people: readonly Contributor[]): string {
  if (people.length === 0) return '';
  const names = people.slice(0, MAX_NAMES).map(invertedName);
  if (people.length > MAX_NAMES) return `${names.join(', ')}, et al.`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')}, & ${names.at(-1)}`;
}

/** The people a card names: the authors, else the editors marked (Ed.) or (Eds.), else any contributor. */
export function lookupAuthorInfo(ref: Reference): string {
  const all = ref.data.contributors ?? [];
  const authors = all.filter((c) => c.type === 'author' || c.type === 'interviewee');
  if (authors.length) return nameList(authors);
  const editors = contributorsWithRole(all, 'editor');
  if (editors.length) return `${nameList(editors)} (${editors.length === 1 ? 'Ed.' : 'Eds.'})`;
  return nameList(all);
}

/** Where the work appeared and when, in the short form a card shows. */
export function lookupPublisherInfo(ref: Reference): string {
  const d = ref.data;
  const year = d.issued?.year !== undefined ? String(d.issued.year) : undefined;
  const publisher = d.publishers?.map((p) => p.name).join('; ') || undefined;
  const container = d.containerTitle ? plainText(d.containerTitle) : undefined;
  const kind = KIND_OF_TYPE[ref.referenceTypeID];
  let parts: (string | undefined)[];
  if (kind === 1) {
    // "Journal, 5(1)"; an issue without a volume follows the journal: "Journal(2)".
    const issue = d.issue ? `(${d.issue})` : '';
    parts = d.volume ? [container, `${d.volume}${issue}`, year] : [container ? `${container}${issue}` : undefined, year];
  } else if (ref.referenceTypeID === 9 || ref.referenceTypeID === 11) parts = [container, publisher, year];
  else if (kind === 2) parts = [publisher, year];
  else parts = [container ?? publisher, year];
  return parts.filter(Boolean).join(', ');
}

export const lookupResultKind = (typeId: number): LookupResultKind => KIND_OF_TYPE[typeId] ?? LOOKUP_RESULT_KINDS.other;

export function lookupTypeLabel(typeId: number): string {
  return TYPE_LABELS[typeId] ?? referenceTypes.find((t) => t.id === typeId)?.title ?? 'Other Work';
}

/**
 * A result card from a reference. Pass the subtitle when the source gave it apart (the reference's title
 * then ends with ": subtitle" and the card shows the two apart); without it the title is shown whole.
 */
export function toLookupResult(reference: Reference, extra: { subtitle?: string; imageUrl?: string } = {}): LookupResult {
  const full = plainText(reference.data.title ?? reference.title ?? '');
  const sub = extra.subtitle ? plainText(extra.subtitle) : '';
  const split = sub && full.endsWith(`: ${sub}`) && full.length > sub.length + 2;
  return {
    id: lookupResultKind(reference.referenceTypeID),
    typeLabel: lookupTypeLabel(reference.referenceTypeID),
    title: split ? full.slice(0, -(sub.length + 2)) : full,
    subTitle: split ? sub : null,
    authorInfo: lookupAuthorInfo(reference),
    publisherInfo: lookupPublisherInfo(reference),
    imageUrl: extra.imageUrl ?? null,
    referenceData: reference,
  };
}

/** A parsed work's card. */
export const lookupResultOf = (work: LookupWork): LookupResult =>
  toLookupResult(work.reference, { ...(work.subtitle ? { subtitle: work.subtitle } : {}), ...(work.imageUrl ? { imageUrl: work.imageUrl } : {}) });

/** A response with results and the given messages. */
export function lookupResponse(results: readonly LookupResult[], messageTypeIds: readonly number[] = []): LookupResponse {
  return { results: [...results], messages: messageTypeIds.map((messageTypeID) => ({ messageTypeID })) };
}

/** The response for a parsed answer: its works as cards, or the failure's message (none for an unknown ISBN). */
export function lookupResponseFor(answer: Result<LookupAnswer, LookupErrorCode>): LookupResponse {
  if (answer.ok) return lookupResponse(answer.value.works.map(lookupResultOf));
  const type = LOOKUP_ERROR_MESSAGE_TYPES[answer.error.code];
  return lookupResponse([], type === null ? [] : [type]);
}

/** The result list's filter menu (reference-library §4). */
export type LookupResultFilter = 'all' | 'books-and-chapters' | 'journal-articles';

export function filterLookupResults(results: readonly LookupResult[], filter: LookupResultFilter): LookupResult[] {
  if (filter === 'all') return [...results];
  const kind = filter === 'journal-articles' ? LOOKUP_RESULT_KINDS.journalArticle : LOOKUP_RESULT_KINDS.bookOrChapter;
  return results.filter((r) => r.id === kind);
}

/** What the add-in does with a response (reference-library §4): one result to review, several to pick from, none to explain. */
export type LookupOutcome =
  | { kind: 'review'; result: LookupResult }
  | { kind: 'choose'; results: LookupResult[] }
  | { kind: 'message'; text: string };

export function lookupOutcome(response: LookupResponse): LookupOutcome {
  if (response.results.length === 1) return { kind: 'review', result: response.results[0]! };
  if (response.results.length > 1) return { kind: 'choose', results: [...response.results] };
  const first = response.messages[0];
  return { kind: 'message', text: first ? lookupMessage(first.messageTypeID) : LOOKUP_NO_RESULTS };
}
