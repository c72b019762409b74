/**
 * The signed-in customer's references by id: another customer's id reads exactly like an unknown one (404), so
 * ids reveal nothing. Archive and restore of many references live here too: all named ids or none.
 */
import type { Db } from '../db/prisma.js';
import { notFound } from '../errors.js';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
type Client = Db | Tx;

export const REFERENCE_NOT_FOUND = 'This reference is not in your library.';

/** What callers read of their own reference: the stored content (contentJson) stays in the database. */
const OWN_REFERENCE_COLUMNS = { id: true, uniqueId: true, referenceTypeId: true, nickname: true, note: true, tags: true } as const;

/** A live (not deleted) new-style reference of this customer, by id or by unique id (any case), or 404. */
export async function ownReference(db: Client, customerId: number, key: number | string) {
  const where = typeof key === 'number' ? { id: key } : { uniqueId: key.toUpperCase() };
  const row = await db.reference.findFirst({ where: { ...where, customerId, isDeleted: false }, select: OWN_REFERENCE_COLUMNS });
  if (!row) throw notFound(REFERENCE_NOT_FOUND);
  return row;
}

/** A live (not deleted) legacy reference of this customer, or 404. */
export async function ownLegacyReference(db: Client, customerId: number, id: number) {
  const row = await db.legacyReference.findFirst({ where: { id, customerId, isDeleted: false } });
  if (!row) throw notFound(REFERENCE_NOT_FOUND);
  return row;
}

export interface ReferenceIds {
  iDs: readonly number[];
  legacyIDs: readonly number[];
}

/**
 * Archives (or restores) every named reference in one transaction; if any id is unknown, deleted or another
 * customer's, nothing changes and the answer is 404. Ids already in the asked state count as done.
 */
export async function setArchived(db: Db, customerId: number, ids: ReferenceIds, isArchived: boolean, now: Date): Promise<{ iDs: number[]; legacyIDs: number[] }> {
  const iDs = [...new Set(ids.iDs)];
  const legacyIDs = [...new Set(ids.legacyIDs)];
  await db.$transaction(async (tx) => {
    const references = await tx.reference.updateMany({ where: { id: { in: iDs }, customerId, isDeleted: false }, data: { isArchived, updatedAt: now } });
    const legacy = await tx.legacyReference.updateMany({ where: { id: { in: legacyIDs }, customerId, isDeleted: false }, data: { isArchived, updatedAt: now } });
    // Throwing inside the transaction rolls back the rows already changed.
    if (references.count !== iDs.length || legacy.count !== legacyIDs.length) {
      throw notFound(iDs.length + legacyIDs.length === 1 ? REFERENCE_NOT_FOUND : 'Some of these references are not in your library: none was changed.');
    }
  });
  return { iDs, legacyIDs };
}
