/**
 * The api as tests use it: a fresh SQLite file with the committed migrations applied by `prisma migrate
 * deploy`, a real SMTP server on loopback receiving the e-mails, and a clock the test can move.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type ApiConfig } from '../config/config.js';
import { deployMigrations } from '../db/migrations.js';
import { openDb, type Db } from '../db/prisma.js';
import { createMailer } from '../mail/mailer.js';
import { startSmtpServer, type ReceivedMail } from './smtp.js';

let template: Promise<string> | undefined;
/** Migrates one empty database per test process, then each app gets its own copy of that file. */
async function migratedTemplate(): Promise<string> {
  template ??= mkdtemp(join(tmpdir(), 'ibid-template-')).then(async (dir) => {
    const file = join(dir, 'template.db');
    await deployMigrations(`file:${file}`);
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
  /** Moves the app's clock forward. */
  advance: (ms: number) => void;
  close: () => Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'ibid-api-'));
  const file = join(dir, 'ibid.db');
  await copyFile(await migratedTemplate(), file);
  const smtp = await startSmtpServer();
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: `file:${file}`, SMTP_URL: smtp.url, LOG_LEVEL: 'info', ...env });
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
    advance: (ms) => void (offset += ms),
    close: async () => {
      await app.close();
      await db.$disconnect();
      await smtp.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
