/**
 * What `layoutPaper` answers: everything the editors and the .docx writer print that is computed, not typed
 * (citation texts, note numbers, figure/table/appendix labels, the reference list), with warnings as data.
 */
import type { FormatId } from '../formats.js';
import type { Formatted } from '../model/citation-item.js';
import type { AnnotationNode } from './schema.js';

/** One citation atom, laid out. */
export interface CitationLayout {
  citationUniqueID: string;
  /** Whether this citation is the first of at least one of its references in the paper, in document order (a new source gets its full note). */
  use: 'first' | 'subsequent';
  /**
   * What stands in the text: APA and MLA the in-text citation ("(Smith, 2020, p. 4)"), chosen by `use`, with the
   * atom's prefix and suffix inside the parentheses; Turabian the note's number as text ("1").
   */
  text: Formatted;
  /** Both forms, for the citation form's preview and Advanced Editing. */
  first: Formatted;
  subsequent: Formatted;
  /** Turabian: the footnote's number and text (full note on first use, short note after). */
  note?: { number: number; text: Formatted };
  /** Unique ids of the cited references that the paper does not hold: printed as "[missing reference]". */
  missing: string[];
}

/** A footnote in document order: a Turabian citation's note or a typed footnote. */
export interface FootnoteLayout {
  number: number;
  /** The citation atom it belongs to, or absent for a typed footnote. */
  citationUniqueID?: string;
  text: Formatted;
}

/** A numbered element: "Figure 1", "Table 2", "Appendix A", "Figure A1" (a figure inside Appendix A, APA 7.6). */
export interface ElementLabel {
  id: string;
  kind: 'figure' | 'table' | 'appendix';
  label: string;
}

/** One reference-list entry. */
export interface ReferenceEntryLayout {
  referenceUniqueID: string;
  text: Formatted;
  /** Whether the paper's text cites it (the list still holds every reference of the paper, as the add-in's does). */
  cited: boolean;
  /** The bookmark name each citation's link points at in the .docx (`ibid_ref_<n>`, Word's 40-character limit). */
  anchor: string;
  /** Annotated bibliographies: the annotation typed under the entry, when there is one. */
  annotation?: AnnotationNode;
}

export type PaperWarningCode =
  | 'missing-reference'
  | 'uncited-reference'
  | 'archived-reference'
  | 'deleted-reference'
  | 'legacy-format'
  | 'duplicate-citation-id'
  | 'orphan-annotation';

export interface PaperWarning {
  code: PaperWarningCode;
  message: string;
  citationUniqueID?: string;
  referenceUniqueID?: string;
}

/** The laid-out paper. */
export interface PaperLayout {
  paperTypeID: number;
  /** The format the paper is formatted in: a legacy paper type's successor (APA 6 in APA 7), see `legacy-format`. */
  format: FormatId;
  /** Citation atoms by citationUniqueID, and their ids in document order. */
  citations: Record<string, CitationLayout>;
  citationOrder: string[];
  footnotes: FootnoteLayout[];
  /** Figure, table and appendix labels by node id. */
  labels: Record<string, ElementLabel>;
  referenceList: { title: string; entries: ReferenceEntryLayout[] };
  warnings: PaperWarning[];
}
