/**
 * Applying the committed migrations. SQLite: `prisma migrate deploy`, the same command production runs.
 * PostgreSQL: `migrate deploy` fails through the pg adapter (Prisma issue 27403, TOOLCHAIN.md), so the api applies
 * prisma/postgresql/migrations itself: in order, all in one transaction, each recorded in `_ibid_migrations`, under
 * an advisory lock, so two api processes starting at once apply them once.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { API_DIR } from '../config/database-url.js';
import { Prisma } from '../generated/prisma/client.js';
import { openDb, providerOf } from './prisma.js';

const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');
const SQLITE_MIGRATIONS = join(API_DIR, 'prisma', 'migrations');
/** Where each provider records what is applied: `prisma migrate deploy`'s table on SQLite, the api's own on PostgreSQL. */
export const MIGRATIONS_TABLE = { sqlite: '_prisma_migrations', postgresql: '_ibid_migrations' } as const;
export const POSTGRESQL_MIGRATIONS = join(API_DIR, 'prisma', 'postgresql', 'migrations');

/** Applies what is not applied yet; answers what it did, as a line per migration. */
export async function deployMigrations(databaseUrl: string): Promise<string> {
  if (providerOf(databaseUrl) === 'postgresql') return deployPostgresqlMigrations(databaseUrl);
  // SQLite creates the file but not its folder.
  await mkdir(dirname(databaseUrl.slice('file:'.length)), { recursive: true });
  // The Prisma CLI cannot open a WAL database another process holds open (a running server, a backup, a sqlite3
  // shell): a restart with nothing to apply does not call it.
  if ((await pendingSqliteMigrations(databaseUrl)) === 0) return 'No pending migrations to apply.';
  const { stdout } = await promisify(execFile)(process.execPath, [prismaCli, 'migrate', 'deploy'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return stdout;
}

/** How many committed SQLite migrations the database has not finished applying (all of them for a new file). */
async function pendingSqliteMigrations(databaseUrl: string): Promise<number> {
  const committed = (await readdir(SQLITE_MIGRATIONS, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  const db = await openDb(databaseUrl);
  try {
    const applied = await db.$queryRaw<{ name: string }[]>`SELECT "migration_name" AS "name" FROM ${Prisma.raw(`"${MIGRATIONS_TABLE.sqlite}"`)} WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;
    const done = new Set(applied.map((r) => r.name));
    return committed.filter((name) => !done.has(name)).length;
  } catch {
    // No migrations table yet: a new database.
    return committed.length;
  } finally {
    await db.$disconnect();
  }
}

async function deployPostgresqlMigrations(databaseUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Held until COMMIT: a second process waits here, then finds every migration recorded.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('ibid migrations'))`);
    await client.query(`CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE.postgresql}" ("name" TEXT PRIMARY KEY, "appliedAt" TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const applied = new Set((await client.query<{ name: string }>(`SELECT "name" FROM "${MIGRATIONS_TABLE.postgresql}"`)).rows.map((r) => r.name));
    const pending = (await readdir(POSTGRESQL_MIGRATIONS, { withFileTypes: true })).filter((e) => e.isDirectory() && !applied.has(e.name)).map((e) => e.name).sort();
    for (const name of pending) {
      await client.query(await readFile(join(POSTGRESQL_MIGRATIONS, name, 'migration.sql'), 'utf8'));
      await client.query(`INSERT INTO "${MIGRATIONS_TABLE.postgresql}" ("name") VALUES ($1)`, [name]);
    }
    await client.query('COMMIT');
    return pending.length ? pending.map((name) => `Applied ${name}`).join('\n') : 'No pending migrations.';
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
