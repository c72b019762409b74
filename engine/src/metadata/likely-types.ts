/**
 * The types a page that fell back to Webpage most likely is, for a reader to choose from with one click (the
 * extension's popup): what its identifiers say, then its address, then the kinds of work most often cited from the web.
 */
import { WEBPAGE_TYPE_ID } from '../catalogue/type-ids.js';
import { typeIdBySlug as id } from './page-types.js';

/** Words in a page's address that say what kind of work it holds, and the type each suggests. */
const ADDRESS_HINTS: readonly (readonly [RegExp, number])[] = [
  [/\/blogs?\/|\bblog\./i, id('blog-post')],
  [/\/news\/|\bnews\./i, id('newspaper-article')],
  [/\/(videos?|watch)\b/i, id('video')],
  [/\/(podcasts?|episodes?)\b/i, id('podcast-episode')],
  [/\/wiki\//i, id('wiki-entry')],
  [/\/reports?\b|annual-report/i, id('report')],
  [/\/articles?\//i, id('magazine-article')],
];

/**
 * What readers most often cite from the web when a page says nothing about itself, most often first: a page that
 * names its author or its date reads as an article; one that names neither as a document or a record.
 */
const USUAL_ARTICLES = (['newspaper-article', 'blog-post', 'magazine-article', 'video'] as const).map(id);
const USUAL_DOCUMENTS = (['report', 'dataset', 'blog-post', 'newspaper-article'] as const).map(id);

const SUGGESTIONS = 4;
const JOURNAL_ARTICLE = id('journal-article');
const BOOK = id('book');

/**
 * The types a page that fell back to Webpage most likely is, most likely first: what its identifiers say (a DOI is
 * an article's, an ISBN a book's), then what its address says, then the kinds of work most often cited from the web.
 */
export function likelyPageTypes(data: Readonly<Record<string, unknown>>, url: string): number[] {
  const fromIdentifiers = [data.doi ? JOURNAL_ARTICLE : 0, Array.isArray(data.isbns) && data.isbns.length ? BOOK : 0];
  const fromAddress = ADDRESS_HINTS.filter(([pattern]) => pattern.test(url)).map(([, typeId]) => typeId);
  const usual = (Array.isArray(data.contributors) && data.contributors.length) || data.issued ? USUAL_ARTICLES : USUAL_DOCUMENTS;
  return [...new Set([...fromIdentifiers, ...fromAddress, ...usual])].filter((typeId) => typeId > 0 && typeId !== WEBPAGE_TYPE_ID).slice(0, SUGGESTIONS);
}
