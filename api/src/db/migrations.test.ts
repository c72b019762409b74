import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployMigrations } from './migrations.js';
import { openDb } from './prisma.js';

describe('committed migrations', () => {
  it('apply to an empty SQLite file with prisma migrate deploy and give the schema the code expects', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ibid-migrate-'));
    const url = `file:${join(dir, 'nested', 'fresh.db')}`;
    try {
      expect(await deployMigrations(url)).toMatch(/successfully applied|No pending migrations/);
      const db = await openDb(url);
      const tables = await db.$queryRaw<{ name: string }[]>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`;
      expect(tables.map((r) => r.name)).toEqual(['AccessToken', 'Class', 'Customer', 'FeatureNotice', 'FreeTrialSignup', 'LegacyReference', 'LogEntry', 'Organization', 'Paper', 'PaperReference', 'PaperVersion', 'PasswordReset', 'PaymentMethod', 'Purchase', 'Reference', 'ResearchNote', 'ShareRequest', 'ShareRequestItem', 'Subscription', '_prisma_migrations']);
      const columns = await db.$queryRaw<{ name: string }[]>`SELECT name FROM pragma_table_info('Customer')`;
      expect(columns.map((c) => c.name)).toEqual(expect.arrayContaining(['email', 'passwordHash', 'role', 'preferredFormatVersionID', 'citationAutoInsert', 'failedLogins', 'lockedUntil']));
      const unique = await db.$queryRaw<{ name: string }[]>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'AccessToken'`;
      expect(unique.map((i) => i.name)).toContain('AccessToken_tokenHash_key');
      await db.$disconnect();
      expect(await deployMigrations(url)).toMatch(/No pending migrations/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
