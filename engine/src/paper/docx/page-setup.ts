/**
 * The page every format shares (US Letter, 1-inch margins, double spacing, 0.5-inch indents) and the paper's font,
 * as data in the units the .docx speaks: twips (1/1440 inch) for lengths, half-points for sizes.
 */

/** One inch and half an inch in twips. */
export const INCH = 1440;
export const HALF_INCH = 720;

/** Word's line spacing in 240ths of a line: 480 is double, 240 single. */
export const DOUBLE_SPACED = 480;
export const SINGLE_SPACED = 240;

/**
 * US Letter with 1-inch margins on every side (APA 2.22, MLA 1.1, Turabian A.1.1). The header sits half an inch
 * from the top: where MLA puts the surname and page number, and Word's default, which APA's and Turabian's
 * samples keep.
 */
export const PAGE = {
  size: { width: 12240, height: 15840 },
  margin: { top: INCH, bottom: INCH, left: INCH, right: INCH, header: HALF_INCH, footer: HALF_INCH, gutter: 0 },
} as const;

/** The width text runs in: the page less its side margins (6.5 inches). */
export const TEXT_WIDTH = PAGE.size.width - PAGE.margin.left - PAGE.margin.right;

/** FontFamily of word-addin §3, by the names Word knows (Courier is Word's "Courier New", Trebuchet its "Trebuchet MS"). */
export const FONT_FAMILIES = {
  1: 'Arial',
  2: 'Courier New',
  3: 'Times New Roman',
  4: 'Trebuchet MS',
  5: 'Verdana',
} as const satisfies Record<number, string>;
export type FontFamilyId = keyof typeof FONT_FAMILIES;

/** The spec's default CitationFont: 1, Arial. */
export const DEFAULT_FONT_FAMILY: FontFamilyId = 1;

/**
 * 12 pt in every format and font. APA 2.19 also accepts 11 pt Arial or Calibri, but only as one choice among
 * 12 pt ones; MLA and Turabian ask for 12 pt, the issue fixes 12 pt, and an instructor who says "12-point" (most
 * do) is then satisfied whatever the font. One size also keeps a paper's length the same when its font changes.
 */
export const FONT_SIZE = 24;

/** The font a paper's CitationFont names; the spec's default (Arial) for a value it does not define. */
export function paperFont(citationFont: number | undefined): string {
  return Object.hasOwn(FONT_FAMILIES, citationFont ?? 0) ? FONT_FAMILIES[citationFont as FontFamilyId] : FONT_FAMILIES[DEFAULT_FONT_FAMILY];
}
