/** The formatting contract of DESIGN.md: references, bibliographies and citations in each format. */
import { EngineFailure } from '../result.js';
import type { FormatId } from '../formats.js';
import type { BibliographyEntry, CitationItem, Formatted } from '../model/citation-item.js';
import type { Reference } from '../model/reference.js';
import { apaBibliography, apaCitation, apaFormatReference } from './apa7/index.js';
import { mlaBibliography, mlaCitation, mlaFormatReference } from './mla9/index.js';
import { turabianBibliography, turabianCitation, turabianFormatReference } from './turabian9/index.js';

export interface CitationOptions {
  /** APA: "Author (Year)" instead of "(Author, Year)". */
  narrative?: boolean;
  /**
   * Every reference of the paper, so citations disambiguate (2020a, initials) as the reference list does.
   * Pass the same array for every citation of a paper: what the engine derives from it is kept per array.
   */
  context?: readonly Reference[];
  /** Turabian: "Ibid." as the subsequent note when the previous note cited the same single source (off by default). */
  ibid?: boolean;
  /** Turabian: the items of the previous note, for `ibid`. */
  previous?: readonly CitationItem[];
}

interface StyleFormatter {
  reference(ref: Reference): Formatted;
  bibliography(refs: readonly Reference[]): BibliographyEntry[];
  citation(items: readonly CitationItem[], opts: CitationOptions): { first: Formatted; subsequent: Formatted };
}

const FORMATTERS: Partial<Record<FormatId, StyleFormatter>> = {
  apa7: { reference: apaFormatReference, bibliography: apaBibliography, citation: apaCitation },
  mla9: { reference: mlaFormatReference, bibliography: mlaBibliography, citation: mlaCitation },
  turabian9: { reference: turabianFormatReference, bibliography: turabianBibliography, citation: turabianCitation },
};

function formatter(format: FormatId): StyleFormatter {
  const f = FORMATTERS[format];
  if (!f) throw new EngineFailure({ code: 'format-unavailable', message: `Formatting in ${format} is not available.` });
  return f;
}

/** One reference-list entry. Never throws for odd data: missing parts are left out. */
export function formatReference(ref: Reference, format: FormatId): Formatted {
  return formatter(format).reference(ref);
}

/** The reference list: sorted by the style's rules and disambiguated (APA 2020a/2020b). */
export function formatBibliography(refs: readonly Reference[], format: FormatId): Formatted[] {
  return formatBibliographyEntries(refs, format).map((entry) => entry.text);
}

/**
 * The reference list as `formatBibliography` makes it, each entry with its reference: for a paper, whose entries are
 * linked to their citations. References a style lists nowhere (APA personal communications, Turabian's notes-only
 * works) have no entry.
 */
export function formatBibliographyEntries(refs: readonly Reference[], format: FormatId): BibliographyEntry[] {
  return formatter(format).bibliography(refs);
}

/** A citation of one or more items: `first` for its first use, `subsequent` for later ones. */
export function formatCitation(items: readonly CitationItem[], format: FormatId, opts: CitationOptions = {}): { first: Formatted; subsequent: Formatted } {
  return formatter(format).citation(items, opts);
}
