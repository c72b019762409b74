/**
 * One walk over a paper in reading order (front matter, body, the reference list's annotations, appendices): its
 * citation atoms and typed footnotes in the order notes are numbered, its figures and tables with the appendix
 * they stand in, its appendices and annotations. Layout and checks both read it.
 */
import type { AnnotationNode, BlockNode, CitationNode, InlineNode, PaperDocument } from './schema.js';

type FootnoteNode = Extract<InlineNode, { type: 'footnote' }>;

/** A citation atom or a typed footnote, in document order. */
export type NoteSource = { type: 'citation'; node: CitationNode } | { type: 'footnote'; node: FootnoteNode };

/** A figure or table, with the index of the appendix it stands in (undefined in the body). */
export interface NumberedBlock {
  kind: 'figure' | 'table';
  id: string;
  appendix: number | undefined;
}

export interface PaperWalk {
  /** Citation atoms and typed footnotes in reading order. */
  notes: NoteSource[];
  citations: CitationNode[];
  blocks: NumberedBlock[];
  /** The appendices' ids in order. */
  appendices: string[];
  annotations: AnnotationNode[];
}

function walkInline(nodes: readonly InlineNode[], walk: PaperWalk): void {
  for (const node of nodes) {
    if (node.type === 'citation') {
      walk.notes.push({ type: 'citation', node });
      walk.citations.push(node);
    } else if (node.type === 'footnote') {
      walk.notes.push({ type: 'footnote', node });
    }
  }
}

function walkBlocks(blocks: readonly BlockNode[], walk: PaperWalk, appendix: number | undefined): void {
  for (const block of blocks) {
    if (block.type === 'paragraph') walkInline(block.content, walk);
    else walk.blocks.push({ kind: block.type, id: block.attrs.id, appendix });
  }
}

/** Walks a paper once, in reading order. */
export function walkPaper(doc: PaperDocument): PaperWalk {
  const walk: PaperWalk = { notes: [], citations: [], blocks: [], appendices: [], annotations: [] };
  for (const node of doc.content) {
    switch (node.type) {
      case 'abstract':
        walkBlocks(node.content, walk, undefined);
        break;
      case 'paragraph':
      case 'figure':
      case 'table':
        walkBlocks([node], walk, undefined);
        break;
      case 'referenceList':
        for (const annotation of node.content) {
          walk.annotations.push(annotation);
          walkBlocks(annotation.content, walk, undefined);
        }
        break;
      case 'appendix':
        walk.appendices.push(node.attrs.id);
        walkBlocks(node.content, walk, walk.appendices.length - 1);
        break;
      case 'titlePage':
      case 'tableOfContents':
        break;
    }
  }
  return walk;
}
