import { describe, expect, it } from 'vitest';
import { fixtureText } from '../testing/fixture-files.js';
import { formatReference } from '../format/index.js';
import { parseCrossrefAnswer } from './crossref.js';
import type { LookupWork } from './answer.js';

// Vite inlines the recorded answers at transform time, so the tests read no files themselves.
const answers = import.meta.glob('./fixtures/crossref/*', { query: '?raw', import: 'default', eager: true });
const answer = (name: string): string => fixtureText(answers, `./fixtures/crossref/${name}`);
const works = (name: string): LookupWork[] => {
  const parsed = parseCrossrefAnswer(answer(name));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.works;
};
const work = (name: string): LookupWork => works(name)[0]!;
const apa = (w: LookupWork) => formatReference(w.reference, 'apa7');

/** Every recorded /works/{doi} answer: the Crossref type, the Ibid type it gets, and what a reader checks first. */
const SINGLE_WORKS: readonly {
  file: string;
  crossrefType: string;
  typeId: number;
  title: string;
  firstAuthor?: string;
  year?: number;
  container?: string;
  doi: string;
}[] = [
  { file: 'works-10.1007-12080.1874-1746.json', crossrefType: 'journal (a whole journal: no Ibid type, guessed)', typeId: 48, title: 'Theoretical Ecology', doi: '10.1007/12080.1874-1746' },
  { file: 'works-10.1007-s00120-007-1345-2.json', crossrefType: 'journal-article', typeId: 1, title: 'Penisverletzung durch eine Moulinette: Folge einer autoerotischen Selbstverstümmelung', firstAuthor: 'Lehsnau', year: 2007, container: 'Der Urologe', doi: '10.1007/s00120-007-1345-2' },
  { file: 'works-10.1017-9781108348843.json', crossrefType: 'monograph', typeId: 2, title: 'The Politics of the Past in Early China', firstAuthor: 'Leung', year: 2019, doi: '10.1017/9781108348843' },
  { file: 'works-10.1038-srep16696.json', crossrefType: 'journal-article', typeId: 1, title: 'Single-molecule FRET studies on alpha-synuclein oligomerization of Parkinson’s disease genetically related mutants', firstAuthor: 'Tosatto', year: 2015, container: 'Scientific Reports', doi: '10.1038/srep16696' },
  { file: 'works-10.1093-oxfordhb-9780198746140.013.5.json', crossrefType: 'book (a handbook chapter Crossref calls a book)', typeId: 2, title: 'The Changing Way of the Bodhisattva', firstAuthor: 'Clayton', year: 2018, container: 'Oxford Handbooks Online', doi: '10.1093/oxfordhb/9780198746140.013.5' },
  { file: 'works-10.1101-2020.12.01.406702.json', crossrefType: 'posted-content / preprint', typeId: 32, title: 'Identification of a novel cationic glycolipid in <i>Streptococcus agalactiae</i> that contributes to brain entry and meningitis', firstAuthor: 'Joyce', year: 2020, doi: '10.1101/2020.12.01.406702' },
  { file: 'works-10.1109-icdcsw.2003.1203662.json', crossrefType: 'proceedings-article', typeId: 8, title: 'Accurate and explicit differentiation of wireless and congestion losses', firstAuthor: 'Arya', year: 2003, container: '23rd International Conference on Distributed Computing Systems Workshops, 2003. Proceedings.', doi: '10.1109/icdcsw.2003.1203662' },
  { file: 'works-10.1145-3448016.3452841.json', crossrefType: 'proceedings-article', typeId: 8, title: 'Vector Quotient Filters: Overcoming the Time/Space Trade-Off in Filter Design', firstAuthor: 'Pandey', year: 2021, container: 'Proceedings of the 2021 International Conference on Management of Data', doi: '10.1145/3448016.3452841' },
  { file: 'works-10.1371-journal.pone.0033693.json', crossrefType: 'journal-article', typeId: 1, title: 'Methylphenidate Exposure Induces Dopamine Neuron Loss and Activation of Microglia in the Basal Ganglia of Mice', firstAuthor: 'Sadasivan', year: 2012, container: 'PLoS ONE', doi: '10.1371/journal.pone.0033693' },
  { file: 'works-10.14264-uql.2020.791.json', crossrefType: 'dissertation', typeId: 7, title: 'School truancy and financial independence during emerging adulthood: a longitudinal analysis of receipt of and reliance on cash transfers', firstAuthor: 'Collingwood', year: 2020, doi: '10.14264/uql.2020.791' },
  { file: 'works-10.2172-972169.json', crossrefType: 'report', typeId: 4, title: 'Role of Energy Storage with Renewable Electricity Generation', firstAuthor: 'Denholm', year: 2010, doi: '10.2172/972169' },
  { file: 'works-10.2210-pdb4hhb-pdb.json', crossrefType: 'dataset', typeId: 10, title: 'THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION: 4hhb', firstAuthor: 'Fermi', year: 1984, container: 'Worldwide Protein Data Bank', doi: '10.2210/pdb4hhb/pdb' },
  { file: 'works-10.4018-978-1-4666-9588-7.les2.json', crossrefType: 'book-chapter', typeId: 9, title: '"Racial Epithet"', firstAuthor: 'Hartlep', container: 'Impact of the Model Minority Stereotype on Modern Society', doi: '10.4018/978-1-4666-9588-7.les2' },
  { file: 'works-10.4202-app.01105.2023.json', crossrefType: 'journal-article', typeId: 1, title: 'Novel pneumatic features in the ribs of Brachiosaurus altithorax', firstAuthor: 'Taylor', year: 2023, container: 'Acta Palaeontologica Polonica', doi: '10.4202/app.01105.2023' },
  { file: 'works-10.53731-ybhah-9jy85.json', crossrefType: 'posted-content / blog', typeId: 12, title: 'The rise of the (science) newsletter', firstAuthor: 'Fenner', year: 2023, container: 'Front Matter', doi: '10.53731/ybhah-9jy85' },
  { file: 'works-10.6002-ect.2015.0371.json', crossrefType: 'journal-issue (no Ibid type, guessed)', typeId: 48, title: '', year: 2018, container: 'Experimental and Clinical Transplantation', doi: '10.6002/ect.2015.0371' },
  { file: 'works-10.7554-elife.55167.sa2.json', crossrefType: 'peer-review', typeId: 27, title: 'Author response: SpikeForest, reproducible web-facing ground-truth validation of automated neural spike sorters', firstAuthor: 'Magland', year: 2020, doi: '10.7554/elife.55167.sa2' },
];

describe('Crossref /works/{doi} answers, every recorded one', () => {
  it('covers every recorded answer in the fixtures folder', () => {
    const lists = ['works-list-journal-2167-8359-query.bibliographic-fish.json', 'works-list-query-adfaaf-zero-results.json', 'works-list-query-ecology-rows2.json'];
    expect(Object.keys(answers).map((p) => p.split('/').pop()).sort()).toEqual(
      [...SINGLE_WORKS.map((c) => c.file), ...lists, 'works-10.1371-notarealdoi.404.txt'].sort(),
    );
  });

  it.each(SINGLE_WORKS)('reads $file ($crossrefType) as type $typeId', (c) => {
    const [only, ...rest] = works(c.file);
    expect(rest).toEqual([]);
    const ref = only!.reference;
    expect(ref.referenceTypeID).toBe(c.typeId);
    expect(ref.data.title ?? '').toBe(c.title);
    expect(ref.data.doi?.toLowerCase()).toBe(c.doi.toLowerCase());
    const first = ref.data.contributors?.find((p) => p.type === 'author');
    expect(first?.kind === 'person' ? first.family : first?.name).toBe(c.firstAuthor);
    expect(ref.data.issued?.year).toBe(c.year);
    expect(ref.data.containerTitle).toBe(c.container);
  });

  it('says "pick a type" for the two kinds of record no Ibid type fits, and only for those', () => {
    for (const c of SINGLE_WORKS) {
      const guessed = work(c.file).warnings.some((w) => w.code === 'type-guessed');
      expect(guessed, c.file).toBe(c.typeId === 48);
    }
  });
});

/** Crossref types no recording has, on a minimal record: the Ibid type each gets. */
describe('Crossref types beyond the recordings', () => {
  it.each([
    ['edited-book', { editor: [{ given: 'Ann', family: 'Lee' }] }, 31],
    ['book', { author: [{ given: 'Ann', family: 'Lee' }] }, 2],
    ['book', { editor: [{ given: 'Ann', family: 'Lee' }] }, 31],
    ['book-section', {}, 9],
    ['book-part', {}, 9],
    ['book-track', {}, 9],
    ['book-set', {}, 2],
    ['reference-book', {}, 2],
    ['proceedings', {}, 31],
    ['report-series', {}, 4],
    ['report-component', {}, 4],
    ['standard', {}, 42],
    ['database', {}, 10],
    ['posted-content', { subtype: 'working_paper' }, 4],
    ['posted-content', { subtype: 'dissertation' }, 7],
    ['posted-content', { subtype: 'letter' }, 32],
    ['posted-content', { subtype: 'preprint', URL: 'https://arxiv.org/abs/2101.00001' }, 32],
    ['dissertation', { degree: ['MSc'] }, 7],
    // A component (a figure or supplement of an article) and a grant have no Ibid type: the user picks one.
    ['component', {}, 48],
    ['grant', {}, 48],
    ['other', {}, 48],
  ])('reads %s %j as type %i', (type, extra, typeId) => {
    const parsed = parseCrossrefAnswer({ status: 'ok', 'message-type': 'work', message: { type, title: ['A work'], DOI: '10.1234/abc', ...extra } });
    expect(parsed.ok && parsed.value.works[0]!.reference.referenceTypeID).toBe(typeId);
  });

  it.each([
    ['Master of Science (MSc)', "Master's thesis"],
    ['PhD Thesis', 'Doctoral dissertation'],
    ['Doctor of Philosophy', 'Doctoral dissertation'],
  ])("describes a thesis by its degree (%s), which MLA and Turabian word", (degree, genre) => {
    const parsed = parseCrossrefAnswer({ status: 'ok', 'message-type': 'work', message: { type: 'dissertation', title: ['T'], degree: [degree], institution: [{ name: 'U' }] } });
    expect(parsed.ok && parsed.value.works[0]!.reference.data.genre).toBe(genre);
  });

  it('reads an organisation author, a conference with no proceedings and the edition', () => {
    const parsed = parseCrossrefAnswer({
      status: 'ok',
      'message-type': 'work',
      message: {
        type: 'proceedings-article', title: ['Talk'], author: [{ name: 'WHO &amp; partners', sequence: 'first' }], 'edition-number': '3',
        event: { name: 'Big Meeting', location: 'Paris, France', start: { 'date-parts': [[2020, 5, 3]] } },
      },
    });
    expect(parsed.ok && parsed.value.works[0]!.reference.data).toMatchObject({
      contributors: [{ kind: 'group', name: 'WHO & partners' }],
      eventTitle: 'Big Meeting',
      eventPlace: 'Paris, France',
      eventDate: { year: 2020, month: 5, day: 3 },
      edition: '3',
    });
  });
});

describe('Crossref fields that are not quite CSL', () => {
  it('keeps the first of several titles and subtitles and joins them', () => {
    const w = work('works-10.1007-s00120-007-1345-2.json');
    expect(w.subtitle).toBe('Folge einer autoerotischen Selbstverstümmelung');
    expect(w.reference.data).toMatchObject({ volume: '46', issue: '7', pages: [{ start: '776', end: '779' }], issn: '0340-2592' });
  });

  it('takes the print date over none when issued is empty, and the approval date of a thesis', () => {
    expect(work('works-10.14264-uql.2020.791.json').reference.data.issued).toEqual({ year: 2020, month: 5, day: 25 });
    // issued is the earliest of print (July 2007) and online (July 8): July 2007.
    expect(work('works-10.1007-s00120-007-1345-2.json').reference.data.issued).toEqual({ year: 2007, month: 7 });
  });

  it('dates a proceedings paper Crossref gives no date by the year its proceedings’ title names, not the deposit date', () => {
    expect(work('works-10.1109-icdcsw.2003.1203662.json').reference.data.issued).toEqual({ year: 2003 });
  });

  it('strips JATS from the abstract and drops its "Abstract" heading, keeping paragraphs', () => {
    const abstract = work('works-10.1038-srep16696.json').reference.data.abstract!;
    expect(abstract.startsWith('Oligomers of alpha-synuclein are toxic to cells')).toBe(true);
    expect(abstract).not.toMatch(/<|jats/);
  });

  it('keeps italics in a title, on one line', () => {
    expect(work('works-10.1101-2020.12.01.406702.json').reference.data.title).toMatch(/ in <i>Streptococcus agalactiae<\/i> that /);
  });

  it('reads ISBNs with the print ones first and the publisher place of a proceedings', () => {
    expect(work('works-10.1017-9781108348843.json').reference.data.isbns).toEqual(['9781108425728', '9781108443241', '9781108348843']);
    expect(work('works-10.1145-3448016.3452841.json').reference.data.publishers).toEqual([{ name: 'ACM', city: 'New York', state: 'NY' }]);
  });

  it('keeps the landing page as the URL, not the DOI link again', () => {
    expect(work('works-10.1038-srep16696.json').reference.data.url).toBe('https://www.nature.com/articles/srep16696');
  });

  it('reads an article number as the number APA prints as "Article"', () => {
    expect(work('works-10.1038-srep16696.json').reference.data).toMatchObject({ number: '16696' });
    expect(work('works-10.1371-journal.pone.0033693.json').reference.data).toMatchObject({ number: 'e33693' });
    expect(work('works-10.1371-journal.pone.0033693.json').reference.data.pages).toBeUndefined();
  });

  it('leaves out the academic editor of a journal article', () => {
    expect(work('works-10.1371-journal.pone.0033693.json').reference.data.contributors?.some((c) => c.type === 'editor')).toBe(false);
  });

  it('keeps the editors of a handbook chapter', () => {
    expect(work('works-10.1093-oxfordhb-9780198746140.013.5.json').reference.data.contributors?.filter((c) => c.type === 'editor')).toHaveLength(2);
  });

  it('names a preprint server and a thesis institution as APA wants them', () => {
    expect(work('works-10.1101-2020.12.01.406702.json').reference.data.publishers).toEqual([{ name: 'bioRxiv' }]);
    expect(work('works-10.14264-uql.2020.791.json').reference.data).toMatchObject({ publishers: [{ name: 'The University of Queensland' }], archive: 'University of Queensland Library' });
  });

  it('keeps a published proceedings paper as a chapter-like entry, with no event', () => {
    expect(work('works-10.1145-3448016.3452841.json').reference.data.eventTitle).toBeUndefined();
  });

  it('keeps authors with ORCIDs as people', () => {
    expect(work('works-10.7554-elife.55167.sa2.json').reference.data.contributors?.[0]).toMatchObject({ kind: 'person', family: 'Magland', given: 'Jeremy' });
  });
});

describe('Crossref work lists', () => {
  it('reads a query.bibliographic list with its total and every item', () => {
    const parsed = parseCrossrefAnswer(answer('works-list-journal-2167-8359-query.bibliographic-fish.json'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.totalResults).toBe(230);
    expect(parsed.value.works).toHaveLength(20);
    expect(parsed.value.warnings).toEqual([]);
    expect(new Set(parsed.value.works.map((w) => w.reference.referenceTypeID))).toEqual(new Set([1]));
    expect(parsed.value.works[0]!.reference.data).toMatchObject({ title: 'Fish Ontology framework for taxonomy-based fish recognition', containerTitle: 'PeerJ', doi: '10.7717/peerj.3811', number: 'e3811' });
  });

  it('reads a free-text list of reference entries as dictionary or encyclopedia entries', () => {
    const list = works('works-list-query-ecology-rows2.json');
    expect(list.map((w) => [w.reference.referenceTypeID, w.reference.data.title])).toEqual([
      [11, 'Communicating Ecology'],
      [11, 'Chemical Ecology'],
    ]);
  });

  it('reads a list with no hits as a success with no works', () => {
    const parsed = parseCrossrefAnswer(answer('works-list-query-adfaaf-zero-results.json'));
    expect(parsed).toEqual({ ok: true, value: { works: [], warnings: [], totalResults: 0 } });
  });

  it('skips an item that is not a work, with a warning, and keeps the others', () => {
    const parsed = parseCrossrefAnswer({ status: 'ok', 'message-type': 'work-list', message: { items: [42, { type: 'journal-article', title: ['Kept'] }] } });
    expect(parsed.ok && parsed.value.works.map((w) => w.reference.data.title)).toEqual(['Kept']);
    expect(parsed.ok && parsed.value.warnings.map((w) => w.code)).toEqual(['entry-skipped']);
  });
});

describe('Crossref failures come back as results', () => {
  it('reads the 404 text as an unknown DOI', () => {
    expect(parseCrossrefAnswer(answer('works-10.1371-notarealdoi.404.txt'))).toMatchObject({ ok: false, error: { code: 'doi-not-found' } });
  });

  it.each([
    ['an empty body', '', 'empty-answer'],
    ['only spaces', '  \n ', 'empty-answer'],
    ['null', null, 'empty-answer'],
    ['an HTML page', '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', 'invalid-json'],
    ['broken JSON', '{"status":"ok","message":{', 'invalid-json'],
    ['a JSON array', '[]', 'unexpected-answer'],
    ['a JSON string', '"ok"', 'unexpected-answer'],
    ['an answer without a message', '{"status":"ok","message-type":"work"}', 'unexpected-answer'],
    ['a work list without items', '{"status":"ok","message-type":"work-list","message":{}}', 'unexpected-answer'],
    ['a member record', '{"status":"ok","message-type":"member","message":{"id":1}}', 'unexpected-answer'],
    ['a Crossref validation error', '{"status":"failed","message-type":"validation-failure","message":[{"type":"parameter-not-allowed","value":"querry","message":"This route does not support querry"}]}', 'service-error'],
    ['a Crossref route error', '{"status":"error","message-type":"route-not-found","message-version":"1.0.0","message":"Route not found"}', 'service-error'],
  ])('refuses %s with a clear code', (_name, body, code) => {
    const parsed = parseCrossrefAnswer(body);
    expect(parsed).toMatchObject({ ok: false, error: { code } });
    expect(parsed.ok || parsed.error.message.length > 10).toBe(true);
  });

  it('passes Crossref\'s own reason on', () => {
    const parsed = parseCrossrefAnswer('{"status":"failed","message-type":"validation-failure","message":[{"message":"This route does not support querry"}]}');
    expect(!parsed.ok && parsed.error.message).toBe('Crossref could not answer this request: This route does not support querry.');
  });
});

describe('APA 7 from Crossref answers', () => {
  it('formats a Scientific Reports article with its article number', () => {
    const out = apa(work('works-10.1038-srep16696.json'));
    expect(out.text).toBe(
      'Tosatto, L., Horrocks, M. H., Dear, A. J., Knowles, T. P. J., Dalla Serra, M., Cremades, N., Dobson, C. M., & Klenerman, D. (2015). Single-molecule FRET studies on alpha-synuclein oligomerization of Parkinson’s disease genetically related mutants. Scientific Reports, 5(1), Article 16696. https://doi.org/10.1038/srep16696',
    );
    expect(out.html).toContain('<i>Scientific Reports, 5</i>(1), Article 16696.');
  });

  it('formats a German article with its subtitle and page range', () => {
    expect(apa(work('works-10.1007-s00120-007-1345-2.json')).text).toBe(
      'Lehsnau, M. (2007). Penisverletzung durch eine Moulinette: Folge einer autoerotischen Selbstverstümmelung. Der Urologe, 46(7), 776–779. https://doi.org/10.1007/s00120-007-1345-2',
    );
  });

  it('formats a blog post with its blog, date and DOI', () => {
    const out = apa(work('works-10.53731-ybhah-9jy85.json'));
    expect(out.text).toBe('Fenner, M. (2023, October 4). The rise of the (science) newsletter. Front Matter. https://doi.org/10.53731/ybhah-9jy85');
    expect(out.html).toContain('<i>Front Matter</i>');
  });

  it('formats a Protein Data Bank entry as a data set', () => {
    expect(apa(work('works-10.2210-pdb4hhb-pdb.json')).text).toBe(
      'Fermi, G., & Perutz, M. F. (1984). THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION: 4hhb [Data set]. Worldwide Protein Data Bank. https://doi.org/10.2210/pdb4hhb/pdb',
    );
  });

  it('formats a PLOS article by its e-number, without the handling editor', () => {
    // APA wants the title in sentence case; the formatter prints titles as the source wrote them.
    expect(apa(work('works-10.1371-journal.pone.0033693.json')).text).toBe(
      'Sadasivan, S., Pond, B. B., Pani, A. K., Qu, C., Jiao, Y., & Smeyne, R. J. (2012). Methylphenidate Exposure Induces Dopamine Neuron Loss and Activation of Microglia in the Basal Ganglia of Mice. PLoS ONE, 7(3), Article e33693. https://doi.org/10.1371/journal.pone.0033693',
    );
  });
});
