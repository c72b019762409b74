/**
 * The Prisma client for the database DATABASE_URL names (TOOLCHAIN.md: the JavaScript engine on a driver adapter,
 * no binaries): SQLite on better-sqlite3 for `file:` URLs, PostgreSQL on pg for `postgresql://` ones. Both clients
 * are generated from one schema (scripts/postgresql-schema.mjs) and answer the same calls, so the api holds either
 * as `Db`.
 */
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client.js';

export type Db = PrismaClient;

export type DatabaseProvider = 'sqlite' | 'postgresql';

/** The database a URL names; anything else is refused before a connection is tried. */
export function providerOf(url: string): DatabaseProvider {
  if (url.startsWith('file:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgresql';
  throw new Error(`DATABASE_URL must be a SQLite file (file:...) or a PostgreSQL URL (postgresql://...), not ${url.replace(/\/\/[^@/]*@/, '//…@')}`);
}

/** The provider a client (or a transaction's client) runs on: the SQL the api writes by hand differs (sql-dialect.ts). */
export const providerOfDb = (db: object): DatabaseProvider => ((db as { _activeProvider?: string })._activeProvider === 'postgresql' ? 'postgresql' : 'sqlite');

/**
 * SQLite set for a server: WAL so reads never wait for a write (and NORMAL sync, safe with WAL), and a page
 * cache and memory map large enough to keep a whole library in memory: a sync or search of 10,000 references
 * then reads pages without a system call each.
 */
const SQLITE_SETTINGS = ['PRAGMA journal_mode = WAL', 'PRAGMA synchronous = NORMAL', 'PRAGMA cache_size = -65536', 'PRAGMA mmap_size = 268435456'];

/** A client on the database at `url`, its connection configured before first use. */
export async function openDb(url: string): Promise<Db> {
  if (providerOf(url) === 'postgresql') {
    // Loaded only for PostgreSQL: a SQLite server never loads pg.
    const [{ PrismaPg }, { PrismaClient: PostgresqlClient }] = await Promise.all([import('@prisma/adapter-pg'), import('../generated/prisma-postgresql/client.js')]);
    return new PostgresqlClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as Db;
  }
  const db = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
  for (const pragma of SQLITE_SETTINGS) await db.$queryRawUnsafe(pragma);
  return db;
}
