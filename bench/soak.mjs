// `npm run soak`: whether the api holds its memory over a long run (issue 22). The built api, in its own process on
// a SQLite library of 1,000 references, takes a mix of sign-ins, full and incremental syncs, searches and lookups
// (4 connections each, in turns) for SOAK_MINUTES (default 10); its RSS is read from /proc after a first minute of
// warm-up and after each minute since. Flat means the last minutes' RSS stays within a few MB of the first.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { scenarios, seeded, serve, SERVER, startCrossrefReplay } from './api-load.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SIZE = 1_000;
const CONNECTIONS = 4;

const work = mkdtempSync(join(tmpdir(), 'ibid-soak-'));
const file = join(work, 'ibid.db');
const url = `file:${file}`;
const token = await seeded(url, SIZE);
const crossref = await startCrossrefReplay();
const server = await serve([SERVER], { DATABASE_URL: url, CROSSREF_URL: crossref.url, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn', OUTBOX_DIR: join(work, 'outbox') });
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
// Reading, signing in and looking up; creates and imports are left out: a library that grows by thousands of rows a
// minute makes every full sync larger and maps more of the database file, which is growth of the data, not a leak.
const mix = scenarios(token, SIZE).filter((s) => !s.name.startsWith('import') && !s.name.startsWith('create'));

/** One minute of the mix: each scenario its share of it, in turn. */
async function minute() {
  let requests = 0;
  for (const scenario of mix) {
    const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: 60 / mix.length, requests: [{ ...scenario.request, ...(scenario.fresh && { setupRequest: scenario.fresh }) }] });
    requests += result.requests.total;
  }
  return requests;
}

const readings = [];
try {
  await minute();
  readings.push({ minute: 1, rss: rssMb(), requests: 0 });
  for (let m = 2; m <= MINUTES; m++) readings.push({ minute: m, requests: await minute(), rss: rssMb() });
} finally {
  await server.stop();
  await crossref.close();
}
const dbMb = statSync(file).size / 1024 / 1024;
rmSync(work, { recursive: true, force: true });

console.log(`soak: the api's RSS over ${MINUTES} minutes of mixed load (${mix.map((s) => s.name).join('; ')}; ${CONNECTIONS} connections)`);
for (const r of readings) console.log(`  minute ${String(r.minute).padStart(2)}: RSS ${r.rss.toFixed(1)} MB${r.requests ? `, ${r.requests.toLocaleString('en-US')} requests` : ' (after the warm-up minute)'}`);
const [first, last] = [readings[0], readings.at(-1)];
console.log(`RSS from ${first.rss.toFixed(1)} to ${last.rss.toFixed(1)} MB (${(last.rss - first.rss >= 0 ? '+' : '') + (last.rss - first.rss).toFixed(1)} MB); the database grew to ${dbMb.toFixed(1)} MB`);
