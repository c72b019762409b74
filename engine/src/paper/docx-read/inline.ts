/**
 * A paragraph's runs read back into the paper's inline nodes: text with its marks (bold, italic, underline), line
 * breaks, citations from their tagged controls (their data from the paper's data part), footnotes typed in the
 * paper, and the pictures the paragraph holds. Anything else Word can put in a paragraph is read as its text or
 * named in a warning, never dropped unsaid.
 */
import type { CitationNode, InlineNode, MarkType, PaperMark } from '../schema.js';
import { MARK_TYPES } from '../schema.js';
import { parseControlTag } from '../docx/control-tags.js';
import type { ReadContext } from './context.js';
import { drawnImage, type DrawnImage } from './image.js';
import { child, descendants, elements, path, textOf, type XmlElement } from './xml.js';

/** An inline node with the character style of its run (run-in headings are told by theirs), or a picture. */
export type InlineItem = { kind: 'inline'; node: InlineNode; runStyle?: string } | { kind: 'image'; image: DrawnImage };

/** Elements that only wrap runs: their runs are read. */
const WRAPPERS = new Set(['w:hyperlink', 'w:ins', 'w:moveTo', 'w:smartTag', 'w:customXml', 'w:dir', 'w:bdo', 'w:fldSimple']);
/** Marks of places, proofing and fields that hold no text. */
const SILENT = new Set([
  'w:pPr', 'w:rPr', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:proofErr', 'w:permStart', 'w:permEnd', 'w:commentRangeStart', 'w:commentRangeEnd',
  'w:lastRenderedPageBreak', 'w:fldChar', 'w:instrText', 'w:footnoteRef', 'w:endnoteRef', 'w:separator', 'w:continuationSeparator',
  'w:annotationRef', 'w:softHyphen', 'w:customXmlInsRangeStart', 'w:customXmlInsRangeEnd',
]);

const isOn = (element: XmlElement | undefined) => element !== undefined && !['false', '0', 'off'].includes(element.attrs['w:val'] ?? 'true');

function marksOf(rPr: XmlElement | undefined): PaperMark[] {
  const underline = child(rPr, 'w:u');
  const on: Record<MarkType, boolean> = {
    bold: isOn(child(rPr, 'w:b')),
    italic: isOn(child(rPr, 'w:i')),
    underline: underline !== undefined && (underline.attrs['w:val'] ?? 'single') !== 'none',
  };
  return MARK_TYPES.filter((type) => on[type]).map((type) => ({ type }));
}

const textNode = (text: string, marks: PaperMark[]): InlineNode => ({ type: 'text', text, ...(marks.length ? { marks } : {}) });

/** A footnote's (or endnote's) text: its paragraphs' text and breaks, without the number and the space the writer puts after it. */
type NoteInline = Extract<InlineNode, { type: 'text' | 'hardBreak' }>;

function noteContent(note: XmlElement, ctx: ReadContext): NoteInline[] {
  const out: NoteInline[] = [];
  elements(note, 'w:p').forEach((paragraph, index) => {
    if (index > 0) out.push({ type: 'hardBreak' });
    for (const item of readInline(paragraph, ctx, true)) {
      const node = item.kind === 'inline' ? item.node : undefined;
      if (node?.type === 'text' || node?.type === 'hardBreak') out.push(node);
      else ctx.warnings.add('A picture or citation inside a footnote was left out: a footnote holds text.');
    }
  });
  const merged = mergeText(out);
  const first = merged[0];
  if (first?.type === 'text') {
    const text = first.text.replace(/^(\. | )/, '');
    if (text) merged[0] = { ...first, text };
    else merged.shift();
  }
  return merged;
}

function noteReference(kind: 'footnote' | 'endnote', id: string, ctx: ReadContext, inNote: boolean): InlineNode | undefined {
  const note = (kind === 'footnote' ? ctx.docx.footnotes : ctx.docx.endnotes).get(id);
  if (inNote || !note) {
    ctx.warnings.add(`A ${kind} reference without its ${kind} was left out.`);
    return undefined;
  }
  if (kind === 'endnote') ctx.warnings.add('Endnotes were read as footnotes.');
  return { type: 'footnote', content: noteContent(note, ctx) };
}

/** One run's content. */
function readRun(run: XmlElement, ctx: ReadContext, inNote: boolean, out: InlineItem[]): void {
  const rPr = child(run, 'w:rPr');
  const marks = marksOf(rPr);
  const runStyle = child(rPr, 'w:rStyle')?.attrs['w:val'];
  const push = (node: InlineNode) => out.push({ kind: 'inline', node, ...(runStyle ? { runStyle } : {}) });
  const readContent = (content: XmlElement) => {
    switch (content.name) {
      case 'w:t':
        push(textNode(textOf(content), marks));
        return;
      case 'w:tab':
      case 'w:ptab':
        push(textNode('\t', marks));
        return;
      case 'w:noBreakHyphen':
        push(textNode('\u2011', marks));
        return;
      case 'w:br':
      case 'w:cr':
        // Page and column breaks are layout, which the paper's format decides; a line break is the writer's.
        if (content.name === 'w:cr' || !['page', 'column'].includes(content.attrs['w:type'] ?? '')) push({ type: 'hardBreak' });
        return;
      case 'w:footnoteReference':
      case 'w:endnoteReference': {
        const note = noteReference(content.name === 'w:footnoteReference' ? 'footnote' : 'endnote', content.attrs['w:id'] ?? '', ctx, inNote);
        if (note) push(note);
        return;
      }
      case 'w:drawing': {
        const image = drawnImage(content, ctx.docx);
        if (image) out.push({ kind: 'image', image });
        else ctx.warnings.add(`A drawing that is not a picture (a shape or chart) was left out${textBoxNote(content)}.`);
        return;
      }
      case 'mc:AlternateContent': {
        const fallback = child(content, 'mc:Fallback') ?? child(content, 'mc:Choice');
        elements(fallback).forEach(readContent);
        return;
      }
      case 'w:pict':
      case 'w:object':
        ctx.warnings.add(`An embedded object was left out${textBoxNote(content)}.`);
        return;
      case 'w:sym':
        ctx.warnings.add('A symbol inserted from a symbol font was left out.');
        return;
      case 'w:commentReference':
        ctx.warnings.add('Comments made in Word were left out.');
        return;
      default:
        if (!SILENT.has(content.name)) ctx.warnings.add(`Word's ${content.name} in the text was left out.`);
    }
  };
  elements(run).forEach(readContent);
}

/** " (its text: ...)" for a shape with a text box, so the warning shows the words left out. */
function textBoxNote(element: XmlElement): string {
  const text = descendants(element, 'w:t').map(textOf).join('').trim();
  return text ? ` (its text: "${text}")` : '';
}

/** An inline content control: a citation by its tag, or any other control's runs. */
function readInlineControl(sdt: XmlElement, ctx: ReadContext, inNote: boolean, out: InlineItem[]): void {
  const tag = path(sdt, 'w:sdtPr', 'w:tag')?.attrs['w:val'] ?? '';
  const parsed = parseControlTag(tag);
  if (parsed?.kind === 'citation') {
    const node = ctx.citations.get(parsed.id);
    if (node) {
      if (ctx.citationsRead.has(parsed.id)) ctx.warnings.add(`Citation ${parsed.id} stands twice in the document (a copied control); both are kept.`);
      ctx.citationsRead.add(parsed.id);
      out.push({ kind: 'inline', node: structuredClone(node) as CitationNode });
      return;
    }
    ctx.warnings.add(`Citation ${parsed.id} has no data in the document; its text is kept as text.`);
  }
  readInline(child(sdt, 'w:sdtContent') ?? sdt, ctx, inNote, out);
}

/** The inline items of a paragraph (or of an element that wraps runs), in order. */
export function readInline(parent: XmlElement, ctx: ReadContext, inNote = false, out: InlineItem[] = []): InlineItem[] {
  for (const element of elements(parent)) {
    if (element.name === 'w:r') readRun(element, ctx, inNote, out);
    else if (WRAPPERS.has(element.name)) {
      if (element.name === 'w:hyperlink' && element.attrs['r:id']) ctx.warnings.add('Links to web pages were kept as their text, without the link.');
      readInline(element, ctx, inNote, out);
    }
    else if (element.name === 'w:sdt') readInlineControl(element, ctx, inNote, out);
    else if (element.name === 'w:del' || element.name === 'w:moveFrom') ctx.warnings.add('Text deleted with tracked changes was left out; accept or reject the changes in Word to keep it.');
    else if (element.name === 'm:oMath' || element.name === 'm:oMathPara') {
      ctx.warnings.add('An equation was read as plain text.');
      out.push({ kind: 'inline', node: textNode(descendants(element, 'm:t').map(textOf).join(''), []) });
    } else if (!SILENT.has(element.name)) ctx.warnings.add(`Word's ${element.name} in a paragraph was left out.`);
  }
  return out;
}

const sameMarks = (a: InlineNode, b: InlineNode) =>
  a.type === 'text' && b.type === 'text' && JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);

/** Adjacent text of the same marks as one node, empty text left out. */
export function mergeText<Node extends InlineNode>(nodes: readonly Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (node.type === 'text' && node.text === '') continue;
    const last = out.at(-1);
    if (last && node.type === 'text' && last.type === 'text' && sameMarks(last, node)) out[out.length - 1] = { ...last, text: last.text + node.text };
    else out.push(node);
  }
  return out;
}

/** The plain text of inline items: captions, notes and table cells are text fields. */
export function plainText(items: readonly InlineItem[]): string {
  return items.map((item) => (item.kind !== 'inline' ? '' : item.node.type === 'text' ? item.node.text : item.node.type === 'hardBreak' ? '\n' : '')).join('');
}
