/**
 * `paperToDocx`: a paper as the Word document a student hands in (DESIGN.md "Papers"): its format's page, styles,
 * title page and headers, the text with its citations (content controls linked to their entries, Turabian's as
 * footnotes), the reference list in a content control, and the custom properties that tie it to its record. Pure:
 * it runs in the browser, the add-in and the api alike.
 */
import { Document, Packer, type FileChild, type ISectionOptions } from 'docx';
import type { Reference } from '../../model/reference.js';
import type { PaperLayout } from '../layout-types.js';
import { layoutPaper } from '../layout-paper.js';
import { walkPaper } from '../paper-walk.js';
import type { BlockNode, PaperDocument, TitlePageAttrs } from '../schema.js';
import { pageHeaderLead, titlePageLines } from '../title-page-lines.js';
import { abstractChildren, appendixChildren, blockChildren, contentsChildren } from './body.js';
import { renderContext } from './context.js';
import { pageHeader } from './headers.js';
import { PAGE, paperFont } from './page-setup.js';
import { partControl } from './content-control.js';
import { paperDataXml } from './paper-data-part.js';
import { withPaperDataPart } from './paper-data-zip.js';
import { customProperties, type PaperRecordIds } from './properties.js';
import { referenceListChildren } from './reference-list.js';
import { paperStyles } from './styles.js';
import { frontPage, paperTitleLine } from './title-page.js';

export { adoptionOoxml } from './adoption-ooxml.js';
export { paperFont } from './page-setup.js';
export { PAPER_DATA_NAMESPACE, citationDataElement, paperDataXml } from './paper-data-part.js';
export * from './control-tags.js';
export { FORMAT_RULES, type CaptionRule, type FormatRules, type HeadingRule } from './format-rules.js';

export interface PaperDocxOptions extends PaperRecordIds {
  /** The clean copy (DownloadPaperContentType 2): the text and formatting without controls, links or custom properties. */
  cleanCopy?: boolean;
}

const isBlock = (node: PaperDocument['content'][number]): node is BlockNode => node.type === 'paragraph' || node.type === 'figure' || node.type === 'table';
const isEmptyParagraph = (node: BlockNode) => node.type === 'paragraph' && node.content.length === 0;

/** The .docx of a paper already laid out (`layoutPaper`'s answer for it). */
export async function paperLayoutToDocx(doc: PaperDocument, layout: PaperLayout, opts: PaperDocxOptions = {}): Promise<Uint8Array> {
  const ctx = renderContext(doc.attrs.paperTypeID, layout, opts.cleanCopy === true);
  const title: TitlePageAttrs | undefined = doc.content.find((node) => node.type === 'titlePage')?.attrs;
  const lines = title && titlePageLines(doc.attrs.paperTypeID, title);
  const front = frontPage(ctx, lines);
  if (front.newPageAfter) ctx.pendingPageBreak = true;
  const frontChildren = partControl(ctx, 'title-page', undefined, front.paragraphs);

  const flow: FileChild[] = front.ownSection ? [] : [...frontChildren];
  const blocks = doc.content.filter(isBlock);
  // A body that is only empty paragraphs (a new paper's) prints nothing: a reference list then heads its page.
  const body = blocks.every(isEmptyParagraph) ? [] : blocks;
  for (const node of doc.content) {
    if (node.type === 'abstract') flow.push(...abstractChildren(ctx, node));
    else if (node.type === 'tableOfContents') flow.push(...contentsChildren(ctx));
    else if (node.type === 'referenceList') {
      if (lines?.repeatTitle) flow.push(paperTitleLine(ctx, lines.title));
      flow.push(...blockChildren(ctx, body));
      flow.push(...referenceListChildren(ctx, flow.length > 0));
    } else if (node.type === 'appendix') flow.push(...appendixChildren(ctx, node));
  }

  const properties = { page: PAGE };
  const header = { default: pageHeader(pageHeaderLead(doc.attrs.paperTypeID, title)) };
  const sections: ISectionOptions[] = front.ownSection
    ? [
        { properties, children: frontChildren },
        { properties: { page: { ...PAGE, pageNumbers: { start: 1 } } }, headers: header, children: flow },
      ]
    : [{ properties, headers: header, children: flow }];

  const document = new Document({
    creator: title?.author.trim() || 'Ibid',
    title: title?.title ?? layout.referenceList.title,
    styles: paperStyles(ctx.rules, paperFont(doc.attrs.citationFont)),
    footnotes: ctx.footnotes,
    customProperties: ctx.cleanCopy ? [] : customProperties(doc, title, opts),
    sections,
  });
  const bytes = await Packer.pack(document, 'uint8array');
  return ctx.cleanCopy ? bytes : withPaperDataPart(bytes, paperDataXml(walkPaper(doc).citations));
}

/**
 * The .docx of a paper: `layoutPaper` (every citation's text, the notes, the numbering, the reference list of
 * every reference of the paper) written out. `references` are the paper's references, cited or not.
 */
export async function paperToDocx(doc: PaperDocument, references: readonly Reference[], opts: PaperDocxOptions = {}): Promise<Uint8Array> {
  return paperLayoutToDocx(doc, layoutPaper(doc, references), opts);
}
