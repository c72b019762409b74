// CSL-JSON in and out on the shared 1,000-item corpus: the path every import, lookup and export takes.
import { readFileSync } from 'node:fs';
import { fromCsl, toCsl } from '@ibid/engine';
import { importCslJson, exportCslJson } from '@ibid/engine/import';

const text = readFileSync(new URL('./data/corpus-1000.json', import.meta.url), 'utf8');
const items = JSON.parse(text);
const references = items.map(fromCsl);

export const rows = [
  { name: 'fromCsl: 1,000 CSL items to Ibid references', items: items.length, run: () => items.forEach(fromCsl) },
  { name: 'toCsl: 1,000 Ibid references to CSL items', items: references.length, run: () => references.forEach(toCsl) },
  { name: 'importCslJson: corpus-1000.json text, warnings included', items: items.length, run: () => importCslJson(text) },
  { name: 'exportCslJson: 1,000 references to CSL-JSON text', items: references.length, run: () => exportCslJson(references) },
];
