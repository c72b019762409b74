/**
 * Crossref works and doi.org CSL answers as clean CSL items, ready for the one CSL mapping path. A Crossref
 * `message` is nearly CSL already (doi.org hands out the same record for Crossref DOIs); this reads the
 * places where it is not: lists where CSL has strings, `name` for organisations, dates under several keys,
 * JATS markup, `publisher-location`, `article-number`, the `event` object and the subtype of posted content.
 */
import type { CslDate, CslItem, CslName } from '../csl/csl-item.js';
import { CSL_STANDARD_VARIABLES } from '../csl/csl-variables.js';
import { parseDoi } from '../identifiers/doi.js';
import { CONTRIBUTOR_ROLES } from '../model/contributor.js';
import { firstString, isObject, strings, workFromCsl, type JsonObject, type LookupWork } from './answer.js';
import { plainText } from '../text/markup.js';
import { cleanAbstract, cleanTitle } from './markup.js';

const NAME_VARIABLES = new Set<string>(Object.values(CONTRIBUTOR_ROLES).map((r) => r.csl));

/** Variables that hold titles: cleaned as titles (markup kept), first of a list. Crossref's names first. */
const TITLE_VARIABLES: readonly (readonly [from: string, to: string])[] = [
  ['title', 'title'],
  ['subtitle', 'subtitle'],
  ['container-title', 'container-title'],
  ['short-container-title', 'container-title-short'],
  ['container-title-short', 'container-title-short'],
  ['short-title', 'title-short'],
  ['title-short', 'title-short'],
  ['original-title', 'original-title'],
  ['collection-title', 'collection-title'],
  ['reviewed-title', 'reviewed-title'],
  ['event-title', 'event-title'],
];

/**
 * Where a work's publication date may be, best first. Crossref's `issued` is the earliest of print and
 * online; it is empty (`[[null]]`) for some works, whose posting or approval date is the next best.
 */
const DATE_KEYS = ['issued', 'published', 'published-print', 'published-online', 'posted', 'approved', 'content-created'] as const;

/** Posted content by its Crossref subtype, as the CSL or Crossref type our type inference knows. */
/** Registrants whose posted content is blog posts: Front Matter registers the Rogue Scholar blogs' DOIs. */
const BLOG_ARCHIVES: ReadonlySet<string> = new Set(['Front Matter']);

const POSTED_CONTENT_TYPES: Readonly<Record<string, string>> = {
  preprint: 'posted-content',
  'working-paper': 'report',
  working_paper: 'report',
  report: 'report',
  dissertation: 'dissertation',
  blog: 'post-weblog',
};

function validDate(v: unknown): CslDate | undefined {
  if (!isObject(v)) return undefined;
  const parts = v['date-parts'];
  if (Array.isArray(parts) && Array.isArray(parts[0])) {
    // Only numbers and strings are date parts: converting anything else can throw (an object whose toString is not a function).
    const partsOf = (row: unknown[]) => row.filter((p): p is number | string => typeof p === 'number' || (typeof p === 'string' && p !== ''));
    const start = partsOf(parts[0] as unknown[]);
    const year = Number(start[0]);
    if (start.length && Number.isInteger(year) && year !== 0) {
      const rows = (parts as unknown[]).filter(Array.isArray).map((row) => partsOf(row as unknown[]));
      return { 'date-parts': rows.filter((r) => r.length > 0) };
    }
  }
  const raw = firstString(v.raw) ?? firstString(v.literal);
  return raw ? { raw } : undefined;
}

function cslName(v: unknown): CslName | undefined {
  if (!isObject(v)) return typeof v === 'string' && v.trim() ? { literal: plainText(v) } : undefined;
  const name: CslName = {};
  for (const [from, to] of [['family', 'family'], ['given', 'given'], ['suffix', 'suffix'], ['non-dropping-particle', 'non-dropping-particle'], ['dropping-particle', 'dropping-particle'], ['literal', 'literal'], ['name', 'literal']] as const) {
    const text = firstString(v[from]);
    if (text && name[to] === undefined) name[to] = plainText(text);
  }
  return Object.keys(name).length ? name : undefined;
}

/** ISBNs or ISSNs with the print ones first, as `isbn-type`/`issn-type` say, then any others listed. */
function typedIdentifiers(work: JsonObject, plain: string, typed: string): string[] | undefined {
  const byType = Array.isArray(work[typed]) ? (work[typed] as unknown[]).filter(isObject) : [];
  const printFirst = [...byType.filter((t) => t.type === 'print'), ...byType.filter((t) => t.type !== 'print')].map((t) => firstString(t.value)).filter((s): s is string => !!s);
  const all = [...new Set([...printFirst, ...strings(work[plain])])];
  return all.length ? all : undefined;
}

/**
 * The landing page: Crossref's `resource.primary.URL`, else the record's URL unless it is only the DOI link.
 * Crossref's `link` list is not read: it points at full-text files for text mining, not a page to cite.
 */
function landingPage(work: JsonObject): string | undefined {
  const resource = isObject(work.resource) && isObject(work.resource.primary) ? firstString(work.resource.primary.URL) : undefined;
  if (resource) return resource;
  const url = firstString(work.URL);
  return url && !parseDoi(url).ok ? url : undefined;
}

/** Variables read below rather than copied: titles, dates, identifiers, links and the ones no outside answer may set. */
const REWRITTEN = new Set<string>([
  // Crossref's `source` names its own index ("Crossref"), not a database the reader used.
  ...TITLE_VARIABLES.map(([, to]) => to), 'abstract', 'note', 'source', 'issued', 'accessed', 'original-date', 'event-date', 'submitted',
  'ISBN', 'ISSN', 'URL', 'edition', 'publisher-place',
]);

const institutionName = (work: JsonObject): string | undefined =>
  Array.isArray(work.institution) ? work.institution.filter(isObject).map((i) => firstString(i.name)).find(Boolean) : undefined;

/**
 * A clean CSL item from a Crossref work or a doi.org CSL answer (Crossref, DataCite or mEDRA). Keeps only CSL
 * variables; drops `custom` and `note`, which an outside answer has no business setting.
 */
export function workToCsl(work: JsonObject): CslItem {
  const item: CslItem = {};
  for (const [key, value] of Object.entries(work)) {
    if (!CSL_STANDARD_VARIABLES.has(key) || REWRITTEN.has(key) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    item[key] = typeof value === 'string' ? plainText(value) : value;
  }
  const type = firstString(work.type);
  if (type) item.type = type;

  for (const [from, to] of TITLE_VARIABLES) {
    const text = item[to] === undefined ? firstString(work[from]) : undefined;
    const title = text ? cleanTitle(text) : undefined;
    if (title) item[to] = title;
  }
  // Crossref repeats the title as the "original" title of works that were never translated.
  if (item['original-title'] === item.title) delete item['original-title'];
  const abstract = firstString(work.abstract);
  const cleanedAbstract = abstract ? cleanAbstract(abstract) : undefined;
  if (cleanedAbstract) item.abstract = cleanedAbstract;

  for (const key of Object.keys(work)) {
    if (!NAME_VARIABLES.has(key) || !Array.isArray(work[key])) continue;
    const names = (work[key] as unknown[]).map(cslName).filter((n): n is CslName => !!n);
    if (names.length) item[key] = names;
  }

  // A journal article's editor in Crossref is the academic editor who handled it, whom no style cites.
  if (/^(?:journal-article|article-journal)$/.test(firstString(work.type) ?? '')) delete item.editor;

  const date = DATE_KEYS.map((k) => validDate(work[k])).find(Boolean);
  if (date) item.issued = date;
  for (const key of ['accessed', 'original-date', 'event-date', 'submitted'] as const) {
    const d = validDate(work[key]);
    if (d) item[key] = d;
  }

  const isbns = typedIdentifiers(work, 'ISBN', 'isbn-type');
  if (isbns) item.ISBN = isbns;
  const issns = typedIdentifiers(work, 'ISSN', 'issn-type');
  if (issns) item.ISSN = issns;

  const place = firstString(work['publisher-place']) ?? firstString(work['publisher-location']);
  if (place) item['publisher-place'] = plainText(place);
  const url = landingPage(work);
  if (url) item.URL = url;

  // Crossref's edition is a number; a first edition is not named in a reference.
  const edition = firstString(work.edition) ?? firstString(work['edition-number']);
  if (edition && edition !== '1') item.edition = plainText(edition);

  // An article number is what APA prints as "Article 16696"; PLOS writes its e-number as the page.
  const articleNumber = firstString(work['article-number']);
  const page = firstString(work.page);
  if (articleNumber && !item.number && (!page || page === articleNumber)) {
    item.number = articleNumber;
    delete item.page;
  } else if (!articleNumber && page && /^e\d+$/i.test(page) && /journal-article|article-journal/.test(type ?? '')) {
    item.number = page;
    delete item.page;
  }

  // A conference paper in published proceedings is cited like a chapter; only without proceedings does the event matter.
  if (isObject(work.event) && !item['container-title']) {
    const name = firstString(work.event.name);
    const location = firstString(work.event.location);
    if (name) item['event-title'] = cleanTitle(name);
    if (location) item['event-place'] = plainText(location);
    const start = validDate(work.event.start);
    if (start && !item['event-date']) item['event-date'] = start;
  }

  refineType(work, item);
  return item;
}

/** A Crossref work or a doi.org CSL answer as a lookup work, with the subtitle the source gave apart. */
export function workToLookupWork(work: JsonObject, entry: string): LookupWork | undefined {
  const subtitle = firstString(work.subtitle);
  return workFromCsl(workToCsl(work), entry, subtitle ? { subtitle: cleanTitle(subtitle) } : {});
}

/** Crossref types a little finer than Crossref writes them, from what else the record says. */
function refineType(work: JsonObject, item: CslItem): void {
  const institution = institutionName(work);
  const publisher = typeof item.publisher === 'string' ? item.publisher : undefined;
  if (item.type === 'posted-content') {
    const subtype = firstString(work.subtype)?.toLowerCase();
    if (subtype && POSTED_CONTENT_TYPES[subtype]) item.type = POSTED_CONTENT_TYPES[subtype];
    // What a blog archive registers is a blog post, whatever subtype it gives ("other"); the blog is the institution,
    // and the archive that registered the DOI is not its publisher.
    else if (publisher && BLOG_ARCHIVES.has(publisher) && institution && institution !== publisher) {
      item.type = 'post-weblog';
      delete item.publisher;
    }
    // APA names the preprint server (bioRxiv), which Crossref gives as the institution; the publisher runs it.
    if (item.type === 'posted-content' && institution) item.publisher = institution;
    if (item.type === 'post-weblog' && institution && !item['container-title']) item['container-title'] = institution;
  }
  // A thesis names the university that granted it; Crossref's publisher is the repository that holds it.
  if (item.type === 'dissertation' && institution) {
    item.publisher = institution;
    if (publisher && publisher !== institution) item.archive = publisher;
    // The degree says what the thesis is, which MLA and Turabian word ("PhD dissertation", "PhD diss.").
    const degree = firstString(work.degree);
    if (degree && !item.genre && /\bmaster|\bm\.?\s?(?:a|sc|phil|res)\b/i.test(degree)) item.genre = "Master's thesis";
    else if (degree && !item.genre && /\bph\.?\s?d\b|\bdoctor/i.test(degree)) item.genre = 'Doctoral dissertation';
  }
}
