#!/usr/bin/env node
/**
 * This checkout's built engine against another checkout's, on the same 10,000 generated items in one process:
 * each style's bibliography and one citation per item, the two engines taking turns so that load on the machine
 * falls on both alike, CPU time (user + system) per run, medians of 7 rounds after a first one. For "no row slower
 * than it was" checks on a change of many commits (issues 19 and 20), where `npm run bench` of one checkout has no
 * peer to compare with.
 *
 *   git worktree add /tmp/before <rev> && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   (cd /tmp/before/engine && npx tsc -p tsconfig.build.json)
 *   npm run build -w engine && node bench/engine-versus.mjs /tmp/before
 */
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateCorpus } from './generate-corpus.mjs';

const here = resolve(fileURLToPath(import.meta.url), '../..');
const other = process.argv[2];
if (!other) throw new Error('usage: node bench/engine-versus.mjs <other checkout with a built engine>');

const STYLES = ['apa7', 'mla9', 'turabian9'];
const ROUNDS = 8;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const timed = (work) => {
  const start = cpuMs();
  work();
  return cpuMs() - start;
};

const engines = {
  before: await import(pathToFileURL(join(resolve(other), 'engine/dist/index.js')).href),
  now: await import(pathToFileURL(join(here, 'engine/dist/index.js')).href),
};
const items = generateCorpus(10000, 20250301);
// Each engine reads the items into its own references, as it would have.
const references = Object.fromEntries(Object.entries(engines).map(([name, engine]) => [name, items.map((item) => engine.fromCsl(item))]));

const times = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const style of STYLES) {
    for (const name of round % 2 ? ['before', 'now'] : ['now', 'before']) {
      const engine = engines[name];
      const refs = references[name];
      const bibliography = timed(() => engine.formatBibliography(refs, style));
      const citations = timed(() => {
        for (const reference of refs) engine.formatCitation([{ reference }], style, { context: refs });
      });
      // The first round warms both engines up and is not counted.
      if (round > 0) (times[`${style} ${name}`] ??= []).push([bibliography, citations]);
    }
  }
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`CPU ms per 10,000 items, median of ${ROUNDS - 1} rounds: ${resolve(other)} → this checkout`);
for (const style of STYLES) {
  const [b, n] = ['before', 'now'].map((name) => [0, 1].map((k) => median(times[`${style} ${name}`].map((pair) => pair[k]))));
  const row = (label, k) => `${label} ${b[k].toFixed(0)} → ${n[k].toFixed(0)} (${(n[k] / b[k]).toFixed(2)}x)`;
  console.log(`${style.padEnd(10)} ${row('bibliography', 0)}, ${row('citations', 1)}`);
}
