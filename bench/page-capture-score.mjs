#!/usr/bin/env node
/**
 * How right the page capture is on the saved real pages that say what a reader sees (engine/src/metadata/fixtures/
 * pages/expected.json): per page kind, how many pages get their type, title, first author, date and container (or,
 * for books and preprints, publisher) right. Reads the built engine: `npm run build -w engine` first; pass another
 * checkout's root to score its build (`node bench/page-capture-score.mjs /tmp/other-checkout`).
 * `--misses` lists every wrong value.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = resolve(fileURLToPath(import.meta.url), '../..');
const root = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? here);
const showMisses = process.argv.includes('--misses');
const { extractMetadata } = await import(pathToFileURL(join(root, 'engine/dist/metadata/index.js')).href);
const { getReferenceTypeBySlug } = await import(pathToFileURL(join(root, 'engine/dist/catalogue/lookup.js')).href);
// The pages and expectations are always this checkout's, so two builds are scored on the same questions.
const dir = join(here, 'engine/src/metadata/fixtures/pages');
const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));

const FIELDS = ['type', 'title', 'author', 'date', 'container'];
const firstAuthor = (data) => {
  const c = data.contributors?.[0];
  return c?.kind === 'group' ? c.name : c?.family;
};
const checks = {
  type: (e, ref) => ref.referenceTypeID === getReferenceTypeBySlug(e.type).value?.id,
  title: (e, ref) => ref.data.title === e.title,
  author: (e, ref) => firstAuthor(ref.data) === e.author,
  date: (e, ref) => ref.data.issued?.year === e.year && (e.month === undefined || ref.data.issued?.month === e.month),
  container: (e, ref) => (e.container !== undefined ? ref.data.containerTitle === e.container : ref.data.publishers?.[0]?.name === e.publisher),
};
const asks = { type: () => true, title: (e) => 'title' in e, author: (e) => 'author' in e, date: (e) => 'year' in e, container: (e) => 'container' in e || 'publisher' in e };

const byKind = new Map();
const misses = [];
for (const page of index) {
  const name = page.file.replace('pages/', '');
  const e = expected[name];
  if (!e) continue;
  const { reference } = extractMetadata(readFileSync(join(dir, name), 'utf8'), page.url ?? undefined);
  const row = byKind.get(page.kind) ?? Object.fromEntries(['pages', ...FIELDS].map((f) => [f, [0, 0]]));
  row.pages[0]++;
  for (const f of FIELDS) {
    if (!asks[f](e)) continue;
    row[f][1]++;
    if (checks[f](e, reference)) row[f][0]++;
    else misses.push(`${name} ${f}: got ${JSON.stringify(f === 'type' ? reference.referenceTypeID : f === 'author' ? firstAuthor(reference.data) : f === 'date' ? reference.data.issued : f === 'container' ? (reference.data.containerTitle ?? reference.data.publishers?.[0]?.name) : reference.data[f])}`);
  }
  byKind.set(page.kind, row);
}
const total = Object.fromEntries(FIELDS.map((f) => [f, [0, 0]]));
console.log(['kind'.padEnd(38), 'pages', ...FIELDS.map((f) => f.padStart(9))].join(' '));
for (const [kind, row] of [...byKind].sort()) {
  for (const f of FIELDS) (total[f][0] += row[f][0]), (total[f][1] += row[f][1]);
  console.log([kind.padEnd(38), String(row.pages[0]).padStart(5), ...FIELDS.map((f) => `${row[f][0]}/${row[f][1]}`.padStart(9))].join(' '));
}
console.log(['all'.padEnd(38), String(Object.keys(expected).length).padStart(5), ...FIELDS.map((f) => `${total[f][0]}/${total[f][1]}`.padStart(9))].join(' '));
if (showMisses) console.log(`\n${misses.join('\n')}`);
