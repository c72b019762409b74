/**
 * The api as tests use it: a fresh SQLite file with the committed migrations applied by `prisma migrate
 * deploy` (a copy of a migrated template), or a fresh PostgreSQL database in the api-postgresql project, a real SMTP server on loopback receiving the e-mails, and a clock the
 * test can move.
 */
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { access, copyFile, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type ApiConfig } from '../config/config.js';
import { API_DIR } from '../config/database-url.js';
import { deployMigrations } from '../db/migrations.js';
import { openDb, type Db } from '../db/prisma.js';
import { createMailer } from '../mail/mailer.js';
import { databaseUrl } from './postgresql-context.js';
import { startSmtpServer, type ReceivedMail } from './smtp.js';

const MIGRATIONS = join(API_DIR, 'prisma', 'migrations');

/** A digest of the committed migrations: a template migrated from other migrations is never reused. */
async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS, { recursive: true, withFileTypes: true })).filter((f) => f.isFile()).map((f) => join(f.parentPath, f.name));
  for (const file of files.sort()) hash.update(relative(MIGRATIONS, file)).update('\0').update(await readFile(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;
/**
 * One empty database migrated by `prisma migrate deploy` (seconds: it starts the Prisma CLI), kept in the temporary
 * folder under the migrations' digest and shared by every test process and run; each app gets its own copy of it.
 * Written to a file of its own, then renamed into place, so a process never copies a half-migrated template.
 */
async function migratedTemplate(): Promise<string> {
  template ??= migrationsDigest().then(async (digest) => {
    const dir = join(tmpdir(), 'ibid-test-templates');
    const file = join(dir, `${digest}.db`);
    if (await access(file).then(() => true, () => false)) return file;
    const partial = join(dir, `${digest}.${process.pid}-${randomUUID()}.partial`);
    await deployMigrations(`file:${partial}`);
    await rename(partial, file);
    return file;
  });
  return template;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: ApiConfig;
  mails: ReceivedMail[];
  logs: string[];
  /** Everything the database holds, as text: its SQLite files, or a pg_dump of its PostgreSQL database. */
  stored: () => Promise<string>;
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  close: () => Promise<void>;
}

/**
 * A fresh database for one app: a copy of the migrated SQLite template, or, in the api-postgresql project, a
 * PostgreSQL database made from the migrated template database of the run's cluster (tests/postgresql-setup.ts).
 */
async function freshDatabase(dir: string): Promise<{ url: string; stored: () => Promise<string>; drop: () => Promise<void> }> {
  const postgresql = inject('postgresql');
  if (!postgresql) {
    const file = join(dir, 'ibid.db');
    await copyFile(await migratedTemplate(), file);
    // The database file and its write-ahead log: all SQLite keeps.
    const stored = async () => (await Promise.all((await readdir(dir)).filter((f) => f.startsWith('ibid.db')).map((f) => readFile(join(dir, f), 'latin1')))).join('');
    return { url: `file:${file}`, stored, drop: async () => undefined };
  }
  const name = `ibid_test_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresql.url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${postgresql.template}"`);
  const url = databaseUrl(postgresql.url, name);
  const stored = async () => (await promisify(execFile)(join(postgresql.bin, 'pg_dump'), [url], { maxBuffer: 256 * 1024 * 1024 })).stdout;
  return { url, stored, drop: () => admin(`DROP DATABASE "${name}" WITH (FORCE)`) };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'ibid-api-'));
  const database = await freshDatabase(dir);
  const smtp = await startSmtpServer();
  const config = loadConfig({ NODE_ENV: 'test', PAYMENT_SANDBOX: '1', UNSAFE_LOOKUP_PRIVATE_ADDRESSES: '1', DATABASE_URL: database.url, SMTP_URL: smtp.url, LOG_LEVEL: 'info', ...env });
  const db = await openDb(config.databaseUrl);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: join(dir, 'outbox'), log: () => {} });
  let offset = 0;
  const logs: string[] = [];
  const logStream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
  const app = await buildApp({ config, db, mailer, now: () => new Date(Date.now() + offset), logStream });
  await app.ready();
  return {
    app,
    db,
    config,
    mails: smtp.mails,
    logs,
    stored: database.stored,
    advance: (ms) => void (offset += ms),
    close: async () => {
      await app.close();
      await db.$disconnect();
      await smtp.close();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
