/** What a citation cites: one reference, where in it, and which parts the writer wants shown (word-addin §3). */
import type { CitationLocation } from './location.js';
import type { Reference } from './reference.js';

export interface CitationItem {
  reference: Reference;
  location?: CitationLocation;
  /** Show the contributor's name (the spec's namePart); on unless set to false. */
  namePart?: boolean;
  /** Show the date (the spec's datePart); on unless set to false. MLA forces it on. */
  datePart?: boolean;
}

/** Formatted output: `html` carries only <i>…</i> (and <sup> for notes) with entities escaped. */
export interface Formatted {
  text: string;
  html: string;
}

/** One entry of a formatted reference list, with the reference it is made from. */
export interface BibliographyEntry {
  reference: Reference;
  text: Formatted;
}
