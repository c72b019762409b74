// APA 7, MLA 9 and Turabian 9 (issues 3 and 4): Ibid's engine against citeproc-js with the official CSL style of
// each (apa.csl, modern-language-association.csl, and Chicago 17 notes-bibliography for Turabian 9, whose 18th-edition
// successor drops the place of publication), on the same items in the same run:
// the shared 1,000-item corpus and 10,000 items from bench/generate-corpus.mjs (the rows named 10,000), as a
// bibliography (sorted and disambiguated) and as one citation per item (a note for Turabian) with every item known, so that
// citations disambiguate (initials, 2020a) as the reference list does. Goal: 100x citeproc-js's items/s, under
// 100 MB peak.
//
// citeproc-js is measured as the shared bench-data README measured it: html output, the engine built from the
// style and the item list on every run. Its rows are slow (about 5 s a run at 1,000 items, 20-35 s at 10,000),
// so they run 3 rounds after a warm-up at 1,000 and 1 round without warm-up at 10,000 (a run that long warms
// itself); BENCH_CITEPROC_ROUNDS=n gives every citeproc row n rounds after a warm-up.
// Every row loads its own data and engine in setup(), in the child process run.mjs gives it (see run.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { generateCorpus } from './generate-corpus.mjs';

const require = createRequire(import.meta.url);
const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const SEED = 20250301;
const CITEPROC_ROUNDS = process.env.BENCH_CITEPROC_ROUNDS ? Number(process.env.BENCH_CITEPROC_ROUNDS) : undefined;

const corpora = [
  { label: '1,000', count: 1000, load: () => JSON.parse(read('./data/corpus-1000.json')), slow: { rounds: 3 } },
  { label: '10,000', count: 10000, load: () => generateCorpus(10000, SEED), slow: { rounds: 1, warmup: false } },
];

/** Each style with the CSL file citeproc-js formats it with. */
const STYLES = [
  { format: 'apa7', csl: 'apa.csl', cite: 'parenthetical citations' },
  { format: 'mla9', csl: 'modern-language-association.csl', cite: 'parenthetical citations' },
  { format: 'turabian9', csl: 'chicago-notes-bibliography-subsequent-author-title-17th-edition.csl', cite: 'notes' },
];

let citeproc; // loaded in setup, so that Ibid's rows run in processes without it
const loadCiteproc = (csl) => {
  citeproc ??= { CSL: require('citeproc'), style: read(`./styles/${csl}`), locale: read('./styles/locales-en-US.xml') };
};

/** citeproc-js 2.4 with the style and en-US: a fresh engine holding every item, as a document would have it. */
function citeprocEngine(items) {
  const { CSL, style, locale } = citeproc;
  const byId = new Map(items.map((item) => [item.id, item]));
  const engine = new CSL.Engine({ retrieveLocale: () => locale, retrieveItem: (id) => byId.get(id) }, style, 'en-US');
  engine.setOutputFormat('html');
  engine.updateItems([...byId.keys()]); // registers, sorts and disambiguates
  return engine;
}

export const rows = STYLES.flatMap(({ format, csl, cite }) => corpora.flatMap(({ label, count, load, slow }) => {
  const citeprocTiming = CITEPROC_ROUNDS ? { rounds: CITEPROC_ROUNDS } : slow;
  let items; // CSL-JSON, for citeproc-js
  let references; // Ibid references, converted outside the timing (csl.bench.mjs times fromCsl)
  let engine; // @ibid/engine, loaded in setup like citeproc-js, so that each row's process holds one of the two
  const loadReferences = async () => {
    engine = await import('@ibid/engine');
    references = load().map(engine.fromCsl);
  };
  const bibliography = `citeproc-js ${format}: bibliography ${label}`;
  const citations = `citeproc-js ${format}: ${label} ${cite}`;
  return [
    {
      name: bibliography,
      items: count,
      ...citeprocTiming,
      setup: () => {
        loadCiteproc(csl);
        items = load();
      },
      run: () => citeprocEngine(items).makeBibliography(),
    },
    {
      name: `Ibid ${format}: bibliography ${label}`,
      items: count,
      peer: bibliography,
      setup: loadReferences,
      run: () => engine.formatBibliography(references, format),
    },
    {
      name: citations,
      items: count,
      ...citeprocTiming,
      setup: () => {
        loadCiteproc(csl);
        items = load();
      },
      run: () => {
        const processor = citeprocEngine(items);
        for (const item of items) processor.makeCitationCluster([{ id: item.id }]);
      },
    },
    {
      name: `Ibid ${format}: ${label} ${cite}`,
      items: count,
      peer: citations,
      setup: loadReferences,
      run: () => {
        for (const reference of references) engine.formatCitation([{ reference }], format, { context: references });
      },
    },
  ];
}));
