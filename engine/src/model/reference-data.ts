/** A reference's `data`: the field dictionary's fields, each holding a value of its kind. */
import type { Contributor } from './contributor.js';
import type { FIELDS, FieldKind, FieldName } from './fields.js';
import type { Pages } from './page-range.js';
import type { PartialDate } from './partial-date.js';
import type { Publisher } from './publisher.js';

/** What a field of each kind holds (identifiers normalised: a DOI without its link, an ISBN's digits). */
interface KindValues {
  text: string;
  'long-text': string;
  title: string;
  contributors: Contributor[];
  date: PartialDate;
  pages: Pages;
  publishers: Publisher[];
  doi: string;
  isbns: string[];
  issn: string;
  url: string;
  pmid: string;
  pmcid: string;
  arxiv: string;
  choice: string;
}

type KindValue<K extends FieldKind> = KindValues[K];

/** Every field optional; reference-data-schema.ts checks and normalises data from outside. */
export type ReferenceData = { [F in FieldName]?: KindValue<(typeof FIELDS)[F]['kind']> };

/** Blank strings and empty lists are absent fields: forms send them, storage does not keep them. */
export function dropEmptyFields(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0)),
  );
}
