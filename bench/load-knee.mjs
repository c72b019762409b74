// `npm run bench`, after the rows: where the built api's latency gives way (issue 22). Each scenario is loaded with
// autocannon at rising concurrency (1, 2, 4 ... 128 connections, a few seconds a step) until its p99 passes 500 ms;
// the knee is the most connections at which p99 stayed within it. The api runs as `npm run start -w api` runs it, in
// a process of its own on loopback, once on SQLite and once on PostgreSQL (a throw-away cluster, when PostgreSQL is
// installed), each on a library of 10,000 references; a Fastify hello-world in a process of its own is the baseline.
// Every request must answer 2xx. BENCH_KNEE_SECONDS sets a step's seconds (default 2).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { scenarios, seeded, serve, SERVER, startCrossrefReplay } from './api-load.mjs';
import { postgresqlBin, startPostgresqlCluster } from '../tests/postgresql-cluster.mjs';

// BENCH_FILES (run.mjs's filter) runs this too only when it names load-knee.
if (process.env.BENCH_FILES && !process.env.BENCH_FILES.split(',').map((f) => f.trim()).includes('load-knee')) process.exit(0);

const STEPS = [1, 2, 4, 8, 16, 32, 64, 128];
const LIMIT_MS = 500;
const SECONDS = Number(process.env.BENCH_KNEE_SECONDS ?? 2);
const LIBRARY_SIZE = 10_000;

const HELLO = `const app = require('fastify')(); app.get('/', async () => ({ hello: 'world' })); app.listen({ host: process.env.HOST, port: Number(process.env.PORT) });`;

/** One step: every request answered as expected, or the step fails. */
async function step(url, scenario, connections) {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    requests: [{ ...scenario.request, ...(scenario.fresh && { setupRequest: scenario.fresh }) }],
  });
  const wanted = scenario.expect ?? 200;
  const answered = result.statusCodeStats?.[wanted]?.count ?? (wanted === 200 ? result['2xx'] : 0);
  if (result.errors || result.timeouts || answered !== result.requests.total) {
    throw new Error(`${scenario.name} at ${connections} connections: ${result.requests.total} requests, ${answered} answered ${wanted}, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  // A step in which no request finished (an import longer than the step) is past the limit by definition.
  return { connections, perSecond: result.requests.average, p99: result.requests.total ? result.latency.p99 : Infinity };
}

/** Rising concurrency until p99 passes the limit: the last step within it (the knee), or the first if none was. */
async function knee(url, scenario) {
  let within;
  for (const connections of STEPS) {
    const measured = await step(url, scenario, connections);
    if (measured.p99 > LIMIT_MS) return within ?? { ...measured, over: true };
    within = measured;
  }
  return { ...within, beyond: true };
}

const cell = (k) =>
  k instanceof Error
    ? `failed: ${k.message}`.padEnd(28)
    : `${k.over ? '<1' : `${k.connections}${k.beyond ? '+' : ''}`}`.padStart(5) + `${Math.round(k.perSecond).toLocaleString('en-US')}`.padStart(10) + `${Number.isFinite(k.p99) ? k.p99 : `>${SECONDS * 1000}`}`.padStart(8) + '     ';

async function measureOn(label, url, token) {
  const crossref = await startCrossrefReplay();
  const server = await serve([SERVER], { DATABASE_URL: url, CROSSREF_URL: crossref.url, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn', OUTBOX_DIR: join(work, `outbox-${label}`) });
  try {
    const results = [];
    for (const scenario of scenarios(token, LIBRARY_SIZE)) results.push(await knee(server.url, scenario).catch((error) => error));
    return results;
  } finally {
    await server.stop();
    await crossref.close();
  }
}

const work = mkdtempSync(join(process.env.BENCH_TMPDIR ?? tmpdir(), 'ibid-knee-'));
const columns = {};
try {
  const hello = await serve(['-e', HELLO], {});
  try {
    columns.hello = await knee(hello.url, { name: 'hello-world', request: { method: 'GET', path: '/' } });
  } finally {
    await hello.stop();
  }
  const sqlite = `file:${join(work, 'ibid.db')}`;
  columns.sqlite = await measureOn('sqlite', sqlite, await seeded(sqlite, LIBRARY_SIZE));
  if (postgresqlBin()) {
    const cluster = startPostgresqlCluster();
    try {
      const url = await cluster.createDatabase('ibid');
      columns.postgresql = await measureOn('postgresql', url, await seeded(url, LIBRARY_SIZE));
    } finally {
      cluster.stop();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const names = scenarios('', LIBRARY_SIZE).map((s) => s.name);
console.log(`\nload knee: the most connections at which p99 stays within ${LIMIT_MS} ms (autocannon on loopback, ${SECONDS} s a step; the api in its own process; req/s and p99 at the knee)`);
console.log(`${'scenario'.padEnd(44)}${'SQLite: conns   req/s  p99 ms'.padEnd(33)}${columns.postgresql ? 'PostgreSQL: conns   req/s  p99 ms' : 'PostgreSQL: not installed'}`);
console.log(`${'Fastify hello-world (baseline)'.padEnd(44)}${cell(columns.hello)}`);
for (const [i, name] of names.entries()) console.log(`${name.padEnd(44)}${cell(columns.sqlite[i])}${columns.postgresql ? cell(columns.postgresql[i]) : ''}`);
