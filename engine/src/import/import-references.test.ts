import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportReferences, importReferences } from './import-references.js';

const ENTRY = (key: string, title: string) => `@article{${key},\n  author = {M{\\"u}ller, J{\\"o}rg and Smith, Ann},\n  title = {${title}},\n  journal = {Journal of Tests},\n  year = {2021},\n  volume = {4},\n  pages = {1--10},\n}\n`;

describe('importReferences', () => {
  it('recognises BibTeX, RIS and CSL-JSON without being told', () => {
    expect(importReferences(ENTRY('a', 'On {DNA}')).references[0]?.data.title).toBe('On <span class="nocase">DNA</span>');
    expect(importReferences('TY  - JOUR\r\nTI  - A RIS title\r\nAU  - Doe, Jane\r\nPY  - 2020\r\nER  - \r\n').references[0]?.data.title).toBe('A RIS title');
    expect(importReferences('[{"type":"book","title":"A CSL book","issued":{"date-parts":[[1999]]}}]').references[0]?.referenceTypeID).toBe(2);
  });

  it('imports the other four entries of five when the third has an unterminated brace, and says which one', () => {
    const text = [ENTRY('one', 'First'), ENTRY('two', 'Second'), '@article{three,\n  title = {Broken {title,\n  year = 2020,\n}\n', ENTRY('four', 'Fourth'), ENTRY('five', 'Fifth')].join('\n');
    const { references, warnings } = importReferences(text, 'bibtex');
    expect(references.map((r) => r.data.title)).toEqual(['First', 'Second', 'Fourth', 'Fifth']);
    const broken = warnings.filter((w) => w.code.startsWith('entry') || w.code.includes('unterminated') || w.entry === 'three');
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0]).toMatchObject({ entry: 'three', line: 19 });
  });

  it('names the entry each reference came from, so a type to pick can be shown with its own warnings', () => {
    const { references, entries, warnings } = importReferences(`${ENTRY('known', 'Known')}\n@misc{odd,\n  title = {Odd},\n  year = 2000,\n}\n`);
    expect(entries).toEqual(['known', 'odd']);
    expect(references[1]?.referenceTypeID).toBe(48);
    expect(warnings.filter((w) => w.entry === entries[1]).map((w) => w.code)).toContain('type-guessed');
    const ris = importReferences('TY  - JOUR\r\nID  - r1\r\nTI  - One\r\nER  - \r\nTY  - JOUR\r\nTI  - Two\r\nER  - \r\n');
    expect(ris.entries).toEqual(['r1', '#2']);
    expect(importReferences('[{"id":"c1","type":"book","title":"B"}]').entries).toEqual(['c1']);
  });

  it('refuses an empty file, a binary file and unknown text with one clear warning', () => {
    expect(importReferences('  \n').warnings).toEqual([{ code: 'empty-file', message: 'This file is empty: there are no references to import.' }]);
    const binary = String.fromCharCode(...Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256));
    expect(importReferences(binary).warnings.map((w) => w.code)).toEqual(['not-text']);
    expect(importReferences(binary, 'bibtex').warnings.map((w) => w.code)).toEqual(['not-text']);
    expect(importReferences('Dear colleague, here are my sources.').warnings.map((w) => w.code)).toEqual(['unknown-format']);
  });

  it('imports a 50 MB .bib file whole', () => {
    const entry = ENTRY('k', 'A long {BibTeX} file with an entry repeated many times so that the file reaches fifty megabytes');
    const count = Math.ceil((50 * 1024 * 1024) / entry.length);
    const { references, warnings } = importReferences(Array.from({ length: count }, (_, i) => entry.replace('{k,', `{k${i},`)).join(''));
    expect(references).toHaveLength(count);
    expect(warnings).toEqual([]);
  });

  it('writes each format so that it reads back as the same references', () => {
    const { references } = importReferences(ENTRY('a', 'Round trips') + ENTRY('b', 'And {NASA} names'));
    for (const format of ['bibtex', 'ris', 'csl-json'] as const) {
      const again = importReferences(exportReferences(references, format), format);
      expect(again.references.map((r) => [r.referenceTypeID, r.data]), format).toEqual(references.map((r) => [r.referenceTypeID, r.data]));
    }
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom(undefined, 'bibtex', 'ris', 'csl-json'), (text, format) => {
        const result = importReferences(text, format as never);
        expect(Array.isArray(result.references) && Array.isArray(result.warnings)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
