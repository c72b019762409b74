/**
 * BibTeX and BibLaTeX files to references: scanned in one pass, crossref and xdata resolved, each entry
 * mapped to a CSL item by the tables and then through `cslToReference`, the one mapping path every import takes.
 */
import { cslDateToPartial } from '../../csl/csl-dates.js';
import type { CslDate, CslItem, CslName } from '../../csl/csl-item.js';
import { IBID_CUSTOM_KEY } from '../../csl/csl-variables.js';
import { parseArxivId } from '../../identifiers/index.js';
import { cleanTags } from '../../rules/tags.js';
import { stripTags } from '../../text/markup.js';
import { isProgramPlaceholder } from '../../text/placeholders.js';
import { unreadableText } from '../detect-format.js';
import { addMappedEntry, refusedImport, type ImportResult } from '../import-result.js';
import type { ImportWarning, SourceField } from '../../import-warning.js';
import { readIsoDate, readYearMonthDay } from './dates.js';
import { EDITOR_TYPES, ENTRY_FIELDS, FIELD_RULES, type FieldRule, NUMBER_IS_ISSUE, NUMBER_IS_SERIES_NUMBER } from './fields.js';
import { decodeLatex, decodeVerbatim } from './latex.js';
import { parseNames, splitList } from './names.js';
import { scanBibtex, type RawEntry, type RawField } from './scanner.js';
import { BIBTEX_TO_CSL_TYPE, NOT_INHERITED, THESIS_GENRES, TITLE_INHERITANCE } from './types.js';
import { genreWords } from '../../format/genre-words.js';
import { patentCountries, patentType } from './patents.js';

type Fields = Map<string, RawField>;

const UNKNOWN_VALUE = /^\s*\?{2,}(?:\s*[-–—]+\s*\?{2,})?\s*$/;

/** Title fields that move together when a parent's title becomes a child's booktitle. */
const TITLE_PARTS: Readonly<Record<string, string>> = { title: 'title', subtitle: 'subtitle', titleaddon: 'titleaddon' };
const TITLE_ONLY_FIELDS = new Set(['shorttitle', 'sorttitle', 'indextitle', 'indexsorttitle']);
const CSL_TYPES: ReadonlyMap<string, string> = new Map(Object.entries(BIBTEX_TO_CSL_TYPE));
const NOTE_FIELDS = ['note', 'annote', 'annotation'];
const EXTRA_EDITORS = [['editora', 'editoratype'], ['editorb', 'editorbtype'], ['editorc', 'editorctype']] as const;
const RULES: ReadonlyMap<string, FieldRule> = new Map(Object.entries(FIELD_RULES));
/** Where a list field may hold more than one item: " and " between them. */
const LIST_AND = /\sand\s/i;

/** Entry types for a whole work, whose `pages` without a range is its number of pages. */
const WHOLE_WORKS = new Set(['book', 'mvbook', 'booklet', 'manual', 'proceedings', 'mvproceedings', 'collection', 'mvcollection', 'reference', 'phdthesis', 'mastersthesis', 'thesis', 'techreport', 'report']);

/**
 * Entries with their inherited fields: `xdata` first, then `crossref` (BibLaTeX's order), each parent
 * resolved before its children whatever order the file lists them in, cycles broken with a warning.
 */
function inheritance(byKey: Map<string, RawEntry>, warnings: ImportWarning[]): (entry: RawEntry) => Fields {
  // Only parents are kept once resolved: the other entries' fields are built as they are mapped, then dropped.
  const resolved = new Map<RawEntry, Fields>();
  const inProgress = new Set<RawEntry>();

  const parentFields = (entry: RawEntry): Fields => {
    let fields = resolved.get(entry);
    if (!fields) {
      fields = resolve(entry);
      resolved.set(entry, fields);
    }
    return fields;
  };

  const resolve = (entry: RawEntry): Fields => {
    const done = resolved.get(entry);
    if (done) return done;
    const own: Fields = new Map();
    for (const f of entry.fields) own.set(f.name, f);
    const xdata = own.get('xdata');
    const crossref = own.get('crossref');
    if (!xdata && !crossref) return own;
    if (inProgress.has(entry)) {
      warnings.push({ code: 'crossref-cycle', entry: entry.key, line: entry.line, message: `${entry.key} inherits from itself through crossref or xdata; the loop is ignored.` });
      return own;
    }
    inProgress.add(entry);
    const fields: Fields = new Map(own);
    const parentOf = (key: string, field: RawField): RawEntry | undefined => {
      const parent = byKey.get(key.trim().toLowerCase());
      if (!parent) warnings.push({ code: 'crossref-missing', entry: entry.key, field: field.name, line: field.line, message: `${field.name} "${key.trim()}" names no entry in this file; nothing inherited.` });
      return parent;
    };
    for (const key of xdata ? xdata.value.split(',') : []) {
      const parent = key.trim() ? parentOf(key, xdata!) : undefined;
      if (!parent) continue;
      for (const [name, f] of parentFields(parent)) if (!fields.has(name) && !NOT_INHERITED.has(name)) fields.set(name, f);
    }
    const parent = crossref ? parentOf(crossref.value, crossref) : undefined;
    if (parent) {
      const rule = TITLE_INHERITANCE[parent.type];
      const renames = rule?.children.includes(entry.type) ? rule.as : undefined;
      const prefix = renames?.replace(/title$/, '');
      for (const [name, f] of parentFields(parent)) {
        if (NOT_INHERITED.has(name)) continue;
        let target = name;
        if (prefix !== undefined && TITLE_PARTS[name]) target = `${prefix}${name}`;
        else if (prefix !== undefined && TITLE_ONLY_FIELDS.has(name)) continue;
        // A book's authors are the authors of the book a chapter is in.
        if (name === 'author' && (parent.type === 'book' || parent.type === 'mvbook') && entry.type === 'inbook' && !fields.has('bookauthor')) fields.set('bookauthor', f);
        if (!fields.has(target)) fields.set(target, f);
      }
    }
    inProgress.delete(entry);
    return fields;
  };
  return resolve;
}

/** One entry as a CSL item, the reference-level note and tags, and what could not be kept. */
interface Mapped {
  item: CslItem;
  note?: string;
  tags?: string;
  /** The BibTeX field each CSL variable came from, so cslToReference's warnings name the field and line. */
  origin: Map<string, SourceField>;
}

function mapEntry(entry: RawEntry, fields: Fields, warn: (code: string, field: RawField | undefined, message: string) => void): Mapped {
  const origin = new Map<string, SourceField>();
  const cslType = CSL_TYPES.get(entry.type);
  const item: CslItem = { id: entry.key, type: cslType ?? 'document' };
  const custom: Record<string, unknown> = {};

  const text = (f: RawField, markup = false): string => {
    const d = decodeLatex(f.value, markup);
    if (d.unknown.length) warn('latex-unknown', f, `Unknown LaTeX ${d.unknown.map((u) => `\\${u}`).join(', ')} in ${f.name}: the command was dropped, its text kept.`);
    // Large bibliographies mark a value nobody knew with question marks ("????", pages "??"): no value, not text to print.
    if (UNKNOWN_VALUE.test(d.text) || (!markup && isProgramPlaceholder(d.text))) {
      warn('field-skipped', f, `${f.name} is "${d.text.trim()}", which marks a value not known; left out.`);
      return '';
    }
    return d.text;
  };
  const set = (csl: string, value: unknown, f: RawField) => {
    item[csl] = value;
    origin.set(csl, { field: f.name, line: f.line });
  };
  const addNames = (csl: string, f: RawField) => {
    const list = parseNames(f.value);
    if (list.unknown.length) warn('latex-unknown', f, `Unknown LaTeX ${list.unknown.map((u) => `\\${u}`).join(', ')} in ${f.name}: the command was dropped, its text kept.`);
    if (list.others) warn('names-truncated', f, `${f.name} ends with "and others": the names after those given are not known and are left out.`);
    if (!list.names.length) return;
    const existing = item[csl] as CslName[] | undefined;
    set(csl, existing ? [...existing, ...list.names] : list.names, f);
  };

  /** Files list several links in `url`; the first web address is kept and the rest reported. */
  const setUrl = (value: string, f: RawField) => {
    const links = value.split(/[\s;,]+/).filter(Boolean);
    if (links.length <= 1) return set('URL', value, f);
    const web = links.find((l) => /^https?:\/\//i.test(l)) ?? links[0]!;
    set('URL', web, f);
    warn('field-skipped', f, `${f.name} holds ${links.length} links; the first web address is kept and the others left out.`);
  };
  const fallbacks: [RawField, FieldRule][] = [];
  for (const [name, f] of fields) {
    const rule = RULES.get(name);
    if (!rule) {
      if (!ENTRY_FIELDS.has(name)) warn('field-skipped', f, `Ibid has no field for the BibTeX field "${name}"; left out.`);
      continue;
    }
    if (rule.fallback) {
      fallbacks.push([f, rule]);
      continue;
    }
    if (rule.read === 'names') {
      const editorType = name === 'editor' ? fields.get('editortype') : undefined;
      addNames(editorType ? (EDITOR_TYPES[decodeLatex(editorType.value).text.toLowerCase()] ?? 'editor') : rule.csl, f);
      continue;
    }
    if (item[rule.csl] !== undefined) {
      warn('field-skipped', f, `${f.name} says again what ${origin.get(rule.csl)?.field} said; left out.`);
      continue;
    }
    const value = rule.read === 'verbatim' ? decodeVerbatim(f.value) : text(f, rule.read === 'title');
    if (!value) continue;
    if (rule.csl === 'URL') setUrl(value, f);
    // A whole work's "pages" is its length (xvi + 169); a part's is where it sits in its container.
    else if (rule.csl === 'page' && WHOLE_WORKS.has(entry.type) && !/[–-]/.test(value)) set('number-of-pages', value, f);
    else set(rule.csl, value, f);
  }
  for (const [f, rule] of fallbacks) {
    // A manual with no author is the organization's own work: its author, not its publisher (APA 10.4's group author).
    if (entry.type === 'manual' && f.name === 'organization' && item.author === undefined) {
      const value = text(f);
      if (value) set('author', [{ literal: value }], f);
      continue;
    }
    const csl = rule.csl;
    if (item[csl] !== undefined) {
      warn('field-skipped', f, `${f.name} is left out: ${origin.get(csl)?.field} already gives the ${csl}.`);
      continue;
    }
    const value = text(f, rule.read === 'title');
    if (value) set(csl, value, f);
  }

  // BibLaTeX's extra editor roles.
  for (const [field, typeName] of EXTRA_EDITORS) {
    const f = fields.get(field);
    if (!f) continue;
    const typeField = fields.get(typeName);
    const type = typeField ? decodeLatex(typeField.value).text.toLowerCase() : 'editor';
    const csl = EDITOR_TYPES[type];
    if (!csl) warn('field-guessed', f, `${f.name} has the role "${type}", which Ibid does not know; kept as a contributor.`);
    addNames(csl ?? 'contributor', f);
  }

  // Subtitles join their titles as "Title: Subtitle".
  for (const [sub, csl] of [['subtitle', 'title'], ['booksubtitle', 'container-title'], ['journalsubtitle', 'container-title']] as const) {
    const f = fields.get(sub);
    if (!f) continue;
    const value = text(f, true);
    if (value && typeof item[csl] === 'string') item[csl] = `${item[csl] as string}: ${value}`;
    else if (value) warn('field-skipped', f, `${sub} has no title to belong to; left out.`);
  }
  // A BibLaTeX location is a list of places, and a publisher has one: the first, which Chicago prints (CMOS 14.130);
  // several publishers each take theirs.
  const placeField = fields.get('location') ?? fields.get('address');
  const places = placeField && LIST_AND.test(placeField.value) ? splitList(placeField.value).map((place) => decodeLatex(place).text.trim()).filter(Boolean) : [];
  if (entry.type !== 'patent' && places.length > 1 && typeof item['publisher-place'] === 'string') {
    const publishers = typeof item.publisher === 'string' ? item.publisher.split(/\s*;\s*/).length : 0;
    if (publishers === places.length) set('publisher-place', places.join('; '), placeField!);
    else {
      set('publisher-place', places[0], placeField!);
      warn('field-skipped', placeField, `${placeField!.name} lists ${places.length} places; the publisher keeps the first, ${places[0]}, as Chicago prints it (${places.slice(1).join(', ')} left out).`);
    }
  }
  // A whole work's booktitle that repeats its own title (as BibLaTeX's examples give a collection one for the entries
  // inside it) names no container, whatever words either protects from case changes ("{ISSAC} '95").
  const plain = (value: unknown) => (typeof value === 'string' ? stripTags(value) : value);
  if (WHOLE_WORKS.has(entry.type) && plain(item['container-title']) === plain(item.title)) delete item['container-title'];

  // Dates: BibLaTeX's date wins over year and month.
  const dateField = fields.get('date');
  const yearField = fields.get('year');
  if (dateField) {
    set('issued', readIsoDate(text(dateField)), dateField);
  } else if (yearField) {
    const year = text(yearField);
    const status = /^(in press|forthcoming|to appear)$/i.exec(year)?.[1]?.toLowerCase();
    if (status) set('status', status === 'in press' ? 'in press' : 'forthcoming', yearField);
    else {
      const monthField = fields.get('month');
      const dayField = fields.get('day');
      const read = readYearMonthDay(year, monthField && text(monthField), dayField && text(dayField));
      if (read.date) set('issued', read.date, yearField);
      if (read.monthUnread) warn('field-invalid', monthField, `The month "${text(monthField!)}" is not a month; the year is kept without it.`);
    }
  } else if (fields.has('month')) warn('field-skipped', fields.get('month'), 'A month without a year cannot be kept; left out.');
  // Mendeley writes a web page's date in volume (the year) and issue ("Aug 25,"): it is the page's date, not a volume.
  const issueField = fields.get('issue');
  if (entry.type === 'web_page' && issueField && typeof item.volume === 'string' && /^\d{4}$/.test(item.volume)) {
    const read = readYearMonthDay(item.volume, text(issueField), undefined);
    if (read.date && !read.monthUnread) {
      set('issued', read.date, issueField);
      delete item.volume;
      delete item.issue;
    }
  }
  for (const [name, csl] of [['urldate', 'accessed'], ['eventdate', 'event-date'], ['origdate', 'original-date'], ['origyear', 'original-date']] as const) {
    const f = fields.get(name);
    // BibTeX styles' origyear says the year of first publication, as biblatex's origdate does.
    if (f && item[csl] === undefined) set(csl, readIsoDate(text(f)), f);
  }

  // `number` is an issue for journals, a series number for books (their series named or not), a report's number otherwise.
  const numberField = fields.get('number');
  if (numberField) {
    const value = text(numberField);
    const csl = NUMBER_IS_ISSUE.has(entry.type) ? 'issue' : NUMBER_IS_SERIES_NUMBER.has(entry.type) ? 'collection-number' : 'number';
    // A journal's number is its issue: a non-standard `issue` beside it (a cumulative count, a season) gives way.
    const issueField = csl === 'issue' && item.issue !== undefined ? fields.get('issue') : undefined;
    if (value && issueField) {
      set('issue', value, numberField);
      warn('field-skipped', issueField, `issue is left out: number gives the issue (${value}).`);
    } else if (value && item[csl] === undefined) set(csl, value, numberField);
    else if (value) warn('field-skipped', numberField, `number says again what ${origin.get(csl)?.field} said; left out.`);
  }

  // Eprints: arXiv ids are Ibid's arXiv field; PubMed ids its PMID.
  const eprintField = fields.get('eprint');
  if (eprintField) {
    const eprint = decodeVerbatim(eprintField.value);
    const kindField = fields.get('eprinttype') ?? fields.get('archiveprefix');
    const arxivId = parseArxivId(eprint);
    const kind = kindField ? decodeLatex(kindField.value).text.toLowerCase() : arxivId.ok ? 'arxiv' : '';
    if (kind === 'arxiv') {
      custom.fields = { arxiv: arxivId.ok ? arxivId.value : eprint };
      origin.set('arxiv', { field: eprintField.name, line: eprintField.line });
    }
    else if (kind === 'pubmed' && item.PMID === undefined) set('PMID', eprint, eprintField);
    else if ((kind === 'doi') && item.DOI === undefined) set('DOI', eprint, eprintField);
    else if (kind === 'hdl' || kind === 'handle') item.URL ??= `https://hdl.handle.net/${eprint}`;
    else warn('field-skipped', eprintField, `The eprint "${eprint}"${kind ? ` (${kind})` : ''} has no Ibid field; left out.`);
  }

  const howField = fields.get('howpublished');
  if (howField) {
    const url = /^\s*\\url\s*\{|^\s*https?:\/\//.test(howField.value) ? decodeVerbatim(howField.value) : undefined;
    if (url && item.URL === undefined) set('URL', url, howField);
    else if (!url && item.publisher === undefined) set('publisher', text(howField), howField);
    else warn('field-skipped', howField, 'howpublished says again what another field said; left out.');
  }

  // A type key (biblatex's phdthesis, techreport) is worded as the styles word it, or dropped when it only repeats the type.
  const typeField = fields.get('type');
  const typeWords = typeField ? text(typeField) : undefined;
  const patent = entry.type === 'patent' && typeWords ? patentType(typeWords) : undefined;
  const genre = patent ? patent.genre : typeWords ? genreWords(typeWords) : THESIS_GENRES[entry.type];
  if (patent?.jurisdiction) set('jurisdiction', patent.jurisdiction, typeField!);
  if (genre && typeField) set('genre', genre, typeField);
  else if (genre) item.genre = genre;
  else if (typeWords && !patent?.jurisdiction) warn('field-skipped', typeField, `type "${typeWords}" only says the entry's type again; left out.`);
  // A patent's location lists the countries it holds in, as keys.
  const place = item['publisher-place'];
  const countries = entry.type === 'patent' && typeof place === 'string' ? patentCountries(places.length ? places : [place]) : undefined;
  if (countries) {
    delete item['publisher-place'];
    if (!item.jurisdiction) set('jurisdiction', countries, placeField!);
  }

  // Types the entry type alone does not settle.
  const subtype = fields.get('entrysubtype');
  if (entry.type === 'article' && subtype) {
    const s = decodeLatex(subtype.value).text.toLowerCase();
    if (s === 'magazine' || s === 'newspaper') item.type = `article-${s}`;
  }
  const arxiv = (custom.fields as { arxiv?: string } | undefined)?.arxiv;
  if (arxiv && (['misc', 'unpublished', 'online', 'report', 'techreport'].includes(entry.type) || (entry.type === 'article' && !item['container-title']))) item.type = 'article';
  if (Object.keys(custom).length) item.custom = { [IBID_CUSTOM_KEY]: custom };

  const notes: string[] = [];
  for (const name of NOTE_FIELDS) {
    const f = fields.get(name);
    const note = f && text(f);
    if (note) notes.push(note);
  }
  const keywords = fields.get('keywords');
  const tags = keywords ? cleanTags(text(keywords).replace(/;/g, ',')) : '';
  return { item, origin, ...(notes.length ? { note: notes.join('\n') } : {}), ...(tags ? { tags } : {}) };
}

const ignore = (): void => undefined;

const DATA_ONLY = /(?:^|,)\s*dataonly\s*(?:=\s*true\s*)?(?:,|$)/i;
const isDataOnly = (entry: RawEntry): boolean => entry.fields.some((f) => f.name === 'options' && DATA_ONLY.test(f.value));

/** What a biblatex review says of the work it reviews, by its entry type. */
const REVIEWED_GENRES: Readonly<Record<string, string>> = { book: 'book', motion_picture: 'film', song: 'song' };

/**
 * What a work translated or reprinted from another takes from it (biblatex's relatedtype, §3.4): its date as the
 * original publication date (APA 9.41's "Original work published", CMOS 14.116's reprint), and a translation's
 * title as its original title. The inverse relations (this work's own translations and reprints) have no field.
 */
const ORIGINAL_FROM_RELATED: Readonly<Record<string, readonly ('original-date' | 'original-title')[]>> = {
  reprintof: ['original-date'],
  reprintfrom: ['original-date'],
  origpubin: ['original-date'],
  origpubas: ['original-date', 'original-title'],
  translationof: ['original-date', 'original-title'],
  translationfrom: ['original-date', 'original-title'],
};

/**
 * What the original lends: its title, and its first publication, which is its own original date when it has one
 * (a later edition of the original: "Augustus und die Macht der Bilder", 5th ed. 2009, first published 1987). A
 * date after the translation's or reprint's own is no original's and is not taken.
 */
function fromOriginal(variable: 'original-date' | 'original-title', work: CslItem, item: CslItem): unknown {
  if (variable === 'original-title') return work.title;
  const date = work['original-date'] ?? work.issued;
  const year = cslDateToPartial(date as CslDate | undefined)?.year;
  const own = cslDateToPartial(item.issued as CslDate | undefined)?.year;
  return year !== undefined && own !== undefined && year > own ? undefined : date;
}

/**
 * biblatex's `related` entries (biblatex 3.4, relatedtype): a review's `reviewof` names the reviewed work, whose
 * title, authors and kind a review's reference holds (APA 10.7's "[Review of the book …, by …]"); a translation's
 * or reprint's original lends its date and title. Other relations and a relation to several works have no field
 * and are reported.
 */
function readRelated(
  fields: Fields,
  item: CslItem,
  origin: Map<string, SourceField>,
  itemOf: (key: string) => CslItem | undefined,
  warn: (code: string, field: RawField | undefined, message: string) => void,
): void {
  const related = fields.get('related');
  if (!related) return;
  const typeField = fields.get('relatedtype');
  const kind = typeField ? decodeLatex(typeField.value).text.trim().toLowerCase() : '';
  const keys = related.value.split(',').map((k) => k.trim()).filter(Boolean);
  const originals = ORIGINAL_FROM_RELATED[kind];
  if (kind !== 'reviewof' && !originals) return warn('field-skipped', related, `related${kind ? ` (${kind})` : ''} says how this work relates to another, which Ibid has no field for; left out.`);
  if (keys.length !== 1) return warn('field-skipped', related, `related names ${keys.length} works; a reference holds one, so they are left out.`);
  const work = itemOf(keys[0]!);
  if (!work) return warn('crossref-missing', related, `related "${keys[0]}" names no entry in this file; nothing read.`);
  const put = (variable: string, value: unknown) => {
    item[variable] = value;
    origin.set(variable, { field: related.name, line: related.line });
  };
  if (originals) {
    // The entry's own origdate or origtitle, when it has one, is the more direct statement.
    for (const variable of originals) {
      const value = item[variable] === undefined ? fromOriginal(variable, work, item) : undefined;
      if (value !== undefined) put(variable, value);
    }
    return;
  }
  if (typeof work.title === 'string') put('reviewed-title', work.title);
  if (Array.isArray(work.author)) put('reviewed-author', work.author);
  const genre = REVIEWED_GENRES[String(work.type)] ?? (typeof work.genre === 'string' ? work.genre : undefined);
  if (genre) put('reviewed-genre', genre);
}

/**
 * Reads a BibTeX or BibLaTeX text. Never throws: a broken entry is skipped with a warning and the entries
 * around it are kept; every field left out or guessed is reported with the entry's key and line.
 * Use `importReferences(text, 'bibtex')` from `@ibid/engine/import` unless you need BibTeX specifically.
 */
export function importBibtex(text: string): ImportResult {
  const refusal = unreadableText(text);
  if (refusal) return refusedImport(refusal);
  const result: ImportResult = { references: [], entries: [], warnings: [] };
  const scanned = scanBibtex(text);
  const warnings = result.warnings;
  warnings.push(...scanned.warnings);

  const byKey = new Map<string, RawEntry>();
  const entries: RawEntry[] = [];
  for (const entry of scanned.entries) {
    const key = entry.key.toLowerCase();
    if (byKey.has(key)) {
      warnings.push({ code: 'entry-skipped', entry: entry.key, line: entry.line, message: `The key "${entry.key}" was already used on line ${byKey.get(key)!.line}; this second entry is skipped.` });
      continue;
    }
    byKey.set(key, entry);
    entries.push(entry);
  }
  const fieldsOf = inheritance(byKey, warnings);

  for (const entry of entries) {
    // XDATA entries, and entries biblatex marks as data only (a review's related work), only lend fields to others.
    if (entry.type === 'xdata' || isDataOnly(entry)) continue;
    const label = entry.key || `@${entry.type} on line ${entry.line}`;
    const warn = (code: string, field: RawField | undefined, message: string) =>
      warnings.push({ code, message, entry: label, ...(field ? { field: field.name, line: field.line } : { line: entry.line }) });
    const fields = fieldsOf(entry);
    const { item, origin, note, tags } = mapEntry(entry, fields, warn);
    readRelated(fields, item, origin, (key) => {
      const related = byKey.get(key.toLowerCase());
      return related && related !== entry ? mapEntry(related, fieldsOf(related), ignore).item : undefined;
    }, warn);
    addMappedEntry(result, {
      item,
      entry: label,
      described: entry.key ? `@${entry.type} ${entry.key}` : label,
      line: entry.line,
      sources: origin,
      typeGuessed: `The BibTeX type @${entry.type} has no matching reference type: pick one.`,
      note,
      tags,
    });
  }
  if (result.references.length === 0 && scanned.entries.length === 0 && !scanned.warnings.length) {
    warnings.push({ code: 'no-entries', message: 'This text holds no BibTeX entries (an entry starts with @type{key, ...}).' });
  }
  return result;
}
