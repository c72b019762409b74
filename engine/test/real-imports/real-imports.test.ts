// Real entries (published .bib files, RIS and CSL-JSON exports, Crossref, doi.org, Open Library and Google Books
// answers, saved web pages: sources/, each file's origin in sources/SOURCES.md) imported with the engine's own
// importers, lookup parsers and page reader, titles put in sentence case as the api does, then formatted in APA 7,
// MLA 9 and Turabian 9.
// Each expected output was written from the manuals (APA 7 ch. 9-10, MLA 9 ch. 5, Turabian 9 ch. 16-17), not copied
// from the engine; checked strictly. An output the engine cannot print right yet is listed in `known_wrong` with why,
// and skipped (README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCitation, formatReference, withSentenceCaseTitles, type FormatId, type Reference } from '../../src/index.js';
import {
  importReferences,
  lookupResultOf,
  parseCrossrefAnswer,
  parseDoiCslAnswer,
  parseGoogleBooksAnswer,
  parseOpenLibraryAnswer,
  toLookupResult,
  type ImportFormat,
  type LookupParseResult,
} from '../../src/import/index.js';
import { extractMetadata } from '../../src/metadata/index.js';

const CHECKS = ['apa7', 'mla9', 'turabian9', 'turabian9_note'] as const;
type Check = (typeof CHECKS)[number];

type ExpectedEntry = { source: string; id: string; known_wrong?: Partial<Record<Check, string>> } & Record<Check, string>;

interface ExpectedFile {
  /** A file format, a lookup service, or `page`: a saved web page read as the api's page lookup reads it. */
  importer: ImportFormat | keyof typeof LOOKUPS | 'page';
  /** For pages: the day the capture is dated (the api's today), so "Retrieved"/"Accessed" dates are fixed. */
  accessed?: string;
  entries: ExpectedEntry[];
}

/**
 * Where each source's folder is: the engine's own fixtures of real recorded data, whose SOURCES.md says where each
 * file came from. A source is named `<folder>/<file>`.
 */
const FIXTURES: Record<string, URL> = Object.fromEntries(
  Object.entries({
    bib: 'import/bibtex/fixtures/',
    ris: 'import/ris/fixtures/',
    'csl-json': 'csl/fixtures/',
    crossref: 'lookup/fixtures/crossref/',
    'doi-csl': 'lookup/fixtures/doi-csl/',
    googlebooks: 'lookup/fixtures/googlebooks/',
    openlibrary: 'lookup/fixtures/openlibrary/',
    pages: 'metadata/fixtures/pages/',
  }).map(([folder, path]) => [folder, new URL(`../../src/${path}`, import.meta.url)]),
);
const sourceText = (source: string) => {
  const [folder = '', ...file] = source.split('/');
  if (!FIXTURES[folder]) throw new Error(`${source}: no fixture folder ${folder}`);
  return readFileSync(new URL(file.join('/'), FIXTURES[folder]), 'utf8');
};
/** Each saved page's address, from the index the pages' folder keeps (its `file` is `pages/<name>`). */
const PAGE_URLS = new Map(
  (JSON.parse(readFileSync(new URL('index.json', FIXTURES.pages), 'utf8')) as { file: string; url?: string }[]).map((p) => [p.file, p.url]),
);

const LOOKUPS = {
  crossref: parseCrossrefAnswer,
  'doi-csl': parseDoiCslAnswer,
  'open-library': parseOpenLibraryAnswer,
  'google-books': parseGoogleBooksAnswer,
} satisfies Record<string, (body: unknown) => LookupParseResult>;

const folder = new URL('./', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, folder), 'utf8');

/** The file's references by entry label, as the api stores them: import (or lookup card), then sentence case. */
function referencesOf({ importer, accessed }: ExpectedFile, source: string): Map<string, Reference> {
  const text = sourceText(source);
  if (importer === 'page') {
    const { reference } = extractMetadata(text, PAGE_URLS.get(source), accessed ? { accessed } : {});
    return new Map([['#1', withSentenceCaseTitles(toLookupResult(reference).referenceData)]]);
  }
  if (importer in LOOKUPS) {
    const answer = LOOKUPS[importer as keyof typeof LOOKUPS](text);
    if (!answer.ok) throw new Error(`${source}: ${answer.error.message}`);
    return new Map(answer.value.works.map((work, i) => [`#${i + 1}`, withSentenceCaseTitles(lookupResultOf(work).referenceData)]));
  }
  const { references, entries } = importReferences(text, importer as ImportFormat);
  return new Map(references.map((reference, i) => [entries[i] ?? `#${i + 1}`, withSentenceCaseTitles(reference)]));
}

const OUTPUTS: Record<Check, (ref: Reference) => string> = {
  apa7: (ref) => formatReference(ref, 'apa7').html,
  mla9: (ref) => formatReference(ref, 'mla9').html,
  turabian9: (ref) => formatReference(ref, 'turabian9').html,
  turabian9_note: (ref) => formatCitation([{ reference: ref }], 'turabian9' satisfies FormatId).first.html,
};

for (const name of readdirSync(folder).filter((f) => f.endsWith('.expected.json'))) {
  const file = JSON.parse(read(name)) as ExpectedFile;
  describe(`real imports: ${name}`, () => {
    const cache = new Map<string, Map<string, Reference>>();
    const reference = (entry: ExpectedEntry) => {
      let refs = cache.get(entry.source);
      if (!refs) cache.set(entry.source, (refs = referencesOf(file, entry.source)));
      const ref = refs.get(entry.id);
      if (!ref) throw new Error(`${entry.source} has no entry ${entry.id}`);
      return ref;
    };
    for (const entry of file.entries) {
      for (const check of CHECKS) {
        const why = entry.known_wrong?.[check];
        const title = `${entry.source} ${entry.id} ${check}`;
        if (why) it.skip(`${title} (known wrong: ${why})`, () => undefined);
        else it(title, () => expect(OUTPUTS[check](reference(entry))).toBe(entry[check]));
      }
    }
  });
}
