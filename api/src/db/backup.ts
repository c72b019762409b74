/**
 * Backups of the api's database (issue 22), safe while servers run. SQLite: SQLite's online backup (better-sqlite3's
 * `backup`, the library under Prisma's adapter) copies a consistent snapshot without stopping writers (WAL), and a
 * restore goes through the same backup API, so it replaces the database under SQLite's own locks and never leaves
 * a stale write-ahead log behind. PostgreSQL: pg_dump's custom format and pg_restore.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { API_DIR, databaseUrl as configuredDatabaseUrl } from '../config/database-url.js';
import { MIGRATIONS_TABLE } from './migrations.js';
import { providerOf } from './prisma.js';

/** The part of better-sqlite3 used here (its types are not installed). */
interface SqliteDatabase {
  pragma(source: string, options?: { simple: boolean }): unknown;
  exec(source: string): void;
  prepare(source: string): { get(): unknown };
  backup(file: string, options?: { progress?: (p: { totalPages: number; remainingPages: number }) => number }): Promise<{ totalPages: number }>;
  close(): void;
}
type SqliteConstructor = new (file: string, options?: { fileMustExist?: boolean; readonly?: boolean; timeout?: number }) => SqliteDatabase;

// better-sqlite3 as Prisma's adapter loads it: the api depends on the adapter, which brings the library.
const Sqlite = createRequire(createRequire(import.meta.url).resolve('@prisma/adapter-better-sqlite3'))('better-sqlite3') as SqliteConstructor;

const { sqlite: SQLITE_MIGRATIONS_TABLE, postgresql: POSTGRESQL_MIGRATIONS_TABLE } = MIGRATIONS_TABLE;

/** How long a backup or restore waits for a write another connection holds. */
const BUSY_TIMEOUT_MS = 10_000;

export class BackupError extends Error {}

const sqlitePath = (url: string) => url.slice('file:'.length).replace(/\?.*$/, '');

/** Where `npm run backup` writes when not told: a timestamped file under api/data/backups. */
export function defaultBackupFile(url: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return join(API_DIR, 'data', 'backups', `ibid-${stamp}.${providerOf(url) === 'sqlite' ? 'db' : 'dump'}`);
}

/**
 * Whether another connection holds the SQLite database open (a running server): in WAL mode every open connection
 * keeps a shared lock on the file, so an exclusive one is refused at once. Taken and released here, nothing written.
 */
export function sqliteHeldOpen(path: string): boolean {
  if (!existsSync(path)) return false;
  const db = new Sqlite(path, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    db.close();
  }
}

/** Refuses a SQLite file that is not a whole Ibid database: it must pass SQLite's check and hold applied migrations. */
export function checkSqliteDatabase(path: string): { migrations: number } {
  if (!existsSync(path)) throw new BackupError(`No backup at ${path}`);
  let db: SqliteDatabase;
  try {
    db = new Sqlite(path, { fileMustExist: true, readonly: true, timeout: BUSY_TIMEOUT_MS });
  } catch (error) {
    throw new BackupError(`${path} is not a whole SQLite database: ${(error as Error).message}`);
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${path} is not a whole SQLite database: ${String(check)}`);
    const table = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${SQLITE_MIGRATIONS_TABLE}'`).get();
    if (!table) throw new BackupError(`${path} is not an Ibid database: it has no ${SQLITE_MIGRATIONS_TABLE} table`);
    const { n } = db.prepare(`SELECT count(*) AS n FROM ${SQLITE_MIGRATIONS_TABLE} WHERE finished_at IS NOT NULL`).get() as { n: number };
    if (n === 0) throw new BackupError(`${path} is not an Ibid database: no migration was applied to it`);
    return { migrations: n };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${path} is not a whole SQLite database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Copies the database at `source` into `target` with SQLite's backup API, all remaining pages in one step after the
 * first so a busy writer cannot restart it forever (a step reads one snapshot; in WAL mode writers go on meanwhile).
 */
async function sqliteCopy(source: string, target: string): Promise<void> {
  const db = new Sqlite(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

const run = promisify(execFile);

async function postgresqlOtherConnections(url: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

export interface BackupResult {
  file: string;
}

/** Writes a backup of the database at `url` to `file` (whole or not at all: written beside it, then renamed). */
export async function backupDatabase(url: string, file: string): Promise<BackupResult> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (providerOf(url) === 'postgresql') await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
    else {
      const source = sqlitePath(url);
      if (!existsSync(source)) throw new BackupError(`No database at ${source}`);
      await sqliteCopy(source, partial);
      checkSqliteDatabase(partial);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file };
}

export interface RestoreOptions {
  /** Replace the database even though a server holds it open (its next requests read the restored data). */
  force?: boolean;
}

/** Replaces the database at `url` with the backup in `file`, after checking the backup is a whole Ibid database. */
export async function restoreDatabase(url: string, file: string, options: RestoreOptions = {}): Promise<void> {
  if (providerOf(url) === 'postgresql') return restorePostgresql(url, file, options);
  const target = sqlitePath(url);
  checkSqliteDatabase(file);
  if (!options.force && sqliteHeldOpen(target)) {
    throw new BackupError(`A running server holds ${target} open: stop it first, or restore with --force to replace the database under it`);
  }
  mkdirSync(dirname(target), { recursive: true });
  await sqliteCopy(file, target);
}

async function restorePostgresql(url: string, file: string, options: RestoreOptions): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  const { stdout: list } = await run('pg_restore', ['--list', file]).catch((error: Error) => {
    throw new BackupError(`${file} is not a pg_dump archive: ${error.message}`);
  });
  if (!new RegExp(`TABLE [^\\n]*\\b${POSTGRESQL_MIGRATIONS_TABLE}\\b`).test(list)) throw new BackupError(`${file} is not an Ibid database: it has no ${POSTGRESQL_MIGRATIONS_TABLE} table`);
  if (!options.force) {
    const others = await postgresqlOtherConnections(url);
    if (others > 0) throw new BackupError(`${others} other connection(s) hold the database open (a running server?): stop them first, or restore with --force`);
  }
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file]);
}

/** `npm run backup [-- file]`: relative paths from where npm was run. */
export async function backupCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const url = configuredDatabaseUrl(env);
  const file = args[0] ? resolve(env.INIT_CWD ?? process.cwd(), args[0]) : defaultBackupFile(url);
  await backupDatabase(url, file);
  return `Backed up ${redact(url)} to ${file}`;
}

/** `npm run restore -- file [--force]`. */
export async function restoreCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const force = args.includes('--force');
  const [given] = args.filter((a) => a !== '--force');
  if (!given) throw new BackupError('Usage: npm run restore -- <backup file> [--force]');
  const url = configuredDatabaseUrl(env);
  const file = resolve(env.INIT_CWD ?? process.cwd(), given);
  await restoreDatabase(url, file, { force });
  return `Restored ${redact(url)} from ${file}`;
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');
