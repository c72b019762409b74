/**
 * The paper's pages as the editor last measured them (pagination.ts), and its table of contents' headings: what the
 * page markers, the page header and the table of contents draw. Decoration only: nothing of it is saved.
 */
import type { Node as PmNode } from '@tiptap/pm/model';

/** The heading levels a table of contents lists (Word's TOC field in the .docx: heading styles 1-3). */
const CONTENTS_LEVELS = 3;

export interface ContentsHeading {
  text: string;
  level: number;
}

export interface PageBreakMark {
  /** Where the page starts, in px below the top of the paper's text. */
  top: number;
  page: number;
}

export interface PaperPages {
  /** The first page's number: 1, or 0 for an unnumbered title page (Turabian). */
  firstPage: number;
  /** Every page after the first. */
  breaks: PageBreakMark[];
  /** The table of contents' headings, in reading order, each with the page it starts on once measured. */
  headings: (ContentsHeading & { page: number | undefined })[];
}

export interface PagesStore {
  current(): PaperPages;
  subscribe(listener: () => void): () => void;
  /** Sets what was measured; listeners hear of it only when it differs. */
  set(next: PaperPages): void;
}

export function createPagesStore(): PagesStore {
  let pages: PaperPages = { firstPage: 1, breaks: [], headings: [] };
  let key = JSON.stringify(pages);
  const listeners = new Set<() => void>();
  return {
    current: () => pages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      const nextKey = JSON.stringify(next);
      if (nextKey === key) return;
      pages = next;
      key = nextKey;
      for (const listener of listeners) listener();
    },
  };
}

/** A paragraph's heading level when the table of contents lists it, else undefined. */
export function contentsLevel(node: PmNode): number | undefined {
  if (node.type.name !== 'paragraph') return undefined;
  const level = Number(/^Heading([1-9])$/.exec(node.attrs.style as string)?.[1]);
  return level >= 1 && level <= CONTENTS_LEVELS ? level : undefined;
}

/**
 * The headings the table of contents lists, in reading order, with their positions: level 1-3 headings of the body
 * and the appendices (an appendix's first paragraph is its title, set as a section title in the .docx, not a heading).
 */
function eachContentsHeading(doc: PmNode, visit: (node: PmNode, level: number, pos: number) => void): void {
  const add = (node: PmNode, pos: number) => {
    const level = contentsLevel(node);
    if (level) visit(node, level, pos);
  };
  doc.forEach((node, pos) => {
    if (node.type.name === 'appendix') node.forEach((child, offset, index) => index > 0 && add(child, pos + 1 + offset));
    else add(node, pos);
  });
}

/** The table of contents' headings, in reading order. */
export function contentsHeadings(doc: PmNode): ContentsHeading[] {
  const headings: ContentsHeading[] = [];
  eachContentsHeading(doc, (node, level) => headings.push({ text: node.textContent, level }));
  return headings;
}

/** Where the table of contents' heading of this index starts in the document, if it is there. */
export function contentsHeadingPos(doc: PmNode, index: number): number | undefined {
  const positions: number[] = [];
  eachContentsHeading(doc, (_node, _level, pos) => positions.push(pos));
  return positions[index];
}
