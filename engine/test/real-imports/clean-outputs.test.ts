// Every real file in the engine's fixtures (published .bib files, a Mendeley export of library-catalogue records,
// RIS and CSL-JSON exports), imported and put in sentence case as the api does, then formatted in the three styles:
// no output may show what a reader should never see: TeX, a program's placeholder ("undefined", "null"), an
// importer's type key ("[phdthesis]", "[Patentus]"), punctuation doubled where two elements met (",,", ",."), or
// an element left empty (a double space, "()").
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatReference, withSentenceCaseTitles } from '../../src/index.js';
import { importReferences, type ImportFormat } from '../../src/import/index.js';

const FOLDERS: readonly (readonly [string, ImportFormat, string])[] = [
  ['import/bibtex/fixtures/', 'bibtex', '.bib'],
  ['import/ris/fixtures/', 'ris', '.ris'],
  ['csl/fixtures/', 'csl-json', '.json'],
];

const UNSEEN: readonly (readonly [string, RegExp])[] = [
  ['TeX', /\\[a-zA-Z]+|[{}]/],
  ['a placeholder', /\bundefined\b|\bNaN\b|\bnull\b|\[object/],
  ['a type key', /\[(?:phd|masters|ma)?thesis\]|\[(?:techreport|inproceedings|incollection|misc|online|web_page|pat(?:ent|req)\w*)\]/i],
  ['doubled punctuation', /,,|;;|,\.|(?<!\.)\.\.(?!\.)|\s,|\s;(?=\s|$)/],
  ['an empty element', /\s{2}|\(\s*\)|\[\s*\]|“\s*”/],
];

describe('real imports print nothing a reader should never see', () => {
  for (const [folder, format, extension] of FOLDERS) {
    const url = new URL(`../../src/${folder}`, import.meta.url);
    for (const file of readdirSync(url).filter((name) => name.endsWith(extension))) {
      it(`${folder}${file}`, () => {
        const { references, entries } = importReferences(readFileSync(new URL(file, url), 'utf8'), format);
        const seen: string[] = [];
        references.forEach((imported, i) => {
          const reference = withSentenceCaseTitles(imported);
          for (const style of ['apa7', 'mla9', 'turabian9'] as const) {
            const text = formatReference(reference, style).text;
            for (const [what, pattern] of UNSEEN) if (pattern.test(text)) seen.push(`${entries[i] ?? i} ${style} shows ${what}: ${text}`);
          }
        });
        expect(seen).toEqual([]);
      });
    }
  }
});
