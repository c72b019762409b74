/** Candidate values: what one metadata source on a page says about one field, and how far that source is trusted. */
import type { CslDate, CslName } from '../csl/csl-item.js';

/** Where a value was read. */
export const METADATA_SOURCES = [
  'highwire', 'prism', 'dublin-core', 'json-ld', 'microdata', 'coins', 'open-graph', 'twitter', 'html', 'url', 'body',
] as const;
export type MetadataSource = (typeof METADATA_SOURCES)[number];

/**
 * How far each source is trusted, 0 to 1: publisher-written citation tags first, social-sharing tags after,
 * guesses from the title and the body last. The weight is the confidence of a value no other source confirms.
 */
export const SOURCE_WEIGHTS: Record<MetadataSource, number> = {
  highwire: 0.95,
  prism: 0.9,
  'json-ld': 0.85,
  coins: 0.8,
  'dublin-core': 0.8,
  microdata: 0.75,
  'open-graph': 0.7,
  url: 0.7,
  twitter: 0.6,
  html: 0.5,
  body: 0.35,
};

/**
 * The fields candidates are given for: CSL variable names, plus `site-name` (the website, which becomes the
 * container or the publisher depending on the type) and `arxiv` (no CSL variable).
 */
export type CandidateField =
  | 'title' | 'author' | 'editor' | 'container-title' | 'container-title-short' | 'collection-title' | 'site-name'
  | 'issued' | 'volume' | 'issue' | 'page' | 'number' | 'chapter-number' | 'edition' | 'version' | 'genre' | 'medium'
  | 'publisher' | 'publisher-place' | 'DOI' | 'ISBN' | 'ISSN' | 'URL' | 'PMID' | 'PMCID' | 'arxiv'
  | 'abstract' | 'language' | 'dimensions';

export type CandidateValue = string | CslName[] | CslDate;

export interface Candidate {
  field: CandidateField;
  value: CandidateValue;
  source: MetadataSource;
  /** The source's weight, sometimes lowered for a weaker tag of that source (an online date beside a print date). */
  weight: number;
}

/** A small collector each reader uses: adds a value when it is not empty, at the source's weight times `factor`. */
export function collector(source: MetadataSource) {
  const out: Candidate[] = [];
  const add = (field: CandidateField, value: CandidateValue | undefined, factor = 1) => {
    if (value === undefined) return;
    if (typeof value === 'string' && !value.trim()) return;
    if (Array.isArray(value) && value.length === 0) return;
    out.push({ field, value: typeof value === 'string' ? value.trim() : value, source, weight: Math.round(SOURCE_WEIGHTS[source] * factor * 100) / 100 });
  };
  return { out, add };
}
