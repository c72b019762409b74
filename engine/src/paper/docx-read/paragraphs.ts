/**
 * Word paragraphs and tables read back as the paper's blocks: the paragraph's style (the editor's styles keep
 * their ids in the .docx), run-in headings split from the paragraph they open, pictures as figures, tables as
 * tables of text.
 */
import { STYLE } from '../docx/styles.js';
import { PARAGRAPH_STYLES, type BlockNode, type InlineNode, type ParagraphNode, type ParagraphStyle } from '../schema.js';
import { newId, type ReadContext } from './context.js';
import type { DrawnImage } from './image.js';
import { mergeText, plainText, readInline, type InlineItem } from './inline.js';
import { child, elements, path, type XmlElement } from './xml.js';

/** The writer's own styles (title pages, captions, section titles): their paragraphs read as Normal text. */
const WRITER_STYLES = new Set<string>([...Object.values(STYLE), 'FootnoteText']);
const RUN_IN = /^Heading([1-5])Char$/;

/** A paragraph's `w:pStyle`, '' when it has none. */
export const styleId = (paragraph: XmlElement): string => path(paragraph, 'w:pPr', 'w:pStyle')?.attrs['w:val'] ?? '';

/** The paper style of a Word style; any other style reads as Normal, named in a warning. */
export function paperStyle(id: string, ctx: ReadContext): ParagraphStyle {
  if ((PARAGRAPH_STYLES as readonly string[]).includes(id)) return id as ParagraphStyle;
  if (id && !WRITER_STYLES.has(id)) ctx.warnings.add(`Paragraphs in Word's style "${id}" were read as Normal text.`);
  return 'Normal';
}

export const paragraphNode = (style: ParagraphStyle, content: InlineNode[]): ParagraphNode => ({ type: 'paragraph', attrs: { style }, content: mergeText(content) });

/** Whether a paragraph only carries a section's properties (the docx package closes a section with one). */
export const isSectionCarrier = (paragraph: XmlElement): boolean =>
  child(child(paragraph, 'w:pPr'), 'w:sectPr') !== undefined && elements(paragraph).every((element) => element.name === 'w:pPr');

const inlineNodes = (items: readonly InlineItem[]): InlineNode[] => items.flatMap((item) => (item.kind === 'inline' ? [item.node] : []));

/**
 * A run-in heading's text as the paper keeps it: without the space the writer put after it, nor the period the
 * format adds (APA 2.27); a heading ending in ? ! or : keeps its mark.
 */
function runInHeading(items: InlineItem[], level: number): ParagraphNode {
  const nodes = mergeText(inlineNodes(items));
  const last = nodes.at(-1);
  if (last?.type === 'text') {
    const text = last.text.replace(/\s+$/, '').replace(/\.$/, '');
    if (text) nodes[nodes.length - 1] = { ...last, text };
    else nodes.pop();
  }
  return paragraphNode(`Heading${level}` as ParagraphStyle, nodes);
}

/** A picture outside a figure's control: a figure of its own, its title the picture's. */
export const pictureFigure = (image: DrawnImage, ctx: ReadContext): BlockNode => ({
  type: 'figure',
  attrs: { id: newId(ctx, 'figure'), title: image.title, src: image.src, note: '', width: image.width, height: image.height },
});

/** A paragraph's blocks: itself, or a run-in heading and its paragraph, or the text around a picture and the picture. */
export function paragraphBlocks(paragraph: XmlElement, ctx: ReadContext, style = paperStyle(styleId(paragraph), ctx)): BlockNode[] {
  if (path(paragraph, 'w:pPr', 'w:numPr')) ctx.warnings.add('List numbering and bullets were left out; the list items are paragraphs.');
  const items = readInline(paragraph, ctx);
  const out: BlockNode[] = [];
  let at = 0;
  const level = style === 'Normal' ? RUN_IN.exec((items[0]?.kind === 'inline' && items[0].runStyle) || '')?.[1] : undefined;
  if (level) {
    while (at < items.length && items[at]!.kind === 'inline' && (items[at] as { runStyle?: string }).runStyle === `Heading${level}Char`) at++;
    out.push(runInHeading(items.slice(0, at), Number(level)));
  }
  let text: InlineItem[] = [];
  let pictures = 0;
  const flush = (always: boolean) => {
    const nodes = inlineNodes(text);
    if (always || mergeText(nodes).length > 0) out.push(paragraphNode(style, nodes));
    text = [];
  };
  for (const item of items.slice(at)) {
    if (item.kind === 'image') {
      flush(false);
      out.push(pictureFigure(item.image, ctx));
      pictures++;
    } else text.push(item);
  }
  flush(pictures === 0);
  return out;
}

/** A paragraph's plain text (captions, notes, cells). */
export const paragraphText = (paragraph: XmlElement, ctx: ReadContext): string => plainText(readInline(paragraph, ctx));

/** A Word table's rows of cell text; a cell's paragraphs are its lines. */
export function tableRows(table: XmlElement, ctx: ReadContext): string[][] {
  return elements(table, 'w:tr').map((row) => elements(row, 'w:tc').map((cell) => elements(cell, 'w:p').map((p) => paragraphText(p, ctx)).join('\n')));
}

/** A table typed in Word (outside a table's control): a table without title. */
export const wordTable = (table: XmlElement, ctx: ReadContext): BlockNode => ({
  type: 'table',
  attrs: { id: newId(ctx, 'table'), title: '', note: '', rows: tableRows(table, ctx) },
});
