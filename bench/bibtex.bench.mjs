// BibTeX import at scale: importBibtex (scan, LaTeX decoding, crossref, CSL mapping, references with warnings)
// beside citation-js plugin-bibtex parsing the same text to CSL-JSON (it stops at CSL: less work than ours).
// Texts are built in `setup`, so nothing large is committed: a seeded 100,000-entry file from generate-bib.mjs,
// and texbook3.bib's entries (451 @string macros, then the entries citation-js can read) repeated to ~100,000.
import { readFileSync } from 'node:fs';
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { importBibtex } from '@ibid/engine/import';
import { generateBib } from './generate-bib.mjs';

const ENTRIES = 100_000;

let generated = '';
let texbook = '';
/** How many of texbook3.bib's 859 entries citation-js reads (the others make it throw). */
let texbookReadable = 0;
const setupGenerated = () => {
  generated ||= generateBib(ENTRIES);
};
const citationJs = (text) => plugins.input.chain(text, { target: '@csl/list+object', generateGraph: false });

/**
 * texbook3.bib's @string block, then those of its entries that citation-js can parse (it throws on a whole
 * file for one entry it cannot read), repeated with renamed keys to about 100,000 entries.
 */
const setupTexbook = () => {
  if (texbook) return;
  const text = readFileSync(new URL('../engine/src/import/bibtex/fixtures/texbook3.bib', import.meta.url), 'utf8');
  const chunks = text.split(/^(?=@)/m);
  const strings = chunks.filter((c) => /^@(string|preamble)/i.test(c)).join('');
  const readable = chunks.filter((c) => /^@(?!string|preamble|comment)\w+\s*\{/i.test(c)).filter((c) => {
    try {
      return citationJs(strings + c).length === 1;
    } catch {
      return false;
    }
  });
  const parts = [strings];
  for (let n = 0; n < ENTRIES; n++) {
    const copy = Math.floor(n / readable.length);
    parts.push(readable[n % readable.length].replace(/^@(\w+)\{([^,\s]+),/, (m, type, key) => `@${type}{${key}.${copy},`));
  }
  texbook = parts.join('');
  texbookReadable = readable.length;
};
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
    name: 'citation-js plugin-bibtex: texbook3.bib entries to 100k, to CSL',
    items: ENTRIES,
    setup: setupTexbook,
    run: () => check(citationJs(texbook).length, ENTRIES, `citation-js (${texbookReadable} of texbook3's entries)`),
    rounds: 1,
    warmup: false,
  },
  {
    name: 'importBibtex: texbook3.bib entries to 100k, to references',
    items: ENTRIES,
    setup: setupTexbook,
    run: () => check(importBibtex(texbook).references.length, ENTRIES, 'importBibtex'),
    peer: 'citation-js plugin-bibtex: texbook3.bib entries to 100k, to CSL',
    rounds: 3,
  },
];
