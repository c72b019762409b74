import { describe, expect, it } from 'vitest';
import type { Contributor } from '../../model/contributor.js';
import type { CitationItem } from '../../model/citation-item.js';
import type { Reference } from '../../model/reference.js';
import { formatBibliography, formatCitation } from '../index.js';
import { group, person as makePerson } from '../../testing/builders.js';

const person = (family: string, given = 'A.', type: Contributor['type'] = 'author'): Contributor => makePerson(family, given, type);
const work = (authors: Contributor[], year: number | undefined, title = 'Title', typeId = 2, extra: Reference['data'] = {}): Reference => ({
  referenceTypeID: typeId,
  data: { contributors: authors, title, ...(year !== undefined ? { issued: { year } } : {}), ...extra },
});
const cite = (items: CitationItem[], opts = {}) => formatCitation(items, 'apa7', opts).first.text;
const one = (reference: Reference, extra: Partial<CitationItem> = {}, opts = {}) => cite([{ reference, ...extra }], opts);

describe('APA 7 in-text names', () => {
  it('cites one, two and three or more authors', () => {
    expect(one(work([person('Luby')], 2006))).toBe('(Luby, 2006)');
    expect(one(work([person('Svendsen'), person('Løber')], 2020))).toBe('(Svendsen & Løber, 2020)');
    expect(one(work([person('Svendsen'), person('Løber')], 2020), {}, { narrative: true })).toBe('Svendsen and Løber (2020)');
    expect(one(work([person('Grady'), person('Her'), person('Moreno')], 2019))).toBe('(Grady et al., 2019)');
  });

  it('introduces a group author\'s abbreviation at first use and uses it after', () => {
    const apaAuthor: Contributor = { id: 'g', type: 'author', kind: 'group', name: 'American Psychological Association', abbreviation: 'APA' };
    const r = work([apaAuthor], 2020);
    const out = formatCitation([{ reference: r }], 'apa7');
    expect(out.first.text).toBe('(American Psychological Association [APA], 2020)');
    expect(out.subsequent.text).toBe('(APA, 2020)');
    const narrative = formatCitation([{ reference: r }], 'apa7', { narrative: true });
    expect(narrative.first.text).toBe('American Psychological Association (APA, 2020)');
    expect(narrative.subsequent.text).toBe('APA (2020)');
  });

  it('cites a work without an author by its short title in title case, in quotes (the comma inside) or in italics (APA 8.14)', () => {
    expect(one({ referenceTypeID: 29, data: { title: 'Study finds: A lot', issued: { year: 2020 } } })).toBe('(“Study Finds,” 2020)');
    const book = formatCitation([{ reference: { referenceTypeID: 2, data: { title: 'Interpersonal skills', issued: { year: 2019 } } } }], 'apa7').first;
    expect(book.html).toBe('(<i>Interpersonal Skills</i>, 2019)');
  });

  it('italicises a court case name in the text', () => {
    expect(formatCitation([{ reference: { referenceTypeID: 18, data: { title: 'Brown v. Board of Education', issued: { year: 1954 } } } }], 'apa7').first.html).toBe('(<i>Brown v. Board of Education</i>, 1954)');
  });

  it('adds initials when two first authors share a surname (§8.20)', () => {
    const a = work([person('Taylor', 'J. M.')], 2019);
    const b = work([person('Taylor', 'A. B.')], 2020);
    expect(one(a, {}, { context: [a, b] })).toBe('(J. M. Taylor, 2019)');
  });

  it('writes out as many names as tell two et al. citations apart (§8.18)', () => {
    const a = work([person('Kapoor'), person('Bloom'), person('Montez'), person('Warner')], 2017, 'A');
    const b = work([person('Kapoor'), person('Bloom'), person('Zhou'), person('Warner')], 2017, 'B');
    expect(one(a, {}, { context: [a, b] })).toBe('(Kapoor, Bloom, Montez, et al., 2017)');
  });
});

describe('APA 7 in-text dates and locations', () => {
  const r = work([person('Camus')], 2012, 'The outsider', 2, { originalDate: { year: 1942 } });
  it('gives original and republished years', () => {
    expect(one(r)).toBe('(Camus, 1942/2012)');
  });

  it.each([
    [{ type: 3, value: '3' }, 'p. 3'],
    [{ type: 3, value: '3-5' }, 'pp. 3–5'],
    [{ type: 4, value: '4' }, 'para. 4'],
    [{ type: 5, value: '2' }, 'Chapter 2'],
    [{ type: 6, value: '1.2' }, 'Section 1.2'],
    [{ type: 7, value: '2' }, 'Table 2'],
    [{ type: 8, value: '1' }, 'Figure 1'],
    [{ type: 9, value: '00/01/23' }, '1:23'],
    [{ type: 9, value: '01/02/03' }, '1:02:03'],
    [{ type: 1, value: '1/3/36' }, '1.3.36'],
    [{ type: 2, label: 'Genesis', value: '1:3' }, 'Genesis 1:3'],
    [{ type: 10, label: 'Track', value: '15' }, 'Track 15'],
  ] as const)('prints the location %j as %s', (location, text) => {
    expect(one(r, { location: location as never })).toBe(`(Camus, 1942/2012, ${text})`);
  });

  it('prints nothing for "not a direct quote"', () => {
    expect(one(r, { location: { type: 0, value: '' } })).toBe('(Camus, 1942/2012)');
  });

  it('honours the name and date switches', () => {
    expect(one(r, { namePart: false, location: { type: 3, value: '3' } })).toBe('(1942/2012, p. 3)');
    expect(one(r, { datePart: false })).toBe('(Camus)');
    expect(one(r, { datePart: false, location: { type: 3, value: '3' } }, { narrative: true })).toBe('Camus (p. 3)');
  });

  it('cites n.d. and in-press works', () => {
    expect(one(work([person('Lee')], undefined))).toBe('(Lee, n.d.)');
    expect(one({ referenceTypeID: 1, data: { contributors: [person('Lee')], title: 'T', issued: { status: 'in-press' } } })).toBe('(Lee, in press)');
  });
});

describe('APA 7 reference-list order and year suffixes', () => {
  it('orders letter by letter with nothing before something, one author before several', () => {
    const refs = [
      work([person('Browning', 'A. B.')], 2000, 'x'),
      work([person('Brown', 'J. R.'), person('Zed')], 2000, 'x'),
      work([person('Brown', 'J. R.')], 2010, 'x'),
      work([person('De Vries', 'A.')], 2000, 'x'),
      work([person('Devine', 'A.')], 2000, 'x'),
    ];
    expect(formatBibliography(refs, 'apa7').map((f) => f.text.split(' (')[0])).toEqual([
      'Brown, J. R.', 'Brown, J. R., & Zed, A.', 'Browning, A. B.', 'Devine, A.', 'De Vries, A.',
    ]);
  });

  it('sorts letters outside a-z among the letters and numbers in names by value', () => {
    const refs = [work([person('Zeller')], 2000), work([person('Øberg')], 2000), work([person('Émile')], 2000), work([group('Area 10 Group')], 2000), work([group('Area 2 Group')], 2000)];
    expect(formatBibliography(refs, 'apa7').map((f) => f.text.split(/,? \(/)[0])).toEqual(['Area 2 Group.', 'Area 10 Group.', 'Émile, A.', 'Øberg, A.', 'Zeller, A.']);
  });

  it('orders one author\'s works by year, n.d. first and in press last, then gives same-year works a, b by title', () => {
    const lee = () => person('Lee', 'C.');
    const refs: Reference[] = [
      { referenceTypeID: 1, data: { contributors: [lee()], title: 'Pressing', issued: { status: 'in-press' } } },
      work([lee()], 2020, 'Zebras'),
      work([lee()], 2020, 'Apples'),
      work([lee()], undefined, 'Undated'),
      work([lee()], 2018, 'Early'),
    ];
    expect(formatBibliography(refs, 'apa7').map((f) => f.text.split('. ')[1])).toEqual(['(n.d.)', '(2018)', '(2020a)', '(2020b)', '(in press)']);
    expect(formatBibliography(refs, 'apa7')[2]?.text).toContain('Apples');
    expect(cite([{ reference: refs[1]! }], { context: refs })).toBe('(Lee, 2020b)');
  });

  it('sorts works without an author by title, ignoring a leading "The", among authored works', () => {
    const refs = [work([person('Mason')], 2000), { referenceTypeID: 2, data: { title: 'The Lancet manual', issued: { year: 2001 } } } as Reference, work([person('Adams')], 2000)];
    expect(formatBibliography(refs, 'apa7').map((f) => f.text.slice(0, 5))).toEqual(['Adams', 'The L', 'Mason']);
  });

  it('puts several works in one parenthesis in reference-list order, and one author\'s years together', () => {
    const a = work([person('Zhang')], 2019);
    const b = work([person('Adams')], 2018);
    const c = work([person('Adams')], 2021, 'Other');
    expect(cite([{ reference: a }, { reference: c }, { reference: b }])).toBe('(Adams, 2018, 2021; Zhang, 2019)');
    expect(cite([{ reference: a }, { reference: b }], { narrative: true })).toBe('Adams (2018) and Zhang (2019)');
  });
});
