// The built api for the browser benches (editor.bench.mjs, cold-start.bench.mjs): `api/dist/server.js` as `npm start`
// runs it (and tests/web/ibid-server.ts, in TypeScript, for the web tests), serving the built web app; and one api
// call as the web app makes it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SERVER = join(ROOT, 'api', 'dist', 'server.js');
/** The web app served: addin/dist, or BENCH_WEB_APP_DIR (an older build kept aside, to compare). */
const WEB_APP_DIR = process.env.BENCH_WEB_APP_DIR ?? join(ROOT, 'addin', 'dist');

export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers a value, failing with `what` after `timeout` ms. */
export async function eventually(what, check, timeout) {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await wait(100);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/**
 * The api on a free loopback port: a fresh SQLite file (in BENCH_TMPDIR), the built web app, e-mails to an outbox,
 * the empty demo account; answers its url, the demo account's token, and `stop`.
 */
export async function startIbid() {
  if (!existsSync(SERVER)) throw new Error('the api is not built: run `npm run build -w api` first');
  if (!existsSync(join(WEB_APP_DIR, 'index.html'))) throw new Error('the web app is not built: run `npm run build -w addin` first');
  const work = mkdtempSync(join(process.env.BENCH_TMPDIR ?? tmpdir(), 'ibid-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { SMTP_URL: _smtp, ...env } = process.env;
  let printed = '';
  const child = spawn(process.execPath, [SERVER, '--demo'], {
    cwd: join(ROOT, 'api'),
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATABASE_URL: `file:${join(work, 'ibid.db')}`, OUTBOX_DIR: join(work, 'outbox'), WEB_APP_DIR, LOG_LEVEL: 'warn', DEMO_CONTENT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (printed += d));
  child.stderr.on('data', (d) => (printed += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const demo = await eventually('the api to start', async () => {
      if (child.exitCode !== null) throw new Error(`the api stopped: ${printed}`);
      const found = /Demo account: (\S+)\s+password: (\S+)/.exec(printed);
      if (!found) return undefined;
      const answer = await fetch(`${url}/docs/json`).catch(() => undefined);
      return answer?.ok ? { email: found[1], password: found[2] } : undefined;
    }, 60_000);
    const body = new URLSearchParams({ client_id: 'ibid-web', grant_type: 'password', username: demo.email, password: demo.password });
    const { access_token: token } = await call({ url }, 'POST', '/connect/token', body);
    return { url, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One api call as the web app makes it; a URLSearchParams body is a form, anything else JSON. */
export async function call(server, method, path, body) {
  const form = body instanceof URLSearchParams;
  const headers = { ...(server.token ? { authorization: `Bearer ${server.token}` } : {}), ...(body === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }) };
  const answer = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : form ? body.toString() : JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}
