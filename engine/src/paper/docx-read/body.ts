/**
 * The document's body read in order into the pieces of a paper: blocks, the title page, the abstract, the table of
 * contents, the reference list and the appendices, each found by its control's tag; paragraphs and tables outside
 * controls are the writer's text. Controls that are not Ibid's are read through, their text kept.
 */
import { parseControlTag } from '../docx/control-tags.js';
import { STYLE } from '../docx/styles.js';
import type { AnnotationNode, BlockNode, ParagraphNode } from '../schema.js';
import { claimId, type ReadContext } from './context.js';
import { abstractPart, appendixPart, contentsTyped, controlContent, figurePart, referenceListPart, tablePart, tagOf, titlePageLines } from './parts.js';
import { isSectionCarrier, paragraphBlocks, paragraphText, styleId, wordTable } from './paragraphs.js';
import { path, type XmlElement } from './xml.js';

export type Piece =
  | { kind: 'block'; node: BlockNode }
  | { kind: 'titlePage'; lines: string[] }
  | { kind: 'abstract'; keywords: string; content: ParagraphNode[] }
  | { kind: 'tableOfContents' }
  | { kind: 'referenceList'; title: string; annotations: AnnotationNode[] }
  | { kind: 'appendix'; id: string; content: BlockNode[] };

/** Word's own table of contents is a control of the "Table of Contents" gallery. */
const isWordContents = (sdt: XmlElement) => path(sdt, 'w:sdtPr', 'w:docPartObj', 'w:docPartGallery')?.attrs['w:val'] === 'Table of Contents';

const blocks = (nodes: BlockNode[]): Piece[] => nodes.map((node) => ({ kind: 'block', node }));

function controlPieces(sdt: XmlElement, ctx: ReadContext): Piece[] {
  const tag = parseControlTag(tagOf(sdt));
  switch (tag?.kind) {
    case 'title-page':
      return [{ kind: 'titlePage', lines: titlePageLines(sdt, ctx) }];
    case 'abstract':
      return [{ kind: 'abstract', ...abstractPart(sdt, ctx) }];
    case 'table-of-contents':
      return [{ kind: 'tableOfContents' }, ...blocks(contentsTyped(sdt, ctx))];
    case 'figure':
      return blocks(figurePart(sdt, tag.id, ctx));
    case 'table':
      return blocks(tablePart(sdt, tag.id, ctx));
    case 'reference-list': {
      const { title, annotations, strays } = referenceListPart(sdt, ctx);
      return [...blocks(strays), { kind: 'referenceList', title, annotations }];
    }
    case 'appendix': {
      const { title, rest } = appendixPart(sdt, ctx);
      const content = [...(title ? [title] : []), ...blockNodes(readPieces(rest, ctx), 'an appendix', ctx)];
      return [{ kind: 'appendix', id: claimId(ctx, 'appendix', tag.id), content }];
    }
    default:
      if (isWordContents(sdt)) return [{ kind: 'tableOfContents' }];
      return readPieces(controlContent(sdt), ctx);
  }
}

/** The blocks among pieces read where only blocks stand (in an appendix); the others are named in a warning. */
export function blockNodes(pieces: Piece[], where: string, ctx: ReadContext): BlockNode[] {
  return pieces.flatMap((piece) => {
    if (piece.kind === 'block') return [piece.node];
    ctx.warnings.add(`A ${piece.kind} inside ${where} was left out.`);
    return [];
  });
}

/** Body-level elements in order. */
export function readPieces(children: readonly XmlElement[], ctx: ReadContext): Piece[] {
  const out: Piece[] = [];
  for (const element of children) {
    if (element.name === 'w:p') {
      if (isSectionCarrier(element)) continue;
      if (styleId(element) === STYLE.paperTitle && ctx.paperTitle !== undefined) {
        // The paper's title over its first page of text is the title page's (APA 2.11), written again from it.
        const text = paragraphText(element, ctx).trim();
        if (text !== ctx.paperTitle.trim()) ctx.warnings.add(`The title line "${text}" differs from the paper's title "${ctx.paperTitle}"; the paper keeps its title.`);
        continue;
      }
      out.push(...blocks(paragraphBlocks(element, ctx)));
    } else if (element.name === 'w:tbl') out.push({ kind: 'block', node: wordTable(element, ctx) });
    else if (element.name === 'w:sdt') out.push(...controlPieces(element, ctx));
    else if (!['w:sectPr', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:proofErr', 'w:permStart', 'w:permEnd'].includes(element.name)) {
      ctx.warnings.add(`Word's ${element.name} in the document was left out.`);
    }
  }
  return out;
}
