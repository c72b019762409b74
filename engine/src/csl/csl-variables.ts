/** The CSL 1.0.2 variable names, and where Ibid keeps what CSL has no variable for. */

/** Ibid's own data inside CSL's `custom` object: the type id and fields CSL lacks, so a round trip keeps them. */
export const IBID_CUSTOM_KEY = 'ibid';

export interface IbidCustom {
  typeId?: number;
  fields?: Record<string, unknown>;
  /** Per name, keyed "variable.index" ("author.0"): what CSL names cannot hold. */
  names?: Record<string, { handle?: string; abbreviation?: string }>;
}

export const CSL_STANDARD_VARIABLES = new Set([
  'abstract', 'annote', 'archive', 'archive_collection', 'archive_location', 'archive-place', 'authority',
  'call-number', 'chapter-number', 'citation-key', 'citation-label', 'citation-number', 'collection-number',
  'collection-title', 'container-title', 'container-title-short', 'dimensions', 'division', 'DOI', 'edition',
  'event', 'event-title', 'event-place', 'first-reference-note-number', 'genre', 'ISBN', 'ISSN', 'issue',
  'jurisdiction', 'keyword', 'language', 'license', 'locator', 'medium', 'note', 'number', 'number-of-pages',
  'number-of-volumes', 'original-publisher', 'original-publisher-place', 'original-title', 'page', 'page-first',
  'part', 'part-title', 'PMCID', 'PMID', 'printing', 'publisher', 'publisher-place', 'references',
  'reviewed-genre', 'reviewed-title', 'scale', 'section', 'source', 'status', 'supplement', 'title',
  'title-short', 'URL', 'version', 'volume', 'volume-title', 'year-suffix',
  'accessed', 'available-date', 'event-date', 'issued', 'original-date', 'submitted',
]);
