import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../testing/fixture-files.js';
import { importRis } from './import-ris.js';

// Vite inlines the fixture files at transform time, so the test reads no files itself.
const files = import.meta.glob('./fixtures/*.ris', { query: '?raw', import: 'default', eager: true });
const fixture = (name: string): string => fixtureText(files, `./fixtures/${name}`);
const names = (ref: { data: { contributors?: unknown[] } }) =>
  (ref.data.contributors ?? []).map((c) => {
    const p = c as { kind: string; family?: string; given?: string; name?: string; type: string };
    return p.kind === 'group' ? p.name : `${p.type}: ${p.family}, ${p.given ?? ''}`;
  });

describe('RIS import of real exports', () => {
  it('reads the Cell Press journal article, taking the DOI from DO and dropping the doi.org URL and DOI-only note that repeat it', () => {
    const { references, warnings } = importRis(fixture('jabref-cellpress-jour.ris'));
    expect(warnings).toEqual([]);
    expect(references).toHaveLength(1);
    const ref = references[0]!;
    expect(ref.referenceTypeID).toBe(1);
    expect(names(ref)).toEqual(['author: Kriegeskorte, Nikolaus', 'author: Storrs, Katherine R.']);
    expect(ref.data).toMatchObject({
      title: 'Grid Cells for Conceptual Spaces?',
      containerTitle: 'Neuron',
      volume: '92',
      issue: '2',
      pages: [{ start: '280', end: '284' }],
      issued: { year: 2016, month: 10, day: 19 },
      accessed: { year: 2020, month: 3, day: 4 },
      doi: '10.1016/j.neuron.2016.10.006',
      issn: '0896-6273',
      publishers: [{ name: 'Elsevier' }],
    });
    expect(ref.data.url).toBeUndefined();
    expect(ref.note).toBeUndefined();
  });

  it('reads the CRC chapter: run-together names, a doi: prefix, SP "1-22", T3 series, an ISBN in SN and spaces inside the title', () => {
    const { references, warnings } = importRis(fixture('jabref-crc-chap.ris'));
    const ref = references[0]!;
    expect(ref.referenceTypeID).toBe(9);
    expect(names(ref)).toEqual(['author: Barata, Catarina', 'author: Celebi, M. Emre', 'author: Marques, Jorge S.']);
    expect(ref.data).toMatchObject({
      title: 'Toward a Robust Analysis of Dermoscopy Images Acquired under Different Conditions',
      containerTitle: 'Dermoscopy Image Analysis',
      collectionTitle: 'Digital Imaging and Computer Vision',
      pages: [{ start: '1', end: '22' }],
      issued: { year: 2015, month: 9, day: 10 },
      doi: '10.1201/b19107-2',
      isbns: ['9781482253269'],
      publishers: [{ name: 'CRC Press' }],
    });
    expect(warnings).toEqual([{ code: 'field-skipped', entry: '#1', field: 'M1', line: 5, message: expect.stringContaining('"0"') }]);
  });

  it('reads the PubMed export with its PMID, PMCID, database, keywords as tags and one of its two ISSNs, and says what it left out', () => {
    const { references, warnings } = importRis(fixture('jabref-pubmed-jour.ris'));
    const ref = references[0]!;
    expect(ref.referenceTypeID).toBe(1);
    expect(names(ref)).toHaveLength(5);
    expect(names(ref)[0]).toBe('author: Jung, Sang In');
    expect(ref.data).toMatchObject({
      containerTitle: 'Journal of physical therapy science',
      containerTitleShort: 'J Phys Ther Sci',
      issued: { year: 2016, month: 1 },
      pages: [{ start: '186', end: '189' }],
      doi: '10.1589/jpts.28.186',
      pmid: '26957754',
      pmcid: 'PMC4756000',
      issn: '0915-5287',
      archive: 'PubMed',
      language: 'eng',
      url: 'https://pubmed.ncbi.nlm.nih.gov/26957754',
    });
    expect(ref.data.edition).toBeUndefined();
    expect(ref.tags).toBe('Posture, Respiratory function, Smartphone');
    expect(warnings.map((w) => [w.field, w.line])).toEqual([['SN', 11], ['ET', 13], ['L2', 21], ['U4', 24]]);
  });

  it('reads the SciFinder export: "2012///", a bare DOI in M3, the copyright in M1 reported, UTF-8 kept', () => {
    const { references, warnings } = importRis(fixture('jabref-scifinder-caplus-jour.ris'));
    const ref = references[0]!;
    expect(ref.data.title).toBe('Release profile of ibuprofen in β-cyclodextrin complexes from two different solid dosage forms.');
    expect(names(ref)).toHaveLength(6);
    expect(names(ref)[3]).toBe('author: Cabral-Marques, H. M.');
    expect(ref.data).toMatchObject({ issued: { year: 2012 }, doi: '10.1016/j.powtec.2012.01.008', containerTitle: 'Powder Technology', containerTitleShort: 'Powder Technol.', volume: '221' });
    expect(ref.note).toBe('CAPLUS AN 2012:446586(Journal; Online Computer File)');
    expect(warnings).toEqual([expect.objectContaining({ code: 'field-skipped', field: 'M1', line: 2 })]);
  });

  it('reads the Scopus export, reporting each author address and the document type in M3 by line', () => {
    const { references, warnings } = importRis(fixture('jabref-scopus-jour.ris'));
    const ref = references[0]!;
    expect(ref.data).toMatchObject({ containerTitle: 'Journal of the Mechanics and Physics of Solids', issued: { year: 2004 }, doi: '10.1016/j.jmps.2004.03.010', archive: 'Scopus' });
    expect(ref.data.genre).toBeUndefined();
    expect(names(ref)).toEqual(['author: Federico, S.', 'author: Grillo, A.', 'author: Herzog, W.']);
    expect(ref.note).toBe('Cited By :44\nExport Date: 1 April 2016');
    expect(warnings.map((w) => [w.field, w.line])).toEqual([['AD', 13], ['AD', 14], ['AD', 15], ['M3', 22]]);
  });

  it('reads the Embase export: "Fanning E.", "2020//", an empty SP, a DOI link in DO and an abstract that runs on to an untagged line', () => {
    const { references, warnings } = importRis(fixture('rispy-embase-empty-tag.ris'));
    expect(warnings).toEqual([]);
    const ref = references[0]!;
    expect(names(ref)).toEqual(['author: Fanning, E.']);
    expect(ref.data).toMatchObject({ issued: { year: 2020 }, doi: '10.1177/2325967120950040', issn: '2325-9671', containerTitleShort: 'Orthop. J. Sports Med.' });
    expect(ref.data.pages).toBeUndefined();
    expect(ref.data.abstract).toMatch(/repetition\.\nOutcome measures are valuable/);
  });

  it('refuses the Web of Science plain-text export with one warning that names it, and no references', () => {
    const { references, warnings } = importRis(fixture('rispy-wos-plaintext-tagged.ris'));
    expect(references).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'not-ris', message: expect.stringContaining('Web of Science plain-text export') });
  });
});

describe('RIS import of what is not RIS', () => {
  it.each([
    ['an empty file', '', 'empty-file', /empty/],
    ['only blank lines and a byte order mark', '\uFEFF\r\n  \n', 'empty-file', /empty/],
    ['a binary blob', '\u0000\u0001PK\u0003\u0004\u0014\u0000\u0006\u0000\b\u0000', 'not-text', /not a text file/],
    ['a BibTeX file', '@article{key,\n  title = {A}\n}', 'not-ris', /BibTeX/],
    ['a CSL-JSON file', '[{"type":"book","title":"A"}]', 'not-ris', /JSON/],
    ['a PubMed MEDLINE file', 'PMID- 26957754\nTI  - A title\n', 'not-ris', /MEDLINE/],
    ['plain prose', 'Dear colleague,\nplease find the references below.\n', 'not-ris', /not RIS/],
  ])('gives %s one clear warning and no references', (_, text, code, message) => {
    const { references, warnings } = importRis(text);
    expect(references).toEqual([]);
    expect(warnings).toEqual([{ code, message: expect.stringMatching(message) }]);
  });
});

describe('RIS import of records in trouble', () => {
  it('keeps the good records around a broken one and reports the broken one by line', () => {
    const text = ['TY  - JOUR', 'TI  - First', 'ER  - ', 'TY  - JOUR', 'PY  - 2020', 'ER  - ', 'TY  - BOOK', 'TI  - Third', 'ER  - '].join('\n');
    const { references, warnings } = importRis(text);
    expect(references.map((r) => r.data.title)).toEqual(['First', 'Third']);
    expect(warnings).toEqual([expect.objectContaining({ code: 'entry-skipped', entry: '#2', line: 4 })]);
  });

  it('reads an unknown type as Miscellaneous (48) with one warning on the TY line, and GEN likewise', () => {
    const { references, warnings } = importRis('TY  - WHATEVER\nTI  - A\nER  - \nTY  - GEN\nID  - k2\nTI  - B\nER  - ');
    expect(references.map((r) => r.referenceTypeID)).toEqual([48, 48]);
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'type-guessed', entry: '#1', field: 'TY', line: 1, message: expect.stringContaining('"WHATEVER"') }),
      expect.objectContaining({ code: 'type-guessed', entry: 'k2', field: 'TY', line: 4, message: expect.stringContaining('"GEN"') }),
    ]);
  });

  it.each([
    ['JOUR', 1], ['EJOUR', 1], ['BOOK', 2], ['EBOOK', 2], ['ELEC', 3], ['WEB', 3], ['RPRT', 4], ['GOVDOC', 4], ['ADVS', 5],
    ['CLSWK', 6], ['THES', 7], ['CONF', 8], ['CPAPER', 8], ['CHAP', 9], ['ECHAP', 9], ['DATA', 10], ['ENCYC', 11], ['DICT', 11],
    ['BLOG', 12], ['MGZN', 13], ['ART', 14], ['MAP', 15], ['COMP', 16], ['LEGAL', 17], ['CASE', 18], ['MPCT', 19], ['STAT', 20],
    ['BILL', 21], ['HEAR', 21], ['MANSCPT', 22], ['PCOMM', 23], ['SOUND', 28], ['NEWS', 29], ['PAT', 30], ['EDBOOK', 31],
    ['UNPB', 32], ['ICOMM', 33], ['SLIDE', 35], ['CHART', 39], ['MUSIC', 41], ['STAND', 42], ['VIDEO', 47], ['MULTI', 47],
    ['INPR', 1], ['ABST', 1], ['SER', 2], ['PAMP', 4], ['JFULL', 13],
  ])('reads TY %s as type %i', (code, typeId) => {
    const { references, warnings } = importRis(`TY  - ${code}\nTI  - A work\nAU  - Doe, Jane\nER  - `);
    expect(references[0]?.referenceTypeID).toBe(typeId);
    expect(warnings.filter((w) => w.code === 'type-guessed')).toEqual([]);
  });

  it('reads INPR as in press, a motion picture\'s AU as its director and a book\'s T2 as its series', () => {
    const inPress = importRis('TY  - INPR\nTI  - A\nER  - ').references[0]!;
    expect(inPress.data.issued).toEqual({ status: 'in-press' });
    const film = importRis('TY  - MPCT\nTI  - A\nAU  - Varda, Agnès\nER  - ').references[0]!;
    expect(film.data.contributors?.[0]?.type).toBe('director');
    const book = importRis('TY  - BOOK\nTI  - A\nT2  - Series\nED  - Doe, Jane\nAU  - Roe, Rick\nER  - ').references[0]!;
    expect(book.data.collectionTitle).toBe('Series');
    expect(book.data.contributors?.map((c) => c.type)).toEqual(['editor', 'author']);
  });

  it('tells ISBNs from ISSNs by their check digits and reports an SN that is neither', () => {
    const { references, warnings } = importRis('TY  - BOOK\nTI  - A\nSN  - ISBN 0-7432-7356-7 (pbk.)\nSN  - 978-0-7432-7356-5; 0003-066X\nSN  - 1234\nER  - ');
    expect(references[0]?.data).toMatchObject({ isbns: ['0743273567', '9780743273565'], issn: '0003-066X' });
    expect(warnings).toEqual([expect.objectContaining({ code: 'field-invalid', field: 'SN', line: 5 })]);
  });

  it('reads a report number from SN in a report, and a DOI from a doi.org URL when there is no DO', () => {
    const { references } = importRis('TY  - RPRT\nTI  - A\nSN  - NCES 2020-144\nUR  - https://doi.org/10.1037/amp0000722 https://example.org/a\nER  - ');
    expect(references[0]?.data).toMatchObject({ number: 'NCES 2020-144', doi: '10.1037/amp0000722', url: 'https://example.org/a' });
  });

  it('puts the line of a value that the reference cannot hold on the warning cslToReference gives', () => {
    const { warnings } = importRis('TY  - JOUR\nTI  - A\nPY  - 2020/02/30\nSP  - 1-2-3\nER  - ');
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'field-invalid', field: 'PY', line: 3 }),
      expect.objectContaining({ code: 'field-invalid', field: 'SP', line: 4 }),
    ]);
  });

  it('reports a date that disagrees on the year and the unknown tags, each by line', () => {
    const { references, warnings } = importRis('TY  - JOUR\nTI  - A\nPY  - 2020\nDA  - 2019/12/03\nZZ  - what\nER  - ');
    expect(references[0]?.data.issued).toEqual({ year: 2020 });
    expect(warnings.map((w) => [w.code, w.field, w.line])).toEqual([['field-skipped', 'DA', 4], ['field-skipped', 'ZZ', 5]]);
  });
});

describe('values real exports carry', () => {
  it('keeps a title that holds a Unicode line separator, read as a space', () => {
    const { references, warnings } = importRis('TY  - JOUR\nTI  - Sleep and\u2028memory in rats\nAU  - Doe, J.\nPY  - 2020\nER  - \n');
    expect(references[0]!.data.title).toBe('Sleep and memory in rats');
    expect(warnings).toEqual([]);
  });
});
