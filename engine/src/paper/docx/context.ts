/** What every part of the writer reads while one paper is written, and the few things it counts as it goes. */
import { Paragraph, type IParagraphOptions } from 'docx';
import type { FormatId } from '../../formats.js';
import type { PaperLayout } from '../layout-types.js';
import { getPaperType, type PaperType } from '../paper-types.js';
import type { ControlIds } from './content-control.js';
import { FORMAT_RULES, type FormatRules } from './format-rules.js';

export interface RenderContext {
  paperType: PaperType | undefined;
  format: FormatId;
  rules: FormatRules;
  layout: PaperLayout;
  /** The clean copy: the same text and formatting without controls, links or custom properties. */
  cleanCopy: boolean;
  controls: ControlIds;
  /** Word footnotes by id, in document order (their numbers in the text are Word's, by that order). */
  footnotes: Record<number, { children: Paragraph[] }>;
  /** The bookmark of each reference's entry, by upper-case referenceUniqueID. */
  anchors: ReadonlyMap<string, string>;
  /** The next paragraph of the flow starts a new page (a page break before it, not an empty paragraph). */
  pendingPageBreak: boolean;
}

/** The context of writing one paper of this type, laid out as `layout`. */
export function renderContext(paperTypeID: number, layout: PaperLayout, cleanCopy: boolean): RenderContext {
  return {
    paperType: getPaperType(paperTypeID),
    format: layout.format,
    rules: FORMAT_RULES[layout.format],
    layout,
    cleanCopy,
    controls: { next: 0 },
    footnotes: {},
    anchors: new Map(layout.referenceList.entries.map((entry) => [entry.referenceUniqueID.toUpperCase(), entry.anchor])),
    pendingPageBreak: false,
  };
}

/** A paragraph of the document's flow: it takes the page break a new page asked for. */
export function flowParagraph(ctx: RenderContext, options: IParagraphOptions): Paragraph {
  const breakBefore = ctx.pendingPageBreak;
  ctx.pendingPageBreak = false;
  return new Paragraph(breakBefore ? { ...options, pageBreakBefore: true } : options);
}

/** Adds a footnote and answers its id. */
export function addFootnote(ctx: RenderContext, children: Paragraph[]): number {
  const id = Object.keys(ctx.footnotes).length + 1;
  ctx.footnotes[id] = { children };
  return id;
}
