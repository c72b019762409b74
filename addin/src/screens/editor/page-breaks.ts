/**
 * Where the paper's pages start, from the heights of its rendered blocks: a letter page's text is 9 in tall (11 in
 * less 1 in margins) at 96 px/in. Pure, so the rule is tested without a browser; the editor measures and draws.
 * Word's defaults stand in for what the .docx does: a paragraph splits between lines, keeping two lines on each
 * page (widow and orphan control); a heading stays with the block after it; figures, tables and reference entries
 * move to the next page whole; sections that start a page (the reference list, abstract, appendices) start one.
 */

/** A letter page's text height in CSS px. */
export const PAGE_TEXT_HEIGHT_PX = 9 * 96;

export interface PageBlock {
  /** Its height in px, from its top to the next block's top (margins included). */
  height: number;
  /** Starts a new page (the reference list, the abstract, an appendix, the text after a title page). */
  breakBefore?: boolean;
  /** A heading: goes to the next page with the start of the block after it rather than end a page. */
  keepWithNext?: boolean;
  /** A paragraph's line height: it may split between its lines. Without one, a block moves whole. */
  lineHeight?: number;
}

export interface PageStart {
  /** The page's number (0 for an unnumbered title page). */
  page: number;
  /** The block the page starts in, and how far into it (px; 0 at its top). */
  block: number;
  offset: number;
}

/** Word's widow and orphan control: a split paragraph keeps at least this many lines on each page. */
const MIN_LINES = 2;

export interface PageOptions {
  /** The text height of a page (px); letter paper by default. */
  pageHeight?: number;
  /** The first page's number: 1, or 0 when the title page is not numbered (Turabian). */
  firstPage?: number;
}

/** How much of a block's first part must stand on a page: two lines of a paragraph, or all of another block. */
const firstPart = (block: PageBlock) => (block.lineHeight ? Math.min(block.height, MIN_LINES * block.lineHeight) : block.height);

/**
 * Where a block placed from `offset` may end this page, `room` px being left on it: at a line of a paragraph, two
 * lines on each side, or nowhere (answers `offset`: it moves to the next page). On an empty page something must
 * stand, so a block taller than a page is cut at the page's foot.
 */
function cutAt(block: PageBlock, offset: number, room: number, emptyPage: boolean): number {
  const forced = emptyPage ? offset + room : offset;
  const lh = block.lineHeight;
  if (!lh) return forced;
  const left = Math.round((block.height - offset) / lh);
  let fit = Math.min(Math.floor(room / lh), left - MIN_LINES);
  if (fit < MIN_LINES) return emptyPage ? offset + Math.max(1, Math.floor(room / lh)) * lh : offset;
  return offset + fit * lh;
}

/** The pages' starts, first page first, for blocks in reading order. */
export function pageStarts(blocks: readonly PageBlock[], { pageHeight = PAGE_TEXT_HEIGHT_PX, firstPage = 1 }: PageOptions = {}): PageStart[] {
  const starts: PageStart[] = [{ page: firstPage, block: 0, offset: 0 }];
  let used = 0;
  const newPage = (block: number, offset: number) => {
    starts.push({ page: starts[starts.length - 1]!.page + 1, block, offset });
    used = 0;
  };
  blocks.forEach((block, index) => {
    const next = blocks[index + 1];
    const kept = block.keepWithNext && next && !next.breakBefore ? firstPart(next) : 0;
    if (used > 0 && (block.breakBefore || (block.height <= pageHeight - used && block.height + kept > pageHeight - used))) newPage(index, 0);
    let offset = 0;
    while (block.height - offset > pageHeight - used) {
      const cut = cutAt(block, offset, pageHeight - used, used === 0);
      newPage(index, cut);
      offset = cut;
    }
    used += block.height - offset;
  });
  return starts;
}

/** The page a block starts on (its first line's page). */
export function pageOfBlock(starts: readonly PageStart[], block: number): number {
  let page = starts[0]?.page ?? 1;
  for (const start of starts) {
    if (start.block > block || (start.block === block && start.offset > 0)) break;
    page = start.page;
  }
  return page;
}
