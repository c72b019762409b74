/** The Prisma client on the better-sqlite3 adapter (TOOLCHAIN.md: the JavaScript engine, no binaries). */
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client.js';

export type Db = PrismaClient;

/**
 * SQLite set for a server: WAL so reads never wait for a write (and NORMAL sync, safe with WAL), and a page
 * cache and memory map large enough to keep a whole library in memory: a sync or search of 10,000 references
 * then reads pages without a system call each.
 */
const SQLITE_SETTINGS = ['PRAGMA journal_mode = WAL', 'PRAGMA synchronous = NORMAL', 'PRAGMA cache_size = -65536', 'PRAGMA mmap_size = 268435456'];

/** A client on the database at `url`, its connection configured before first use. */
export async function openDb(url: string): Promise<Db> {
  const db = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
  if (url.startsWith('file:')) for (const pragma of SQLITE_SETTINGS) await db.$queryRawUnsafe(pragma);
  return db;
}
