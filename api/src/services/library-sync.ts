/**
 * The library as the add-in and the extension copy it: everything changed since their last sync, as JSON text
 * built from the stored JSON (no row's data or values is parsed), one query per table on its
 * (customerId, updatedAt) index, selecting only the columns the answer shows.
 */
import type { Db } from '../db/prisma.js';
import { Prisma, type ResearchNote } from '../generated/prisma/client.js';
import { jsonArray, legacyReferencesWhereJson, referencesWhereJson } from './references.js';
import { researchNoteView } from './research-notes.js';

/**
 * How far before the read `serverTime` lies. A change's updatedAt is taken from the clock before its
 * transaction commits, so a write committing just after this read may carry an earlier time than the read's:
 * answering `now - SYNC_OVERLAP_MS` makes the next sync send the last seconds again instead of missing such a
 * write. Clients store by id, so a change received twice is harmless.
 */
export const SYNC_OVERLAP_MS = 5_000;

type NoteSyncRow = Pick<ResearchNote, 'id' | 'uniqueId' | 'referenceId' | 'note' | 'citation' | 'isDeleted' | 'createdAt' | 'updatedAt'> & { referenceUniqueId: string };

/**
 * The sync answer as JSON text: rows of `customerId` changed after `since` (tombstones included), or without
 * `since` every live row (archived included, tombstones left out). References and legacy references are concatenated
 * into one JSON text by the database (`referencesWhereJson`): per-row work in JS was what made a full sync of 10,000 slow.
 */
export async function librarySyncJson(db: Db, customerId: number, since: Date | undefined, now: Date): Promise<string> {
  const serverTime = new Date(now.getTime() - SYNC_OVERLAP_MS);
  const changed = (table: string) => (since ? Prisma.sql`${Prisma.raw(table)}."updatedAt" > ${since}` : Prisma.sql`${Prisma.raw(table)}."isDeleted" = false`);
  const references = await referencesWhereJson(db, Prisma.sql`r."customerId" = ${customerId} AND ${changed('r')}`);
  const legacyReferences = await legacyReferencesWhereJson(db, Prisma.sql`r."customerId" = ${customerId} AND ${changed('r')}`);
  // A full sync leaves out the notes of a removed reference too: the client will never show them.
  const notes = await db.$queryRaw<NoteSyncRow[]>`
    SELECT n."id", n."uniqueId", n."referenceId", n."note", n."citation", n."isDeleted", n."createdAt", n."updatedAt", r."uniqueId" AS "referenceUniqueId"
    FROM "ResearchNote" n JOIN "Reference" r ON r."id" = n."referenceId"
    WHERE n."customerId" = ${customerId} AND ${changed('n')}${since ? Prisma.empty : Prisma.sql` AND r."isDeleted" = false`}`;
  return (
    `{"serverTime":${JSON.stringify(serverTime.toISOString())}` +
    `,"references":${references}` +
    `,"legacyReferences":${legacyReferences}` +
    `,"researchNotes":${jsonArray(notes.map((n) => JSON.stringify(researchNoteView(n, n.referenceUniqueId))))}}`
  );
}
