/**
 * The field dictionary: every field a reference's `data` can hold, with its label, its kind and the
 * CSL variable it maps to. The data schema, the CSL mapping and the forms all derive from this table.
 */

/** How a field is entered and stored. */
export const FIELD_KINDS = [
  'text', 'long-text', 'title', 'contributors', 'date', 'pages', 'publishers',
  'doi', 'isbns', 'issn', 'url', 'pmid', 'pmcid', 'arxiv', 'choice',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldDefinition {
  label: string;
  kind: FieldKind;
  /** The CSL-JSON variable; absent when CSL has none (the field travels in CSL's `custom`). */
  csl?: string;
  /** The allowed values of a `choice` field. */
  options?: readonly string[];
  /** Help shown under the field. */
  help?: string;
}

export const FIELDS = {
  contributors: { label: 'Contributors', kind: 'contributors' },
  title: { label: 'Title', kind: 'title', csl: 'title' },
  shortTitle: { label: 'Short title', kind: 'title', csl: 'title-short', help: 'Used in citations when the title is long.' },
  originalTitle: { label: 'Original title', kind: 'title', csl: 'original-title' },
  translatedTitle: { label: 'Title in English', kind: 'title', help: 'A translation of a title not in English, shown in square brackets.' },
  containerTitle: { label: 'Container title', kind: 'title', csl: 'container-title' },
  // What an import, a lookup or a capture gave before its Title Case was made sentence case (csl/imported-titles.ts):
  // kept so the writer can put it back, and a sign to check the change until the reference is saved.
  titleAsImported: { label: 'Title as imported', kind: 'title' },
  containerTitleAsImported: { label: 'Container title as imported', kind: 'title' },
  reviewedTitleAsImported: { label: 'Reviewed title as imported', kind: 'title' },
  containerTitleShort: { label: 'Abbreviated container title', kind: 'title', csl: 'container-title-short' },
  collectionTitle: { label: 'Series title', kind: 'title', csl: 'collection-title' },
  collectionNumber: { label: 'Series number', kind: 'text', csl: 'collection-number' },
  edition: { label: 'Edition', kind: 'text', csl: 'edition' },
  volume: { label: 'Volume', kind: 'text', csl: 'volume' },
  numberOfVolumes: { label: 'Number of volumes', kind: 'text', csl: 'number-of-volumes' },
  issue: { label: 'Issue', kind: 'text', csl: 'issue' },
  pages: { label: 'Pages', kind: 'pages', csl: 'page' },
  numberOfPages: { label: 'Number of pages', kind: 'text', csl: 'number-of-pages' },
  number: { label: 'Number', kind: 'text', csl: 'number' },
  chapterNumber: { label: 'Chapter number', kind: 'text', csl: 'chapter-number' },
  section: { label: 'Section', kind: 'text', csl: 'section' },
  genre: { label: 'Description', kind: 'text', csl: 'genre' },
  medium: { label: 'Format', kind: 'text', csl: 'medium' },
  version: { label: 'Version', kind: 'text', csl: 'version' },
  issued: { label: 'Publication date', kind: 'date', csl: 'issued' },
  accessed: { label: 'Retrieval date', kind: 'date', csl: 'accessed' },
  originalDate: { label: 'Original publication date', kind: 'date', csl: 'original-date' },
  eventDate: { label: 'Event date', kind: 'date', csl: 'event-date' },
  submitted: { label: 'Filing date', kind: 'date', csl: 'submitted' },
  publishers: { label: 'Publishers', kind: 'publishers', csl: 'publisher' },
  reviewedTitle: { label: 'Title of the reviewed work', kind: 'title', csl: 'reviewed-title' },
  reviewedGenre: { label: 'Kind of reviewed work', kind: 'text', csl: 'reviewed-genre', help: 'book, film, album, exhibition...' },
  eventTitle: { label: 'Event name', kind: 'title', csl: 'event-title' },
  eventPlace: { label: 'Event location', kind: 'text', csl: 'event-place' },
  archive: { label: 'Archive or database', kind: 'text', csl: 'archive' },
  archivePlace: { label: 'Archive location (city)', kind: 'text', csl: 'archive-place' },
  archiveLocation: { label: 'Location in the archive', kind: 'text', csl: 'archive_location' },
  source: { label: 'Database or platform', kind: 'text', csl: 'source' },
  authority: { label: 'Court or issuing body', kind: 'text', csl: 'authority' },
  jurisdiction: { label: 'Jurisdiction', kind: 'text', csl: 'jurisdiction' },
  dimensions: { label: 'Length or dimensions', kind: 'text', csl: 'dimensions' },
  scale: { label: 'Scale', kind: 'text', csl: 'scale' },
  language: { label: 'Language', kind: 'text', csl: 'language' },
  abstract: { label: 'Abstract', kind: 'long-text', csl: 'abstract' },
  status: { label: 'Publication status', kind: 'text', csl: 'status' },
  doi: { label: 'DOI', kind: 'doi', csl: 'DOI' },
  isbns: { label: 'ISBN', kind: 'isbns', csl: 'ISBN' },
  issn: { label: 'ISSN', kind: 'issn', csl: 'ISSN' },
  url: { label: 'URL', kind: 'url', csl: 'URL' },
  pmid: { label: 'PMID', kind: 'pmid', csl: 'PMID' },
  pmcid: { label: 'PMCID', kind: 'pmcid', csl: 'PMCID' },
  arxiv: { label: 'arXiv ID', kind: 'arxiv' },
  interviewKind: {
    label: 'Kind of interview',
    kind: 'choice',
    options: ['published', 'personal', 'archival'],
    help: 'A personal interview (one you did yourself, not recoverable by readers) is cited as a personal communication.',
  },
} as const satisfies Record<string, FieldDefinition>;

export type FieldName = keyof typeof FIELDS;
export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];

export function isFieldName(name: unknown): name is FieldName {
  return typeof name === 'string' && Object.hasOwn(FIELDS, name);
}
