import { describe, expect, it } from 'vitest';
import { formatReference } from '../format/index.js';
import { parseDoiCslAnswer } from './doi-csl.js';
import type { LookupWork } from './answer.js';

// Vite inlines the recorded answers at transform time, so the tests read no files themselves.
const answers = import.meta.glob('./fixtures/doi-csl/*', { query: '?raw', import: 'default', eager: true });
const work = (name: string): LookupWork => {
  const text = answers[`./fixtures/doi-csl/${name}`];
  if (text === undefined) throw new Error(`no fixture ${name}`);
  const parsed = parseDoiCslAnswer(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(parsed.value.works).toHaveLength(1);
  return parsed.value.works[0]!;
};
const apa = (name: string) => formatReference(work(name).reference, 'apa7').text;

/** Every recorded doi.org answer: who registered the DOI, the type it says, the Ibid type it gets. */
const ANSWERS: readonly { file: string; agency: string; cslType: string; typeId: number; title: string; firstAuthor: string; year: number; container?: string }[] = [
  { file: '10.1002-asi.23741.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'Metrics for openness', firstAuthor: 'Nichols', year: 2016, container: 'Journal of the Association for Information Science and Technology' },
  { file: '10.1007-978-3-319-00026-8_2.json', agency: 'Crossref', cslType: 'book-chapter', typeId: 9, title: 'Open Science: One Term, Five Schools of Thought', firstAuthor: 'Fecher', year: 2013, container: 'Opening Science' },
  { file: '10.1016-j.tree.2010.11.006.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'Data archiving in ecology and evolution: best practices', firstAuthor: 'Whitlock', year: 2011, container: 'Trends in Ecology & Evolution' },
  { file: '10.1017-cbo9781316161012.json', agency: 'Crossref', cslType: 'monograph', typeId: 2, title: 'Open Access and the Humanities: Contexts, Controversies and the Future', firstAuthor: 'Eve', year: 2014 },
  { file: '10.1021-ja01577a030.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'Correlation of the Base Strengths of Amines', firstAuthor: 'Hall', year: 1957, container: 'Journal of the American Chemical Society' },
  { file: '10.1038-nchem.1149.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'Open science is a research accelerator', firstAuthor: 'Woelfle', year: 2011, container: 'Nature Chemistry' },
  { file: '10.1101-066803.json', agency: 'Crossref', cslType: 'posted-content', typeId: 32, title: 'A statistical definition for reproducibility and replicability', firstAuthor: 'Patil', year: 2016 },
  { file: '10.1101-2021.08.15.21262067.json', agency: 'Crossref', cslType: 'posted-content', typeId: 32, title: 'Significant reduction in humoral immunity among healthcare workers and nursing home residents 6 months after COVID-19 BNT162b2 mRNA vaccination', firstAuthor: 'Canaday', year: 2021 },
  { file: '10.1126-science.169.3946.635.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'The Structure of Ordinary Water: New data and interpretations are yielding new insights into this fascinating substance.', firstAuthor: 'Frank', year: 1970, container: 'Science' },
  { file: '10.1371-journal.pbio.1002614.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'Imagining the “open” university: Sharing scholarship to improve research and education', firstAuthor: 'McKiernan', year: 2017, container: 'PLOS Biology' },
  { file: '10.14454-3bpw-w381.json', agency: 'DataCite', cslType: 'article (CSL: an unpublished article, read as a preprint)', typeId: 32, title: 'Jupyter Notebook FREYA PID Graph Key Performance Indicators (KPIs)', firstAuthor: 'Fenner', year: 2019 },
  { file: '10.1890-0012-9623-90.2.205.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'Some Simple Guidelines for Effective Data Management', firstAuthor: 'Borer', year: 2009, container: 'Bulletin of the Ecological Society of America' },
  { file: '10.21105-joss.01686.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'Welcome to the Tidyverse', firstAuthor: 'Wickham', year: 2019, container: 'Journal of Open Source Software' },
  { file: '10.2760-283135.json', agency: 'mEDRA', cslType: 'book', typeId: 2, title: 'Policy approaches to Open Education: case Studies from 28 EU Member States (OpenEdu Policies)', firstAuthor: 'European Commission. Joint Research Centre.', year: 2017 },
  { file: '10.31234-osf.io-5vfq6.json', agency: 'Crossref', cslType: 'posted-content', typeId: 32, title: 'Moving Beyond the "Replication Crisis": Understanding the Exploratory/Confirmatory Data Analysis Continuum', firstAuthor: 'Fife', year: 2019 },
  { file: '10.3386-w27250.json', agency: 'Crossref', cslType: 'report', typeId: 4, title: 'Research Registries: Facts, Myths, and Possible Improvements', firstAuthor: 'Abrams', year: 2020 },
  { file: '10.5281-zenodo.30799.json', agency: 'DataCite', cslType: 'report', typeId: 4, title: 'D2.1: Artefact, Contributor, And Organisation Relationship Data Schema', firstAuthor: 'Fenner', year: 2015 },
  { file: '10.5281-zenodo.3699950.json', agency: 'DataCite', cslType: 'dataset', typeId: 10, title: 'The Research Software Alliance (ReSA) and the community landscape', firstAuthor: 'Katz', year: 2020 },
  { file: '10.5281-zenodo.8242099.json', agency: 'DataCite', cslType: 'article (read as a preprint)', typeId: 32, title: 'Shield bugs (nymphs)', firstAuthor: 'Willighagen', year: 2023 },
  { file: '10.5334-bam.json', agency: 'Crossref', cslType: 'monograph', typeId: 2, title: 'The Battle For Open How openness won and why it doesn’t feel like victory', firstAuthor: 'Weller', year: 2014 },
  { file: '10.59350-hhtcn-zah03.json', agency: 'Crossref', cslType: 'posted-content / other (a Rogue Scholar blog post, registered by Front Matter: read as a blog post)', typeId: 12, title: 'The Bioclipse Workshop is in progress', firstAuthor: 'Willighagen', year: 2006, container: 'chem-bla-ics' },
  { file: '10.6084-m9.figshare.5328442.v3.json', agency: 'DataCite', cslType: 'article-journal', typeId: 1, title: 'Track 1 Paper: Surveying the U.S. National Postdoctoral Association Regarding Software Use and Training in Research', firstAuthor: 'Nangia', year: 2017, container: 'figshare' },
  { file: '10.7554-elife.16800.json', agency: 'Crossref', cslType: 'journal-article', typeId: 1, title: 'How open science helps researchers succeed', firstAuthor: 'McKiernan', year: 2016, container: 'eLife' },
];

describe('doi.org CSL-JSON answers, every recorded one', () => {
  it('covers every recorded answer in the fixtures folder', () => {
    expect(Object.keys(answers).map((p) => p.split('/').pop()).sort()).toEqual(ANSWERS.map((a) => a.file).sort());
  });

  it.each(ANSWERS)('reads $file ($agency, $cslType) as type $typeId', (a) => {
    const { reference, warnings } = work(a.file);
    expect(reference.referenceTypeID).toBe(a.typeId);
    expect(reference.data.title).toBe(a.title);
    const first = reference.data.contributors?.[0];
    expect(first?.kind === 'person' ? first.family : first?.name).toBe(a.firstAuthor);
    expect(reference.data.issued?.year).toBe(a.year);
    expect(reference.data.containerTitle).toBe(a.container);
    expect(reference.data.doi?.toLowerCase()).toBe(a.file.replace(/\.json$/, '').replace('-', '/').toLowerCase().replace('osf.io-', 'osf.io/'));
    expect(warnings.filter((w) => w.code === 'type-guessed')).toEqual([]);
  });
});

describe('doi.org answers cleaned on the way', () => {
  it('decodes entities in a journal name', () => {
    expect(work('10.1016-j.tree.2010.11.006.json').reference.data.containerTitle).toBe('Trends in Ecology & Evolution');
  });

  it('drops a footnote mark at the end of a title and keeps the author suffix', () => {
    const ref = work('10.1021-ja01577a030.json').reference;
    expect(ref.data.title).toBe('Correlation of the Base Strengths of Amines');
    expect(ref.data.contributors?.[0]).toMatchObject({ family: 'Hall', given: 'H. K.', suffix: 'Jr.' });
  });

  it('keeps a mEDRA corporate author as a group, and its place code (LU) as written, with the publisher', () => {
    const ref = work('10.2760-283135.json').reference;
    expect(ref.data.contributors?.[0]).toMatchObject({ kind: 'group', name: 'European Commission. Joint Research Centre.' });
    expect(ref.data.publishers).toEqual([{ name: 'Publications Office', city: 'LU' }]);
  });

  it('keeps a DataCite version and landing page', () => {
    expect(work('10.5281-zenodo.3699950.json').reference.data).toMatchObject({ version: '1.0', url: 'https://zenodo.org/record/3699950' });
  });

  it('does not keep the DOI link as a URL when there is no landing page', () => {
    expect(work('10.1038-nchem.1149.json').reference.data.url).toBe('https://www.nature.com/articles/nchem.1149');
    expect(work('10.1002-asi.23741.json').reference.data.url).not.toMatch(/doi\.org/);
  });

  it('reads the abstract of a monograph without its JATS', () => {
    expect(work('10.1017-cbo9781316161012.json').reference.data.abstract).toMatch(/^If you work in a university, you are almost certain to have heard the term 'open access'/);
  });
});

describe('doi.org failures come back as results', () => {
  it.each([
    ['a 404 text', 'DOI Not Found', 'doi-not-found'],
    ['a 404 page', '<html><head><title>DOI Not Found</title></head><body>…</body></html>', 'doi-not-found'],
    ['another HTML page', '<!doctype html><html><head><title>Handle Proxy</title></head></html>', 'invalid-json'],
    ['an empty body', '', 'empty-answer'],
    ['JSON that is no CSL item', '{"hello":"world"}', 'unexpected-answer'],
    ['an empty list', '[]', 'unexpected-answer'],
    ['a number', '42', 'unexpected-answer'],
    ['an error record', '{"status":"error","message":"Internal error"}', 'service-error'],
  ])('refuses %s', (_name, body, code) => {
    expect(parseDoiCslAnswer(body)).toMatchObject({ ok: false, error: { code } });
  });

  it('reads a list of items, skipping what is not one', () => {
    const parsed = parseDoiCslAnswer([{ type: 'book', title: 'A' }, 'x', { type: 'book', title: 'B' }]);
    expect(parsed.ok && parsed.value.works.map((w) => w.reference.data.title)).toEqual(['A', 'B']);
    expect(parsed.ok && parsed.value.warnings).toHaveLength(1);
  });

  it('ignores a custom type id an outside answer tries to set', () => {
    const parsed = parseDoiCslAnswer({ type: 'book', title: 'A', custom: { ibid: { typeId: 18 } }, note: 'arxiv: 1234.5678' });
    expect(parsed.ok && parsed.value.works[0]!.reference.referenceTypeID).toBe(2);
    expect(parsed.ok && parsed.value.works[0]!.reference.data.arxiv).toBeUndefined();
  });
});

describe('APA 7 from doi.org answers', () => {
  it.each([
    ['10.1038-nchem.1149.json', 'Woelfle, M., Olliaro, P., & Todd, M. H. (2011). Open science is a research accelerator. Nature Chemistry, 3(10), 745–748. https://doi.org/10.1038/nchem.1149'],
    ['10.1002-asi.23741.json', 'Nichols, D. M., & Twidale, M. B. (2016). Metrics for openness. Journal of the Association for Information Science and Technology, 68(4), 1048–1060. https://doi.org/10.1002/asi.23741'],
    ['10.1101-066803.json', 'Patil, P., Peng, R. D., & Leek, J. T. (2016). A statistical definition for reproducibility and replicability [Preprint]. bioRxiv. https://doi.org/10.1101/066803'],
    ['10.1371-journal.pbio.1002614.json', 'McKiernan, E. C. (2017). Imagining the “open” university: Sharing scholarship to improve research and education. PLOS Biology, 15(10), Article e1002614. https://doi.org/10.1371/journal.pbio.1002614'],
    ['10.5281-zenodo.3699950.json', 'Katz, D. S., Barker, M., Martinez, P. A., Anzt, H., Gonzalez-Beltran, A., & Bakker, T. (2020). The Research Software Alliance (ReSA) and the community landscape (Version 1.0) [Data set]. Zenodo. https://doi.org/10.5281/ZENODO.3699950'],
  ])('formats %s as APA wants it', (file, expected) => {
    expect(apa(file)).toBe(expected);
  });

  it('formats a Crossref report by a national bureau', () => {
    // APA wants the title in sentence case; the formatter prints titles as the source wrote them.
    expect(apa('10.3386-w27250.json')).toBe('Abrams, E., Libgober, J., & List, J. (2020). Research Registries: Facts, Myths, and Possible Improvements. National Bureau of Economic Research. https://doi.org/10.3386/w27250');
  });
});

describe('posted content a blog archive registers', () => {
  it('is a blog post in the blog the record names, not a preprint the archive published (APA 10.16)', () => {
    const answer = parseDoiCslAnswer(JSON.stringify({ type: 'posted-content', subtype: 'other', title: 'A post', publisher: 'Front Matter', institution: [{ name: 'chem-bla-ics' }], author: [{ family: 'Willighagen', given: 'Egon' }], posted: { 'date-parts': [[2006, 11, 1]] }, DOI: '10.59350/x' }));
    expect(answer.ok && answer.value.works[0]!.reference.referenceTypeID).toBe(12);
    expect(answer.ok && formatReference(answer.value.works[0]!.reference, 'apa7').html).toBe('Willighagen, E. (2006, November 1). A post. <i>chem-bla-ics</i>. https://doi.org/10.59350/x');
  });
});
