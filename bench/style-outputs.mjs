#!/usr/bin/env node
// Every style's output on a broad set of references, one line each, so a change to the formatters can be
// compared before and after (`diff`): the benchmark corpus, the oracle's and the fixtures' real references
// (CSL-JSON, .bib, RIS), and every catalogue type over a sample of them. Reads the built engine.
//
//   node bench/style-outputs.mjs > /tmp/before.txt   (then change, rebuild, run again, diff)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBibliography, formatCitation, formatReference, fromCsl, referenceTypes } from '@ibid/engine';
import { importBibtex, importRis } from '@ibid/engine/import';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '..', 'shared');
const STYLES = ['apa7', 'mla9', 'turabian9'];
const files = (folder, ext) => (fs.existsSync(folder) && fs.statSync(folder).isDirectory() ? fs.readdirSync(folder).filter((f) => f.endsWith(ext)).map((f) => path.join(folder, f)) : []);
const read = (file) => fs.readFileSync(file, 'utf8');

const sets = [];
sets.push(['corpus', JSON.parse(read(path.join(shared, 'bench-data', 'corpus-1000.json'))).map((csl) => fromCsl(csl))]);
for (const file of [...files(path.join(root, 'engine', 'test', 'oracle'), '.json'), ...fs.readdirSync(path.join(shared, 'oracle')).flatMap((d) => files(path.join(shared, 'oracle', d), '.json'))]) {
  sets.push([path.relative(shared, file), JSON.parse(read(file)).map((c) => fromCsl(c.csl))]);
}
for (const file of files(path.join(shared, 'fixtures', 'csl-json'), '.json')) {
  const items = JSON.parse(read(file));
  sets.push([path.relative(shared, file), (Array.isArray(items) ? items : [items]).map((csl) => fromCsl(csl))]);
}
for (const file of files(path.join(shared, 'fixtures', 'bib'), '.bib')) sets.push([path.relative(shared, file), importBibtex(read(file)).references]);
for (const file of files(path.join(shared, 'fixtures', 'ris'), '.ris')) sets.push([path.relative(shared, file), importRis(read(file)).references]);
// Every type over a sample of real data, so each type's layout runs on fields it may or may not expect.
const sample = sets.slice(1).flatMap(([, refs]) => refs.filter((_, i) => i % 7 === 0)).slice(0, 40);
sets.push(['types', referenceTypes.flatMap((type) => sample.map((ref) => ({ ...ref, referenceTypeID: type.id })))]);

const page = { type: 3, value: '45' };
for (const [name, refs] of sets) {
  for (const style of STYLES) {
    refs.forEach((ref, i) => {
      const one = formatCitation([{ reference: ref, location: page }], style, { context: refs });
      const narrative = style === 'apa7' ? formatCitation([{ reference: ref }], style, { narrative: true }).first.html : '';
      console.log(`${name}#${i} ${style} ref ${formatReference(ref, style).html}`);
      console.log(`${name}#${i} ${style} cite ${one.first.html} | ${one.subsequent.html}${narrative ? ` | ${narrative}` : ''}`);
    });
    if (name !== 'types') formatBibliography(refs, style).forEach((entry, i) => console.log(`${name} ${style} bib#${i} ${entry.html}`));
  }
}
