/** What "Look up a reference" does with a search term, and the lookup messages it can answer with (reference-library §4, §5, §8). */

import { parseDoi } from '../identifiers/doi.js';
import { parseIsbn } from '../identifiers/isbn.js';

/** A generic word and the blank form it opens: the type id and the type's name as the warning says it. */
export interface GenericLookupWord {
  typeId: number;
  typeName: string;
}

/** reference-library §4: words that name a kind of source rather than a source; they skip the search. */
export const GENERIC_LOOKUP_WORDS: Readonly<Record<string, GenericLookupWord>> = {
  bible: { typeId: 37, typeName: 'religious work' },
  book: { typeId: 2, typeName: 'book' },
  blog: { typeId: 12, typeName: 'blog post' },
  article: { typeId: 1, typeName: 'journal article' },
  journal: { typeId: 1, typeName: 'journal article' },
  web: { typeId: 3, typeName: 'webpage' },
  webpage: { typeId: 3, typeName: 'webpage' },
  website: { typeId: 3, typeName: 'webpage' },
  youtube: { typeId: 47, typeName: 'video' },
  video: { typeId: 47, typeName: 'video' },
  videos: { typeId: 47, typeName: 'video' },
};

/** The warning shown above the blank form a generic word opens. */
export function genericLookupWarning(typeName: string): string {
  return `Looks like you searched for a kind of source rather than a specific one, so we opened a blank ${typeName} form for you. To look up a particular work, search by its DOI, ISBN, author, title or URL.`;
}

/** The kinds of term the lookup tells apart. */
export type LookupTermKind = 'doi' | 'invalid-doi' | 'isbn' | 'local-file' | 'url' | 'other-link' | 'text';

/** What the lookup searches for: the term's kind, with the identifier read from a DOI or ISBN term. */
export type LookupSearchTerm =
  | { termKind: 'doi'; /** The bare DOI ("10.1037/amp0000722"). */ doi: string }
  | {
      termKind: 'isbn';
      /** The bare ISBN's digits; null when the term only looks like one (a wrong check digit): no book to look for. */
      isbn: string | null;
    }
  | { termKind: Exclude<LookupTermKind, 'doi' | 'isbn'> };

/** Where a lookup goes: nowhere (blank term), straight to a blank form (generic word), or to the lookup service. */
export type LookupRoute =
  | { kind: 'none' }
  | { kind: 'empty-form'; typeId: number; warning: string }
  | ({
      kind: 'search';
      /** The trimmed term, for display. */
      term: string;
      /** The term encoded for the `search` query parameter ("&" and everything else reserved is escaped). */
      query: string;
    } & LookupSearchTerm);

function genericKey(term: string): string {
  // "Book", " YouTube ", "website." all name a kind of source.
  return term
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
}

/** Decides what a lookup does with a typed term. */
export function routeLookup(term: string | null | undefined): LookupRoute {
  const trimmed = typeof term === 'string' ? term.trim() : '';
  if (!trimmed) return { kind: 'none' };
  const key = genericKey(trimmed);
  const generic = Object.hasOwn(GENERIC_LOOKUP_WORDS, key) ? GENERIC_LOOKUP_WORDS[key] : undefined;
  if (generic) return { kind: 'empty-form', typeId: generic.typeId, warning: genericLookupWarning(generic.typeName) };
  return { kind: 'search', term: trimmed, query: encodeURIComponent(trimmed), ...searchTerm(trimmed) };
}

/** A trimmed term's kind, with the DOI or ISBN it names read once here so nobody parses it again. */
function searchTerm(term: string): LookupSearchTerm {
  const termKind = classifyLookupTerm(term);
  if (termKind === 'doi') {
    // Classified as a DOI only when it parses.
    const doi = parseDoi(term);
    return doi.ok ? { termKind, doi: doi.value } : { termKind: 'invalid-doi' };
  }
  if (termKind === 'isbn') {
    const isbn = parseIsbn(term);
    return { termKind, isbn: isbn.ok ? isbn.value : null };
  }
  return { termKind };
}

const matches = (pattern: RegExp) => (term: string) => pattern.test(term);

// Checked in this order: a file:// link is not a web URL, and a doi.org link is a DOI before it is a URL.
const TERM_KINDS: readonly { kind: Exclude<LookupTermKind, 'text'>; test: (term: string) => boolean }[] = [
  // Any file: link is on the user's computer, not only the file:// form.
  { kind: 'local-file', test: matches(/^file:/i) },
  { kind: 'local-file', test: matches(/^[a-z]:[\\/]/i) },
  { kind: 'local-file', test: matches(/^\\\\[^\\]/) },
  { kind: 'local-file', test: matches(/^(?:\/Users\/|\/home\/|\/Volumes\/|~\/)/) },
  { kind: 'doi', test: (term) => parseDoi(term).ok },
  // Written as a DOI (a doi: prefix, a doi.org link, 10.x/...) but not a valid one: message 1, nothing to look up.
  { kind: 'invalid-doi', test: matches(/^(?:doi:|(?:https?:\/\/)?(?:dx\.)?doi\.org\/|10\.\d*\/|10\.\d{4,9}$)/i) },
  // Ten or thirteen digits with optional hyphens or spaces; an ISBN-10 may end in X. The check digit is the lookup's business.
  { kind: 'isbn', test: matches(/^(?:isbn(?:-1[03])?:?\s*)?(?=(?:[\s-]*[\dX]){10}(?:(?:[\s-]*\d){3})?$)\d[\d\s-]*[\dX]$/i) },
  { kind: 'url', test: matches(/^https?:\/\/\S+$/i) },
  // ftp://, gopher://...: a link, but not to a web page.
  { kind: 'other-link', test: matches(/^[a-z][a-z0-9+.-]*:\/\/\S*$/i) },
  { kind: 'url', test: matches(/^www\.\S+$/i) },
  { kind: 'url', test: matches(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i) },
];

/** What a lookup term looks like: a DOI, an ISBN, a file on the user's computer, a web address, or free text. */
export function classifyLookupTerm(term: string | null | undefined): LookupTermKind {
  const trimmed = typeof term === 'string' ? term.trim() : '';
  return TERM_KINDS.find(({ test }) => test(trimmed))?.kind ?? 'text';
}

/** reference-library §8: the lookup service's messages by `messageTypeID` (there is no 6). */
export const LOOKUP_MESSAGES = {
  1: 'This is an invalid DOI. Check the DOI for any errors or omissions. You can also search by author & title or create the reference manually.',
  2: "We do not have access to this DOI's information. You can search for the work by author & title or create the reference manually.",
  3: 'This URL requires a login to retrieve information. You can create the reference manually by choosing a reference type in the All tab.',
  4: 'The URL you entered is not responding. Try again or create the reference manually by choosing a reference type in the All tab.',
  5: 'This is not an active URL. Check the url is correct or create the reference manually by choosing a reference type in the All tab.',
  7: "It looks like you're trying to use a file stored on your computer. We can't search those for information yet. Try again with a different search criteria.",
} as const;

/** A lookup message type the spec gives a text for. */
export type LookupMessageTypeId = keyof typeof LOOKUP_MESSAGES;

/** The message types by what they say; `other` (0) is "unable to process", the text of any type without one of its own. */
export const LOOKUP_MESSAGE_TYPES = {
  other: 0,
  invalidDoi: 1,
  unknownDoi: 2,
  loginRequired: 3,
  notResponding: 4,
  notActive: 5,
  localFile: 7,
} as const satisfies Readonly<Record<string, LookupMessageTypeId | 0>>;

/** Terms answered at once with a message: nothing to look up. */
export const LOOKUP_TERM_MESSAGE_TYPES: Readonly<Partial<Record<LookupTermKind, LookupMessageTypeId>>> = {
  'local-file': LOOKUP_MESSAGE_TYPES.localFile,
  // ftp://, gopher://...: not a web page.
  'other-link': LOOKUP_MESSAGE_TYPES.notActive,
  // Written as a DOI ("doi:…", a doi.org link, "10.…/…") but not a valid one.
  'invalid-doi': LOOKUP_MESSAGE_TYPES.invalidDoi,
};

/** Any other message type. */
export const LOOKUP_MESSAGE_OTHER = 'We were unable to process this search. Try again or create the reference manually.';

/** No results and no message. */
export const LOOKUP_NO_RESULTS = 'Oops! Please try again or modify your search terms. You can search by DOI, ISBN, Author, Title, or URL.';

/** The text for a lookup message type; unknown types get `LOOKUP_MESSAGE_OTHER`. */
export function lookupMessage(messageTypeId: number): string {
  return Object.hasOwn(LOOKUP_MESSAGES, messageTypeId)
    ? LOOKUP_MESSAGES[messageTypeId as LookupMessageTypeId]
    : LOOKUP_MESSAGE_OTHER;
}
