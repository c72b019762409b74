// `node --expose-gc bench/memory-breakdown.mjs [apa7|mla9|turabian9]`: where the memory of a 10,000-entry
// bibliography goes (issue 20's memory row), stage by stage in one process, as the styles bench's
// 'Ibid <style>: bibliography 10,000' row holds it: Node alone, the engine loaded, the 10,000 references, one
// bibliography, five more, and what is still alive after a full collection. RSS is what the bench's peak column
// counts; 'heap used' is V8's live and not yet collected objects; 'new space' the young generation V8 grows while
// a run allocates.
import { getHeapSpaceStatistics } from 'node:v8';
import { generateCorpus } from './generate-corpus.mjs';

const MB = 1048576;
const style = process.argv[2] ?? 'apa7';
const rows = [];
const stage = (name) => {
  const { rss, heapUsed } = process.memoryUsage();
  const newSpace = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
  rows.push([name, rss / MB, heapUsed / MB, newSpace / MB, process.resourceUsage().maxRSS / 1024]);
};

stage('Node alone');
const engine = await import('@ibid/engine');
stage('@ibid/engine loaded');
let items = generateCorpus(10000, 20250301);
const references = items.map(engine.fromCsl);
items = undefined;
globalThis.gc?.();
stage('10,000 references (after a collection)');
engine.formatBibliography(references, style);
stage(`one ${style} bibliography`);
for (let i = 0; i < 5; i++) engine.formatBibliography(references, style);
stage('five more');
globalThis.gc?.();
stage('after a full collection');

console.log(`${style}, 10,000 references${globalThis.gc ? '' : ' (run with --expose-gc for the collections)'}`);
console.log(['stage'.padEnd(40), 'RSS MB', 'heap used', 'new space', 'peak RSS'].join('  '));
for (const [name, ...figures] of rows) console.log([name.padEnd(40), ...figures.map((f, i) => f.toFixed(0).padStart([6, 9, 9, 8][i]))].join('  '));
