import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../testing/postgresql-context.js';
import { deployMigrations, POSTGRESQL_MIGRATIONS } from './migrations.js';
import { openDb } from './prisma.js';

describe('committed migrations', () => {
  it('apply to an empty SQLite file with prisma migrate deploy and give the schema the code expects', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ibid-migrate-'));
    const url = `file:${join(dir, 'nested', 'fresh.db')}`;
    try {
      expect(await deployMigrations(url)).toMatch(/successfully applied|No pending migrations/);
      const db = await openDb(url);
      const tables = await db.$queryRaw<{ name: string }[]>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`;
      expect(tables.map((r) => r.name)).toEqual(['AccessToken', 'Class', 'Customer', 'FeatureNotice', 'FreeTrialSignup', 'LegacyReference', 'LogEntry', 'Organization', 'OutgoingMail', 'Paper', 'PaperReference', 'PaperVersion', 'PasswordReset', 'PaymentMethod', 'Purchase', 'RateLimitWindow', 'Reference', 'ResearchNote', 'ShareRequest', 'ShareRequestItem', 'Subscription', '_prisma_migrations']);
      const columns = await db.$queryRaw<{ name: string }[]>`SELECT name FROM pragma_table_info('Customer')`;
      expect(columns.map((c) => c.name)).toEqual(expect.arrayContaining(['email', 'passwordHash', 'role', 'preferredFormatVersionID', 'citationAutoInsert', 'failedLogins', 'lockedUntil']));
      const unique = await db.$queryRaw<{ name: string }[]>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'AccessToken'`;
      expect(unique.map((i) => i.name)).toContain('AccessToken_tokenHash_key');
      // Again while a process (a running server, a backup) holds the database open: a restart starts.
      expect(await deployMigrations(url)).toMatch(/No pending migrations/);
      await db.$disconnect();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('committed PostgreSQL migrations (the api-postgresql project)', () => {
  const cluster = inject('postgresql');
  it.skipIf(!cluster)('apply to an empty database once, when two api processes start at once, and give the same tables', async () => {
    const name = `ibid_migrate_${Date.now()}`;
    const admin = new pg.Client({ connectionString: cluster!.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = databaseUrl(cluster!.url, name);
    try {
      const answers = await Promise.all([deployMigrations(url), deployMigrations(url)]);
      const migrations = await readdir(POSTGRESQL_MIGRATIONS);
      expect(answers.filter((a) => a.startsWith('Applied'))).toHaveLength(1);
      expect(answers).toContain('No pending migrations.');
      const db = await openDb(url);
      const tables = await db.$queryRaw<{ name: string }[]>`SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`;
      expect(tables.map((r) => r.name)).toEqual(['AccessToken', 'Class', 'Customer', 'FeatureNotice', 'FreeTrialSignup', 'LegacyReference', 'LogEntry', 'Organization', 'OutgoingMail', 'Paper', 'PaperReference', 'PaperVersion', 'PasswordReset', 'PaymentMethod', 'Purchase', 'RateLimitWindow', 'Reference', 'ResearchNote', 'ShareRequest', 'ShareRequestItem', 'Subscription', '_ibid_migrations']);
      expect(await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "_ibid_migrations"`).toEqual([{ n: BigInt(migrations.length) }]);
      await db.$disconnect();
    } finally {
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
