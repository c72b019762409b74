import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_HEIGHT_PX, pageOfBlock, pageStarts, type PageBlock } from './page-breaks';

/** Double-spaced 12 pt: 32 px a line, 27 lines a letter page. */
const LINE = 32;
const paragraph = (lines: number): PageBlock => ({ height: lines * LINE, lineHeight: LINE });
const pages = (blocks: PageBlock[], firstPage?: number) => pageStarts(blocks, { firstPage }).map(({ page, block, offset }) => [page, block, offset / LINE]);

describe('pageStarts', () => {
  it('measures a letter page as 9 inches of text at 96 px an inch', () => {
    expect(PAGE_TEXT_HEIGHT_PX).toBe(27 * LINE);
  });

  it('keeps a short paper on page 1', () => {
    expect(pages([paragraph(5), paragraph(10)])).toEqual([[1, 0, 0]]);
  });

  it('splits a paragraph between lines where the page is full', () => {
    // 20 lines, then a 15-line paragraph: 7 lines fit, the 8th line starts page 2.
    expect(pages([paragraph(20), paragraph(15)])).toEqual([[1, 0, 0], [2, 1, 7]]);
  });

  it('never leaves one line of a paragraph alone at the foot or the top of a page', () => {
    // Only 1 line left on page 1: the whole paragraph moves.
    expect(pages([paragraph(26), paragraph(6)])).toEqual([[1, 0, 0], [2, 1, 0]]);
    // 3 lines fit, but the 4-line paragraph's last line would stand alone: two lines go over.
    expect(pages([paragraph(24), paragraph(4)])).toEqual([[1, 0, 0], [2, 1, 2]]);
  });

  it('runs a long paragraph over as many pages as it takes', () => {
    expect(pages([paragraph(60)])).toEqual([[1, 0, 0], [2, 0, 27], [3, 0, 54]]);
  });

  it('starts the reference list, the abstract or an appendix on a new page however little the page before holds', () => {
    expect(pages([paragraph(3), { height: LINE, breakBefore: true, keepWithNext: true }, { height: 2 * LINE }])).toEqual([[1, 0, 0], [2, 1, 0]]);
  });

  it('takes a heading to the next page with the start of the paragraph after it', () => {
    expect(pages([paragraph(25), { ...paragraph(1), keepWithNext: true }, paragraph(5)])).toEqual([[1, 0, 0], [2, 1, 0]]);
  });

  it('moves a figure that does not fit to the next page whole, and cuts one taller than a page at its foot', () => {
    expect(pages([paragraph(20), { height: 10 * LINE }])).toEqual([[1, 0, 0], [2, 1, 0]]);
    expect(pages([{ height: 30 * LINE }])).toEqual([[1, 0, 0], [2, 0, 27]]);
  });

  it('numbers from 0 when the title page is not numbered (Turabian), so the text starts on page 1', () => {
    expect(pages([{ height: 20 * LINE }, { ...paragraph(3), breakBefore: true }], 0)).toEqual([[0, 0, 0], [1, 1, 0]]);
  });

  it('answers the page a block starts on: a block split across pages starts on the earlier one', () => {
    const starts = pageStarts([paragraph(20), paragraph(15), paragraph(27), { height: LINE, breakBefore: true }]);
    expect([0, 1, 2, 3].map((block) => pageOfBlock(starts, block))).toEqual([1, 1, 2, 4]);
  });
});
