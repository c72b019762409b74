/**
 * One RIS record to a CSL item, the form every import goes through before `cslToReference`: each tag placed
 * by the tag table, or reported with its line when it is skipped, invalid or loses to another tag.
 */
import { partialToCslDate } from '../../csl/csl-dates.js';
import type { CslItem, CslName } from '../../csl/csl-item.js';
import { IBID_CUSTOM_KEY } from '../../csl/csl-variables.js';
import { parseDoi, parseIsbn, parseIssn, parseWebUrl } from '../../identifiers/index.js';
import type { PartialDate } from '../../model/partial-date.js';
import { cleanTags } from '../../rules/tags.js';
import type { ImportWarning, SourceField } from '../../import-warning.js';
import { parseRisDate, RIS_STATUS_TEXT } from './ris-dates.js';
import { parseRisName } from './ris-names.js';
import { clip, type RisField, type RisRecord } from './ris-scanner.js';
import { risTag } from './ris-tags.js';
import { RIS_NUMBERED_TYPES, RIS_TYPES, RIS_WHOLE_BOOK_TYPES } from './ris-types.js';

export interface MappedRecord {
  item: CslItem;
  /** The tag and line each CSL variable came from, to place the warnings `cslToReference` gives. */
  sources: Map<string, SourceField>;
  /** N1 and RN notes: the reference's note. */
  note?: string;
  /** KW keywords: the reference's tags. */
  tags?: string;
  warnings: ImportWarning[];
  /** What the warning says when no reference type matches the TY code. */
  typeGuessed: string;
}

/** Scopus and Web of Science document types in M3: they repeat the TY and describe nothing. */
const DOCUMENT_TYPE_WORDS = new Set([
  'article', 'journal article', 'review', 'conference paper', 'conference review', 'book chapter', 'chapter', 'book',
  'letter', 'editorial', 'note', 'erratum', 'short survey', 'article in press', 'data paper',
]);
/** Which of several tags naming the container wins, best first. */
const CONTAINER_ORDER = ['T2', 'JF', 'JO', 'BT'];
/** Which of several dates is the publication date, best first. */
const DATE_ORDER = ['PY', 'Y1', 'DA'];

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const same = (a: unknown, b: string) => String(a).trim().toLowerCase() === b.trim().toLowerCase();
const doiKeyOf = (s: string) => {
  const parsed = parseDoi(s);
  return parsed.ok ? parsed.value.toLowerCase() : undefined;
};
const byOrder = (order: string[]) => (a: RisField, b: RisField) => order.indexOf(a.tag) - order.indexOf(b.tag);

/** The CSL item for a record, what it could not place, and where each variable came from. */
export function risRecordToCsl(record: RisRecord, entry: string): MappedRecord {
  const code = record.type;
  const type = RIS_TYPES[code];
  const wholeBook = RIS_WHOLE_BOOK_TYPES.has(code);
  const item: CslItem = { id: entry, type: type?.csl ?? 'document' };
  const sources = new Map<string, SourceField>([['type', { field: 'TY', line: record.line }]]);
  const warnings: ImportWarning[] = [];
  const warn = (warning: string, f: RisField | undefined, message: string) =>
    warnings.push({ code: warning, message, entry, field: f?.tag ?? 'TY', line: f?.line ?? record.line });

  if (type?.status) item.status = type.status;

  const put = (variable: string, value: string, f: RisField, label: string) => {
    const existing = item[variable];
    if (existing === undefined) {
      item[variable] = value;
      sources.set(variable, { field: f.tag, line: f.line });
    } else if (!same(existing, value)) {
      warn('field-skipped', f, `${label} (${f.tag}) "${clip(value)}" left out: the record already has "${clip(String(existing))}".`);
    }
  };

  const containers: RisField[] = [];
  const dates: Record<'issued' | 'accessed', RisField[]> = { issued: [], accessed: [] };
  const serials: RisField[] = [];
  const dois: { f: RisField; rank: number }[] = [];
  const urls: { f: RisField; url: string }[] = [];
  const links: RisField[] = [];
  const notes: RisField[] = [];
  const keywords: string[] = [];
  const identifiers: RisField[] = [];
  let start: RisField | undefined;
  let end: RisField | undefined;
  let translatedTitle: string | undefined;

  for (const f of record.fields) {
    const def = risTag(f.tag, code);
    if (!def) {
      if (f.value) warn('field-skipped', f, `The RIS tag ${f.tag} is not one Ibid reads; "${clip(oneLine(f.value))}" left out.`);
      continue;
    }
    // An empty tag ("SP  -") holds nothing to keep or to lose.
    if (!f.value.trim()) continue;
    const value = oneLine(f.value);
    const t = def.target;
    switch (t.kind) {
      case 'record':
        break;
      case 'names': {
        const name = parseRisName(value);
        if (!name) break;
        ((item[t.csl] ??= []) as CslName[]).push(name);
        if (!sources.has(t.csl)) sources.set(t.csl, { field: f.tag, line: f.line });
        break;
      }
      case 'text':
        put(t.csl, value, f, def.label);
        break;
      case 'long-text':
        put(t.csl, f.value.trim(), f, def.label);
        break;
      case 'title':
        put('title', value, f, def.label);
        break;
      case 'translated-title':
        translatedTitle ??= value;
        break;
      case 'container':
        // In a whole book, BT is the book's own title and T2 its series (RIS specification).
        if (wholeBook && f.tag === 'BT') put('title', value, f, 'Book title');
        else if (wholeBook && f.tag === 'T2') put('collection-title', value, f, 'Series title');
        else containers.push({ ...f, value });
        break;
      case 'container-short':
        put('container-title-short', value, f, def.label);
        break;
      case 'date':
        dates[t.csl].push(f);
        break;
      case 'pages-start':
        if (!start) start = { ...f, value };
        else if (!same(start.value, value)) warn('field-skipped', f, `A second start page "${clip(value)}" left out.`);
        break;
      case 'pages-end':
        if (!end) end = { ...f, value };
        else if (!same(end.value, value)) warn('field-skipped', f, `A second end page "${clip(value)}" left out.`);
        break;
      case 'serial':
        serials.push({ ...f, value });
        break;
      case 'doi':
        dois.push({ f: { ...f, value }, rank: 0 });
        break;
      case 'url':
        for (const url of f.value.split(/[\s;]+/).filter(Boolean)) urls.push({ f, url });
        break;
      case 'link':
        if (parseDoi(value).ok) dois.push({ f: { ...f, value }, rank: 3 });
        else links.push({ ...f, value });
        break;
      case 'note':
        notes.push({ ...f, value: f.value.trim() });
        break;
      case 'keyword':
        keywords.push(value);
        break;
      case 'number':
        if (/^0+$/.test(value) || value.length > 40 || /copyright|©|\(c\)/i.test(value)) {
          warn('field-skipped', f, `${def.label} (${f.tag}) "${clip(value)}" does not look like a number; left out.`);
        } else put('number', value, f, def.label);
        break;
      case 'type-of-work':
        if (parseDoi(value).ok) dois.push({ f: { ...f, value }, rank: 2 });
        else if (DOCUMENT_TYPE_WORDS.has(value.toLowerCase())) {
          warn('field-skipped', f, `${def.label} (${f.tag}) "${value}" only repeats the kind of document; left out.`);
        } else put('genre', value, f, def.label);
        break;
      case 'edition':
        if (/^\d{4}[/-]\d{1,2}(?:[/-]\d{0,2})?\/?$/.test(value)) {
          warn('field-skipped', f, `${def.label} (${f.tag}) "${value}" is a date (PubMed writes its electronic publication date there), not an edition; left out.`);
        } else put('edition', value, f, def.label);
        break;
      case 'identifier':
        identifiers.push({ ...f, value });
        break;
      case 'skip':
        warn('field-skipped', f, `${def.label} (${f.tag}) has no place in an Ibid reference; "${clip(value)}" left out.`);
        break;
    }
  }

  // Containers: the best tag wins; a shorter different name is the abbreviation, anything else is reported.
  containers.sort(byOrder(CONTAINER_ORDER));
  for (const f of containers) {
    if (item['container-title'] === undefined) put('container-title', f.value, f, 'Container title');
    else if (same(item['container-title'], f.value)) continue;
    else if (item['container-title-short'] === undefined && f.value.length < String(item['container-title']).length) put('container-title-short', f.value, f, 'Abbreviated container title');
    else put('container-title', f.value, f, `Container title`);
  }

  for (const variable of ['issued', 'accessed'] as const) {
    const chosen = chooseDate(dates[variable], warn);
    if (!chosen) continue;
    const value = chosen.date.status ? RIS_STATUS_TEXT[chosen.date.status] : partialToCslDate(chosen.date);
    if (value === undefined) continue;
    item[variable] = value;
    sources.set(variable, { field: chosen.f.tag, line: chosen.f.line });
  }

  if (start || end) {
    const from = (start ?? end)!;
    const page = start && end && !same(start.value, end.value) && !/[-–,]/.test(start.value) ? `${start.value}-${end.value}` : from.value;
    item.page = page;
    sources.set('page', { field: from.tag, line: from.line });
  }

  readSerials(serials, code, item, sources, put, warn);

  // DOIs: DO first, then one in M3, a related link, a doi.org URL or a note.
  for (const { url, f } of urls) if (/doi\.org\//i.test(url) && parseDoi(url).ok) dois.push({ f: { ...f, value: url }, rank: 1 });
  const doiNotes = notes.filter((f) => /^(?:doi:?\s*)?10\.\d{4,9}\/\S+$/i.test(f.value) && parseDoi(f.value).ok);
  for (const f of doiNotes) dois.push({ f, rank: 4 });
  dois.sort((a, b) => a.rank - b.rank);
  let doi: string | undefined;
  for (const { f } of dois) {
    const parsed = parseDoi(f.value);
    if (!parsed.ok) warn('field-invalid', f, `${f.tag} "${clip(f.value)}" is not a DOI; left out.`);
    else if (!doi) {
      doi = parsed.value;
      item.DOI = doi;
      sources.set('DOI', { field: f.tag, line: f.line });
    } else if (parsed.value.toLowerCase() !== doi.toLowerCase()) warn('field-skipped', f, `A second DOI "${parsed.value}" (${f.tag}) left out: the record already has ${doi}.`);
  }

  // URLs: the first web link that is not just the DOI's own link; a related link (L2) only when there is none.
  const isDoiLink = (url: string) => !!doi && /doi\.org\//i.test(url) && doiKeyOf(url) === doi.toLowerCase();
  const webLinks = [...urls.filter(({ url }) => !isDoiLink(url)), ...links.filter((f) => ['L2', 'LK', 'L3'].includes(f.tag)).map((f) => ({ f, url: f.value }))];
  for (const f of links.filter((l) => !['L2', 'LK', 'L3'].includes(l.tag))) warn('field-skipped', f, `${f.tag} "${clip(f.value)}" links a file, which Ibid does not keep; left out.`);
  for (const { f, url } of webLinks) {
    if (!parseWebUrl(url).ok) warn('field-invalid', f, `${f.tag} "${clip(url)}" is not a web address; left out.`);
    else if (item.URL === undefined) {
      item.URL = url;
      sources.set('URL', { field: f.tag, line: f.line });
    } else if (url !== item.URL) warn('field-skipped', f, `A second link "${clip(url)}" (${f.tag}) left out: Ibid keeps one URL.`);
  }

  readIdentifiers(identifiers, item, sources, warn);

  const noteText = notes
    .filter((f) => !(doiNotes.includes(f) && doi && doiKeyOf(f.value) === doi.toLowerCase()))
    .map((f) => f.value)
    .join('\n');
  const tags = cleanTags(keywords.join(', '));
  if (translatedTitle) item.custom = { [IBID_CUSTOM_KEY]: { fields: { translatedTitle } } };
  return { item, sources, ...(noteText ? { note: noteText } : {}), ...(tags ? { tags } : {}), warnings, typeGuessed: typeGuessed(code, !!type) };
}

/** The type-guessed warning's words: a TY code Ibid does not know, one it reads as Miscellaneous, or none. */
function typeGuessed(code: string, known: boolean): string {
  if (!code) return 'The record has no RIS type (TY); read as Miscellaneous: pick a type.';
  return known ? `The RIS type "${clip(code)}" has no matching reference type: pick one.` : `The RIS type "${clip(code)}" is not one Ibid knows; read as Miscellaneous: pick a type.`;
}

type Warn = (code: string, f: RisField | undefined, message: string) => void;
type Put = (variable: string, value: string, f: RisField, label: string) => void;

/** The publication (or access) date: the best tag's year, as precise as any tag with that year gives it. */
function chooseDate(fields: RisField[], warn: Warn): { f: RisField; date: PartialDate } | undefined {
  const read = [...fields].sort(byOrder(DATE_ORDER)).flatMap((f) => {
    const { date, rest } = parseRisDate(f.value);
    if (!date) {
      warn('field-invalid', f, `${f.tag} "${clip(oneLine(f.value))}" is not a date; left out.`);
      return [];
    }
    if (rest) warn('field-skipped', f, `The text "${clip(rest)}" after the date in ${f.tag} was left out.`);
    return [{ f, date }];
  });
  const first = read[0];
  if (!first) return undefined;
  let chosen = first;
  const detail = (d: PartialDate) => Object.keys(d).length + (d.day !== undefined ? 1 : 0);
  for (const other of read.slice(1)) {
    if (other.date.year !== first.date.year) {
      warn('field-skipped', other.f, `${other.f.tag} "${clip(oneLine(other.f.value))}" left out: ${first.f.tag} gives the year ${first.date.year ?? 'as none'}.`);
    } else if (detail(other.date) > detail(chosen.date)) chosen = other;
  }
  return chosen;
}

/** SN: ISBNs and ISSNs told apart by their check digits; in a report or patent, the document's number. */
function readSerials(serials: RisField[], code: string, item: CslItem, sources: MappedRecord['sources'], put: Put, warn: Warn): void {
  const isbns: string[] = [];
  let issn: string | undefined;
  for (const f of serials) {
    const cleaned = f.value.replace(/\([^)]*\)/g, ' ').replace(/\b(?:e?issn|isbn(?:-1[03])?)\b\s*:?/gi, ' ').trim();
    const pieces = [cleaned, ...cleaned.split(/[\s;,]+/)];
    const found = { isbn: [] as string[], issn: [] as string[] };
    for (const piece of pieces) {
      const asIssn = parseIssn(piece);
      const asIsbn = parseIsbn(piece);
      if (asIssn.ok) found.issn.push(asIssn.value);
      else if (asIsbn.ok) found.isbn.push(asIsbn.value);
      if (piece === cleaned && (asIssn.ok || asIsbn.ok)) break;
    }
    if (!found.isbn.length && !found.issn.length) {
      if (RIS_NUMBERED_TYPES.has(code)) put('number', f.value, f, 'Number');
      else warn('field-invalid', f, `SN "${clip(f.value)}" is neither a valid ISBN nor a valid ISSN; left out.`);
      continue;
    }
    for (const value of found.isbn) {
      if (!isbns.includes(value)) isbns.push(value);
      if (!sources.has('ISBN')) sources.set('ISBN', { field: f.tag, line: f.line });
    }
    for (const value of found.issn) {
      if (!issn) {
        issn = value;
        sources.set('ISSN', { field: f.tag, line: f.line });
      } else if (value !== issn) warn('field-skipped', f, `A second ISSN ${value} left out: Ibid keeps one ISSN (${issn}).`);
    }
  }
  if (isbns.length) item.ISBN = isbns.join(' ');
  if (issn) item.ISSN = issn;
}

/** AN, U1–U5 and C1–C8: PubMed's "26957754[pmid]" and "PMC4756000[pmcid]", and a PubMed accession number. */
function readIdentifiers(fields: RisField[], item: CslItem, sources: MappedRecord['sources'], warn: Warn): void {
  const fromPubMed = /pubmed|medline/i.test(String(item.archive ?? ''));
  for (const f of fields) {
    const pmid = /^(\d{1,9})\s*\[pmid\]$/i.exec(f.value)?.[1] ?? (f.tag === 'AN' && fromPubMed && /^\d{1,9}$/.test(f.value) ? f.value : undefined);
    const pmcid = /^(PMC\d+)\s*\[pmcid\]$/i.exec(f.value)?.[1];
    const [variable, value] = pmid ? ['PMID', pmid] : pmcid ? ['PMCID', pmcid.toUpperCase()] : [undefined, undefined];
    if (!variable || !value) {
      warn('field-skipped', f, `${f.tag} "${clip(f.value)}" has no place in an Ibid reference; left out.`);
    } else if (item[variable] === undefined) {
      item[variable] = value;
      sources.set(variable, { field: f.tag, line: f.line });
    } else if (item[variable] !== value) warn('field-skipped', f, `A second ${variable} ${value} (${f.tag}) left out.`);
  }
}
