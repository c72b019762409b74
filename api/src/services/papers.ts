/**
 * The signed-in customer's papers and classes: reads that answer 404 for anything not theirs (so ids reveal
 * nothing), the summary lists answer, the paper's record fields kept in step with its title page, and versions.
 */
import { randomUUID } from 'node:crypto';
import { formatSwitchOptions, getPaperType, newPaperDocument, paperDocumentSchema, paperFormFields, paperTitlePage, referenceIdsInPaper, type PaperCreationPayload, type PaperDocument } from '@ibid/engine/paper';
import { formatPickedDate } from '@ibid/engine/validation';
import type { Db } from '../db/prisma.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { PaperFields, PaperSummary, SaveAction } from '../schemas/papers.js';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
type Client = Db | Tx;

export const PAPER_NOT_FOUND = 'This paper is not in your account.';
export const CLASS_NOT_FOUND = 'This class is not in your account.';

/** What a summary reads of a paper: everything but the document and the uploaded .docx. */
export const PAPER_SUMMARY_COLUMNS = {
  id: true,
  uniqueId: true,
  paperTypeId: true,
  title: true,
  course: true,
  author: true,
  teacher: true,
  institution: true,
  dueDate: true,
  runningHead: true,
  isAuthorNote: true,
  classId: true,
  isComplete: true,
  createdAt: true,
  updatedAt: true,
  references: { orderBy: { position: 'asc' }, select: { reference: { select: { uniqueId: true } } } },
} as const satisfies Prisma.PaperSelect;

export type PaperSummaryRow = Prisma.PaperGetPayload<{ select: typeof PAPER_SUMMARY_COLUMNS }>;
export type PaperRow = Prisma.PaperGetPayload<{ select: typeof PAPER_SUMMARY_COLUMNS & { documentJson: true } }>;

/** The stored document, read through the engine's schema (defaults filled in). */
export const storedDocument = (documentJson: string): PaperDocument => paperDocumentSchema.parse(JSON.parse(documentJson));

const ownPaperWhere = (customerId: number, key: string | number) => ({ ...(typeof key === 'number' ? { id: key } : { uniqueId: key.toUpperCase() }), customerId, isDeleted: false });

/** A live paper of this customer by its GUID (any case) or id, with its document, or 404. */
export async function ownPaper(db: Client, customerId: number, key: string | number): Promise<PaperRow> {
  const row = await db.paper.findFirst({ where: ownPaperWhere(customerId, key), select: { ...PAPER_SUMMARY_COLUMNS, documentJson: true } });
  if (!row) throw notFound(PAPER_NOT_FOUND);
  return row;
}

/** What a download reads of the paper: not the summary's reference ids, as `paperReferences` reads the references whole. */
const PAPER_FILE_COLUMNS = { id: true, uniqueId: true, title: true, documentJson: true } as const satisfies Prisma.PaperSelect;

/** A live paper of this customer with what its download needs, or 404. */
export async function ownPaperForFile(db: Client, customerId: number, key: string | number): Promise<Prisma.PaperGetPayload<{ select: typeof PAPER_FILE_COLUMNS }>> {
  const row = await db.paper.findFirst({ where: ownPaperWhere(customerId, key), select: PAPER_FILE_COLUMNS });
  if (!row) throw notFound(PAPER_NOT_FOUND);
  return row;
}

/** The id of a live paper of this customer, or 404: for routes that need nothing else (a document may hold megabytes of figures). */
export async function ownPaperId(db: Client, customerId: number, key: string | number): Promise<number> {
  const row = await db.paper.findFirst({ where: ownPaperWhere(customerId, key), select: { id: true } });
  if (!row) throw notFound(PAPER_NOT_FOUND);
  return row.id;
}

/** A class of this customer, or 404; `usable` also refuses an archived one, which no new association may name. */
export async function ownClass(db: Client, customerId: number, classId: number, { usable = false } = {}) {
  const row = await db.class.findFirst({ where: { id: classId, customerId } });
  if (!row) throw notFound(CLASS_NOT_FOUND);
  if (usable && row.isArchived) throw badRequest('class-archived', 'This class is archived: restore it, or choose another class.');
  return row;
}

export const classView = (row: { id: number; name: string; teacherName: string; isArchived: boolean }) => ({
  classID: row.id,
  name: row.name,
  teacherName: row.teacherName,
  isArchived: row.isArchived,
});

/** 'yyyy-mm-dd' to the stored day (00:00 UTC), '' to none. */
export const dueDateOf = (day: string): Date | null => (day ? new Date(`${day}T00:00:00.000Z`) : null);
const dayText = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');

/** The due date as the paper's format writes dates (word-addin §5 date picker outputs). */
function dueDateDisplay(date: Date | null, paperTypeId: number): string {
  if (!date) return '';
  return formatPickedDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, getPaperType(paperTypeId)?.format);
}

export function paperSummary(row: PaperSummaryRow): PaperSummary {
  return {
    paperID: row.id,
    paperGUID: row.uniqueId,
    paperTypeID: row.paperTypeId,
    title: row.title,
    course: row.course,
    author: row.author,
    teacher: row.teacher,
    institution: row.institution,
    dueDate: dayText(row.dueDate),
    dueDateDisplay: dueDateDisplay(row.dueDate, row.paperTypeId),
    runningHead: row.runningHead,
    isAuthorNote: row.isAuthorNote,
    classID: row.classId,
    genesisReferences: row.references.map((r) => r.reference.uniqueId),
    isComplete: row.isComplete,
    createdDate: row.createdAt.toISOString(),
    lastModifiedDate: row.updatedAt.toISOString(),
  };
}


/** The record fields a title page shows, by their title-page attribute names. */
const TITLE_PAGE_FIELDS = ['title', 'author', 'institution', 'course', 'teacher', 'dueDate', 'runningHead'] as const;
type TitlePageField = (typeof TITLE_PAGE_FIELDS)[number];
export type RecordFields = Record<TitlePageField, string> & { isAuthorNote: boolean; classId: number | null; isComplete: boolean };

export const recordFieldsOf = (row: PaperRow): RecordFields => ({
  title: row.title,
  author: row.author,
  institution: row.institution,
  course: row.course,
  teacher: row.teacher,
  dueDate: dayText(row.dueDate),
  runningHead: row.runningHead,
  isAuthorNote: row.isAuthorNote,
  classId: row.classId,
  isComplete: row.isComplete,
});

/**
 * The fields after a save: the stored ones, then what a sent document's title page says, then the fields the body
 * names. The document's title page is then rewritten from them, so the list and the paper never disagree.
 */
export function mergeFields(stored: RecordFields, sentDocument: PaperDocument | undefined, body: PaperFields): RecordFields {
  const page = sentDocument ? paperTitlePage(sentDocument) : undefined;
  const fromPage = page ? Object.fromEntries(TITLE_PAGE_FIELDS.map((key) => [key, page[key]])) : {};
  const { classID, ...named } = body;
  const given = Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined));
  return { ...stored, ...fromPage, ...given, classId: classID === undefined ? stored.classId : classID };
}

export function withTitlePage(doc: PaperDocument, fields: RecordFields): PaperDocument {
  return {
    ...doc,
    content: doc.content.map((node) => (node.type === 'titlePage' ? { ...node, attrs: { ...node.attrs, ...Object.fromEntries(TITLE_PAGE_FIELDS.map((key) => [key, fields[key]])) } } : node)),
  };
}

/** The columns the record fields set. */
export const recordColumns = (fields: RecordFields) => ({
  title: fields.title,
  author: fields.author,
  institution: fields.institution,
  course: fields.course,
  teacher: fields.teacher,
  dueDate: dueDateOf(fields.dueDate),
  runningHead: fields.runningHead,
  isAuthorNote: fields.isAuthorNote,
  classId: fields.classId,
  isComplete: fields.isComplete,
});

/**
 * The references rows of these unique ids, in this order; every one must be this customer's (a reference deleted
 * since the paper cited it still counts: the layout warns about it). Otherwise 400 and nothing changes.
 */
export async function paperReferenceRows(db: Client, customerId: number, uniqueIds: readonly string[]): Promise<{ id: number; uniqueId: string }[]> {
  const wanted = [...new Set(uniqueIds)];
  const rows = await db.reference.findMany({ where: { customerId, uniqueId: { in: wanted } }, select: { id: true, uniqueId: true } });
  const byId = new Map(rows.map((row) => [row.uniqueId, row]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length) throw badRequest('reference-not-found', `${missing.length === 1 ? 'A reference of this paper is' : `${missing.length} references of this paper are`} not in your library (${missing.slice(0, 3).join(', ')}): the paper was not saved.`);
  return wanted.map((id) => byId.get(id)!);
}

/** Sets the paper's references to these rows, in this order. */
export async function setPaperReferences(tx: Tx, paperId: number, rows: readonly { id: number }[]): Promise<void> {
  await tx.paperReference.deleteMany({ where: { paperId } });
  if (rows.length) await tx.paperReference.createMany({ data: rows.map((row, position) => ({ paperId, referenceId: row.id, position })) });
}

/** word-addin §9: versions are kept 30 days. */
export const VERSION_DAYS = 30;
/** Auto saves closer together than this replace the previous auto save, so a day of typing keeps a few versions, not thousands. */
export const AUTO_SAVE_MERGE_MS = 10 * 60_000;

export const versionCutoff = (now: Date) => new Date(now.getTime() - VERSION_DAYS * 86_400_000);

/** Keeps the document as a version labelled `action`, and prunes the paper's versions older than 30 days. */
export async function keepVersion(tx: Tx, paperId: number, action: string, documentJson: string, now: Date): Promise<void> {
  await tx.paperVersion.deleteMany({ where: { paperId, createdAt: { lt: versionCutoff(now) } } });
  if (action === 'Auto Save') {
    const last = await tx.paperVersion.findFirst({ where: { paperId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    if (last?.action === 'Auto Save' && now.getTime() - last.createdAt.getTime() < AUTO_SAVE_MERGE_MS) {
      await tx.paperVersion.update({ where: { id: last.id }, data: { documentJson, createdAt: now } });
      return;
    }
  }
  await tx.paperVersion.create({ data: { paperId, action, documentJson, createdAt: now } });
}

/** Creates a paper from a checked creation payload: its document from the engine (answered too), its 'Created' version. */
export async function createPaper(db: Db, customerId: number, payload: PaperCreationPayload, now: Date): Promise<{ id: number; uniqueId: string; document: PaperDocument }> {
  if (payload.ClassID) await ownClass(db, customerId, payload.ClassID, { usable: true });
  const document = newPaperDocument(payload, payload.PaperType);
  const documentJson = JSON.stringify(document);
  // The record shows what the title page prints: a field the type's form does not ask for stays blank. A paper
  // without a title page (a list, a bibliography) keeps the course its form asks for on the record alone.
  const course = paperFormFields(payload.PaperType).includes('Course') ? payload.Course.trim() : '';
  const blank: RecordFields = { title: payload.Title, author: '', institution: '', course, teacher: '', dueDate: '', runningHead: '', isAuthorNote: payload.IsAuthorNote, classId: payload.ClassID ?? null, isComplete: false };
  const fields = mergeFields(blank, document, {});
  return db.$transaction(async (tx) => {
    const row = await tx.paper.create({
      data: { uniqueId: randomUUID().toUpperCase(), customerId, paperTypeId: payload.PaperType, ...recordColumns(fields), documentJson, createdAt: now, updatedAt: now },
      select: { id: true, uniqueId: true },
    });
    await keepVersion(tx, row.id, 'Created', documentJson, now);
    return { ...row, document };
  });
}

export const PAPER_CHANGED = 'This paper was saved from another tab or device after you opened it. Reload it to see those changes, then save again.';

export interface PaperChanges extends PaperFields {
  document?: PaperDocument | undefined;
  referenceUniqueIDs?: string[] | undefined;
  action: SaveAction;
  /** The lastModifiedDate the client read (ISO); a paper saved since is refused with 409. */
  expectedDate?: string | undefined;
}

/**
 * Saves a paper: the document (its title page rewritten from the fields), the references it holds (with every one
 * it cites), the fields, and a version when the document changed or the writer asked for one ('Manual Save': the
 * Save drawer's "Save my paper now" always shows in Recent Paper Versions). All checks run before the one transaction; a
 * save racing another one is refused with 409 rather than overwriting it.
 */
export async function savePaper(db: Db, customerId: number, paperGUID: string, changes: PaperChanges, now: Date): Promise<PaperSummaryRow> {
  const { document: sent, referenceUniqueIDs, action, expectedDate, ...fields } = changes;
  const current = await ownPaper(db, customerId, paperGUID);
  if (expectedDate !== undefined && new Date(expectedDate).getTime() !== current.updatedAt.getTime()) throw conflict('paper-changed', PAPER_CHANGED);
  // A paper may switch format (the same kind of paper in APA 7, MLA 9 or Turabian 9), never become another kind.
  const switched = sent && sent.attrs.paperTypeID !== current.paperTypeId;
  if (switched && !formatSwitchOptions(current.paperTypeId, paperTitlePage(sent)).some((option) => option.paperTypeID === sent.attrs.paperTypeID)) {
    throw badRequest('paper-type-mismatch', `This document is for paper type ${sent.attrs.paperTypeID}, but the paper is type ${current.paperTypeId}.`);
  }
  // A paper may keep the class it has even once archived; a newly named class must be current.
  if (fields.classID) await ownClass(db, customerId, fields.classID, { usable: fields.classID !== current.classId });

  const merged = mergeFields(recordFieldsOf(current), sent, fields);
  const document = withTitlePage(sent ?? storedDocument(current.documentJson), merged);
  const documentJson = JSON.stringify(document);
  const heldBefore = current.references.map((r) => r.reference.uniqueId);
  const references = await paperReferenceRows(db, customerId, [...(referenceUniqueIDs ?? heldBefore), ...referenceIdsInPaper(document)]);
  // Strictly later than the stored date, so a client holding the old date can never match again.
  const updatedAt = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1));

  return db.$transaction(async (tx) => {
    const { count } = await tx.paper.updateMany({ where: { id: current.id, updatedAt: current.updatedAt }, data: { ...recordColumns(merged), ...(switched && { paperTypeId: sent.attrs.paperTypeID }), documentJson, updatedAt } });
    if (count === 0) throw conflict('paper-changed', PAPER_CHANGED);
    if (references.map((r) => r.uniqueId).join() !== heldBefore.join()) await setPaperReferences(tx, current.id, references);
    if (documentJson !== current.documentJson || action === 'Manual Save') await keepVersion(tx, current.id, action, documentJson, updatedAt);
    return tx.paper.findUniqueOrThrow({ where: { id: current.id }, select: PAPER_SUMMARY_COLUMNS });
  });
}
