import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../testing/fixture-files.js';
import type { Reference } from '../../model/reference.js';
import { exportRis } from './export-ris.js';
import { importRis } from './import-ris.js';

// Vite inlines the fixture files at transform time, so the test reads no files itself.
const files = import.meta.glob('./fixtures/*.ris', { query: '?raw', import: 'default', eager: true });
const fixture = (name: string): string => fixtureText(files, `./fixtures/${name}`);
const ref = (referenceTypeID: number, data: Reference['data'], extra: Partial<Reference> = {}): Reference => ({
  referenceTypeID,
  ...(data.title ? { title: data.title } : {}),
  data,
  ...extra,
});

/** References for the seven common types, with every field RIS can carry for them. */
const COMMON: Record<string, Reference> = {
  'journal article (1)': ref(1, {
    contributors: [
      { id: '1', type: 'author', kind: 'person', family: 'Gogh', particle: 'van', given: 'Vincent' },
      { id: '2', type: 'author', kind: 'person', family: 'King', given: 'Martin Luther', suffix: 'Jr.' },
      { id: '3', type: 'translator', kind: 'person', family: 'Mises', given: 'Ludwig', droppingParticle: 'von' },
    ],
    title: 'The effect of smartphone usage time on posture',
    translatedTitle: 'Der Effekt',
    containerTitle: 'Journal of Physical Therapy Science',
    containerTitleShort: 'J Phys Ther Sci',
    volume: '28',
    issue: '1',
    pages: [{ start: '186', end: '189' }],
    issued: { year: 2016, month: 1, day: 30 },
    doi: '10.1589/jpts.28.186',
    issn: '0915-5287',
    pmid: '26957754',
    pmcid: 'PMC4756000',
    archive: 'PubMed',
    language: 'en',
    abstract: 'First paragraph.\nSecond paragraph, with ER  - inside and a line that reads\nAU  - like a tag.',
  }, { tags: 'posture, smartphones', note: 'Read for chapter 2.\nCited By :44' }),
  'book (2)': ref(2, {
    contributors: [
      { id: '1', type: 'author', kind: 'person', family: 'Plato' },
      { id: '2', type: 'editor', kind: 'person', family: 'Cooper', given: 'John M.' },
      { id: '3', type: 'translator', kind: 'person', family: 'Grube', given: 'G. M. A.' },
    ],
    title: 'Complete works',
    shortTitle: 'Works',
    originalTitle: 'Opera',
    edition: '2',
    issued: { year: 1997 },
    publishers: [{ name: 'Hackett', city: 'Indianapolis', state: 'IN' }],
    isbns: ['9780872203495', '0872203492'],
    collectionTitle: 'Classics',
    numberOfVolumes: '1',
  }),
  'webpage (3)': ref(3, {
    contributors: [{ id: '1', type: 'author', kind: 'group', name: 'World Health Organization' }],
    title: 'Coronavirus disease (COVID-19) pandemic',
    containerTitle: 'WHO',
    issued: { year: 2021, season: 'spring' },
    accessed: { year: 2021, month: 6, day: 2 },
    url: 'https://www.who.int/emergencies/diseases/novel-coronavirus-2019',
  }),
  'report (4)': ref(4, {
    contributors: [{ id: '1', type: 'author', kind: 'group', name: 'National Center for Education Statistics' }],
    title: 'The condition of education 2020',
    number: 'NCES 2020-144',
    genre: 'Policy brief',
    publishers: [{ name: 'U.S. Department of Education', city: 'Washington', state: 'DC' }],
    issued: { year: 2020, month: 5 },
    doi: '10.1037/amp0000722',
    url: 'https://nces.ed.gov/pubsearch/pubsinfo.asp?pubid=2020144',
  }),
  'chapter (9)': ref(9, {
    contributors: [
      { id: '1', type: 'author', kind: 'person', family: 'Barata', given: 'Catarina' },
      { id: '2', type: 'editor', kind: 'person', family: 'Celebi', given: 'M. Emre' },
      { id: '3', type: 'editor', kind: 'person', family: 'Mendonca', given: 'Teresa' },
    ],
    title: 'Toward a robust analysis of dermoscopy images',
    containerTitle: 'Dermoscopy image analysis',
    collectionTitle: 'Digital Imaging and Computer Vision',
    volume: '3',
    pages: [{ start: '1', end: '22' }],
    issued: { year: 2015, month: 9, day: 10 },
    publishers: [{ name: 'CRC Press', city: 'Boca Raton', state: 'FL' }],
    isbns: ['9781482253269'],
    doi: '10.1201/b19107-2',
  }),
  'newspaper article (29)': ref(29, {
    contributors: [{ id: '1', type: 'author', kind: 'person', family: 'Carey', given: 'Benedict' }],
    title: 'Can we get better at forgetting?',
    containerTitle: 'The New York Times',
    section: 'D',
    pages: [{ start: 'D1' }, { start: 'D4', end: 'D5' }],
    issued: { year: 2019, month: 3, day: 22 },
    url: 'https://www.nytimes.com/2019/03/22/health/memory-forgetting-psychology.html',
  }),
  'online video (47)': ref(47, {
    contributors: [{ id: '1', type: 'author', kind: 'group', name: 'CrashCourse' }],
    title: 'Language and Meaning: Crash Course Psychology',
    containerTitle: 'YouTube',
    genre: 'Video',
    issued: { year: 2014, month: 8, day: 11 },
    url: 'https://www.youtube.com/watch?v=ZfUaUGH1qnE',
  }),
};

describe('RIS round trips', () => {
  it.each([
    'jabref-cellpress-jour.ris', 'jabref-crc-chap.ris', 'jabref-pubmed-jour.ris',
    'jabref-scifinder-caplus-jour.ris', 'jabref-scopus-jour.ris', 'rispy-embase-empty-tag.ris',
  ])('imports %s, exports it and imports the export to the same references without a warning', (name) => {
    const first = importRis(fixture(name));
    expect(first.references.length).toBeGreaterThan(0);
    const again = importRis(exportRis(first.references));
    expect(again.warnings).toEqual([]);
    expect(again.references).toEqual(first.references);
  });

  it.each(Object.entries(COMMON))('exports a %s built by hand and imports it back to the same type and data', (_, reference) => {
    const again = importRis(exportRis([reference]));
    expect(again.warnings).toEqual([]);
    expect(again.references).toEqual([reference]);
  });

  it('exports all seven in one file, one TY…ER block each, and reads them back in order', () => {
    const refs = Object.values(COMMON);
    const text = exportRis(refs);
    expect(text.match(/^TY {2}- /gm)).toHaveLength(7);
    expect(text.match(/^ER {2}- \r$/gm)).toHaveLength(7);
    expect(importRis(text).references).toEqual(refs);
  });

  it('writes CRLF line ends only, names as "Last, First" and a blank line after each ER', () => {
    const text = exportRis([COMMON['chapter (9)']!]);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('AU  - Barata, Catarina\r\nA2  - Celebi, M. Emre\r\nA2  - Mendonca, Teresa\r\n');
    expect(text.startsWith('TY  - CHAP\r\n')).toBe(true);
    expect(text.endsWith('ER  - \r\n\r\n')).toBe(true);
  });

  it.each([
    ['in press', { status: 'in-press' as const }],
    ['n.d.', { status: 'no-date' as const }],
    ['circa', { year: 1850, circa: true }],
    ['a date range', { year: 2020, month: 5, day: 3, end: { year: 2020, month: 5, day: 5 } }],
    ['a BCE year', { year: -380 }],
  ])('carries a date that is %s in DA\'s other information', (_, issued) => {
    const reference = ref(1, { title: 'A', issued });
    expect(importRis(exportRis([reference])).references).toEqual([reference]);
  });

  it('says by test what RIS cannot carry: other roles, running time, medium, and the review and treaty types', () => {
    const video = ref(47, {
      title: 'A talk',
      contributors: [{ id: '1', type: 'performer', kind: 'person', family: 'Doe', given: 'Jane' }],
      dimensions: '12:34',
      medium: 'Streaming video',
    });
    expect(importRis(exportRis([video])).references).toEqual([ref(47, { title: 'A talk' })]);
    expect(importRis(exportRis([ref(27, { title: 'A review' })])).references[0]?.referenceTypeID).toBe(1);
    expect(importRis(exportRis([ref(44, { title: 'A treaty' })])).references[0]?.referenceTypeID).toBe(17);
  });
});
