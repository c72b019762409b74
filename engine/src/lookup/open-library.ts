/**
 * Open Library ISBN answers as book references. Three shapes: the edition record (`/isbn/{isbn}.json`, which
 * redirects to `/books/OL…M.json`), the Books API with `jscmd=data` (`{"ISBN:…": {…}}`, names and places
 * spelled out) and with `jscmd=details` (the edition record under `details`). An edition names its authors
 * only by `/authors/` keys; then the statement of responsibility (`by_statement`) is read instead and a
 * warning says so.
 */
import type { CslItem, CslName } from '../csl/csl-item.js';
import type { ImportWarning } from '../import-warning.js';
import { ok } from '../result.js';
import { answerFrom, firstString, isObject, lookupFailure, readJson, strings, workFromCsl, type JsonObject, type LookupParseResult, type LookupWork } from './answer.js';
import { catalogueDate } from './catalogue-dates.js';
import { plainText } from '../text/markup.js';
import { cleanTitle } from './markup.js';
import { normalizePlace } from './places.js';
import { readNameText } from '../csl/name-text.js';

const COVERS = 'https://covers.openlibrary.org/b/id/';

/** Contributor roles Open Library writes in words, as CSL name variables; cover artists and the like are left out. */
const ROLES: readonly (readonly [RegExp, string])[] = [
  [/translat/i, 'translator'],
  [/\beditor|\bedited/i, 'editor'],
  [/illustrat/i, 'illustrator'],
  [/narrat|read by/i, 'narrator'],
];

/** Editions worth naming in a reference: not the first, not a binding ("Trade pbk. ed."). */
const NAMED_EDITION = /\b(?:(?:[2-9]|\d{2,})(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|rev(?:ised|\.)?|expanded|updated|abridged|unabridged|anniversary)\b/i;

/** Names from either shape: `[{name}]`, `[{key}]`, `[{author: {key}}]` or plain strings. */
function names(v: unknown): { names: string[]; keys: string[] } {
  const out = { names: [] as string[], keys: [] as string[] };
  for (const a of Array.isArray(v) ? v : []) {
    if (typeof a === 'string') out.names.push(a);
    else if (isObject(a)) {
      const name = firstString(a.name) ?? firstString(a.personal_name);
      const key = firstString(a.key) ?? (isObject(a.author) ? firstString(a.author.key) : undefined);
      if (name) out.names.push(name);
      else if (key) out.keys.push(key);
    }
  }
  return out;
}

/** The statement of responsibility's names: "by F. Scott Fitzgerald ; introduction by …" → the first group's people. */
function namesFromStatement(statement: string): CslName[] {
  const main = plainText(statement).split(/\s[;/]\s|;/)[0] ?? '';
  return main
    .replace(/^\s*(?:by|edited by|written by)\s+/i, '')
    .split(/\s*(?:,|\band\b|&)\s*/)
    .map((n) => readNameText(n))
    .filter((n): n is CslName => !!n && n.family !== undefined);
}

const listOfNames = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => (isObject(x) ? firstString(x.name) : firstString(x))).filter((s): s is string => !!s) : strings(v));

/** One Open Library record (edition or Books API data) as a book reference; undefined when it has no title. */
export function openLibraryBookToReference(record: JsonObject, extra: { entry?: string; imageUrl?: string } = {}): LookupWork | undefined {
  const item: CslItem = { type: 'book' };
  const extraWarnings: ImportWarning[] = [];
  const title = firstString(record.title);
  const subtitle = firstString(record.subtitle);
  // A record without a title is not a book anyone could cite.
  if (!title || !cleanTitle(title)) return undefined;
  item.title = cleanTitle(title);
  const cleanSubtitle = subtitle ? cleanTitle(subtitle) : undefined;
  if (cleanSubtitle) item.subtitle = cleanSubtitle;

  const identifiers = isObject(record.identifiers) ? record.identifiers : {};
  const isbns = [...strings(record.isbn_13), ...strings(identifiers.isbn_13), ...strings(record.isbn_10), ...strings(identifiers.isbn_10)];
  if (isbns.length) item.ISBN = [...new Set(isbns)];
  const entry = extra.entry ?? isbns[0] ?? firstString(record.key) ?? 'open-library';

  const authors = names(record.authors);
  const statement = firstString(record.by_statement);
  let people: CslName[] = authors.names.map((n) => readNameText(n)).filter((n): n is CslName => !!n);
  if (people.length === 0 && authors.keys.length) {
    people = statement ? namesFromStatement(statement) : [];
    extraWarnings.push({
      code: 'authors-unresolved',
      entry,
      field: 'author',
      message: people.length
        ? `Open Library named the authors only by record (${authors.keys.join(', ')}); the names were read from "${plainText(statement!)}". Check them.`
        : `Open Library named the authors only by record (${authors.keys.join(', ')}); add their names.`,
    });
  }
  if (people.length) item.author = people;
  for (const c of Array.isArray(record.contributors) ? record.contributors.filter(isObject) : []) {
    const role = ROLES.find(([test]) => test.test(firstString(c.role) ?? ''))?.[1];
    const name = firstString(c.name);
    const csl = name ? readNameText(name) : undefined;
    if (role && csl) item[role] = [...((item[role] as CslName[] | undefined) ?? []), csl];
  }

  const publishers = listOfNames(record.publishers).map(plainText).filter(Boolean);
  const places = listOfNames(record.publish_places).map(normalizePlace).filter((p): p is string => !!p);
  if (publishers.length) item.publisher = publishers.join('; ');
  if (places.length && (places.length === publishers.length || places.length === 1)) item['publisher-place'] = places.join('; ');
  const date = firstString(record.publish_date);
  const issued = date ? catalogueDate(date) : undefined;
  if (issued) item.issued = issued;
  else if (date) extraWarnings.push({ code: 'field-invalid', entry, field: 'publish_date', message: `Publication date: "${date}" is not a date we can read; left out.` });
  const pages = firstString(record.number_of_pages) ?? /(\d+)\s*p\b/.exec(firstString(record.pagination) ?? '')?.[1];
  if (pages) item['number-of-pages'] = pages;
  const edition = firstString(record.edition_name);
  if (edition && NAMED_EDITION.test(edition)) item.edition = plainText(edition);

  const work = workFromCsl(item, entry, cleanSubtitle ? { subtitle: cleanSubtitle } : {});
  if (!work) return undefined;
  work.warnings.push(...extraWarnings);
  const imageUrl = extra.imageUrl ?? coverUrl(record);
  if (imageUrl) work.imageUrl = imageUrl;
  return work;
}

function coverUrl(record: JsonObject): string | undefined {
  if (isObject(record.cover)) return firstString(record.cover.large) ?? firstString(record.cover.medium) ?? firstString(record.cover.small);
  // Open Library marks a removed cover with -1.
  const id = Array.isArray(record.covers) ? record.covers.find((c) => typeof c === 'number' && Number.isInteger(c) && c > 0) : undefined;
  return id !== undefined ? `${COVERS}${id}-L.jpg` : undefined;
}

const isEdition = (v: JsonObject) => typeof v.title === 'string' || (isObject(v.type) && v.type.key === '/type/edition');

/**
 * Reads an Open Library answer for an ISBN. An edition record gives one book; a Books API answer gives one
 * book per bibkey found (none when Open Library does not know the ISBN: an empty answer, not a failure).
 */
export function parseOpenLibraryAnswer(body: unknown): LookupParseResult {
  const json = readJson(body, 'Open Library');
  if (!json.ok) return json;
  const value = json.value;
  if (!isObject(value)) return lookupFailure('unexpected-answer', 'Open Library answered with something other than a book record.');
  if (value.error !== undefined) {
    return /not ?found/i.test(String(value.error))
      ? lookupFailure('isbn-not-found', 'Open Library has no record of this ISBN.')
      : lookupFailure('service-error', `Open Library could not answer this request: ${firstString(value.error) ?? 'no reason given'}.`);
  }
  if (isObject(value.type) && value.type.key === '/type/redirect') {
    return lookupFailure('unexpected-answer', `Open Library sent a redirect to ${firstString(value.location) ?? 'another record'}; fetch that record instead.`);
  }
  if (isEdition(value)) {
    const work = openLibraryBookToReference(value);
    return work ? ok({ works: [work], warnings: [] }) : lookupFailure('unexpected-answer', 'Open Library sent a book record that could not be read.');
  }
  // The Books API: every key is a bibkey ("ISBN:…", "OLID:…"); a record of the `details` kind nests the edition.
  const entries = Object.entries(value);
  if (entries.some(([, v]) => !isObject(v))) return lookupFailure('unexpected-answer', 'Open Library answered with something other than book records.');
  return ok(
    answerFrom(entries, ([bibkey, v]) => {
      const record = v as JsonObject;
      const details = isObject(record.details) ? record.details : undefined;
      const thumbnail = firstString(record.thumbnail_url);
      const entry = bibkey.replace(/^isbn:/i, '');
      const work = details
        ? openLibraryBookToReference(details, { entry, ...(thumbnail ? { imageUrl: thumbnail.replace(/-S\.jpg$/, '-L.jpg') } : {}) })
        : openLibraryBookToReference(record, { entry });
      return work ?? `Open Library's record for ${bibkey} could not be read; skipped.`;
    }),
  );
}
