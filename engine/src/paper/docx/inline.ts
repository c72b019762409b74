/**
 * A paragraph's inline content as Word: typed text with its marks, line breaks, citations (in a content control
 * tagged with their id, linked to their reference's entry; Turabian's as real footnotes) and typed footnotes.
 */
import { FootnoteReference, InternalHyperlink, Paragraph, TextRun, type ParagraphChild } from 'docx';
import type { Formatted } from '../../model/citation-item.js';
import { notesAfterPunctuation } from '../note-punctuation.js';
import type { CitationNode, InlineNode } from '../schema.js';
import { citationTag, inlineControl } from './content-control.js';
import { addFootnote, type RenderContext } from './context.js';
import { formattedRuns, markedRuns, type RunFormat } from './runs.js';

/** What stands in the text when the layout has no entry for a citation (it always should). */
const UNLAID_CITATION: Formatted = { text: '[citation]', html: '[citation]' };

/** The bookmark a citation links to: its first cited reference that has an entry. */
function citationAnchor(ctx: RenderContext, node: CitationNode): string | undefined {
  for (const item of node.attrs.items) {
    const anchor = ctx.anchors.get(item.referenceUniqueID.toUpperCase());
    if (anchor) return anchor;
  }
  return undefined;
}

/**
 * A footnote: its paragraphs join the document's notes, and the text gets its number, superscript. The note's own
 * number is the FootnoteReference style's (superscript, or Turabian's full size followed by a period).
 */
function noteReference(ctx: RenderContext, children: ParagraphChild[]): TextRun {
  const lead = ctx.rules.note.fullSizeNumber ? [new TextRun('. ')] : [new TextRun(' ')];
  const id = addFootnote(ctx, [new Paragraph({ style: 'FootnoteText', children: [...lead, ...children] })]);
  return new TextRun({ style: 'FootnoteReference', superScript: true, children: [new FootnoteReference(id)] });
}

const linked = (ctx: RenderContext, anchor: string | undefined, children: ParagraphChild[]): ParagraphChild[] =>
  ctx.cleanCopy || !anchor ? children : [new InternalHyperlink({ anchor, children })];

function citationChildren(ctx: RenderContext, node: CitationNode, format: RunFormat): ParagraphChild[] {
  const laid = ctx.layout.citations[node.attrs.citationUniqueID];
  const anchor = citationAnchor(ctx, node);
  let content: ParagraphChild[];
  if (laid?.note) {
    // A note citation: the note holds the text (and the link); the text holds Word's numbered reference.
    content = [noteReference(ctx, linked(ctx, anchor, formattedRuns(laid.note.text)))];
  } else {
    content = linked(ctx, anchor, formattedRuns(laid?.text ?? UNLAID_CITATION, format));
  }
  return ctx.cleanCopy ? content : [inlineControl(ctx.controls, 'Citation', citationTag(node.attrs.citationUniqueID), content)];
}

/** The runs and controls of inline nodes, in a base format (a heading's, a caption's). */
export function inlineChildren(ctx: RenderContext, nodes: readonly InlineNode[], format: RunFormat = {}): ParagraphChild[] {
  return notesAfterPunctuation(nodes, ctx.layout).flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case 'text':
        return markedRuns(node.text, node.marks, format);
      case 'hardBreak':
        return [new TextRun({ break: 1 })];
      case 'citation':
        return citationChildren(ctx, node, format);
      case 'footnote':
        return [noteReference(ctx, inlineChildren(ctx, node.content))];
    }
  });
}
