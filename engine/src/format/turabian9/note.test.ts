import { describe, expect, it } from 'vitest';
import { referenceTypes } from '../../catalogue/reference-types.js';
import type { CitationItem } from '../../model/citation-item.js';
import type { CitationLocation } from '../../model/location.js';
import type { Reference } from '../../model/reference.js';
import { formatCitation, type CitationOptions } from '../index.js';
import { group, person, ref } from '../../testing/builders.js';

const page = (value: string): CitationLocation => ({ type: 3, value });
const cite = (items: CitationItem[], opts: CitationOptions = {}) => formatCitation(items, 'turabian9', opts);
const full = (r: Reference, location?: CitationLocation) => cite([{ reference: r, ...(location ? { location } : {}) }]).first.html;
const short = (r: Reference, location?: CitationLocation) => cite([{ reference: r, ...(location ? { location } : {}) }]).subsequent.html;

const chicago = { name: 'University of Chicago Press', city: 'Chicago' };
const swingTime = ref(2, { contributors: [person('Smith', 'Zadie')], title: 'Swing Time', issued: { year: 2016 }, publishers: [{ name: 'Penguin Press', city: 'New York' }] });
const chapter = ref(9, {
  contributors: [person('Thoreau', 'Henry David'), person('D’Agata', 'John', 'editor')], title: 'Walking', containerTitle: 'The Making of the American Essay',
  issued: { year: 2016 }, publishers: [{ name: 'Graywolf Press', city: 'Minneapolis' }], pages: [{ start: '167', end: '195' }],
});
const article = ref(1, {
  contributors: [person('Keng', 'Shao-Hsun'), person('Lin', 'Chun-Hung'), person('Orazem', 'Peter F.')],
  title: 'Expanding College Access in Taiwan, 1978–2014: Effects on Graduate Quality and Income Inequality', containerTitle: 'Journal of Human Capital',
  volume: '11', issue: '1', issued: { year: 2017, season: 'spring' }, pages: [{ start: '1', end: '34' }], doi: '10.1086/690235',
});

describe('Turabian full notes', () => {
  it.each<[string, Reference, CitationLocation | undefined, string]>([
    ['a book, its facts of publication in parentheses and the page last', swingTime, page('315'), 'Zadie Smith, <i>Swing Time</i> (New York: Penguin Press, 2016), 315.'],
    ['a post whose description names its platform, capitalised', ref(33, { contributors: [person('Souza', 'Pete')], title: 'President Obama bids farewell', containerTitle: 'Instagram', genre: 'Instagram photo', issued: { year: 2017, month: 4, day: 1 } }), undefined,
      'Pete Souza, “President Obama bids farewell,” Instagram photo, April 1, 2017.'],
    ['a work of art, its medium in lower case', ref(14, { contributors: [person('O’Keeffe', 'Georgia')], title: 'Red Hills and Bones', medium: 'Oil on canvas', issued: { year: 1941 } }), undefined,
      'Georgia O’Keeffe, <i>Red Hills and Bones</i>, 1941, oil on canvas.'],
    ['a signed article in an edited reference work, like a chapter, in headline style', ref(11, { contributors: [person('Lipton', 'Peter'), person('Newton-Smith', 'W. H.', 'editor')], title: 'Inference to the best explanation', containerTitle: 'A Companion to the Philosophy of Science', issued: { year: 2000 }, publishers: [{ name: 'Blackwell', city: 'Malden', state: 'MA' }] }), page('185'),
      'Peter Lipton, “Inference to the Best Explanation,” in <i>A Companion to the Philosophy of Science</i>, ed. W. H. Newton-Smith (Malden, MA: Blackwell, 2000), 185.'],
    ['a paper in proceedings, dated by the book’s year', ref(8, { contributors: [person('Pandey', 'Prashant')], title: 'Vector Quotient Filters', containerTitle: 'Proceedings of the 2021 International Conference on Management of Data', issued: { year: 2021, month: 6, day: 9 }, publishers: [{ name: 'ACM', city: 'New York' }] }), page('1390'),
      'Prashant Pandey, “Vector Quotient Filters,” in <i>Proceedings of the 2021 International Conference on Management of Data</i> (New York: ACM, 2021), 1390.'],
    ['a publisher’s parenthesis within the facts in brackets (CMOS 6.101)', ref(2, { contributors: [person('Denholm', 'P.')], title: 'Energy Storage', issued: { year: 2010 }, publishers: [{ name: 'Office of Scientific and Technical Information (OSTI)' }] }), undefined,
      'P. Denholm, <i>Energy Storage</i> (Office of Scientific and Technical Information [OSTI], 2010).'],
    ['a book by four or more authors with et al.', ref(2, { contributors: ['Barnes', 'Bauer', 'Cole', 'Dunn'].map((f) => person(f, 'A.')), title: 'Plastics', issued: { year: 2018 }, publishers: [chicago] }), page('9'),
      'A. Barnes et al., <i>Plastics</i> (Chicago: University of Chicago Press, 2018), 9.'],
    ['an edition before the parentheses', ref(2, { contributors: [person('Kinzie', 'Mary')], title: 'A Poet’s Guide to Poetry', edition: '2', issued: { year: 2013 }, publishers: [chicago] }), page('83'),
      'Mary Kinzie, <i>A Poet’s Guide to Poetry</i>, 2nd ed. (Chicago: University of Chicago Press, 2013), 83.'],
    ['an e-book, the page before the database or format', ref(2, { contributors: [person('Austen', 'Jane')], title: 'Pride and Prejudice', issued: { year: 2007 }, publishers: [{ name: 'Penguin Classics', city: 'New York' }], medium: 'Kindle' }), { type: 5, value: '3' },
      'Jane Austen, <i>Pride and Prejudice</i> (New York: Penguin Classics, 2007), chap. 3, Kindle.'],
    ['a chapter, "in" the book with its editor', chapter, page('177-178'), 'Henry David Thoreau, “Walking,” in <i>The Making of the American Essay</i>, ed. John D’Agata (Minneapolis: Graywolf Press, 2016), 177–78.'],
    ['a chapter cited whole, with its page range', chapter, undefined, 'Henry David Thoreau, “Walking,” in <i>The Making of the American Essay</i>, ed. John D’Agata (Minneapolis: Graywolf Press, 2016), 167–95.'],
    ['a journal article, the page after the colon and the DOI last', article, page('9-10'),
      'Shao-Hsun Keng, Chun-Hung Lin, and Peter F. Orazem, “Expanding College Access in Taiwan, 1978–2014: Effects on Graduate Quality and Income Inequality,” <i>Journal of Human Capital</i> 11, no. 1 (Spring 2017): 9–10, https://doi.org/10.1086/690235.'],
    ['a magazine article by date, with the cited page', ref(13, { contributors: [person('Mead', 'Rebecca')], title: 'The Prophet of Dystopia', containerTitle: 'New Yorker', issued: { year: 2017, month: 4, day: 17 } }), page('43'),
      'Rebecca Mead, “The Prophet of Dystopia,” <i>New Yorker</i>, April 17, 2017, 43.'],
    ['a newspaper article from a database', ref(29, { contributors: [person('Ferguson', 'John')], title: 'Apathy a Danger as Winter Moves In', containerTitle: 'The Australian', issued: { year: 2021, month: 5, day: 4 }, source: 'ProQuest' }), undefined,
      'John Ferguson, “Apathy a Danger as Winter Moves In,” <i>The Australian</i>, May 4, 2021, ProQuest.'],
    ['a web page without an author or date, by its access date', ref(3, { title: 'About Yale: Yale Facts', containerTitle: 'Yale University', accessed: { year: 2017, month: 5, day: 1 }, url: 'https://www.yale.edu/about-yale/yale-facts' }), undefined,
      '“About Yale: Yale Facts,” Yale University, accessed May 1, 2017, https://www.yale.edu/about-yale/yale-facts.'],
    ['a dissertation, a title ending in a question mark taking no comma', ref(7, { contributors: [person('Coetzee', 'Narelle Jane')], title: 'Wild God in the Wilderness: Why Does Yahweh Choose to Appear?', genre: 'PhD diss.', issued: { year: 2016 }, publishers: [{ name: 'University of Birmingham' }] }), page('239'),
      'Narelle Jane Coetzee, “Wild God in the Wilderness: Why Does Yahweh Choose to Appear?” (PhD diss., University of Birmingham, 2016), 239.'],
    ['a film, beginning with its title', ref(19, { contributors: [person('Shanley', 'John Patrick', 'director')], title: 'Joe Versus the Volcano', originalDate: { year: 1990 }, issued: { year: 2002 }, publishers: [{ name: 'Warner Home Video', city: 'Burbank', state: 'CA' }], medium: 'DVD' }), { type: 9, value: '00/12/03' },
      '<i>Joe Versus the Volcano</i>, directed by John Patrick Shanley (1990; Burbank, CA: Warner Home Video, 2002), 12:03, DVD.'],
    ['a play by act, scene and line', ref(6, { contributors: [person('Shakespeare', 'William')], title: 'Hamlet', issued: { year: 2012 }, publishers: [{ name: 'Simon & Schuster', city: 'New York' }] }), { type: 1, value: '1/2/34' },
      'William Shakespeare, <i>Hamlet</i> (New York: Simon &amp; Schuster, 2012), 1.2.34.'],
    ['a scripture by book, chapter and verse with its version', ref(37, { title: 'The Holy Bible: New Revised Standard Version', issued: { year: 1989 } }), { type: 2, value: '1:3', label: 'Gen.' },
      'Gen. 1:3 (New Revised Standard Version).'],
    ['a court decision with its pinpoint page', ref(18, { title: 'Brown v. Board of Education', volume: '347', containerTitle: 'U.S.', pages: [{ start: '483' }], issued: { year: 1954 } }), page('495'),
      '<i>Brown v. Board of Education</i>, 347 U.S. 483, 495 (1954).'],
    ['an unsigned dictionary entry by s.v.', ref(11, { title: 'culture', containerTitle: 'Merriam-Webster.com Dictionary', accessed: { year: 2017, month: 5, day: 11 }, url: 'https://www.merriam-webster.com/dictionary/culture' }), undefined,
      '<i>Merriam-Webster.com Dictionary</i>, s.v. “culture,” accessed May 11, 2017, https://www.merriam-webster.com/dictionary/culture.'],
    ['an unpublished interview by the author', ref(23, { interviewKind: 'personal', contributors: [person('Macmillan', 'Andrew', 'interviewee')], issued: { year: 2017, month: 9, day: 3 } }), undefined,
      'Andrew Macmillan, interview by author, September 3, 2017.'],
  ])('cites %s', (_, r, location, expected) => {
    expect(full(r, location)).toBe(expected);
  });

  it('gives the access date only when there is no date of publication', () => {
    const dated = ref(3, { title: 'Page', containerTitle: 'Site', issued: { year: 2020, month: 1, day: 2 }, accessed: { year: 2021, month: 3, day: 4 }, url: 'https://example.org/' });
    expect(full(dated)).toBe('“Page,” Site, January 2, 2020, https://example.org/.');
    expect(full(ref(3, { ...dated.data, issued: { status: 'no-date' } }))).toBe('“Page,” Site, accessed March 4, 2021, https://example.org/.');
  });

  it('puts commas and periods inside closing quotation marks', () => {
    expect(full(ref(12, { contributors: [person('Reynolds', 'Simon')], title: 'Rock Music', containerTitle: 'Blissblog', issued: { year: 2018, month: 6, day: 8 } }))).toBe('Simon Reynolds, “Rock Music,” <i>Blissblog</i>, June 8, 2018.');
    expect(full(ref(3, { contributors: [group('Google')], title: 'Privacy Policy' }))).toBe('Google, “Privacy Policy.”');
  });

  it('always shows every part: namePart and datePart do not apply (word-addin §4)', () => {
    const hidden = cite([{ reference: swingTime, location: page('1'), namePart: false, datePart: false }]);
    expect(hidden.first.text).toBe('Zadie Smith, Swing Time (New York: Penguin Press, 2016), 1.');
    expect(hidden.subsequent.text).toBe('Smith, Swing Time, 1.');
  });

  it('joins several sources in one note with semicolons', () => {
    const out = cite([{ reference: swingTime, location: page('5') }, { reference: chapter }]);
    expect(out.first.text).toBe('Zadie Smith, Swing Time (New York: Penguin Press, 2016), 5; Henry David Thoreau, “Walking,” in The Making of the American Essay, ed. John D’Agata (Minneapolis: Graywolf Press, 2016), 167–95.');
    expect(out.subsequent.text).toBe('Smith, Swing Time, 5; Thoreau, “Walking.”');
  });

  it('uses no <sup>: the note number is the document\'s', () => {
    expect(full(swingTime, page('1'))).not.toContain('<sup>');
  });
});

describe('Turabian short notes', () => {
  it.each<[string, Reference, CitationLocation | undefined, string]>([
    ['a book: surname, short title in italics, page', swingTime, page('320'), 'Smith, <i>Swing Time</i>, 320.'],
    ['a book whose title drops its article and subtitle', ref(2, { contributors: [person('Kitamura', 'Katie')], title: 'A Separation: A Novel' }), page('91-92'), 'Kitamura, <i>Separation</i>, 91–92.'],
    ['two authors', ref(2, { contributors: [person('Minow', 'Newton N.'), person('LaMay', 'Craig L.')], title: 'Inside the Presidential Debates', shortTitle: 'Presidential Debates' }), page('24-25'), 'Minow and LaMay, <i>Presidential Debates</i>, 24–25.'],
    ['three authors', article, page('30'), 'Keng, Lin, and Orazem, “Expanding College Access,” 30.'],
    ['a published interview, by the person interviewed and the word (CMOS 14.213)', ref(23, { contributors: [person('Stamper', 'Kory', 'interviewee'), person('Gross', 'Terry', 'interviewer')], title: 'From F-Bomb to Photobomb', containerTitle: 'Fresh Air' }), undefined, 'Stamper, interview.'],
    ['an introduction, by what it is (CMOS 14.110)', ref(9, { contributors: [person('Rieger', 'James')], title: 'Introduction', containerTitle: 'Frankenstein' }), page('xxxiii'), 'Rieger, introduction, xxxiii.'],
    ['four or more authors with et al.', ref(2, { contributors: ['Evans', 'Grimshaw', 'Philips', 'Swain'].map((f) => person(f)), title: 'Equal Subjects, Unequal Rights', shortTitle: 'Equal Subjects' }), page('121-123'), 'Evans et al., <i>Equal Subjects</i>, 121–23.'],
    ['a chapter, its title in quotation marks', chapter, page('182'), 'Thoreau, “Walking,” 182.'],
    ['a work cited without a location', ref(3, { contributors: [group('Australian Research Data Commons')], title: 'Data Management Plans' }), undefined, 'Australian Research Data Commons, “Data Management Plans.”'],
    ['a work without an author, by its short title', ref(2, { title: 'The Chicago Manual of Style: The Essential Guide for Writers' }), page('14'), '<i>Chicago Manual of Style</i>, 14.'],
    ['a film, by its title', ref(19, { contributors: [person('Jordan', 'Neil', 'director')], title: 'Michael Collins' }), undefined, '<i>Michael Collins</i>.'],
    ['a court decision, Bluebook style', ref(18, { title: 'Brown v. Board of Education', volume: '347', containerTitle: 'U.S.', pages: [{ start: '483' }] }), page('495'), '<i>Brown</i>, 347 U.S. at 495.'],
    ['a scripture, by its place only', ref(37, { title: 'The Holy Bible' }), { type: 2, value: '1:5', label: 'Gen.' }, 'Gen. 1:5.'],
  ])('shortens %s', (_, r, location, expected) => {
    expect(short(r, location)).toBe(expected);
  });

  it('gives the full name of an author whose surname another author of the paper shares (CMOS 14.29)', () => {
    const zadie = ref(2, { contributors: [person('Smith', 'Zadie')], title: 'NW' });
    const adam = ref(2, { contributors: [person('Smith', 'Adam')], title: 'The Wealth of Nations' });
    const context = [zadie, adam, swingTime];
    expect(cite([{ reference: zadie }], { context }).subsequent.text).toBe('Zadie Smith, NW.');
    expect(cite([{ reference: zadie }], { context: [zadie, swingTime] }).subsequent.text).toBe('Smith, NW.');
  });
});

describe('the Ibid. option (CMOS 14.34)', () => {
  const previous: CitationItem[] = [{ reference: swingTime, location: page('45') }];

  it('is off by default: a later note is the short note', () => {
    expect(cite([{ reference: swingTime, location: page('45') }], { previous }).subsequent.text).toBe('Smith, Swing Time, 45.');
  });

  it.each<[string, CitationItem[], readonly CitationItem[] | undefined, string]>([
    ['the same source and page', [{ reference: swingTime, location: page('45') }], previous, 'Ibid.'],
    ['the same source without a page', [{ reference: swingTime }], previous, 'Ibid.'],
    ['the same source at another page', [{ reference: swingTime, location: page('46-48') }], previous, 'Ibid., 46–48.'],
    ['the same source as a copy with the same unique id', [{ reference: { ...swingTime, referenceUniqueID: 'A' }, location: page('2') }], [{ reference: { ...swingTime, referenceUniqueID: 'A' } }], 'Ibid., 2.'],
    ['another source', [{ reference: chapter, location: page('170') }], previous, 'Thoreau, “Walking,” 170.'],
    ['no previous note', [{ reference: swingTime, location: page('45') }], undefined, 'Smith, Swing Time, 45.'],
    ['a previous note citing two sources', [{ reference: swingTime }], [...previous, { reference: chapter }], 'Smith, Swing Time.'],
  ])('when on, cites %s', (_, items, before, expected) => {
    const out = cite(items, { ibid: true, ...(before ? { previous: before } : {}) });
    expect(out.subsequent.text).toBe(expected);
    expect(out.first.text).not.toMatch(/^Ibid/);
  });
});

describe('Turabian notes for odd data', () => {
  it.each(referenceTypes.map((t) => t.id))('cites an empty reference of type %i without throwing', (id) => {
    expect(() => cite([{ reference: ref(id, {}), location: page('1') }])).not.toThrow();
    expect(() => cite([{ reference: ref(id, { title: 'T', contributors: [person('Doe')] }), location: { type: 9, value: 'not a time' } }])).not.toThrow();
  });

  it('cites nothing for no items, and a bare location for an empty reference', () => {
    expect(cite([]).first.text).toBe('');
    expect(cite([{ reference: ref(2, {}), location: page('4') }]).subsequent.text).toBe('4.');
  });

  it('survives data that skipped validation', () => {
    const broken = { referenceTypeID: 2, data: { title: 'Broken', contributors: [{ id: '1', type: 'author', kind: 'person' }] } } as unknown as Reference;
    expect(() => cite([{ reference: broken }])).not.toThrow();
    expect(cite([{ reference: broken }]).first.text).toContain('Broken');
  });
});
