/**
 * Duplicates in a library and their merge (reference-library §5: a shared URL, DOI or ISBN): the groups come
 * from the engine's `duplicateGroups`; a merge keeps one reference, fills its empty fields from the others (the
 * engine's `fillFromMerged`), moves their research notes and pending shares to it, and leaves tombstones naming
 * it so clients re-point citations.
 */
import { citationForReference, duplicateGroups, fillFromMerged } from '@ibid/engine';
import { SHARE_STATUS } from '@ibid/engine/validation';
import type { Db } from '../db/prisma.js';
import { sqlOf } from '../db/sql-dialect.js';
import { badRequest, notFound } from '../errors.js';
import { Prisma, type Reference as ReferenceRow } from '../generated/prisma/client.js';
import { jsonArray, referenceContent, referenceJson, referencesJson, storedContent } from './references.js';

/** An active reference's identifiers, the only fields duplicate rules compare. */
export interface ReferenceIdentifiers {
  id: number;
  uniqueId: string;
  data: { doi?: string; url?: string; isbns?: string[] };
}

/**
 * The customer's active references (neither archived nor deleted) that have a DOI, URL or ISBN, oldest first,
 * with those identifiers only, read in SQL out of each row's stored JSON, so a large library
 * is not parsed to compare a few identifiers.
 */
export async function activeReferenceIdentifiers(db: Db, customerId: number): Promise<ReferenceIdentifiers[]> {
  const sql = sqlOf(db);
  const data = (field: string) => sql.jsonText(Prisma.sql`"contentJson"`, ['data', field]);
  const rows = await db.$queryRaw<{ id: number; uniqueId: string; doi: string | null; url: string | null; isbns: string | null }[]>`
    SELECT "id", "uniqueId", "doi", "url", "isbns" FROM (
      SELECT "id", "uniqueId", "createdAt", ${data('doi')} AS "doi", ${data('url')} AS "url", ${data('isbns')} AS "isbns"
      FROM "Reference"
      WHERE "customerId" = ${customerId} AND "isDeleted" = false AND "isArchived" = false
    ) "identified"
    WHERE "doi" IS NOT NULL OR "url" IS NOT NULL OR "isbns" IS NOT NULL
    ORDER BY "createdAt", "id"`;
  return rows.map((row) => ({
    id: row.id,
    uniqueId: row.uniqueId,
    data: { doi: row.doi ?? undefined, url: row.url ?? undefined, isbns: row.isbns ? (JSON.parse(row.isbns) as string[]) : undefined },
  }));
}

/** The customer's duplicate groups as JSON text (`{"groups":[[reference, ...], ...]}`), over active references, oldest first. */
export async function duplicateGroupsJson(db: Db, customerId: number): Promise<string> {
  const groups = duplicateGroups(await activeReferenceIdentifiers(db, customerId));
  const answers = await Promise.all(groups.map((group) => referencesJson(db, group.map((r) => r.id))));
  return `{"groups":${jsonArray(answers)}}`;
}

/** What a merge reads and fills of a stored reference (the engine's `fillFromMerged`). */
function mergeContent(row: ReferenceRow) {
  return { data: storedContent(row.contentJson).data, note: row.note, nickname: row.nickname, tags: row.tags, legacyReferenceId: row.legacyReferenceId };
}

export interface MergeRequest {
  customerId: number;
  keeperID: number;
  mergedIDs: readonly number[];
  now: Date;
}

/**
 * Merges duplicates into the keeper in one transaction and answers JSON text: `{ keeper, filledFields, merged:
 * [{ referenceID, referenceUniqueID, mergedIntoUniqueID }] }`. The keeper and the merged references must all be
 * this customer's, active, and duplicates of one another by themselves (one group of `duplicateGroups`): a merge
 * cannot be undone, so references that share no identifier are refused rather than merged on the user's word.
 */
export async function mergeReferences(db: Db, { customerId, keeperID, mergedIDs, now }: MergeRequest): Promise<string> {
  const ids = [...new Set(mergedIDs)];
  if (ids.includes(keeperID)) throw badRequest('keeper-merged', 'The reference you keep cannot also be merged into itself: leave it out of mergedIDs.');
  return db.$transaction(async (tx) => {
    const rows = await tx.reference.findMany({ where: { id: { in: [keeperID, ...ids] }, customerId, isDeleted: false } });
    if (rows.length !== ids.length + 1) throw notFound('Some of these references are not in your library: none was merged.');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const keeper = byId.get(keeperID)!;
    const merged = ids.map((id) => byId.get(id)!);
    if (rows.some((row) => row.isArchived)) throw badRequest('reference-archived', 'Restore archived references before merging them.');
    const groups = duplicateGroups(rows.map((row) => ({ data: storedContent(row.contentJson).data })));
    if (groups.length !== 1 || groups[0]!.length !== rows.length) {
      throw badRequest('not-duplicates', 'These references do not share a DOI, URL or ISBN with one another, so they cannot be merged.');
    }

    const filled = fillFromMerged({ ...mergeContent(keeper), referenceTypeId: keeper.referenceTypeId }, merged.map(mergeContent));
    // The engine checks the filled data and formats the values again: the keeper's values show what it gained.
    const content = referenceContent({ referenceTypeId: keeper.referenceTypeId, data: filled.data, note: filled.note, nickname: filled.nickname, tags: filled.tags });
    const updated = await tx.reference.update({ where: { id: keeper.id }, data: { ...content, legacyReferenceId: filled.legacyReferenceId, updatedAt: now } });
    await tx.reference.updateMany({ where: { id: { in: ids } }, data: { isDeleted: true, mergedIntoId: keeper.id, updatedAt: now } });

    // Research notes follow their reference, and a note's citation points at the keeper from now on.
    const notes = await tx.researchNote.findMany({ where: { referenceId: { in: ids } }, select: { id: true, citation: true } });
    for (const note of notes) {
      await tx.researchNote.update({ where: { id: note.id }, data: { referenceId: keeper.id, citation: citationForReference(note.citation, keeper.uniqueId), updatedAt: now } });
    }

    // A pending share sends the keeper instead; one already holding the keeper just loses the duplicate.
    const items = await tx.shareRequestItem.findMany({ where: { referenceId: { in: ids }, shareRequest: { status: SHARE_STATUS.PENDING } }, select: { id: true, shareRequestId: true } });
    const holdingKeeper = new Set(
      (await tx.shareRequestItem.findMany({ where: { referenceId: keeper.id, shareRequestId: { in: items.map((i) => i.shareRequestId) } }, select: { shareRequestId: true } })).map((i) => i.shareRequestId),
    );
    for (const item of items) {
      if (holdingKeeper.has(item.shareRequestId)) await tx.shareRequestItem.delete({ where: { id: item.id } });
      else {
        await tx.shareRequestItem.update({ where: { id: item.id }, data: { referenceId: keeper.id } });
        holdingKeeper.add(item.shareRequestId);
      }
    }

    const mapping = merged.map((m) => ({ referenceID: m.id, referenceUniqueID: m.uniqueId, mergedIntoUniqueID: keeper.uniqueId }));
    return `{"keeper":${await referenceJson(tx, updated.id)},"filledFields":${JSON.stringify(filled.filledFields)},"merged":${JSON.stringify(mapping)}}`;
  });
}
