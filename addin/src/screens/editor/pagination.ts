/**
 * The page breaks of the paper as it prints: the editor's rendered blocks are measured against a letter page
 * (`pageStarts`) and each page's start is marked over the text with its header (running head or surname, page
 * number). The marks are an overlay beside ProseMirror's DOM, never part of the document, and they take no room,
 * so drawing them never moves what was measured.
 *
 * Typing stays fast: nothing is measured per keystroke. A ResizeObserver on the text tells when its height changed
 * (a line more or less, a figure loaded, a wider window, a format switch), and a change of the blocks themselves
 * (one added, removed or restyled) asks too; either measures once, in the next animation frame.
 */
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { getPaperType, pageHeaderLead, referenceListStartsPage, titlePageLines } from '@ibid/engine/paper';
import { editorTitlePage } from '../../host/web-host';
import { isFrontMatter } from './first-page-title';
import { pageOfBlock, pageStarts, type PageBlock } from './page-breaks';
import { contentsHeadings, contentsLevel, type PagesStore, type PaperPages } from './paper-pages';

interface Piece {
  el: Element;
  block: PageBlock;
  /** One of the table of contents' headings (in `contentsHeadings` order). */
  heading: boolean;
}

/** The parts the paper's pages are made of, in reading order, with the page rules of each (not yet measured). */
function paperPieces(view: EditorView): { pieces: Piece[]; firstPage: number } {
  const { doc } = view.state;
  const paperTypeID = doc.attrs.paperTypeID as number;
  const pieces: Piece[] = [];
  let firstPage = 1;
  let breakNext = false;
  const lineHeights = new Map<string, number>();
  const lineHeightOf = (el: HTMLElement) => {
    const key = `${el.parentElement?.className ?? ''}|${el.dataset.style ?? ''}`;
    if (!lineHeights.has(key)) lineHeights.set(key, parseFloat(getComputedStyle(el).lineHeight) || 0);
    return lineHeights.get(key) || undefined;
  };
  const push = (el: Element | null | undefined, rules: Omit<PageBlock, 'height'>, heading = false) => {
    if (!el) return;
    pieces.push({ el, block: { height: 0, ...rules, ...(breakNext && { breakBefore: true }) }, heading });
    breakNext = false;
  };
  const block = (node: PmNode, el: HTMLElement | null, heading: boolean) => {
    if (!el) return;
    if (node.type.name !== 'paragraph') return push(el, {});
    push(el, { lineHeight: lineHeightOf(el), keepWithNext: /^Heading/.test(node.attrs.style as string) }, heading && contentsLevel(node) !== undefined);
  };
  /** A section's drawn title: the abstract's, the contents', the reference list's, an appendix's label. */
  const sectionTitle = (dom: HTMLElement, breakBefore: boolean) => push(dom.querySelector('.ib-section-title'), { breakBefore, keepWithNext: true });

  // APA's title atop the text (first-page-title.ts) stands before the first block after the front matter.
  let titleLine = view.dom.querySelector(':scope > .ib-first-page-title');
  doc.forEach((node, pos) => {
    const dom = view.nodeDOM(pos) as HTMLElement | null;
    if (!dom) return;
    if (titleLine && !isFrontMatter(node)) {
      push(titleLine, { keepWithNext: true });
      titleLine = null;
    }
    switch (node.type.name) {
      case 'titlePage': {
        const lines = titlePageLines(paperTypeID, editorTitlePage(doc)!);
        if (!lines?.ownPage) return push(dom, {});
        // Turabian's title page is not numbered: the text starts on page 1 (the .docx's own section).
        if (lines.variant === 'turabian') firstPage = 0;
        push(dom, {});
        breakNext = true;
        return;
      }
      case 'abstract':
      case 'tableOfContents':
        sectionTitle(dom, true);
        dom.querySelectorAll<HTMLElement>('.ib-section-body > p, .ib-contents-entry').forEach((el) => push(el, { lineHeight: lineHeightOf(el) }));
        breakNext = true;
        return;
      case 'referenceList':
        sectionTitle(dom, referenceListStartsPage(getPaperType(paperTypeID)?.kind, pieces.length > 0));
        dom.querySelectorAll<HTMLElement>('.ib-reference-entry, .ib-annotation-text > p').forEach((el) => push(el, el.classList.contains('ib-reference-entry') ? {} : { lineHeight: lineHeightOf(el) }));
        return;
      case 'appendix':
        sectionTitle(dom, true);
        node.forEach((child, offset, index) => block(child, view.nodeDOM(pos + 1 + offset) as HTMLElement | null, index > 0));
        return;
      default:
        block(node, dom, true);
    }
  });
  return { pieces, firstPage };
}

/** Measures the pieces (top to next top, so margins count; a page-starting piece's gap before it does not). */
function measure(view: EditorView): PaperPages {
  const { pieces, firstPage } = paperPieces(view);
  const origin = view.dom.getBoundingClientRect().top;
  const rects = pieces.map((piece) => piece.el.getBoundingClientRect());
  const blocks = pieces.map((piece, index) => {
    const next = pieces[index + 1];
    const rect = rects[index]!;
    const height = next && !next.block.breakBefore ? rects[index + 1]!.top - rect.top : rect.height;
    return { ...piece.block, height: Math.max(0, height) };
  });
  const starts = pageStarts(blocks, { firstPage });
  const breaks = starts.slice(1).map((start) => ({ top: Math.round(rects[start.block]!.top - origin + start.offset), page: start.page }));
  const headingPages = pieces.flatMap((piece, index) => (piece.heading ? [pageOfBlock(starts, index)] : []));
  const headings = contentsHeadings(view.state.doc).map((heading, index) => ({ ...heading, page: headingPages[index] }));
  return { firstPage, breaks, headings };
}

/** A page's start as drawn: a rule across the page, the page's header in its margins (APA's running head flush left). */
function breakMark(lead: { text: string; flushLeft: boolean }, page: number, top: number): HTMLElement {
  const mark = document.createElement('div');
  mark.className = 'ib-page-break';
  mark.style.top = `${top}px`;
  mark.dataset.page = String(page);
  const number = page > 0 ? String(page) : '';
  const label = (side: 'left' | 'right', text: string) => {
    const span = document.createElement('span');
    span.className = `ib-page-break-${side}`;
    span.textContent = text;
    mark.append(span);
  };
  if (lead.flushLeft) label('left', lead.text);
  label('right', lead.flushLeft ? number : `${lead.text} ${number}`.trim());
  return mark;
}

/** User Timing name of a measuring of the pages (read by the performance checks). */
const PAGES_MEASURE = 'ibid:pages';

/** Whether the blocks themselves changed (added, removed, retyped, restyled), or the paper's type: typing in one does not. */
function blocksChanged(before: PmNode, after: PmNode): boolean {
  if (before.attrs.paperTypeID !== after.attrs.paperTypeID || before.childCount !== after.childCount) return true;
  for (let index = 0; index < after.childCount; index += 1) {
    const a = before.child(index);
    const b = after.child(index);
    if (a.type !== b.type || a.attrs !== b.attrs || (b.type.name === 'appendix' && a.childCount !== b.childCount)) return true;
  }
  return false;
}

/** Whether the table of contents' headings may have changed: a heading was typed in, or the blocks changed. */
function headingsTouched(before: PmNode, after: PmNode): boolean {
  let touched = false;
  after.forEach((node, _offset, index) => {
    if (touched || index >= before.childCount || node === before.child(index)) return;
    touched = contentsLevel(node) !== undefined || contentsLevel(before.child(index)) !== undefined || node.type.name === 'appendix';
  });
  return touched;
}

/** Whether the paper has a table of contents (in its front matter, its first nodes). */
function hasContents(doc: PmNode): boolean {
  for (let index = 0; index < doc.childCount && isFrontMatter(doc.child(index)); index += 1) if (doc.child(index).type.name === 'tableOfContents') return true;
  return false;
}

/** The pagination of an editor: measured into `store`, drawn over the text in `view.dom`'s parent. */
export function Pagination(store: PagesStore) {
  return Extension.create({
    name: 'pagination',
    addProseMirrorPlugins: () => [
      new Plugin({
        view(view) {
          const overlay = document.createElement('div');
          overlay.className = 'ib-page-breaks';
          overlay.setAttribute('aria-hidden', 'true');
          let frame = 0;
          let drawn = '';
          const draw = () => {
            frame = 0;
            const started = performance.now();
            const pages = measure(view);
            performance.measure(PAGES_MEASURE, { start: started, duration: performance.now() - started });
            store.set(pages);
            const lead = pageHeaderLead(view.state.doc.attrs.paperTypeID as number, editorTitlePage(view.state.doc));
            const key = JSON.stringify([lead, pages.breaks]);
            // Beside the text, in the element the editor is mounted in (there once the editor is).
            if (!overlay.isConnected) view.dom.parentElement?.append(overlay);
            if (key === drawn) return;
            drawn = key;
            overlay.replaceChildren(...pages.breaks.map((mark) => breakMark(lead, mark.page, mark.top)));
          };
          const later = () => {
            if (!frame) frame = requestAnimationFrame(draw);
          };
          const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(later);
          resized?.observe(view.dom);
          later();
          return {
            update(next, previous) {
              const before = previous.doc;
              const after = next.state.doc;
              if (before === after) return;
              if (blocksChanged(before, after) || (hasContents(after) && headingsTouched(before, after))) later();
            },
            destroy() {
              cancelAnimationFrame(frame);
              resized?.disconnect();
              overlay.remove();
            },
          };
        },
      }),
    ],
  });
}
