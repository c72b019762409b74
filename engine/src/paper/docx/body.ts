/**
 * The paper's blocks in Word: paragraphs in their paper styles (run-in headings opening the paragraph after them),
 * figures and tables, the abstract page, the table of contents and the appendices.
 */
import { Paragraph, TableOfContents, type FileChild, type ParagraphChild } from 'docx';
import type { BlockNode, ParagraphNode } from '../schema.js';
import { partControl } from './content-control.js';
import { flowParagraph, type RenderContext } from './context.js';
import { figureBlocks, tableBlocks } from './figures.js';
import { inlineChildren } from './inline.js';
import { DOUBLE_SPACED } from './page-setup.js';
import { textRuns } from './runs.js';
import { RUN_IN_STYLE, STYLE } from './styles.js';

type AbstractNode = { attrs: { keywords: string }; content: ParagraphNode[] };
type AppendixNode = { attrs: { id: string }; content: BlockNode[] };

const headingLevel = (node: ParagraphNode): number | undefined => {
  const match = /^Heading([1-5])$/.exec(node.attrs.style);
  return match ? Number(match[1]) : undefined;
};

const plainText = (node: ParagraphNode) => node.content.map((inline) => (inline.type === 'text' ? inline.text : '')).join('');

/** A run-in heading's runs: its text in the heading's character style, ending with a period (APA 2.27) and a space. */
function runInHeading(ctx: RenderContext, heading: ParagraphNode, level: number): ParagraphChild[] {
  const style = RUN_IN_STYLE(level);
  const ends = /[.?!:]\s*$/.test(plainText(heading));
  return [...inlineChildren(ctx, heading.content, { style }), ...textRuns(ends ? ' ' : '. ', { style })];
}

/**
 * A section's title line: "Abstract", "References", "Appendix A". `newPage` starts it on a page of its own;
 * `after` puts a blank line between it and the text above (a discussion post's references).
 */
export function sectionTitle(ctx: RenderContext, text: string, place: 'newPage' | 'top' | 'after'): Paragraph {
  if (place === 'newPage') ctx.pendingPageBreak = true;
  return flowParagraph(ctx, { style: STYLE.sectionTitle, ...(place === 'after' ? { spacing: { before: DOUBLE_SPACED } } : {}), children: textRuns(text) });
}

/** The body's blocks, in order. */
export function blockChildren(ctx: RenderContext, blocks: readonly BlockNode[]): FileChild[] {
  const out: FileChild[] = [];
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    if (block.type === 'figure') out.push(...figureBlocks(ctx, block));
    else if (block.type === 'table') out.push(...tableBlocks(ctx, block));
    else {
      const level = headingLevel(block);
      const next = blocks[index + 1];
      if (level && ctx.rules.headings[level - 1]!.runIn && next?.type === 'paragraph' && next.attrs.style === 'Normal') {
        out.push(flowParagraph(ctx, { style: 'Normal', children: [...runInHeading(ctx, block, level), ...inlineChildren(ctx, next.content)] }));
        index++;
      } else {
        out.push(flowParagraph(ctx, { style: block.attrs.style, children: inlineChildren(ctx, block.content) }));
      }
    }
  }
  return out;
}

/** The abstract on its own page: "Abstract" centred, its text without indent, the keywords line (APA 2.9-2.10). */
export function abstractChildren(ctx: RenderContext, node: AbstractNode): FileChild[] {
  const out: FileChild[] = [sectionTitle(ctx, 'Abstract', 'newPage')];
  out.push(...node.content.map((paragraph) => new Paragraph({ style: STYLE.flushLeft, children: inlineChildren(ctx, paragraph.content) })));
  const keywords = node.attrs.keywords.trim();
  if (keywords) out.push(new Paragraph({ style: 'Normal', children: [...textRuns('Keywords:', { italics: true }), ...textRuns(` ${keywords}`)] }));
  ctx.pendingPageBreak = true;
  return partControl(ctx, 'abstract', undefined, out);
}

/** The table of contents on its own page: Word's TOC field over heading levels 1-3, its entries written in. */
export function contentsChildren(ctx: RenderContext): FileChild[] {
  const title = sectionTitle(ctx, ctx.rules.contentsTitle, 'newPage');
  ctx.pendingPageBreak = true;
  return partControl(ctx, 'table-of-contents', undefined, [title, new TableOfContents(ctx.rules.contentsTitle, { hyperlink: true, headingStyleRange: '1-3' })]);
}

/** An appendix on a new page: its label ("Appendix A") and its first paragraph as its title, centred, then its blocks. */
export function appendixChildren(ctx: RenderContext, node: AppendixNode): FileChild[] {
  const label = ctx.layout.labels[node.attrs.id]?.label ?? 'Appendix';
  const [first, ...rest] = node.content;
  const out: FileChild[] = [sectionTitle(ctx, label, 'newPage')];
  if (first?.type === 'paragraph') out.push(new Paragraph({ style: STYLE.sectionTitle, children: inlineChildren(ctx, first.content) }));
  out.push(...blockChildren(ctx, first?.type === 'paragraph' ? rest : node.content));
  return partControl(ctx, 'appendix', node.attrs.id, out);
}
