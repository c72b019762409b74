/**
 * A database that fails part-way through a write, as a full disk would, for the tests that check nothing is left
 * half-written: a trigger that refuses a table's inserts or updates, in each provider's own SQL.
 */
import { providerOfDb, type Db } from '../db/prisma.js';

export interface WriteFault {
  table: string;
  on: 'INSERT' | 'UPDATE';
  /** Refuse only once the table holds this many rows (the first rows go in). */
  fromRows?: number;
}

export async function failWrites(db: Db, { table, on, fromRows }: WriteFault): Promise<void> {
  const full = fromRows === undefined ? 'true' : `(SELECT count(*) FROM "${table}") >= ${fromRows}`;
  if (providerOfDb(db) === 'sqlite') {
    await db.$executeRawUnsafe(`CREATE TRIGGER "fail_${table}" BEFORE ${on} ON "${table}" WHEN ${full} BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    return;
  }
  await db.$executeRawUnsafe(`CREATE FUNCTION "fail_${table}"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF ${full} THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
  await db.$executeRawUnsafe(`CREATE TRIGGER "fail_${table}" BEFORE ${on} ON "${table}" FOR EACH ROW EXECUTE FUNCTION "fail_${table}"()`);
}
