/**
 * `readPaperDocx`: an Ibid .docx (DESIGN.md "Papers": the exchange format) read back into the paper document, so
 * a paper saved from Word opens in the browser editor. The custom properties (word-addin §3) give the paper type,
 * font, modes and title page; the tagged content controls give the parts the writer made (docx/control-tags.ts);
 * the paper's data part gives each citation's data (docx/paper-data-part.ts); everything else in the body is the
 * writer's text, read as paragraphs, figures and tables. What the paper model cannot hold is named in `warnings`.
 *
 * A document that is not Ibid's (no PaperTypeID property: made in Word, or a clean copy) fails with
 * 'not-an-ibid-paper', unless the caller names the paper type to read it as (adopting a document): then its body is
 * read as that type's text.
 */
import { FORMAT_RULES } from '../docx/format-rules.js';
import { getPaperType, type PaperType } from '../paper-types.js';
import { paperReferenceListTitle } from '../reference-list-title.js';
import { paperDocumentSchema, type AnnotationNode, type BlockNode, type PaperDocument, type PaperDocumentInput } from '../schema.js';
import { fail, ok, type Result } from '../../result.js';
import { readPieces, type Piece } from './body.js';
import type { ReadContext } from './context.js';
import { openDocx, type DocxPackage } from './package.js';
import { readPaperData } from './paper-data.js';

export { paperDataCitations } from './paper-data.js';
import { titlePageFields } from './title-page.js';
import { Warnings } from './warnings.js';
import { elements } from './xml.js';

export interface ReadPaperDocx {
  /** The paper, valid against `paperDocumentSchema`. */
  document: PaperDocument;
  paperTypeID: number;
  /** The paper record the document belongs to (its PaperGUID and PaperID properties), when it says. */
  paperGUID: string | undefined;
  paperID: number | undefined;
  /** What the document holds that the paper could not keep as it was, each in a sentence. */
  warnings: string[];
}

export interface ReadPaperDocxOptions {
  /** The paper type to read a document that is not Ibid's as (adopting it); an Ibid paper's own type wins. */
  paperTypeID?: number;
}

export type ReadPaperDocxErrorCode = 'invalid-docx' | 'not-an-ibid-paper' | 'unknown-paper-type';

const NOT_IBID =
  'This Word document is not an Ibid paper: it has no PaperTypeID property. It may be a clean copy, or a document made outside Ibid; adopt it as a paper instead.';

const emptyParagraph = (): BlockNode => ({ type: 'paragraph', attrs: { style: 'Normal' }, content: [] });

/** The CitationFont property: a FontFamily 1-5; anything else gives the spec's default, 1. */
function citationFont(value: string | undefined, warnings: Warnings): number {
  const font = Number(value ?? 1);
  if (Number.isInteger(font) && font >= 1 && font <= 5) return font;
  warnings.add(`The CitationFont "${value ?? ''}" is not a font Ibid knows; the paper uses Arial.`);
  return 1;
}

interface Parts {
  /** The title page control's lines, when the document has one. */
  titlePage: string[] | undefined;
  abstract: Extract<Piece, { kind: 'abstract' }> | undefined;
  tableOfContents: boolean;
  body: BlockNode[];
  referenceList: { title: string; annotations: AnnotationNode[] } | undefined;
  appendices: { id: string; content: BlockNode[] }[];
}

/** The pieces in the paper's order: front matter, text, reference list, appendices. Text after an appendix is that appendix's. */
function arrange(pieces: readonly Piece[], warnings: Warnings): Parts {
  const parts: Parts = { titlePage: undefined, abstract: undefined, tableOfContents: false, body: [], referenceList: undefined, appendices: [] };
  const front = (name: string, already: boolean) => {
    if (already) warnings.add(`The document has a second ${name}; it was left out.`);
    if (parts.body.length > 0 || parts.referenceList) warnings.add(`The ${name} was moved to the front of the paper, before its text.`);
  };
  for (const piece of pieces) {
    switch (piece.kind) {
      case 'block':
        if (parts.appendices.length) parts.appendices.at(-1)!.content.push(piece.node);
        else {
          if (parts.referenceList) warnings.add('Text after the reference list was moved above it: a paper’s text comes before its references.');
          parts.body.push(piece.node);
        }
        break;
      case 'titlePage':
        front('title page', parts.titlePage !== undefined);
        parts.titlePage ??= piece.lines;
        break;
      case 'abstract':
        front('abstract', parts.abstract !== undefined);
        parts.abstract ??= piece;
        break;
      case 'tableOfContents':
        front('table of contents', parts.tableOfContents);
        parts.tableOfContents = true;
        break;
      case 'referenceList':
        if (parts.referenceList) {
          warnings.add('The document has a second reference list; its annotations joined the first.');
          parts.referenceList.annotations.push(...piece.annotations);
        } else parts.referenceList = { title: piece.title, annotations: [...piece.annotations] };
        break;
      case 'appendix':
        parts.appendices.push({ id: piece.id, content: [...piece.content] });
        break;
    }
  }
  return parts;
}

function paperDocument(type: PaperType, docx: DocxPackage, parts: Parts, ibid: boolean, warnings: Warnings): PaperDocumentInput {
  const { properties } = docx;
  const title = titlePageFields(type, properties, parts.titlePage, warnings);
  if (ibid && !parts.referenceList) warnings.add('The document has no reference list control; the paper’s reference list was made again after its text.');
  const advanced = properties.get('UseAdvancedMode') === 'true';
  return {
    type: 'doc',
    attrs: { paperTypeID: type.id, citationFont: citationFont(properties.get('CitationFont'), warnings), ...(advanced ? { advancedMode: true } : {}) },
    content: [
      ...(type.titlePage !== 'none' || parts.titlePage !== undefined ? [{ type: 'titlePage' as const, attrs: title }] : []),
      ...(parts.abstract ? [{ type: 'abstract' as const, attrs: { keywords: parts.abstract.keywords }, content: parts.abstract.content }] : []),
      ...(parts.tableOfContents ? [{ type: 'tableOfContents' as const }] : []),
      ...(parts.body.length ? parts.body : [emptyParagraph()]),
      { type: 'referenceList', attrs: { title: parts.referenceList?.title.trim() || paperReferenceListTitle(type, title.title) }, content: parts.referenceList?.annotations ?? [] },
      ...parts.appendices.map(({ id, content }) => ({ type: 'appendix' as const, attrs: { id }, content: content.length ? content : [emptyParagraph()] })),
    ],
  };
}

/** Reads a .docx back into a paper; see the module's comment. */
export function readPaperDocx(bytes: Uint8Array, opts: ReadPaperDocxOptions = {}): Result<ReadPaperDocx, ReadPaperDocxErrorCode> {
  const opened = openDocx(bytes);
  if (!opened.ok) return opened;
  const docx = opened.value;
  const { properties } = docx;
  const stored = properties.get('PaperTypeID');
  const ibid = stored !== undefined && stored !== '';
  if (!ibid && opts.paperTypeID === undefined) return fail('not-an-ibid-paper', NOT_IBID);
  const paperTypeID = ibid ? Number(stored) : opts.paperTypeID!;
  const type = getPaperType(paperTypeID);
  if (!type) return fail('unknown-paper-type', `This Word document is of a paper type Ibid does not know (${ibid ? stored : String(paperTypeID)}).`);

  const warnings = new Warnings();
  const ctx: ReadContext = {
    docx,
    citations: readPaperData(docx.customXml, warnings),
    citationsRead: new Set(),
    rules: FORMAT_RULES[type.format],
    warnings,
    paperTitle: ibid ? (properties.get('Title') ?? '') : undefined,
    ids: new Set(),
  };
  const parts = arrange(readPieces(elements(docx.body), ctx), warnings);
  const parsed = paperDocumentSchema.safeParse(paperDocument(type, docx, parts, ibid, warnings));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail('invalid-docx', `This Word document does not read as a paper (${issue.path.join('.')}: ${issue.message}).`);
  }
  const paperID = Number(properties.get('PaperID'));
  return ok({
    document: parsed.data,
    paperTypeID: type.id,
    paperGUID: properties.get('PaperGUID') || undefined,
    paperID: Number.isInteger(paperID) && properties.get('PaperID') ? paperID : undefined,
    warnings: warnings.list(),
  });
}
