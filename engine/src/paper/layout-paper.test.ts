import { describe, expect, it } from 'vitest';
import { fromCsl } from '../csl/from-csl.js';
import type { CslItem } from '../csl/csl-item.js';
import type { Reference } from '../model/reference.js';
import { layoutPaper } from './layout-paper.js';
import { newPaperDocument } from './new-paper-document.js';
import { paperTypes } from './paper-types.js';
import { paperDocumentSchema, type PaperDocument } from './schema.js';

const reference = (id: string, item: CslItem, extra: Partial<Reference> = {}): Reference => ({ ...fromCsl(item), referenceUniqueID: id, ...extra });

const walkerRole = reference('A-ROLE', {
  type: 'article-journal',
  title: 'The role of sleep in cognition and emotion',
  author: [{ family: 'Walker', given: 'Matthew P.' }],
  'container-title': 'Annals of the New York Academy of Sciences',
  volume: '1156',
  page: '168-197',
  issued: { 'date-parts': [[2017]] },
});
const walkerWhy = reference('B-WHY', {
  type: 'book',
  title: 'Why we sleep: Unlocking the power of sleep and dreams',
  author: [{ family: 'Walker', given: 'Matthew P.' }],
  publisher: 'Scribner',
  issued: { 'date-parts': [[2017]] },
});
const diekelmann = reference('C-MEMORY', {
  type: 'article-journal',
  title: 'The memory function of sleep',
  author: [{ family: 'Diekelmann', given: 'Susanne' }, { family: 'Born', given: 'Jan' }],
  'container-title': 'Nature Reviews Neuroscience',
  volume: '11',
  issue: '2',
  page: '114-126',
  issued: { 'date-parts': [[2010, 2]] },
});
const who = reference('D-WHO', {
  type: 'report',
  title: 'Adolescent sleep and health',
  author: [{ literal: 'World Health Organization' }],
  publisher: 'World Health Organization',
  issued: { 'date-parts': [[2022]] },
});

const text = (value: string) => ({ type: 'text' as const, text: value });
const cite = (citationUniqueID: string, ids: string[], attrs: { page?: string; prefix?: string; suffix?: string; narrative?: boolean } = {}) => ({
  type: 'citation' as const,
  attrs: {
    citationUniqueID,
    items: ids.map((referenceUniqueID) => ({ referenceUniqueID, ...(attrs.page && { location: { type: 3 as const, value: attrs.page } }) })),
    ...(attrs.prefix && { prefix: attrs.prefix }),
    ...(attrs.suffix && { suffix: attrs.suffix }),
    ...(attrs.narrative && { narrative: true }),
  },
});
const footnote = (value: string) => ({ type: 'footnote' as const, content: [text(value)] });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph' as const, content });
const annotation = (referenceUniqueID: string, words: string) => ({ type: 'annotation', attrs: { referenceUniqueID }, content: [paragraph(text(words))] });
const figure = (id: string) => ({ type: 'figure', attrs: { id, title: id } });
const table = (id: string) => ({ type: 'table', attrs: { id, title: id } });
const appendix = (id: string, ...blocks: unknown[]) => ({ type: 'appendix', attrs: { id }, content: [paragraph(text(`${id} title`)), ...blocks] });
const isAppendix = (node: unknown) => (node as { type: string }).type === 'appendix';
/** A paper of a type: the body's blocks, then the reference list (with its title and annotations), then any appendices given. */
const paper = (paperTypeID: number, content: unknown[], list: { title?: string; annotations?: unknown[] } = {}): PaperDocument =>
  paperDocumentSchema.parse({
    type: 'doc',
    attrs: { paperTypeID },
    content: [
      ...content.filter((node) => !isAppendix(node)),
      { type: 'referenceList', attrs: { title: list.title ?? '' }, content: list.annotations ?? [] },
      ...content.filter(isAppendix),
    ],
  });

const all = [walkerWhy, diekelmann, walkerRole, who];

const texts = (doc: PaperDocument, references = all) => {
  const layout = layoutPaper(doc, references);
  return layout.citationOrder.map((id) => layout.citations[id]!.text.text);
};
const codes = (doc: PaperDocument, references = all) => layoutPaper(doc, references).warnings.map((w) => [w.code, w.citationUniqueID ?? w.referenceUniqueID]);

describe('laying out an APA 7 paper', () => {
  const doc = paper(11, [
    paragraph(text('Sleep matters '), cite('c1', ['b-why'], { page: '12' }), text(' and '), cite('c2', ['A-ROLE'])),
    paragraph(cite('c3', ['C-MEMORY', 'B-WHY'], { prefix: 'see', suffix: 'emphasis added' }), text(' as '), cite('c4', ['A-ROLE'], { narrative: true }), text(' argues.')),
  ]);

  it('tells two works by the same author in the same year apart across the paper (2017a, 2017b)', () => {
    expect(texts(doc)).toEqual(['(Walker, 2017b, p. 12)', '(Walker, 2017a)', '(see Diekelmann & Born, 2010; Walker, 2017b, emphasis added)', 'Walker (2017a)']);
  });

  it('marks each citation first or subsequent use in document order, a citation with one new source being a first use', () => {
    const layout = layoutPaper(doc, all);
    expect(layout.citationOrder.map((id) => layout.citations[id]!.use)).toEqual(['first', 'first', 'first', 'subsequent']);
  });

  it('lists every reference, cited or not, in APA order with the same year suffixes, linked by anchors', () => {
    const { referenceList } = layoutPaper(doc, all);
    expect(referenceList.title).toBe('References');
    expect(referenceList.entries.map((e) => [e.referenceUniqueID, e.cited, e.anchor])).toEqual([
      ['C-MEMORY', true, 'ibid_ref_1'],
      ['A-ROLE', true, 'ibid_ref_2'],
      ['B-WHY', true, 'ibid_ref_3'],
      ['D-WHO', false, 'ibid_ref_4'],
    ]);
    expect(referenceList.entries[1]!.text.text).toMatch(/^Walker, M\. P\. \(2017a\)\. The role of sleep/);
    expect(referenceList.entries[2]!.text.html).toContain('<i>Why we sleep: Unlocking the power of sleep and dreams</i>');
  });

  it('introduces a group author abbreviation at its first citation and uses it after', () => {
    const apa = reference('E-APA', { type: 'book', title: 'Publication manual', author: [{ literal: 'American Psychological Association' }], issued: { 'date-parts': [[2020]] } });
    apa.data.contributors = [{ id: 'g', type: 'author', kind: 'group', name: 'American Psychological Association', abbreviation: 'APA' }];
    const layout = layoutPaper(paper(11, [paragraph(cite('g1', ['E-APA']), cite('g2', ['E-APA']))]), [apa]);
    expect([layout.citations.g1!.text.text, layout.citations.g2!.text.text]).toEqual(['(American Psychological Association [APA], 2020)', '(APA, 2020)']);
  });

  it('numbers no notes but the typed footnotes', () => {
    const layout = layoutPaper(paper(11, [paragraph(cite('c1', ['B-WHY']), footnote('A content note.'))]), all);
    expect(layout.footnotes).toEqual([{ number: 1, text: { text: 'A content note.', html: 'A content note.' } }]);
    expect(layout.citations.c1!.note).toBeUndefined();
  });

  it('reads the title of the list from the document', () => {
    expect(layoutPaper(paper(11, [], { title: 'Works Consulted' }), all).referenceList.title).toBe('Works Consulted');
  });
});

describe('laying out an MLA 9 paper', () => {
  it('cites in parentheses with the page, the title only when the author has two works', () => {
    const doc = paper(111, [paragraph(cite('m1', ['C-MEMORY'], { page: '115' }), cite('m2', ['B-WHY'], { page: '12-14' }))]);
    expect(texts(doc)).toEqual(['(Diekelmann and Born 115)', '(Walker, Why We Sleep 12–14)']);
  });

  it('titles the list Works Cited and repeats an author with three hyphens', () => {
    const { referenceList } = layoutPaper(paper(111, []), all);
    expect(referenceList.title).toBe('Works Cited');
    expect(referenceList.entries.map((e) => e.text.text.slice(0, 12))).toEqual(['Adolescent S', 'Diekelmann, ', 'Walker, Matt', '---. Why We ']);
  });
});

describe('laying out a Turabian 9 paper', () => {
  const doc = paper(211, [
    paragraph(text('First '), cite('t1', ['C-MEMORY'], { page: '115' }), text(' then a thought'), footnote('My own aside.')),
    paragraph(cite('t2', ['B-WHY']), text(' and again '), cite('t3', ['C-MEMORY'], { page: '120' })),
  ]);

  it('numbers citation notes together with typed footnotes in document order', () => {
    const { footnotes, citations } = layoutPaper(doc, all);
    expect(footnotes.map((n) => [n.number, n.citationUniqueID])).toEqual([[1, 't1'], [2, undefined], [3, 't2'], [4, 't3']]);
    expect([citations.t1!.text, citations.t2!.text.text, citations.t3!.text.text]).toEqual([{ text: '1', html: '<sup>1</sup>' }, '3', '4']);
  });

  it('gives a source its full note at the first citation and the short note after', () => {
    const { citations, footnotes } = layoutPaper(doc, all);
    expect(citations.t1!.note).toEqual({ number: 1, text: citations.t1!.first });
    expect(citations.t1!.note!.text.text).toBe('Susanne Diekelmann and Jan Born, “The Memory Function of Sleep,” Nature Reviews Neuroscience 11, no. 2 (February 2010): 115.');
    expect(citations.t3!.use).toBe('subsequent');
    expect(citations.t3!.note!.text.text).toBe('Diekelmann and Born, “Memory Function of Sleep,” 120.');
    expect(footnotes[1]!.text.text).toBe('My own aside.');
  });

  it('titles the list of a notes-bibliography paper Bibliography', () => {
    expect(layoutPaper(doc, all).referenceList.title).toBe('Bibliography');
  });
});

describe('labels', () => {
  it('numbers figures and tables apart in the body and with the appendix letter in APA appendices', () => {
    const doc = paper(11, [figure('f1'), table('t1'), figure('f2'), appendix('ap1', figure('f3'), table('t2')), appendix('ap2', figure('f4'), figure('f5'))]);
    const labels = Object.values(layoutPaper(doc, all).labels).map((l) => `${l.id}=${l.label}`);
    expect(labels).toEqual(['ap1=Appendix A', 'ap2=Appendix B', 'f1=Figure 1', 't1=Table 1', 'f2=Figure 2', 'f3=Figure A1', 't2=Table A1', 'f4=Figure B1', 'f5=Figure B2']);
  });

  it('labels a lone appendix "Appendix" and its figures with the letter A', () => {
    const { labels } = layoutPaper(paper(11, [appendix('only', figure('f1'))]), all);
    expect([labels.only!.label, labels.f1!.label]).toEqual(['Appendix', 'Figure A1']);
  });

  it('writes Fig. in MLA and numbers on through the appendices in MLA and Turabian', () => {
    const content = [figure('f1'), appendix('a', figure('f2'), table('t1'))];
    expect(Object.values(layoutPaper(paper(111, content), all).labels).map((l) => l.label)).toEqual(['Appendix', 'Fig. 1', 'Fig. 2', 'Table 1']);
    expect(Object.values(layoutPaper(paper(211, content), all).labels).map((l) => l.label)).toEqual(['Appendix', 'Figure 1', 'Figure 2', 'Table 1']);
  });
});

describe('annotated bibliographies and reference lists', () => {
  it('puts each annotation under its entry and warns of an annotation whose reference is not in the paper', () => {
    const doc = paper(15, [], { title: 'Sleep Sources', annotations: [annotation('b-why', 'A popular account.'), annotation('Z-GONE', 'Lost.')] });
    const layout = layoutPaper(doc, all);
    expect(layout.referenceList.title).toBe('Sleep Sources');
    expect(layout.referenceList.entries.map((e) => e.annotation?.content[0]?.content[0])).toEqual([undefined, undefined, text('A popular account.'), undefined]);
    expect(layout.warnings.map((w) => [w.code, w.referenceUniqueID])).toEqual([['orphan-annotation', 'Z-GONE']]);
  });

  it('does not warn that nothing cites the entries of a reference list', () => {
    expect(layoutPaper(paper(113, []), all).warnings).toEqual([]);
  });
});

describe('new papers and works cited in the text only', () => {
  it.each(paperTypes.map((t) => [t.id, t.name] as const))('lays out a new paper of type %i (%s) with its references', (id) => {
    const layout = layoutPaper(newPaperDocument({ Title: 'Sleep' }, id), all);
    expect(layout.citationOrder).toEqual([]);
    expect(layout.referenceList.entries).toHaveLength(4);
  });

  it('cites a personal interview in the text or a note and leaves it out of the list, without a warning', () => {
    const interview: Reference = {
      referenceUniqueID: 'E-TALK',
      referenceTypeID: 23,
      data: { contributors: [{ id: 'p', type: 'interviewee', kind: 'person', family: 'Okafor', given: 'Ada' }], interviewKind: 'personal', issued: { year: 2024, month: 3, day: 5 } },
    };
    for (const id of [11, 211]) {
      const layout = layoutPaper(paper(id, [paragraph(cite('i', ['E-TALK']))]), [interview]);
      expect(layout.citations.i!.first.text, String(id)).toContain('Okafor');
      expect(layout.referenceList.entries, String(id)).toEqual([]);
      expect(layout.warnings, String(id)).toEqual([]);
    }
  });
});

describe('warnings', () => {
  it('prints a citation whose only reference is missing as [missing reference] and warns', () => {
    const layout = layoutPaper(paper(11, [paragraph(cite('x', ['NOPE']), cite('y', ['NOPE', 'B-WHY']))]), all);
    expect(layout.citations.x).toMatchObject({ text: { text: '[missing reference]' }, missing: ['NOPE'] });
    expect(layout.citations.y).toMatchObject({ text: { text: '(Walker, 2017b)' }, missing: ['NOPE'] });
    expect(layout.warnings.filter((w) => w.code === 'missing-reference').map((w) => w.citationUniqueID)).toEqual(['x', 'y']);
  });

  it('warns of every reference nothing cites', () => {
    expect(codes(paper(11, [paragraph(cite('c', ['B-WHY', 'A-ROLE', 'C-MEMORY']))]))).toEqual([['uncited-reference', 'D-WHO']]);
  });

  it('warns once of an archived and of a deleted reference that is cited', () => {
    const archived = { ...walkerWhy, isArchived: true };
    const deleted = { ...diekelmann, isDeleted: true };
    const doc = paper(11, [paragraph(cite('a1', ['B-WHY']), cite('a2', ['B-WHY']), cite('d1', ['C-MEMORY']))]);
    expect(codes(doc, [archived, deleted])).toEqual([['archived-reference', 'a1'], ['deleted-reference', 'd1']]);
  });

  it('lays out a repeated citation id once and warns', () => {
    const layout = layoutPaper(paper(211, [paragraph(cite('same', ['B-WHY']), cite('same', ['C-MEMORY']))]), all);
    expect(layout.citationOrder).toEqual(['same']);
    expect(layout.footnotes).toHaveLength(1);
    expect(layout.warnings.map((w) => w.code)).toContain('duplicate-citation-id');
  });

  it('lays out a legacy APA 6 paper in APA 7 and an MLA 8 paper in MLA 9, with a warning', () => {
    const apa6 = layoutPaper(paper(1, [paragraph(cite('c', ['B-WHY']))]), [walkerWhy]);
    expect([apa6.format, apa6.citations.c!.text.text, apa6.warnings[0]?.code]).toEqual(['apa7', '(Walker, 2017)', 'legacy-format']);
    expect(apa6.warnings[0]?.message).toBe('APA 6 is no longer the standard: this paper is formatted in APA 7.');
    const mla8 = layoutPaper(paper(102, [paragraph(cite('c', ['B-WHY']))]), [walkerWhy]);
    expect([mla8.format, mla8.citations.c!.text.text, mla8.referenceList.title]).toEqual(['mla9', '(Walker)', 'Works Cited']);
  });

  it('lists a reference passed twice once, and does not tell it apart from itself', () => {
    const layout = layoutPaper(paper(11, [paragraph(cite('c', ['B-WHY']))]), [walkerWhy, { ...walkerWhy }]);
    expect(layout.referenceList.entries).toHaveLength(1);
    expect(layout.citations.c!.text.text).toBe('(Walker, 2017)');
    expect(layout.warnings).toEqual([]);
  });

  it('refuses a document of an unknown paper type', () => {
    expect(() => layoutPaper({ ...paper(11, []), attrs: { paperTypeID: 7, citationFont: 1 } }, all)).toThrow(expect.objectContaining({ code: 'unknown-paper-type' }));
  });
});

// Speed is measured by `npm run bench` (bench/paper.bench.mjs), never by a timed test; this checks the large paper lays out whole.
describe('a 30-page paper', () => {
  const SURNAMES = ['Walker', 'Born', 'Diekelmann', 'Lee', 'Nguyen', 'Okafor', 'Schmidt', 'Rossi', 'Tanaka', 'Silva'];
  const references = Array.from({ length: 200 }, (_, i) =>
    reference(`R-${i}`, {
      type: i % 3 === 0 ? 'book' : 'article-journal',
      title: `Study ${i} of sleep and memory`,
      author: [{ family: SURNAMES[i % 10]!, given: 'Ann' }, ...(i % 4 === 0 ? [{ family: SURNAMES[(i + 3) % 10]!, given: 'Bo' }, { family: 'Cruz', given: 'Cy' }] : [])],
      'container-title': 'Journal of Sleep Research',
      publisher: 'Academic Press',
      volume: String(i % 30),
      page: `${i}-${i + 9}`,
      issued: { 'date-parts': [[2000 + (i % 12)]] },
    }),
  );
  // 30 pages of about 13 paragraphs, 400 citations spread across them.
  const body = Array.from({ length: 400 }, (_, i) => paragraph(text('Sleep consolidates memory in several ways. '.repeat(6)), cite(`c${i}`, [`R-${(i * 7) % 200}`], { page: String(i) })));

  it.each([11, 111, 211])('lays out paper type %i with 200 references and 400 citations, every one of them', (paperTypeID) => {
    const layout = layoutPaper(paper(paperTypeID, body), references);
    expect(layout.citationOrder).toHaveLength(400);
    expect(layout.referenceList.entries).toHaveLength(200);
  });
});
