/**
 * Google Books answers as book references: a volumes search (`/volumes?q=isbn:…`, `kind: "books#volumes"`)
 * or one volume (`/volumes/{id}`, `kind: "books#volume"`). Authors come as whole names, the date as
 * "2023", "2023-05" or "2023-05-16", the ISBNs in `industryIdentifiers`.
 */
import type { CslItem, CslName } from '../csl/csl-item.js';
import { ok } from '../result.js';
import { answerFrom, firstString, isObject, lookupFailure, readJson, strings, workFromCsl, type JsonObject, type LookupParseResult, type LookupWork } from './answer.js';
import { catalogueDate } from './catalogue-dates.js';
import { plainText } from '../text/markup.js';
import { cleanTitle } from './markup.js';
import { readNameText } from '../csl/name-text.js';

/** Cover sizes, largest first; a search answer usually has only the two thumbnails. */
const IMAGE_SIZES = ['extraLarge', 'large', 'medium', 'small', 'thumbnail', 'smallThumbnail'] as const;

/** Google's print types as CSL types: a magazine issue is a periodical, everything else a book. */
const PRINT_TYPES: Readonly<Record<string, string>> = { BOOK: 'book', MAGAZINE: 'periodical' };

function coverUrl(info: JsonObject): string | undefined {
  const links = isObject(info.imageLinks) ? info.imageLinks : undefined;
  const url = links ? IMAGE_SIZES.map((size) => firstString(links[size])).find(Boolean) : undefined;
  // Google serves the same image over https; an http image is blocked in the add-in's https pages.
  return url?.replace(/^http:\/\//i, 'https://');
}

/** One Google Books volume (the item, or its `volumeInfo`) as a reference; undefined when it has no title. */
export function googleVolumeToReference(volume: JsonObject): LookupWork | undefined {
  const info = isObject(volume.volumeInfo) ? volume.volumeInfo : volume;
  const title = firstString(info.title);
  if (!title || !cleanTitle(title)) return undefined;
  const printType = firstString(info.printType)?.toUpperCase();
  const item: CslItem = { type: (printType && PRINT_TYPES[printType]) ?? 'book', title: cleanTitle(title) };
  const subtitle = firstString(info.subtitle);
  const cleanSubtitle = subtitle ? cleanTitle(subtitle) : undefined;
  if (cleanSubtitle) item.subtitle = cleanSubtitle;

  const authors = strings(info.authors).map((n) => readNameText(n)).filter((n): n is CslName => !!n);
  if (authors.length) item.author = authors;
  const publisher = firstString(info.publisher);
  if (publisher) item.publisher = plainText(publisher);
  const date = firstString(info.publishedDate);
  const issued = date ? catalogueDate(date) : undefined;
  if (issued) item.issued = issued;

  const identifiers = Array.isArray(info.industryIdentifiers) ? info.industryIdentifiers.filter(isObject) : [];
  // ISBN-13 first; "OTHER" identifiers are library shelf marks, not ISBNs.
  const isbns = ['ISBN_13', 'ISBN_10'].flatMap((type) => identifiers.filter((i) => i.type === type).map((i) => firstString(i.identifier)).filter((s): s is string => !!s));
  if (isbns.length) item.ISBN = isbns;
  const pages = firstString(info.pageCount);
  if (pages && pages !== '0') item['number-of-pages'] = pages;
  const language = firstString(info.language);
  if (language) item.language = language;
  // `description` is the publisher's blurb, not an abstract of the work, and is left out.

  const imageUrl = coverUrl(info);
  return workFromCsl(item, isbns[0] ?? firstString(volume.id) ?? 'google-books', { ...(cleanSubtitle ? { subtitle: cleanSubtitle } : {}), ...(imageUrl ? { imageUrl } : {}) });
}

/**
 * Reads a Google Books answer. A volumes search gives its volumes in Google's order (none when nothing
 * matched: `totalItems: 0` and no `items`); one volume gives one book; Google's error answer is a failure.
 */
export function parseGoogleBooksAnswer(body: unknown): LookupParseResult {
  const json = readJson(body, 'Google Books');
  if (!json.ok) return json;
  const value = json.value;
  if (!isObject(value)) return lookupFailure('unexpected-answer', 'Google Books answered with something other than volumes.');
  if (isObject(value.error)) {
    const code = value.error.code;
    const message = firstString(value.error.message) ?? 'no reason given';
    return code === 404 ? lookupFailure('isbn-not-found', 'Google Books has no such volume.') : lookupFailure('service-error', `Google Books could not answer this request: ${message}.`);
  }
  if (value.kind === 'books#volume' || (value.kind === undefined && isObject(value.volumeInfo))) {
    const work = googleVolumeToReference(value);
    return work ? ok({ works: [work], warnings: [] }) : lookupFailure('unexpected-answer', 'Google Books sent a volume without a title.');
  }
  if (value.kind !== 'books#volumes' && !Array.isArray(value.items)) return lookupFailure('unexpected-answer', 'Google Books answered with something other than volumes.');
  const items = Array.isArray(value.items) ? value.items : [];
  const total = typeof value.totalItems === 'number' ? value.totalItems : undefined;
  return ok(
    answerFrom(
      items,
      (item, i) => (isObject(item) ? googleVolumeToReference(item) : undefined) ?? `Google Books volume ${i + 1} has no title; skipped.`,
      total,
    ),
  );
}
