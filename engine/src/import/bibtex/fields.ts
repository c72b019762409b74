/**
 * BibTeX and BibLaTeX fields to CSL variables and back, as tables. How a value is read: `title` keeps case
 * hints and styles, `text` is plain, `verbatim` is a link or identifier, `names` a name list.
 */

export type FieldReading = 'title' | 'text' | 'verbatim' | 'names';

export interface FieldRule {
  csl: string;
  read: FieldReading;
  /** Used only when the entry has no value for `csl` from an earlier field (a fallback, such as `school` for publisher). */
  fallback?: boolean;
}

/**
 * Fields read straight into one CSL variable. Dates, `number`, `eprint`, subtitles, `note`, `keywords`,
 * `type` and the `editora`… roles need the entry as a whole and are read in `import.ts`.
 */
export const FIELD_RULES: Readonly<Record<string, FieldRule>> = {
  title: { csl: 'title', read: 'title' },
  shorttitle: { csl: 'title-short', read: 'title' },
  booktitle: { csl: 'container-title', read: 'title' },
  journal: { csl: 'container-title', read: 'title' },
  journaltitle: { csl: 'container-title', read: 'title' },
  shortjournal: { csl: 'container-title-short', read: 'title' },
  journalabbr: { csl: 'container-title-short', read: 'title' },
  maintitle: { csl: 'container-title', read: 'title', fallback: true },
  series: { csl: 'collection-title', read: 'title' },
  origtitle: { csl: 'original-title', read: 'title' },
  eventtitle: { csl: 'event-title', read: 'title' },
  venue: { csl: 'event-place', read: 'text' },
  edition: { csl: 'edition', read: 'text' },
  volume: { csl: 'volume', read: 'text' },
  volumes: { csl: 'number-of-volumes', read: 'text' },
  issue: { csl: 'issue', read: 'text' },
  pages: { csl: 'page', read: 'text' },
  pagetotal: { csl: 'number-of-pages', read: 'text' },
  chapter: { csl: 'chapter-number', read: 'text' },
  version: { csl: 'version', read: 'text' },
  publisher: { csl: 'publisher', read: 'text' },
  school: { csl: 'publisher', read: 'text', fallback: true },
  institution: { csl: 'publisher', read: 'text', fallback: true },
  organization: { csl: 'publisher', read: 'text', fallback: true },
  address: { csl: 'publisher-place', read: 'text' },
  location: { csl: 'publisher-place', read: 'text' },
  language: { csl: 'language', read: 'text' },
  langid: { csl: 'language', read: 'text', fallback: true },
  abstract: { csl: 'abstract', read: 'text' },
  archive: { csl: 'archive', read: 'text' },
  library: { csl: 'archive', read: 'text', fallback: true },
  archivelocation: { csl: 'archive_location', read: 'text' },
  doi: { csl: 'DOI', read: 'verbatim' },
  isbn: { csl: 'ISBN', read: 'verbatim' },
  issn: { csl: 'ISSN', read: 'verbatim' },
  url: { csl: 'URL', read: 'verbatim' },
  pmid: { csl: 'PMID', read: 'verbatim' },
  pmcid: { csl: 'PMCID', read: 'verbatim' },
  author: { csl: 'author', read: 'names' },
  editor: { csl: 'editor', read: 'names' },
  translator: { csl: 'translator', read: 'names' },
  bookauthor: { csl: 'container-author', read: 'names' },
  illustrator: { csl: 'illustrator', read: 'names' },
  director: { csl: 'director', read: 'names' },
  producer: { csl: 'producer', read: 'names' },
  composer: { csl: 'composer', read: 'names' },
  compiler: { csl: 'compiler', read: 'names' },
  organizer: { csl: 'organizer', read: 'names' },
  performer: { csl: 'performer', read: 'names' },
  interviewer: { csl: 'interviewer', read: 'names' },
  holder: { csl: 'contributor', read: 'names' },
};

/** Fields the importer reads as a whole entry (dates, numbers, eprints, notes, roles); never "unknown". */
export const ENTRY_FIELDS: ReadonlySet<string> = new Set([
  'year', 'month', 'day', 'date', 'urldate', 'eventdate', 'origdate', 'origyear', 'number', 'eprint', 'eprinttype',
  'archiveprefix', 'primaryclass', 'eprintclass', 'subtitle', 'booksubtitle', 'journalsubtitle', 'mainsubtitle',
  'note', 'annote', 'annotation', 'keywords', 'type', 'howpublished', 'crossref', 'xdata', 'entrysubtype',
  'editora', 'editorb', 'editorc', 'editortype', 'editoratype', 'editorbtype', 'editorctype', 'related', 'relatedtype',
]);

/** BibLaTeX editor types (`editoratype = {director}`) to CSL name variables. */
export const EDITOR_TYPES: Readonly<Record<string, string>> = {
  editor: 'editor', compiler: 'compiler', organizer: 'organizer', director: 'director', producer: 'producer',
  translator: 'translator', collaborator: 'contributor', redactor: 'editor', reviser: 'editor', founder: 'contributor',
  continuator: 'contributor', chair: 'chair', host: 'host', narrator: 'narrator', curator: 'curator',
  series: 'collection-editor', illustrator: 'illustrator', performer: 'performer', composer: 'composer',
};

/** Entry types whose `number` is an issue (journals) or a series number (books); others keep CSL `number`. */
// biblatex's @review is a kind of @article (biblatex manual 2.1.1): its number is the journal's issue too.
export const NUMBER_IS_ISSUE: ReadonlySet<string> = new Set(['article', 'review', 'periodical', 'suppperiodical']);
export const NUMBER_IS_SERIES_NUMBER: ReadonlySet<string> = new Set([
  'book', 'mvbook', 'inbook', 'bookinbook', 'suppbook', 'booklet', 'collection', 'mvcollection', 'incollection',
  'suppcollection', 'proceedings', 'mvproceedings', 'inproceedings', 'conference', 'reference', 'mvreference',
  'inreference',
]);

/** CSL variables written on export, in the order BibTeX files usually list them; names come first. */
export const EXPORT_FIELDS: readonly { csl: string; field: string; read: FieldReading }[] = [
  { csl: 'title', field: 'title', read: 'title' },
  { csl: 'title-short', field: 'shorttitle', read: 'title' },
  { csl: 'original-title', field: 'origtitle', read: 'title' },
  { csl: 'collection-title', field: 'series', read: 'title' },
  { csl: 'event-title', field: 'eventtitle', read: 'title' },
  { csl: 'event-place', field: 'venue', read: 'text' },
  { csl: 'edition', field: 'edition', read: 'text' },
  { csl: 'volume', field: 'volume', read: 'text' },
  { csl: 'number-of-volumes', field: 'volumes', read: 'text' },
  { csl: 'chapter-number', field: 'chapter', read: 'text' },
  { csl: 'number-of-pages', field: 'pagetotal', read: 'text' },
  { csl: 'version', field: 'version', read: 'text' },
  { csl: 'genre', field: 'type', read: 'text' },
  { csl: 'language', field: 'language', read: 'text' },
  { csl: 'archive', field: 'archive', read: 'text' },
  { csl: 'archive_location', field: 'archivelocation', read: 'text' },
  { csl: 'DOI', field: 'doi', read: 'verbatim' },
  { csl: 'ISBN', field: 'isbn', read: 'verbatim' },
  { csl: 'ISSN', field: 'issn', read: 'verbatim' },
  { csl: 'URL', field: 'url', read: 'verbatim' },
  { csl: 'PMID', field: 'pmid', read: 'verbatim' },
  { csl: 'PMCID', field: 'pmcid', read: 'verbatim' },
  { csl: 'abstract', field: 'abstract', read: 'text' },
];

/** CSL name variables written on export, as BibTeX fields; other roles go to `editora`… with a type. */
export const EXPORT_NAME_FIELDS: Readonly<Record<string, string>> = {
  author: 'author',
  editor: 'editor',
  translator: 'translator',
  'container-author': 'bookauthor',
};
