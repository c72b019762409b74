/**
 * A paper's downloads (DownloadPaperContentType, word-addin §3): the .docx, its clean copy, a PDF rendered by
 * LibreOffice and a static HTML page, all from the stored document and the paper's references.
 */
import type { Reference } from '@ibid/engine';
import { layoutPaper, paperLayoutToDocx } from '@ibid/engine/paper';
import type { Db } from '../db/prisma.js';
import { PAPER_FILE_TYPES, type PaperFileType } from '../schemas/papers.js';
import { paperHtml } from './paper-html.js';
import { docxToPdf, type PdfSettings } from './paper-pdf.js';
import { storedDocument } from './papers.js';
import { storedContent } from './references.js';

/** The paper's references in its order, as the engine reads them (archived and deleted ones flagged: the layout warns). */
export async function paperReferences(db: Db, paperId: number): Promise<Reference[]> {
  const rows = await db.paperReference.findMany({
    where: { paperId },
    orderBy: { position: 'asc' },
    select: { reference: { select: { id: true, uniqueId: true, isArchived: true, isDeleted: true, createdAt: true, contentJson: true } } },
  });
  return rows.map(({ reference: row }) => {
    const { referenceTypeID, title, note, tags, nickname, values, data } = storedContent(row.contentJson);
    return { referenceID: row.id, referenceUniqueID: row.uniqueId, referenceTypeID, title, note, tags, nickname, values, data, isArchived: row.isArchived, isDeleted: row.isDeleted, createdDate: row.createdAt.toISOString() };
  });
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What each download type is: its media type and file name ending. */
const FILE_KINDS = {
  [PAPER_FILE_TYPES.word]: { contentType: DOCX, extension: 'docx', suffix: '' },
  [PAPER_FILE_TYPES.simple]: { contentType: DOCX, extension: 'docx', suffix: ' (clean copy)' },
  [PAPER_FILE_TYPES.pdf]: { contentType: 'application/pdf', extension: 'pdf', suffix: '' },
  [PAPER_FILE_TYPES.html]: { contentType: 'text/html; charset=utf-8', extension: 'html', suffix: '' },
} as const satisfies Record<PaperFileType, { contentType: string; extension: string; suffix: string }>;

/** Characters no file system or header accepts in a name. */
const UNSAFE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/**
 * `attachment` with the paper's title as the file name: an ASCII fallback for old clients and the full title in
 * RFC 5987's filename* form; unsafe characters dropped, never empty.
 */
export function attachmentHeader(title: string, type: PaperFileType): string {
  const { extension, suffix } = FILE_KINDS[type];
  const base = `${title.replace(UNSAFE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, 120).trim() || 'Paper'}${suffix}`;
  const ascii = base.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/\s+/g, ' ').trim() || 'Paper';
  return `attachment; filename="${ascii.replace(/["\\]/g, '')}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export interface PaperFile {
  body: Buffer;
  contentType: string;
  disposition: string;
}

interface PaperForFile {
  id: number;
  uniqueId: string;
  title: string;
  documentJson: string;
}

/** The file of `type` for a stored paper. */
export async function paperFile(db: Db, paper: PaperForFile, type: PaperFileType, pdf: PdfSettings): Promise<PaperFile> {
  const doc = storedDocument(paper.documentJson);
  // One layout serves every kind of file: the same citation texts and reference list whatever is downloaded.
  const layout = layoutPaper(doc, await paperReferences(db, paper.id));
  const docx = (cleanCopy: boolean) => paperLayoutToDocx(doc, layout, { cleanCopy, paperGUID: paper.uniqueId, paperID: paper.id });
  const body = await {
    [PAPER_FILE_TYPES.word]: async () => Buffer.from(await docx(false)),
    [PAPER_FILE_TYPES.simple]: async () => Buffer.from(await docx(true)),
    // The clean copy: a printed page has no use for content controls or Word's custom properties.
    [PAPER_FILE_TYPES.pdf]: async () => docxToPdf(await docx(true), pdf),
    [PAPER_FILE_TYPES.html]: async () => Buffer.from(paperHtml(doc, layout, paper.title)),
  }[type]();
  return { body, contentType: FILE_KINDS[type].contentType, disposition: attachmentHeader(paper.title, type) };
}
