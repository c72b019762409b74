/**
 * Research notes (word-addin §2.8, §3, §7): the note as the api answers it and a customer's own note. How a note is
 * stored, sorted and searched are the engine's rules (`@ibid/engine`).
 */
import type { Db } from '../db/prisma.js';
import { notFound } from '../errors.js';
import type { ResearchNote as ResearchNoteRow } from '../generated/prisma/client.js';

const NOTE_NOT_FOUND = 'This research note is not in your library.';

type NoteColumns = Pick<ResearchNoteRow, 'id' | 'uniqueId' | 'referenceId' | 'note' | 'citation' | 'isDeleted' | 'createdAt' | 'updatedAt'>;

/** The research note as the api answers it (word-addin §3, §7); `citation` stays JSON text, as the client sent it. */
export function researchNoteView(row: NoteColumns, referenceUniqueId: string) {
  return {
    genesisResearchNoteID: row.id,
    genesisResearchNoteUniqueID: row.uniqueId,
    genesisReferenceID: row.referenceId,
    referenceUniqueID: referenceUniqueId,
    note: row.note,
    citation: row.citation,
    isDeleted: row.isDeleted,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

/** A live note of this customer on a live reference, with the reference's unique id; another customer's id reads as unknown (404). */
export async function ownResearchNote(db: Db, customerId: number, id: number) {
  const row = await db.researchNote.findFirst({ where: { id, customerId, isDeleted: false, reference: { isDeleted: false } }, include: { reference: { select: { uniqueId: true } } } });
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}
