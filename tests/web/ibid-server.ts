/**
 * The built api (`api/dist/server.js`) as `npm start` runs it (`--demo`), for tests that cross the network: a process on a
 * free loopback port with a fresh SQLite file, a real SMTP server on loopback that keeps the e-mails, and
 * optionally the lookup replay server standing in for Crossref, doi.org, Open Library and Google Books.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReplayServer, type ReplayServer } from '../../api/src/testing/replay-server.js';
import { startSmtpServer, type ReceivedMail } from '../../api/src/testing/smtp.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = join(ROOT, 'api', 'dist', 'server.js');
export const WEB_APP_DIR = join(ROOT, 'addin', 'dist');

export interface ServerOptions {
  /** Serve the built web app at / (default true); false starts the api alone. */
  webApp?: boolean;
  /** Answer lookups from the replay server's recorded answers (default false). */
  lookups?: boolean;
  /** The database (default: a fresh SQLite file of its own); a PostgreSQL URL for servers that share one. */
  databaseUrl?: string;
  /** Started as `npm start` starts it, with `--demo` (default true); false: as a deployed server runs, no demo account. */
  demo?: boolean;
  /** Seed the demo account's library and papers, as `npm start` does (default false: an empty demo account). */
  demoContent?: boolean;
}

export interface IbidServer {
  /** http://127.0.0.1:port, also the server's PUBLIC_URL. */
  url: string;
  /** Every e-mail the server sent. */
  mails: ReceivedMail[];
  replay: ReplayServer | undefined;
  /** The server's SQLite database, for the rare state no route makes (an expired subscription). */
  databaseUrl: string;
  /** What the process printed so far (stdout and stderr). */
  output: () => string;
  /** The seeded demo account the server printed (empty when started without the demo). */
  demo: { email: string; password: string };
  /** The first e-mail sent to `email`, waiting for it to arrive. */
  mailTo: (email: string) => Promise<ReceivedMail>;
  /** Kills the process with SIGKILL (no shutdown of its own, as a power cut would) and waits until it is gone; stop() still cleans up. */
  crash: () => Promise<void>;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** Polls `check` until it answers a value, failing with `what` after `timeout` ms. */
export async function eventually<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeout = 10_000): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startIbidServer(options: ServerOptions = {}): Promise<IbidServer> {
  const webApp = options.webApp ?? true;
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: build the api first (npm run build -w api).`);
  if (webApp && !existsSync(join(WEB_APP_DIR, 'index.html'))) throw new Error(`${WEB_APP_DIR} has no index.html: build the web app first (npm run build -w addin).`);

  const work = mkdtempSync(join(tmpdir(), 'ibid-server-'));
  // The server registers the app's files when it starts: it serves a copy, so a rebuild of addin/dist during the run
  // (another build on the machine) cannot leave its pages pointing at assets it never registered.
  const webAppCopy = join(work, 'web-app');
  if (webApp) cpSync(WEB_APP_DIR, webAppCopy, { recursive: true });
  const smtp = await startSmtpServer();
  const replay = options.lookups ? await startReplayServer() : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = options.databaseUrl ?? `file:${join(work, 'ibid.db')}`;
  let printed = '';
  const child: ChildProcess = spawn(process.execPath, options.demo === false ? [SERVER] : [SERVER, '--demo'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      ...replay?.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      OUTBOX_DIR: join(work, 'outbox'),
      WEB_APP_DIR: webApp ? webAppCopy : '',
      LOG_LEVEL: 'warn',
      // The flows count what they add to the demo account's library: it starts empty unless a test wants the demo papers.
      DEMO_CONTENT: options.demoContent ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdout!.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (printed += d.toString()));

  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // It closes its connections and database on SIGTERM; one that hangs is killed.
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await smtp.close();
    await replay?.close();
    rmSync(work, { recursive: true, force: true });
  };

  try {
    let stopped = false;
    void exited.then(() => (stopped = true));
    // Ready once it has printed its banner (after listening) and answers a request.
    await eventually('the api to start', async () => {
      if (stopped) throw new Error(`The api stopped before answering: ${printed}`);
      if (!printed.includes('Ibid is running')) return undefined;
      const answer = await fetch(`${url}/docs/json`).catch(() => undefined);
      return answer?.ok ? true : undefined;
    }, 60_000);
  } catch (e) {
    await cleanUp();
    throw e;
  }

  return {
    url,
    mails: smtp.mails,
    replay,
    databaseUrl,
    output: () => printed,
    demo: { email: /Demo account: (\S+)/.exec(printed)?.[1] ?? '', password: /password: (\S+)/.exec(printed)?.[1] ?? '' },
    mailTo: (email) => eventually(`an e-mail to ${email}`, () => smtp.mails.find((m) => m.to.includes(email))),
    crash: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: cleanUp,
  };
}
