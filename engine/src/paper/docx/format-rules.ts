/**
 * What each format's manual asks of a paper's typography, as data: heading levels, section titles, the reference
 * list's spacing, captions, block quotes and notes. The .docx styles and blocks read these.
 */
import type { FormatId } from '../../formats.js';
import { DOUBLE_SPACED, SINGLE_SPACED } from './page-setup.js';

export interface HeadingRule {
  align: 'center' | 'left';
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** Indented half an inch as a paragraph is. */
  indent?: boolean;
  /** Run in: the heading opens its paragraph's first line and ends with a period (APA levels 4-5, Turabian 5). */
  runIn?: boolean;
  /** Extra space before the heading, in twips. */
  spaceBefore?: number;
}

export interface CaptionRule {
  /** Whether the caption stands above or below the figure or table. */
  placement: 'above' | 'below';
  /** 'stacked': the label on its own line (bold), the title under it (italic), APA 7.4; 'inline': "Table 1. Title". */
  layout: 'stacked' | 'inline';
}

export interface FormatRules {
  headings: readonly [HeadingRule, HeadingRule, HeadingRule, HeadingRule, HeadingRule];
  /** The paper's title at the top of its first page of text. */
  paperTitle: { bold: boolean };
  /** "References", "Works Cited", "Abstract", an appendix's label: centred, bold or not, then space. */
  sectionTitle: { bold: boolean; spaceAfter: number };
  /** The reference list's entries: line spacing and the space between entries. */
  referenceEntry: { line: number; spaceAfter: number };
  blockQuote: { line: number; spaceAround: number };
  /**
   * Footnotes: line spacing, the space between notes, first line indented or not, and whether the note starts
   * with its number full size and a period ("1. ", Turabian 16.3.2) instead of Word's superscript.
   */
  note: { line: number; spaceAfter: number; indent: boolean; fullSizeNumber: boolean };
  figure: CaptionRule;
  table: CaptionRule;
  contentsTitle: string;
  /** What opens the note under a figure or table: APA's italic "Note." (7.14); MLA and Turabian print the note as written. */
  noteLabel: string;
  /** What the header prints before the page number (APA 7 professional papers add their running head). */
  headerLead: 'none' | 'surname';
}

/** APA 7: Publication Manual 2.18-2.27 (headings 2.27, table 5, figures and tables 7.4-7.28). */
const APA7: FormatRules = {
  headings: [
    { align: 'center', bold: true },
    { align: 'left', bold: true },
    { align: 'left', bold: true, italic: true },
    { align: 'left', bold: true, indent: true, runIn: true },
    { align: 'left', bold: true, italic: true, indent: true, runIn: true },
  ],
  paperTitle: { bold: true },
  sectionTitle: { bold: true, spaceAfter: 0 },
  referenceEntry: { line: DOUBLE_SPACED, spaceAfter: 0 },
  blockQuote: { line: DOUBLE_SPACED, spaceAround: 0 },
  note: { line: SINGLE_SPACED, spaceAfter: 0, indent: true, fullSizeNumber: false },
  figure: { placement: 'above', layout: 'stacked' },
  table: { placement: 'above', layout: 'stacked' },
  contentsTitle: 'Table of Contents',
  noteLabel: 'Note.',
  headerLead: 'none',
};

/**
 * MLA 9: the Handbook leaves heading styles to the writer as long as levels differ; these are the MLA Style
 * Center's suggestion (bold, italic, centred bold, centred italic, underlined). Tables are labelled above, figures
 * captioned below ("Fig. 1. ..."), Works Cited titled plain and centred (Handbook 1.1-1.7).
 */
const MLA9: FormatRules = {
  headings: [
    { align: 'left', bold: true },
    { align: 'left', italic: true },
    { align: 'center', bold: true },
    { align: 'center', italic: true },
    { align: 'left', underline: true },
  ],
  paperTitle: { bold: false },
  sectionTitle: { bold: false, spaceAfter: 0 },
  referenceEntry: { line: DOUBLE_SPACED, spaceAfter: 0 },
  blockQuote: { line: DOUBLE_SPACED, spaceAround: 0 },
  note: { line: DOUBLE_SPACED, spaceAfter: 0, indent: true, fullSizeNumber: false },
  figure: { placement: 'below', layout: 'inline' },
  table: { placement: 'above', layout: 'stacked' },
  contentsTitle: 'Table of Contents',
  noteLabel: '',
  headerLead: 'surname',
};

/**
 * Turabian 9 (A.2.2.4 subheadings, A.2.3 back matter, 16.1.2 and 16.3 notes and bibliography, 25.2 block quotes):
 * notes and bibliography entries single-spaced with a blank line between them, two blank lines under the
 * bibliography's title, block quotes single-spaced with a blank line around them.
 */
const TURABIAN9: FormatRules = {
  headings: [
    { align: 'center', bold: true, spaceBefore: SINGLE_SPACED },
    { align: 'center', spaceBefore: SINGLE_SPACED },
    { align: 'left', bold: true, spaceBefore: SINGLE_SPACED },
    { align: 'left', spaceBefore: SINGLE_SPACED },
    { align: 'left', bold: true, indent: true, runIn: true },
  ],
  paperTitle: { bold: true },
  sectionTitle: { bold: false, spaceAfter: 2 * SINGLE_SPACED },
  referenceEntry: { line: SINGLE_SPACED, spaceAfter: SINGLE_SPACED },
  blockQuote: { line: SINGLE_SPACED, spaceAround: SINGLE_SPACED },
  note: { line: SINGLE_SPACED, spaceAfter: SINGLE_SPACED, indent: true, fullSizeNumber: true },
  figure: { placement: 'below', layout: 'inline' },
  table: { placement: 'above', layout: 'inline' },
  contentsTitle: 'Contents',
  noteLabel: '',
  headerLead: 'none',
};

/** The rules by format: a legacy format's paper is laid out in its successor's (layoutPaper does the same). */
export const FORMAT_RULES = {
  apa7: APA7,
  apa6: APA7,
  mla9: MLA9,
  mla8: MLA9,
  turabian9: TURABIAN9,
} as const satisfies Record<FormatId, FormatRules>;
