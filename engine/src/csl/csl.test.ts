import { describe, expect, it } from 'vitest';
import { referenceTypes } from '../catalogue/reference-types.js';
import type { Reference } from '../model/reference.js';
import { displayName } from '../model/contributor.js';
import { cslDateToPartial, partialToCslDate } from './csl-dates.js';
import type { CslItem } from './csl-item.js';
import { hasMiddleInitial } from './csl-names.js';
import { cslToReference, fromCsl, yearNamedIn } from './from-csl.js';
import { toCsl } from './to-csl.js';
import { formatReference } from '../format/index.js';
import plosBiology from './fixtures/10.1371-journal.pbio.1002614.json' with { type: 'json' };
import cambridgeMonograph from './fixtures/10.1017-cbo9781316161012.json' with { type: 'json' };
import biorxivPreprint from './fixtures/10.1101-066803.json' with { type: 'json' };
import zenodoDataset from './fixtures/10.5281-zenodo.3699950.json' with { type: 'json' };
import arxivJoss from './fixtures/manubot-arxiv-joss.json' with { type: 'json' };
import deepReview from './fixtures/deep-review-zotero-manual-references.json' with { type: 'json' };

describe('fromCsl on real doi.org answers', () => {
  it('reads a PLOS Biology article as a journal article with its DOI, journal, volume, issue and authors', () => {
    const ref = fromCsl(plosBiology as CslItem);
    expect(ref.referenceTypeID).toBe(1);
    expect(ref.data.doi).toBe('10.1371/journal.pbio.1002614');
    expect(ref.data.containerTitle).toBe('PLOS Biology');
    expect(ref.data.volume).toBe('15');
    expect(ref.data.issue).toBe('10');
    expect(ref.data.pages).toEqual([{ start: 'e1002614' }]);
    expect(ref.data.issn).toBe('1545-7885');
    expect(ref.data.issued).toEqual({ year: 2017, month: 10, day: 24 });
    expect(ref.data.contributors?.[0]).toMatchObject({ kind: 'person', type: 'author' });
  });

  it('reads a Crossref monograph as a book with its ISBNs and the subtitle joined to the title', () => {
    const ref = fromCsl(cambridgeMonograph as CslItem);
    expect(ref.referenceTypeID).toBe(2);
    expect(ref.data.title).toBe('Open Access and the Humanities: Contexts, Controversies and the Future');
    expect(ref.data.isbns?.length).toBeGreaterThan(0);
    expect(ref.data.publishers?.[0]?.name).toBe('Cambridge University Press');
  });

  it('reads bioRxiv posted content as a preprint', () => {
    expect(fromCsl(biorxivPreprint as CslItem).referenceTypeID).toBe(32);
  });

  it('reads a Zenodo dataset as a data set with its version', () => {
    const ref = fromCsl(zenodoDataset as CslItem);
    expect(ref.referenceTypeID).toBe(10);
    expect(ref.data.doi?.toLowerCase()).toBe('10.5281/zenodo.3699950');
  });

  it('reads an arXiv export as a preprint, its literal author names as people and its number as the arXiv id', () => {
    const item = (Array.isArray(arxivJoss) ? arxivJoss[0] : arxivJoss) as CslItem;
    const { reference, warnings } = cslToReference(item);
    expect(reference.referenceTypeID).toBe(32);
    expect(reference.data.arxiv).toBe('1707.02264v3');
    expect(reference.data.number).toBeUndefined();
    expect(reference.data.contributors?.[0]).toMatchObject({ kind: 'person', family: 'Smith', given: 'Arfon M' });
    expect(warnings.filter((w) => w.code === 'field-invalid')).toEqual([]);
  });

  it('names arXiv as an arXiv preprint’s server, and its abstract page as its link where it has no URL (APA 10.8)', () => {
    const reference = fromCsl({ id: 'b', type: 'article', title: 'Higher-dimensional algebra V: 2-groups', author: [{ family: 'Baez', given: 'John C.' }], note: 'arXiv: math/0307200v3', issued: { 'date-parts': [[2004]] } } as CslItem);
    expect(reference.referenceTypeID).toBe(32);
    expect(reference.data.publishers).toEqual([{ name: 'arXiv' }]);
    expect(formatReference(reference, 'apa7').text).toBe('Baez, J. C. (2004). Higher-dimensional algebra V: 2-groups [Preprint]. arXiv. https://arxiv.org/abs/math/0307200v3');
    expect(formatReference(reference, 'mla9').text).toContain('arxiv.org/abs/math/0307200v3.');
  });

  it('closes up a catalogue’s space before a subtitle’s colon in an English title, not in a French one', () => {
    expect(fromCsl({ id: 't', type: 'book', title: 'Twitter : social communication in the twitter age' } as CslItem).data.title).toBe('Twitter: social communication in the twitter age');
    expect(fromCsl({ id: 'f', type: 'book', title: 'Le traitement : une étude', language: 'fr' } as CslItem).data.title).toBe('Le traitement : une étude');
  });

  it('prints a catalogue\'s title ending in a question mark before its subtitle without the colon', () => {
    const book = fromCsl({ id: 'q', type: 'book', title: 'Is there a text in this class? : The authority of interpretive communities' } as CslItem);
    expect(formatReference(book, 'apa7').text).toBe('Is there a text in this class? The authority of interpretive communities. (n.d.).');
  });

  it('leaves out a platform a catalogue names among the editors ("ProQuest (Firm)"), and says so', () => {
    const { reference, warnings } = cslToReference({ id: 'm', type: 'book', title: 'Twitter', editor: [{ literal: 'ProQuest (Firm)' }, { family: 'JSTOR', given: '(Organization)' }] } as CslItem);
    expect(reference.data.contributors ?? []).toEqual([]);
    expect(warnings.map((w) => w.message)).toContain('The editor "ProQuest (Firm)" is a platform a library catalogue listed, not a contributor; left out.');
    expect(warnings).toHaveLength(2);
  });

  it('reads a publisher statement typed with its colon closed up ("London: Routledge"), but not a name with a colon in it', () => {
    const publishers = (publisher: string) => fromCsl({ id: 'p', type: 'book', title: 'T', publisher } as CslItem).data.publishers;
    expect(publishers('London: Routledge')).toEqual([{ name: 'Routledge', city: 'London' }]);
    expect(publishers('Urbana, Ill., etc: National Council of Teachers of English')).toEqual([expect.objectContaining({ name: 'National Council of Teachers of English', city: 'Urbana' })]);
    expect(publishers('Brooklyn, N.Y: Johns Hopkins University Press, etc')?.[0]?.name).toBe('Johns Hopkins University Press');
    expect(publishers('Ediciones: Cátedra')).toEqual([{ name: 'Ediciones: Cátedra' }]);
    expect(publishers('MIT Press: a history')).toEqual([{ name: 'MIT Press: a history' }]);
  });

  it('reads a thesis\'s institution given after its description ("PhD thesis, University of Cambridge")', () => {
    const thesis = fromCsl({ id: 'g', type: 'thesis', title: 'Uncertainty in deep learning', publisher: 'PhD thesis, University of Cambridge', author: [{ family: 'Gal', given: 'Yarin' }], issued: { 'date-parts': [['2016']] } } as CslItem);
    expect(thesis.data.publishers).toEqual([{ name: 'University of Cambridge' }]);
    expect(formatReference(thesis, 'apa7').text).toBe('Gal, Y. (2016). Uncertainty in deep learning [Unpublished doctoral dissertation]. University of Cambridge.');
  });

  it('leaves out a hosting platform a catalogue lists among the authors ("… and EBSCOhost"), and says so', () => {
    const { reference, warnings } = cslToReference({ id: 'c', type: 'book', title: 'Seeing race again', author: [{ family: 'Crenshaw', given: 'Kimberlé' }, { family: 'EBSCOhost' }] } as CslItem);
    expect(reference.data.contributors?.map(displayName)).toEqual(['Kimberlé Crenshaw']);
    expect(warnings.map((w) => w.message)).toEqual(['The author "EBSCOhost" is a platform a library catalogue listed, not a contributor; left out.']);
  });

  it('reads a catalogue’s publisher statement into publishers and their first places (ISBD "Place : Publisher")', () => {
    const book = (publisher: string) => fromCsl({ id: 'c', type: 'book', title: 'T', publisher } as CslItem).data.publishers;
    expect(book('New York : Fordham University Press')).toEqual([{ name: 'Fordham University Press', city: 'New York' }]);
    expect(book('Cambridge, UK; Malden, MA : Polity Press')).toEqual([{ name: 'Polity Press', city: 'Cambridge', state: 'UK' }]);
    expect(book('Oxford : Clarendon Press; Oxford; New York : Oxford University Press')).toEqual([
      { name: 'Clarendon Press', city: 'Oxford' },
      { name: 'Oxford University Press', city: 'Oxford' },
    ]);
    expect(book('Springer; Wiley')).toEqual([{ name: 'Springer' }, { name: 'Wiley' }]);
  });

  it('sets apart an initial an export ran into a given name ("MEmre", "JorgeS"), and leaves names spelled so alone', () => {
    const given = (name: string) => fromCsl({ id: 'n', type: 'book', title: 'T', author: [{ family: 'F', given: name }] } as CslItem).data.contributors?.[0];
    expect(given('MEmre')).toMatchObject({ given: 'M. Emre' });
    expect(given('JorgeS')).toMatchObject({ given: 'Jorge S.' });
    for (const name of ['DeShawn', 'LeBron', 'J. R.', 'JR', 'Mary-Ann']) expect(given(name)).toMatchObject({ given: name });
  });

  it('reads a thesis record’s degree given as a volume and database given as a journal, and leaves out its advisor (Mendeley)', () => {
    const { reference, warnings } = cslToReference({
      id: 'c', type: 'thesis', title: 'Determining how preservice teachers select multicultural children’s literature', author: [{ family: 'Calhoun', given: 'Christie F.' }],
      editor: [{ family: 'Coleman', given: 'Julianne' }], volume: 'Ed.D.', 'container-title': 'ProQuest Dissertations and Theses', publisher: 'The University of Alabama', issued: { 'date-parts': [[2018]] },
    } as CslItem);
    expect(reference.data).toMatchObject({ genre: 'Ed.D. dissertation', archive: 'ProQuest Dissertations and Theses' });
    expect(reference.data.volume).toBeUndefined();
    expect(warnings.map((w) => w.message)).toContain('The editor "Julianne Coleman" of a thesis is its advisor, whom no style names; left out.');
    expect(formatReference(reference, 'apa7').text).toContain('[Doctoral dissertation, The University of Alabama]. ProQuest Dissertations and Theses.');
    expect(formatReference(reference, 'mla9').text).toContain('2018. The University of Alabama, EdD dissertation.');
    expect(formatReference(reference, 'turabian9').text).toContain('EdD diss., The University of Alabama, 2018.');
  });

  it('leaves out a company a catalogue lists as a book’s editor ("NetLibrary, Inc"), the e-book platform', () => {
    const { reference } = cslToReference({ id: 'e', type: 'book', title: 'The idea of culture', editor: [{ family: 'NetLibrary', given: 'Inc' }] } as CslItem);
    expect(reference.data.contributors ?? []).toEqual([]);
  });

  it('drops the "In" an exporter wrote into a proceedings’ name, which every style would double', () => {
    const paper = fromCsl({ id: 'g', type: 'paper-conference', title: 'Domain adaptation', 'container-title': 'In Proceedings of the Twenty-eight International Conference on Machine Learning' } as CslItem);
    expect(paper.data.containerTitle).toBe('Proceedings of the Twenty-eight International Conference on Machine Learning');
    expect(fromCsl({ id: 'b', type: 'chapter', title: 'Swann', 'container-title': 'In Search of Lost Time' } as CslItem).data.containerTitle).toBe('In Search of Lost Time');
  });

  it('reads a journal’s article as one though its link is a preprint server’s copy', () => {
    const reference = fromCsl({ id: 'm', type: 'article-journal', title: 'The relevance of classic fuzz testing', 'container-title': 'IEEE Transactions on Software Engineering', volume: '48', URL: 'https://arxiv.org/abs/2008.06537' } as CslItem);
    expect(reference.referenceTypeID).toBe(1);
  });

  it('reads every item of a real Zotero-era bibliography without losing an item', () => {
    const items = deepReview as CslItem[];
    const refs = items.map((item) => cslToReference(item, String(item.id)));
    expect(refs).toHaveLength(36);
    for (const { reference } of refs) expect(reference.data.title).toBeTruthy();
    expect(refs.filter((r) => r.reference.referenceTypeID === 3).length).toBe(16);
  });
});

describe('fromCsl on awkward input', () => {
  it('maps an unknown CSL type to Miscellaneous (48) with a warning to pick a type', () => {
    const { reference, warnings } = cslToReference({ type: 'holy-scroll', title: 'X' });
    expect(reference.referenceTypeID).toBe(48);
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'type-guessed', field: 'type' }));
  });

  it('reads an untyped record by its fields: a periodical with a volume or issue is a journal article, a site beside a link a web page, and says so', () => {
    const article = cslToReference({ type: 'document', title: 'Cultural bias in Wikipedia content', 'container-title': 'Journal of the American Society for Information Science', volume: '62', issue: '10', page: '1899-1915' });
    expect(article.reference.referenceTypeID).toBe(1);
    expect(article.warnings).toContainEqual(expect.objectContaining({ code: 'type-guessed', message: expect.stringContaining('read as a journal article') }));
    const page = cslToReference({ type: 'document', title: 'Muted but not silenced', 'container-title': 'Booktoss', URL: 'https://booktoss.blog/2019/05/02/muted-but-not-silenced/' });
    expect(page.reference.referenceTypeID).toBe(3);
    expect(formatReference(page.reference, 'apa7').text).toContain('. Booktoss. https://booktoss.blog/');
  });

  it('leaves an untyped record Miscellaneous when its fields could be a chapter, a book or a site', () => {
    for (const item of [
      { 'container-title': 'Handbook of Research on Children’s Literature', page: '455-466', URL: 'https://example.org/ch' },
      { 'container-title': 'Reading While White', publisher: 'Routledge', URL: 'https://example.org/x' },
      { publisher: 'National Council of Teachers of English', volume: '85', issue: '3' },
    ]) expect(cslToReference({ type: 'document', title: 'T', ...item }).reference.referenceTypeID).toBe(48);
  });

  it('leaves out a malformed DOI and an ISBN with a wrong check digit, saying why', () => {
    const { reference, warnings } = cslToReference({ type: 'book', title: 'T', DOI: '11.99/x', ISBN: '978-0-7432-7356-4' });
    expect(reference.data.doi).toBeUndefined();
    expect(reference.data.isbns).toBeUndefined();
    expect(warnings.map((w) => w.field)).toEqual(expect.arrayContaining(['DOI', 'ISBN']));
  });

  it('reads an organisation literal as a group author', () => {
    const ref = fromCsl({ type: 'report', title: 'T', author: [{ literal: 'World Health Organization' }] });
    expect(ref.data.contributors).toEqual([{ id: '1', type: 'author', kind: 'group', name: 'World Health Organization' }]);
  });

  it('reads the interview author as the interviewee', () => {
    const ref = fromCsl({ type: 'interview', title: 'T', author: [{ family: 'Obama', given: 'M.' }], interviewer: [{ family: 'Winfrey', given: 'O.' }] });
    expect(ref.referenceTypeID).toBe(23);
    expect(ref.data.contributors?.map((c) => c.type)).toEqual(['interviewee', 'interviewer']);
  });

  it('reads a YouTube film as an online video and a book with only editors as an edited book', () => {
    expect(fromCsl({ type: 'motion_picture', title: 'T', URL: 'https://www.youtube.com/watch?v=abc' }).referenceTypeID).toBe(47);
    expect(fromCsl({ type: 'book', title: 'T', editor: [{ family: 'Doe', given: 'J.' }] }).referenceTypeID).toBe(31);
  });

  it('reads in-press status as an in-press date, and a translated title from the note', () => {
    const ref = fromCsl({ type: 'article-journal', title: 'Le Samouraï', status: 'in press', note: 'translated title: The Samourai' });
    expect(ref.data.issued).toEqual({ status: 'in-press' });
    expect(ref.data.translatedTitle).toBe('The Samourai');
  });

  it('says so when a place has no publisher to belong to', () => {
    const { warnings } = cslToReference({ type: 'article-newspaper', title: 'T', 'publisher-place': 'New York, NY' });
    expect(warnings).toEqual([expect.objectContaining({ code: 'field-skipped', field: 'publisher-place' })]);
  });

  it('warns about standard CSL variables it does not keep and ignores non-CSL extras', () => {
    const { warnings } = cslToReference({ type: 'book', title: 'T', 'call-number': 'QA76', indexed: { x: 1 } });
    expect(warnings).toEqual([expect.objectContaining({ code: 'field-skipped', field: 'call-number' })]);
  });
});

describe('CSL dates', () => {
  it('reads date-parts given as strings, seasons, ranges and circa', () => {
    expect(cslDateToPartial({ 'date-parts': [['2017', '07', '07']] })).toEqual({ year: 2017, month: 7, day: 7 });
    expect(cslDateToPartial({ 'date-parts': [[2020]], season: 2 })).toEqual({ year: 2020, season: 'summer' });
    expect(cslDateToPartial({ 'date-parts': [[2019], [2020]] })).toEqual({ year: 2019, end: { year: 2020 } });
    expect(cslDateToPartial({ 'date-parts': [[1850]], circa: true })).toEqual({ year: 1850, circa: true });
    expect(cslDateToPartial({ raw: 'May 3, 2020' })).toEqual({ year: 2020, month: 5, day: 3 });
    expect(cslDateToPartial({ literal: 'Ming dynasty' })).toEqual({ literal: 'Ming dynasty' });
  });

  it('writes partial dates back to the same CSL dates', () => {
    expect(partialToCslDate({ year: 2020, season: 'summer' })).toEqual({ 'date-parts': [[2020]], season: 2 });
    expect(partialToCslDate({ year: 2020, month: 5, day: 3, end: { year: 2020, month: 5, day: 5 } })).toEqual({ 'date-parts': [[2020, 5, 3], [2020, 5, 5]] });
    expect(partialToCslDate({ status: 'no-date' })).toBeUndefined();
  });
});

describe('organisations split as persons', () => {
  it('reads a name whose particle is an English preposition as the organisation it is ("Ministry of Health")', () => {
    const authors = fromCsl({ id: 'o', type: 'report', title: 'T', author: [{ given: 'Ministry', 'non-dropping-particle': 'of', family: 'Health' }, { given: 'Report', 'non-dropping-particle': 'of the', family: 'Boston Computer Society' }, { given: 'Ludwig', 'non-dropping-particle': 'van', family: 'Beethoven' }] } as CslItem).data.contributors;
    expect(authors?.map((c) => [c.kind, displayName(c)])).toEqual([['group', 'Ministry of Health'], ['group', 'Report of the Boston Computer Society'], ['person', 'Ludwig van Beethoven']]);
  });
});

describe('personal-name literals', () => {
  it.each(['Arfon M Smith', 'Kyle E Niemeyer', 'Lorena A. Barba'])('%s reads as a person', (name) => {
    expect(hasMiddleInitial(name)).toBe(true);
  });
  it('reads a lone literal without an initial as an organisation, a list of initialled literals as people', () => {
    expect(fromCsl({ type: 'song', title: 'T', author: [{ literal: 'Electric Fields' }] }).data.contributors?.[0]?.kind).toBe('group');
    const list = fromCsl({ type: 'report', title: 'T', author: [{ literal: 'Arfon M Smith' }, { literal: 'George Githinji' }, { literal: 'Daniel S Katz' }] });
    expect(list.data.contributors?.map((c) => c.kind)).toEqual(['person', 'person', 'person']);
  });
  it('reads a first-and-last-name literal among people given by their parts as a person, an organisation there as a group', () => {
    const mixed = fromCsl({ type: 'article-journal', title: 'T', author: [{ literal: 'Udit Nangia' }, { family: 'Katz', given: 'Daniel S.' }] });
    expect(mixed.data.contributors?.[0]).toMatchObject({ kind: 'person', family: 'Nangia', given: 'Udit' });
    const withGroup = fromCsl({ type: 'article-journal', title: 'T', author: [{ literal: 'Open Science Collaboration' }, { family: 'Katz', given: 'Daniel S.' }] });
    expect(withGroup.data.contributors?.[0]?.kind).toBe('group');
    const withTeam = fromCsl({ type: 'article-journal', title: 'T', author: [{ literal: 'Google Research' }, { family: 'Katz', given: 'Daniel S.' }] });
    expect(withTeam.data.contributors?.[0]?.kind).toBe('group');
  });
  it.each(['World Health Organization', 'APA Databases', 'National Institutes of Health', 'Kare 11', 'Apple', 'Pew Research Center', 'The White Stripes', 'McGill Newsroom', 'Electric Fields'])(
    '%s reads as an organisation',
    (name) => expect(hasMiddleInitial(name)).toBe(false),
  );
});

/** A reference that fills every field its type has, with values a user could enter. */
function fullReference(typeId: number): Reference {
  const type = referenceTypes.find((t) => t.id === typeId)!;
  const sample: Record<string, unknown> = {
    text: 'Sample text', 'long-text': 'A longer text.', title: 'A title: With a subtitle',
    date: { year: 2020, month: 5, day: 3 }, pages: [{ start: '12', end: '15' }],
    publishers: [{ name: 'Sample Press', city: 'Boston', state: 'MA' }],
    doi: '10.1037/amp0000722', isbns: ['9780743273565'], issn: '0003-066X', url: 'https://example.com/work',
    pmid: '32302571', pmcid: 'PMC7162736', arxiv: '2101.00001v2',
  };
  const data: Record<string, unknown> = {};
  for (const field of type.fields) {
    if (field.kind === 'contributors') {
      data.contributors = (field.roles ?? ['author']).map((role, i) =>
        i === 1 ? { id: String(i + 1), type: role, kind: 'group', name: 'American Psychological Association', abbreviation: 'APA' }
          : { id: String(i + 1), type: role, kind: 'person', family: `Family${i}`, given: 'A. B.', handle: '@someone' });
    } else if (field.kind === 'choice') data[field.name] = field.options?.[0];
    else data[field.name] = sample[field.kind];
  }
  return { referenceTypeID: typeId, title: data.title as string, data: data as Reference['data'] };
}

describe('round trip through CSL', () => {
  it.each(referenceTypes.map((t) => [t.id, t.title] as const))('type %i (%s) keeps its type and every field', (typeId) => {
    const ref = fullReference(typeId);
    const back = cslToReference(toCsl(ref));
    expect(back.warnings).toEqual([]);
    expect(back.reference.referenceTypeID).toBe(typeId);
    expect(back.reference.data).toEqual(ref.data);
  });

  it('writes the CSL type of the catalogue, pages with a hyphen and publishers with their place', () => {
    const item = toCsl(fullReference(2));
    expect(item.type).toBe('book');
    expect(item.publisher).toBe('Sample Press');
    expect(item['publisher-place']).toBe('Boston, MA');
  });

  it('keeps every CSL field Ibid has when going CSL → Ibid → CSL', () => {
    const item = plosBiology as CslItem;
    const back = toCsl(fromCsl(item));
    for (const key of ['title', 'container-title', 'volume', 'issue', 'DOI', 'URL', 'ISSN']) {
      if (item[key] !== undefined) expect(back[key], key).toBeDefined();
    }
    expect(back.author).toHaveLength((item.author as unknown[]).length);
    expect(back.issued).toEqual({ 'date-parts': [[2017, 10, 24]] });
  });
});

describe('a proceedings paper without a date', () => {
  const paper = (container: string): CslItem => ({ type: 'paper-conference', title: 'Accurate and explicit differentiation of losses', 'container-title': container, publisher: 'IEEE' });

  it('is dated by the one year its proceedings’ title names (APA 10.5, Turabian 17.8.3)', () => {
    expect(fromCsl(paper('23rd International Conference on Distributed Computing Systems Workshops, 2003. Proceedings.')).data.issued).toEqual({ year: 2003 });
  });

  it('stays undated when the title names no year, or two', () => {
    expect(fromCsl(paper('Proceedings of the Workshop on Losses')).data.issued).toBeUndefined();
    expect(fromCsl(paper('Proceedings of ICDCS 2003, held with SRDS 2004')).data.issued).toBeUndefined();
  });

  it('keeps the date its record gives', () => {
    expect(fromCsl({ ...paper('Proceedings, 2003'), issued: { 'date-parts': [[2004]] } }).data.issued).toEqual({ year: 2004 });
  });
});

describe('the year a title names', () => {
  it('is a four-digit year standing alone, not part of a range, a date or a number', () => {
    expect(yearNamedIn('EuroTeX ’92: Proceedings, Prague, September 14–18, 1992')).toBe(1992);
    expect(yearNamedIn('Proceedings 2003.')).toBe(2003);
    expect(yearNamedIn('Volume 2003-04')).toBeUndefined();
    expect(yearNamedIn('Report 10.2003.5')).toBeUndefined();
    expect(yearNamedIn('ICDCS 2003 and 2003')).toBe(2003);
  });
});

