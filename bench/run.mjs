// `npm run bench`: runs every bench/*.bench.mjs against the built engine and prints one table.
// Each bench module exports `rows`: [{ name, items, run }] where `run()` processes `items` items once;
// a row may name a `peer` row measured in the same run, and the table then shows the speed ratio.
// Optional row fields: `setup()` (may be async) prepares the row's data outside the timing; `rounds` caps
// BENCH_ROUNDS for a slow row; `warmup: false` skips the warm-up (for a run long enough to warm itself).
// A `run()` may be async (it is awaited inside the timing) and may answer `{ items, p99 }`: the items it did in
// that round (a load test's completed requests) and its own 99th-percentile latency in ms, shown as 'p99 …' in the
// 'tail ms' column (or `p95`, shown as 'p95 …'); the round shown is then the one with the median time per item.
// It may also answer `ms`: the round's time by its own clock (a browser page's), counted instead of the time run()
// took, for a round that also does what it does not measure (typing at a person's pace, setting the page back).
// And `kb`: a size the round measured (the JavaScript a page loaded, gzipped), shown in the 'KB' column.
// `teardown()` (may be async) runs after the timing, whatever happened in it: it closes what setup opened (a
// server), so that the row's process can end. The table's name column widens to the longest row name.
// Data that a file's rows build once and share (a seeded database) goes in the folder BENCH_TMPDIR names: one per
// run, removed when the run ends, whatever its rows did.
// Time limits, so that `npm run bench` stays a few minutes: a row takes no further round once it has run for
// BENCH_ROW_SECONDS (default 30; at least one timed round), and is stopped after BENCH_ROW_TIMEOUT (default 90).
//
// Memory: every row is measured in its own child process (this file, forked with the row's file and index),
// so 'peak MB' is the peak RSS (getrusage maxRSS) of a process that held Node, that bench module and that
// row's data only; engines measured in the same run do not share a heap or pollute each other's figure.
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROW_SECONDS = Number(process.env.BENCH_ROW_SECONDS ?? 30);
const ROW_TIMEOUT = Number(process.env.BENCH_ROW_TIMEOUT ?? 90);
const peakMb = () => process.resourceUsage().maxRSS / 1024; // maxRSS is in KiB

const roundsOf = (row) => Math.min(row.rounds ?? ROUNDS, ROUNDS);
const warmsUp = (row) => row.warmup !== false;

const isPromise = (value) => typeof value?.then === 'function';

async function measure(row) {
  await row.setup?.();
  try {
    return await timed(row);
  } finally {
    await row.teardown?.();
  }
}

async function timed(row) {
  const begin = process.hrtime.bigint();
  const spent = () => Number(process.hrtime.bigint() - begin) / 1e9;
  // Warm-up: JIT and caches, as a long-running server would have them; a fast row warms for at least 250 ms.
  if (warmsUp(row)) {
    const until = performance.now() + 250;
    do {
      const result = row.run();
      if (isPromise(result)) await result;
    } while (performance.now() < until);
  }
  const times = [];
  while (times.length < roundsOf(row) && (times.length === 0 || spent() < ROW_SECONDS)) {
    const start = process.hrtime.bigint();
    // A synchronous row is not awaited: no microtask enters its timing.
    let result = row.run();
    if (isPromise(result)) result = await result;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    // Only a number counts: a synchronous row's answer is whatever its function returns (an import result...).
    const own = (key) => (typeof result?.[key] === 'number' ? result[key] : undefined);
    const tail = own('p99') !== undefined ? `p99 ${own('p99').toFixed(1)}` : own('p95') !== undefined ? `p95 ${own('p95').toFixed(1)}` : undefined;
    times.push({ ms: own('ms') ?? ms, items: own('items') ?? row.items, tail, kb: own('kb') });
  }
  times.sort((a, b) => a.ms / a.items - b.ms / b.items);
  const { ms: median, items, tail, kb } = times[Math.floor(times.length / 2)];
  return { median, perSecond: (items / median) * 1000, tail, kb, peakMb: peakMb(), rounds: times.length };
}

// Child: `run.mjs --row <file> <index>` measures one row and reports to the parent; `--idle` reports Node alone.
if (process.argv[2] === '--idle') {
  process.send({ peakMb: peakMb() });
} else if (process.argv[2] === '--row') {
  const { rows } = await import(pathToFileURL(join(here, process.argv[3])).href);
  let result;
  try {
    result = await measure(rows[Number(process.argv[4])]);
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  process.send(result);
} else {
  const scratch = mkdtempSync(join(tmpdir(), 'ibid-bench-'));
  process.env.BENCH_TMPDIR = scratch; // the rows' processes inherit it
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  const child = (args) =>
    new Promise((resolve) => {
      let message;
      const proc = fork(self, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const timer = setTimeout(() => {
        message = { error: `timed out: stopped after ${ROW_TIMEOUT} s (BENCH_ROW_TIMEOUT)` };
        proc.kill('SIGKILL');
      }, ROW_TIMEOUT * 1000);
      proc
        .on('message', (m) => (message = m))
        .on('exit', (code, signal) => {
          clearTimeout(timer);
          resolve(message ?? { error: `child process died (${signal ?? `exit code ${code}`})` });
        });
    });

  const idle = await child(['--idle']);
  // BENCH_FILES=library,bibtex runs only those bench files.
  const only = process.env.BENCH_FILES?.split(',').map((name) => `${name.trim()}.bench.mjs`);
  const files = readdirSync(here).filter((f) => f.endsWith('.bench.mjs') && (!only || only.includes(f))).sort();
  const results = new Map();
  const notes = [];
  console.log(`bench: median of ${ROUNDS} rounds after a warm-up (one run, or 250 ms of runs for fast rows), Node ${process.version}, each row in its own process`);
  console.log(`peak MB: the peak RSS of that process, Node's own included (Node alone: ${idle.peakMb.toFixed(0)} MB)\n`);
  const fileRows = [];
  for (const file of files) fileRows.push([file, (await import(pathToFileURL(join(here, file)).href)).rows]);
  const width = Math.max(58, ...fileRows.flatMap(([, rows]) => rows.map((row) => row.name.length)));
  console.log(['benchmark'.padEnd(width), 'items'.padStart(7), 'median ms'.padStart(10), 'items/s'.padStart(11), 'peak MB'.padStart(12), 'vs peer'.padStart(9), 'tail ms'.padStart(10), 'KB'.padStart(8)].join(' '));
  for (const [file, rows] of fileRows) {
    for (const [index, row] of rows.entries()) {
      const r = await child(['--row', file, String(index)]);
      const cells = [row.name.padEnd(width), String(row.items).padStart(7)];
      if (r.error) {
        console.log([...cells, `  ${r.error}`].join(' '));
        continue;
      }
      results.set(row.name, r);
      if (r.rounds !== ROUNDS || !warmsUp(row)) {
        notes.push(`${row.name}: ${r.rounds} round${r.rounds === 1 ? '' : 's'}${warmsUp(row) ? ' after a warm-up' : ', no warm-up'}`);
      }
      const peer = row.peer ? results.get(row.peer) : undefined;
      const speed = peer ? r.perSecond / peer.perSecond : undefined;
      // Two significant digits below 0.01x (a 20 MB answer beside a hello-world), so the ratio never reads 0.00x.
      const ratio = speed === undefined ? '' : `${speed < 0.01 ? speed.toPrecision(2) : speed.toFixed(2)}x`;
      console.log([...cells, r.median.toFixed(1).padStart(10), Math.round(r.perSecond).toLocaleString('en-US').padStart(11), r.peakMb.toFixed(0).padStart(12), ratio.padStart(9), (r.tail ?? '').padStart(10), (r.kb === undefined ? '' : r.kb.toFixed(1)).padStart(8)].join(' '));
    }
  }
  if (notes.length) console.log(`\nfewer rounds (the row's own cap, or ${ROW_SECONDS} s spent):\n${notes.map((n) => `  ${n}`).join('\n')}`);
}
