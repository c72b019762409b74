/**
 * The parts of a paper the writer puts in tagged block controls (docx/control-tags.ts), read back: a figure or
 * table with its caption and note, the abstract with its keywords, an appendix, the reference list's title and
 * annotations, the title page's lines. Captions are read by the format's rules (docx/format-rules.ts): the
 * label ("Figure 1", "Fig. 1.", "Table A1") is numbered by the layout, so only the title is kept.
 */
import type { CaptionRule } from '../docx/format-rules.js';
import { STYLE } from '../docx/styles.js';
import type { AnnotationNode, BlockNode, FigureNode, ParagraphNode, TableNode } from '../schema.js';
import { parseControlTag } from '../docx/control-tags.js';
import { claimId, type ReadContext } from './context.js';
import type { DrawnImage } from './image.js';
import { plainText, readInline, type InlineItem } from './inline.js';
import { paragraphBlocks, paragraphText, pictureFigure, styleId, tableRows, wordTable } from './paragraphs.js';
import { elements, path, type XmlElement } from './xml.js';

/** The label an inline caption starts with: "Figure 1. ", "Fig. 1. ", "Table A2. ". */
const CAPTION_LABEL = /^(?:Figure|Fig\.|Table)\s+[A-Z]?\d+(?:\.\s*|$)/;

/** A control's tag. */
export const tagOf = (sdt: XmlElement): string => path(sdt, 'w:sdtPr', 'w:tag')?.attrs['w:val'] ?? '';
/** A block control's blocks. */
export const controlContent = (sdt: XmlElement): XmlElement[] => elements(path(sdt, 'w:sdtContent'));

/** A caption or note paragraph: its text, and whether it is all italic (a stacked caption's title is). */
interface Line {
  text: string;
  italic: boolean;
}

interface Around {
  before: Line[];
  after: Line[];
}

function line(items: InlineItem[]): Line {
  const texts = items.flatMap((item) => (item.kind === 'inline' && item.node.type === 'text' && item.node.text.trim() ? [item.node] : []));
  return { text: plainText(items), italic: texts.length > 0 && texts.every((node) => node.marks?.some((mark) => mark.type === 'italic')) };
}

/** The title and note of a figure or table from the lines above and below it, by the format's caption rule. */
function captionAndNote({ before, after }: Around, rule: CaptionRule, noteLabel: string): { title: string; note: string } {
  const captionLines = rule.layout === 'stacked' ? 2 : 1;
  const caption = (rule.placement === 'above' ? before : after.slice(0, captionLines)).map((l) => l.text);
  const noteLines = (rule.placement === 'above' ? after : after.slice(captionLines)).map((l) => l.text);
  const title = rule.layout === 'stacked' ? (caption[1] ?? '') : (caption[0] ?? '').replace(CAPTION_LABEL, '');
  const note = noteLines.join('\n');
  return { title, note: noteLabel && note.startsWith(`${noteLabel} `) ? note.slice(noteLabel.length + 1) : note };
}

/**
 * The lines of a figure without a picture or a table without rows: the caption's lines (a stacked caption's title,
 * italic, is absent when the title is empty), then the note's.
 */
function linesWithout(lines: Line[], rule: CaptionRule): Around {
  if (rule.placement === 'below') return { before: [], after: lines };
  const captionLines = rule.layout === 'stacked' && lines[1]?.italic ? 2 : 1;
  return { before: lines.slice(0, captionLines), after: lines.slice(captionLines) };
}

/** A figure's control: its picture, caption and note. */
export function figurePart(sdt: XmlElement, id: string, ctx: ReadContext): BlockNode[] {
  const around: Around = { before: [], after: [] };
  const images: DrawnImage[] = [];
  for (const element of controlContent(sdt)) {
    if (element.name !== 'w:p') continue;
    const items = readInline(element, ctx);
    const pictures = items.flatMap((item) => (item.kind === 'image' ? [item.image] : []));
    if (pictures.length) images.push(...pictures);
    else (images.length ? around.after : around.before).push(line(items));
  }
  const [image, ...more] = images;
  if (!image) Object.assign(around, linesWithout(around.before, ctx.rules.figure));
  if (more.length) ctx.warnings.add(`Figure ${id} holds more than one picture; the others are figures of their own.`);
  const figure: FigureNode = {
    type: 'figure',
    attrs: {
      id: claimId(ctx, 'figure', id),
      ...captionAndNote(around, ctx.rules.figure, ctx.rules.noteLabel),
      src: image?.src ?? '',
      width: image?.width ?? 0,
      height: image?.height ?? 0,
    },
  };
  if (image && !image.src) ctx.warnings.add(`The picture of figure ${id} is not a PNG, JPEG or GIF image; the figure has none.`);
  return [figure, ...more.map((extra) => pictureFigure(extra, ctx))];
}

/** A table's control: its rows, caption and note. */
export function tablePart(sdt: XmlElement, id: string, ctx: ReadContext): BlockNode[] {
  const around: Around = { before: [], after: [] };
  let rows: string[][] | undefined;
  const more: BlockNode[] = [];
  for (const element of controlContent(sdt)) {
    if (element.name === 'w:tbl' && !rows) rows = tableRows(element, ctx);
    else if (element.name === 'w:tbl') more.push(wordTable(element, ctx));
    else if (element.name === 'w:p') (rows ? around.after : around.before).push(line(readInline(element, ctx)));
  }
  if (!rows) Object.assign(around, linesWithout(around.before, ctx.rules.table));
  if (more.length) ctx.warnings.add(`Table ${id} holds more than one table; the others are tables of their own.`);
  const table: TableNode = { type: 'table', attrs: { id: claimId(ctx, 'table', id), ...captionAndNote(around, ctx.rules.table, ctx.rules.noteLabel), rows: rows ?? [] } };
  return [table, ...more];
}

const isSectionTitle = (element: XmlElement | undefined) => element?.name === 'w:p' && styleId(element) === STYLE.sectionTitle;

/** Paragraphs only: a picture or table where the paper keeps only paragraphs (the abstract, an annotation) is named in a warning. */
function onlyParagraphs(blocks: BlockNode[], where: string, ctx: ReadContext): ParagraphNode[] {
  const paragraphs = blocks.filter((block): block is ParagraphNode => block.type === 'paragraph');
  if (paragraphs.length < blocks.length) ctx.warnings.add(`A figure or table in ${where} was left out: ${where} holds text only.`);
  return paragraphs;
}

const KEYWORDS = 'Keywords:';

/** The abstract's control: "Abstract", its paragraphs, its keywords line. */
export function abstractPart(sdt: XmlElement, ctx: ReadContext): { keywords: string; content: ParagraphNode[] } {
  const children = controlContent(sdt).filter((element) => element.name === 'w:p');
  const body = isSectionTitle(children[0]) ? children.slice(1) : children;
  const last = body.at(-1);
  const lastText = last ? paragraphText(last, ctx) : '';
  const keywords = lastText.startsWith(KEYWORDS) ? lastText.slice(KEYWORDS.length).trim() : undefined;
  const paragraphs = keywords === undefined ? body : body.slice(0, -1);
  const content = onlyParagraphs(paragraphs.flatMap((p) => paragraphBlocks(p, ctx)), 'the abstract', ctx);
  return { keywords: keywords ?? '', content: content.length ? content : [{ type: 'paragraph', attrs: { style: 'Normal' }, content: [] }] };
}

/** An appendix's control: its label (numbered by the layout, so left), its title paragraph, then its blocks' elements. */
export function appendixPart(sdt: XmlElement, ctx: ReadContext): { title: ParagraphNode | undefined; rest: XmlElement[] } {
  let children = controlContent(sdt);
  if (isSectionTitle(children[0])) children = children.slice(1);
  const [first, ...rest] = children;
  if (first && isSectionTitle(first)) {
    const [title] = onlyParagraphs(paragraphBlocks(first, ctx, 'Normal'), 'an appendix title', ctx);
    return { title, rest };
  }
  return { title: undefined, rest: children };
}

/** A generated entry: a Reference paragraph bookmarked for its citations' links (layoutPaper's anchors); one typed in Word has no bookmark. */
const isEntry = (paragraph: XmlElement) =>
  styleId(paragraph) === 'Reference' && elements(paragraph, 'w:bookmarkStart').some((mark) => (mark.attrs['w:name'] ?? '').startsWith('ibid_ref_'));

/**
 * The reference list's control: its title and the annotations under its entries. The entries are generated and
 * left; anything else typed in the list is answered as `strays`, blocks the caller keeps elsewhere.
 */
export function referenceListPart(sdt: XmlElement, ctx: ReadContext): { title: string; annotations: AnnotationNode[]; strays: BlockNode[] } {
  let children = controlContent(sdt);
  const title = isSectionTitle(children[0]) ? paragraphText(children[0]!, ctx) : '';
  if (isSectionTitle(children[0])) children = children.slice(1);
  const annotations: AnnotationNode[] = [];
  const strays: BlockNode[] = [];
  for (const element of children) {
    const tag = element.name === 'w:sdt' ? parseControlTag(tagOf(element)) : undefined;
    if (tag?.kind === 'annotation') {
      const paragraphs = controlContent(element).filter((p) => p.name === 'w:p');
      const content = onlyParagraphs(paragraphs.flatMap((p) => paragraphBlocks(p, ctx)), 'an annotation', ctx);
      if (content.length) annotations.push({ type: 'annotation', attrs: { referenceUniqueID: tag.id.toUpperCase() }, content });
    } else if (element.name === 'w:p' && isEntry(element)) continue;
    else if (element.name === 'w:p') strays.push(...paragraphBlocks(element, ctx));
    else if (element.name === 'w:sdt') strays.push(...controlContent(element).filter((p) => p.name === 'w:p').flatMap((p) => paragraphBlocks(p, ctx)));
  }
  const typed = strays.filter((block) => block.type !== 'paragraph' || block.content.length > 0);
  if (typed.length) ctx.warnings.add('Text typed in the reference list outside an annotation was moved above the list: the list itself is generated.');
  return { title, annotations, strays: typed };
}

/** Paragraphs typed in the contents' control, under the contents (its title and Word's field are generated). */
export function contentsTyped(sdt: XmlElement, ctx: ReadContext): BlockNode[] {
  const paragraphs = controlContent(sdt).filter((element) => element.name === 'w:p' && !isSectionTitle(element));
  return paragraphs.flatMap((p) => paragraphBlocks(p, ctx)).filter((block) => block.type !== 'paragraph' || block.content.length > 0);
}

/** The title page's control: its lines of text, blank ones left out. */
export function titlePageLines(sdt: XmlElement, ctx: ReadContext): string[] {
  return controlContent(sdt)
    .filter((element) => element.name === 'w:p')
    .map((p) => paragraphText(p, ctx).trim())
    .filter(Boolean);
}
