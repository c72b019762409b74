// Backups (issue 22): `npm run backup` copies the SQLite database of a running server that keeps writing, and
// `npm run restore` refuses to replace it under the running server unless told to, then, with the server stopped,
// restores it: a server started on it finds every reference it had answered 2xx for before the backup began.
// PostgreSQL: the same round trip through pg_dump and pg_restore.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ARTICLE } from '../api/src/testing/references.js';
import { ensureAptTool, POSTGRESQL } from './apt-install.js';
import { startPostgresqlCluster, type PostgresqlCluster } from './postgresql-cluster.mjs';
import { apiJson, createReference, signIn } from './web/api.js';
import { startIbidServer, type IbidServer } from './web/ibid-server.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

let dir: string;
let databaseUrl: string;
let server: IbidServer | undefined;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ibid-backup-'));
  databaseUrl = `file:${join(dir, 'ibid.db')}`;
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function run(command: string, args: string[], url: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: ROOT, env: { ...process.env, DATABASE_URL: url } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** Runs `npm run <script> -- ...args` as a person would from the repository, on the test's database (or `url`'s). */
const npmRun = (script: 'backup' | 'restore', args: string[], url = databaseUrl) => run('npm', ['run', '--silent', script, '--', ...args], url);

/** The script npm runs, without npm's own start-up. */
const restoreScript = (args: string[]) => run(process.execPath, [join(ROOT, 'api', 'scripts', 'restore.mjs'), ...args], databaseUrl);

const librarySync = async (s: IbidServer, token: string) =>
  (await apiJson<{ references: { referenceUniqueID: string }[] }>(s, token, 'GET', '/v4/Library/Sync')).references.map((r) => r.referenceUniqueID);

describe('npm run backup and npm run restore on SQLite', () => {
  it('back up a server while it writes, and restore every reference it had answered for before the backup began', async () => {
    server = await startIbidServer({ webApp: false, databaseUrl });
    const token = await signIn(server, server.demo.email, server.demo.password);
    const answered: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) answered.push((await createReference(server!, token, { referenceTypeId: 1, data: { ...SAMPLE_ARTICLE, title: `Reading habits ${i}` } })).referenceUniqueID);
    })();
    while (answered.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const beforeBackup = [...answered];
    const backup = join(dir, 'backups', 'ibid.db');
    const backedUp = await npmRun('backup', [backup]);
    expect(backedUp.output).toContain(`to ${backup}`);
    expect(backedUp.code).toBe(0);
    // The writer went on during the backup: the copy is of a database in use.
    const afterBackup = answered.length;
    while (answered.length < afterBackup + 5) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await writer;
    const written = await librarySync(server, token);

    const refused = await npmRun('restore', [backup]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('A running server holds');
    expect(await librarySync(server, token)).toEqual(written);
    // Told to, it replaces the database under the running server, which reads the backup's data from then on.
    const forced = await npmRun('restore', [backup, '--force']);
    expect(forced.code, forced.output).toBe(0);
    const underServer = await librarySync(server, token);
    expect(underServer).toEqual(expect.arrayContaining(beforeBackup));
    expect(underServer).not.toContain(answered.at(-1));

    await server.stop();
    server = undefined;
    const restored = await npmRun('restore', [backup]);
    expect(restored.output).toContain(`from ${backup}`);
    expect(restored.code).toBe(0);

    server = await startIbidServer({ webApp: false, databaseUrl });
    const library = await librarySync(server, await signIn(server, server.demo.email, server.demo.password));
    expect(library).toEqual(expect.arrayContaining(beforeBackup));
    // The database was replaced: what was written after the backup ended is gone.
    expect(library).not.toContain(answered.at(-1));
  });

  it('refuses a file that is not a whole Ibid database and leaves the database as it was', async () => {
    await server?.stop();
    server = undefined;
    const backup = join(dir, 'backups', 'ibid.db');
    const before = readFileSync(databaseUrl.slice('file:'.length));
    const truncated = join(dir, 'truncated.db');
    writeFileSync(truncated, readFileSync(backup).subarray(0, 8192));
    const text = join(dir, 'notes.db');
    writeFileSync(text, 'not a database');
    const empty = join(dir, 'empty.db');
    writeFileSync(empty, '');
    for (const [file, message] of [
      [truncated, 'is not a whole SQLite database: database disk image is malformed'],
      [text, 'is not a whole SQLite database: file is not a database'],
      [empty, 'is not an Ibid database: it has no _prisma_migrations table'],
      [join(dir, 'missing.db'), 'No backup at'],
    ] as const) {
      const refused = await restoreScript([file]);
      expect(refused.code, file).not.toBe(0);
      expect(refused.output).toContain(message);
    }
    expect(readFileSync(databaseUrl.slice('file:'.length)).equals(before)).toBe(true);
  });
});

describe('npm run backup and npm run restore on PostgreSQL (pg_dump and pg_restore)', () => {
  let cluster: PostgresqlCluster | undefined;
  let url: string;
  beforeAll(async () => {
    await ensureAptTool(POSTGRESQL);
    cluster = startPostgresqlCluster();
    url = await cluster.createDatabase('ibid');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    server = undefined;
    cluster?.stop();
  });

  it('restore, with the server stopped, every reference the backup held', async () => {
    server = await startIbidServer({ webApp: false, databaseUrl: url });
    const token = await signIn(server, server.demo.email, server.demo.password);
    const kept = [];
    for (let i = 0; i < 5; i++) kept.push((await createReference(server, token, { referenceTypeId: 1, data: { ...SAMPLE_ARTICLE, title: `Kept ${i}` } })).referenceUniqueID);
    const backup = join(dir, 'ibid.dump');
    const backedUp = await npmRun('backup', [backup], url);
    expect(backedUp.output).toContain(`to ${backup}`);
    expect(backedUp.code).toBe(0);
    const later = await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE });

    const refused = await npmRun('restore', [backup], url);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('other connection(s) hold the database open');

    await server.stop();
    server = undefined;
    const restored = await npmRun('restore', [backup], url);
    expect(restored.output).toContain(`from ${backup}`);
    expect(restored.code).toBe(0);
    server = await startIbidServer({ webApp: false, databaseUrl: url });
    const library = await librarySync(server, await signIn(server, server.demo.email, server.demo.password));
    expect(library).toEqual(expect.arrayContaining(kept));
    expect(library).not.toContain(later.referenceUniqueID);
  });
});
