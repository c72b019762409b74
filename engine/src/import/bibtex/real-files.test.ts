import { describe, expect, it } from 'vitest';
import { formatReference } from '../../format/index.js';
import { importBibtex } from './import.js';
import texbook3 from './fixtures/texbook3.bib?raw';
import serif from './fixtures/serif.bib?raw';
import archaeologie from './fixtures/archaeologie-examples.bib?raw';
import jbtest from './fixtures/jbtest.bib?raw';


describe('real BibTeX files (fixtures/SOURCES.md)', () => {
  const tex = importBibtex(texbook3);
  const ser = importBibtex(serif);
  const arch = importBibtex(archaeologie);
  const jur = importBibtex(jbtest);

  it('imports every entry of each file, not counting @string, @preamble and @comment', () => {
    // texbook3.bib: 1,311 lines start with "@", of which 451 are @String and 1 is @Preamble.
    expect(tex.references).toHaveLength(859);
    expect(ser.references).toHaveLength(67);
    expect(arch.references).toHaveLength(65);
    expect(jur.references).toHaveLength(24);
    expect(tex.warnings.filter((w) => w.code === 'entry-skipped')).toEqual([]);
  });

  it('reads texbook3.bib: macros expanded, logos protected, names and publishers split', () => {
    const texbook = tex.references.find((r) => r.data.title === 'The <span class="nocase">TeX</span>book' && r.data.issued?.year === 1984)!;
    expect(texbook.referenceTypeID).toBe(2);
    expect(texbook.data.contributors).toEqual([{ id: '1', type: 'author', kind: 'person', family: 'Knuth', given: 'Donald E.' }]);
    expect(texbook.data.publishers?.[0]?.name).toBe('Ad{\\-d}i{\\-s}on-Wes{\\-l}ey'.replace(/\{\\-(\w)\}/g, '$1'));
    expect(texbook.data.numberOfPages).toBe('ix + 483');
    expect(texbook.data.isbns).toContain('0201134470');
  });

  it('reads the accents and types of archaeologie-examples.bib, with crossref', () => {
    const ganzert = arch.references.find((r) => r.data.title === 'Gaius Caesar und Artavasdes')!;
    expect(ganzert.referenceTypeID).toBe(9);
    expect(ganzert.data.containerTitle).toBe('Das Kenotaph für Gaius Caesar in Limyra: Architektur und Bauornamentik');
    expect(ganzert.data.contributors?.map((c) => [c.type, c.kind === 'person' ? c.family : c.name])).toEqual([['author', 'Herz'], ['container-author', 'Ganzert']]);
    const eaor = arch.references.find((r) => r.data.title === 'Roma')!;
    expect(eaor.referenceTypeID).toBe(31);
    expect(eaor.data.contributors).toEqual([{ id: '1', type: 'editor', kind: 'person', family: 'Tumolesi', given: 'Patrizia Sabbatini' }]);
    expect(arch.warnings).toContainEqual(expect.objectContaining({ code: 'macro-undefined', entry: 'Ganzert1984', line: 46 }));
  });

  it('reads jurabib test entries: umlauts, theses and an unknown entry type left for the user to pick', () => {
    const alexy = jur.references.find((r) => r.data.title === 'Theorie der Grundrechte' && r.referenceTypeID === 7)!;
    expect(alexy.referenceTypeID).toBe(7);
    expect(alexy.data.publishers).toEqual([{ name: 'Göttingen' }]);
    expect(alexy.data.genre).toMatch(/^(Doctoral dissertation|Master's thesis)$/);
    const commented = jur.references.filter((r) => r.referenceTypeID === 48);
    expect(commented.length).toBeGreaterThan(0);
    expect(jur.warnings.filter((w) => w.code === 'type-guessed').every((w) => w.entry && w.line)).toBe(true);
  });

  // Titles without case hints: the APA formatter does not yet strip <span class="nocase"> from its output.
  const plain = (refs: typeof tex.references, typeId: number) => refs.find((r) => r.referenceTypeID === typeId && !/</.test(`${r.data.title}${r.data.containerTitle ?? ''}`))!;

  it('formats imported entries as sensible APA 7 references', () => {
    expect(formatReference(plain(ser.references, 1), 'apa7').text).toBe('Bringhurst, R. (1994). On the classification of letterforms. Serif: The Magazine of Type and Typography, 1, 30–39.');
    const ganzert = arch.references.find((r) => r.data.title === 'Gaius Caesar und Artavasdes')!;
    expect(formatReference(ganzert, 'apa7').text).toBe('Herz, P. (1984). Gaius Caesar und Artavasdes. In Das Kenotaph für Gaius Caesar in Limyra: Architektur und Bauornamentik (pp. 118–126). Wasmuth.');
    expect(formatReference(plain(tex.references, 8), 'apa7').text).toBe("Adams, D. A. (1991). Evaluating font quality: A method of predicting character image defects. In K. Pietrowski (Ed.), IS&T’s Seventh International Congress on Advances in Non-impact Printing Technologies, October 6–11, Portland, OR, USA (Vol. 2, pp. 353–364). Imaging Science & Technology.");
    expect(formatReference(plain(tex.references, 7), 'apa7').text).toBe('Di Iorio, A. (2007). Pattern-based segmentation of digital documents: Model and implementation [Unpublished doctoral dissertation]. Department of Computer Science, University of Bologna.');
    expect(formatReference(plain(jur.references, 2), 'apa7').text).toBe('Brox, H. (1996). Allgemeiner Teil des Bürgerlichen Gesetzbuches (20th ed.).');
  });

  it('gives every warning an entry key and a line', () => {
    for (const result of [tex, ser, arch, jur]) {
      for (const w of result.warnings) {
        expect(w.line, w.message).toBeGreaterThan(0);
        expect(w.entry, w.message).toBeTruthy();
      }
    }
  });
});
