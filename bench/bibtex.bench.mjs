// BibTeX import at scale: importBibtex (scan, LaTeX decoding, crossref, CSL mapping, references with warnings)
// beside citation-js plugin-bibtex parsing the same text to CSL-JSON (it stops at CSL: less work than ours).
// Texts are built in `setup`, so nothing large is committed: a seeded 100,000-entry file from generate-bib.mjs,
// and texbook3.bib (859 entries, 451 @string macros) repeated with renamed keys to 100,000 entries.
import { readFileSync } from 'node:fs';
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
// The engine's import barrel does not list the BibTeX functions yet; the built module is read directly.
import { importBibtex } from '../engine/dist/import/bibtex/index.js';
import { generateBib } from './generate-bib.mjs';

const ENTRIES = 100_000;
const TEXBOOK_ENTRIES = 859;

let generated = '';
let texbook = '';
const setupGenerated = () => {
  generated ||= generateBib(ENTRIES);
};
/** texbook3.bib's @string block once, then its entries repeated, keys made unique per copy. */
const setupTexbook = () => {
  if (texbook) return;
  const text = readFileSync(new URL('../engine/src/import/bibtex/fixtures/texbook3.bib', import.meta.url), 'utf8');
  const copies = Math.ceil(ENTRIES / TEXBOOK_ENTRIES);
  const parts = [text];
  for (let i = 1; i < copies; i++) parts.push(text.replace(/^@(\w+)\{([^,\s]+),/gm, (m, type, key) => (/^(string|preamble|comment)$/i.test(type) ? m : `@${type}{${key}.${i},`)));
  texbook = parts.join('\n');
};
const citationJs = (text) => plugins.input.chain(text, { target: '@csl/list+object', generateGraph: false });

const check = (got, want, what) => {
  if (got !== want) throw new Error(`${what}: ${got} entries, expected ${want}`);
};

export const rows = [
  {
    name: 'citation-js plugin-bibtex: generated 100k .bib to CSL',
    items: ENTRIES,
    setup: setupGenerated,
    run: () => check(citationJs(generated).length, ENTRIES, 'citation-js'),
    rounds: 1,
    warmup: false,
  },
  {
    name: 'importBibtex: generated 100k .bib to references',
    items: ENTRIES,
    setup: setupGenerated,
    run: () => check(importBibtex(generated).references.length, ENTRIES, 'importBibtex'),
    peer: 'citation-js plugin-bibtex: generated 100k .bib to CSL',
    rounds: 3,
  },
  {
    name: 'citation-js plugin-bibtex: texbook3.bib x117 to CSL',
    items: TEXBOOK_ENTRIES * Math.ceil(ENTRIES / TEXBOOK_ENTRIES),
    setup: setupTexbook,
    run: () => citationJs(texbook),
    rounds: 1,
    warmup: false,
  },
  {
    name: 'importBibtex: texbook3.bib x117 to references',
    items: TEXBOOK_ENTRIES * Math.ceil(ENTRIES / TEXBOOK_ENTRIES),
    setup: setupTexbook,
    run: () => check(importBibtex(texbook).references.length, TEXBOOK_ENTRIES * Math.ceil(ENTRIES / TEXBOOK_ENTRIES), 'importBibtex'),
    peer: 'citation-js plugin-bibtex: texbook3.bib x117 to CSL',
    rounds: 3,
  },
];
