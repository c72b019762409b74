// `npm run bench`: runs every bench/*.bench.mjs against the built engine and prints one table.
// Each bench module exports `rows`: [{ name, items, run }] where `run()` processes `items` items once;
// a row may name a `peer` row measured in the same run, and the table then shows the speed ratio.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

function measure(row) {
  row.run(); // warm-up: JIT and caches, as a long-running server would have them
  const times = [];
  let peak = process.memoryUsage().rss;
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint();
    row.run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return { median, perSecond: (row.items / median) * 1000, peakMb: peak / 2 ** 20 };
}

const files = readdirSync(here).filter((f) => f.endsWith('.bench.mjs')).sort();
const results = new Map();
console.log(`bench: median of ${ROUNDS} rounds after one warm-up, Node ${process.version}\n`);
console.log(['benchmark'.padEnd(58), 'items'.padStart(7), 'median ms'.padStart(10), 'items/s'.padStart(11), 'peak RSS MB'.padStart(12), 'vs peer'.padStart(9)].join(' '));
for (const file of files) {
  const { rows } = await import(pathToFileURL(join(here, file)).href);
  for (const row of rows) {
    const r = measure(row);
    results.set(row.name, r);
    const peer = row.peer ? results.get(row.peer) : undefined;
    const ratio = peer ? `${(r.perSecond / peer.perSecond).toFixed(2)}x` : '';
    console.log([row.name.padEnd(58), String(row.items).padStart(7), r.median.toFixed(1).padStart(10), Math.round(r.perSecond).toLocaleString('en-US').padStart(11), r.peakMb.toFixed(0).padStart(12), ratio.padStart(9)].join(' '));
  }
}
