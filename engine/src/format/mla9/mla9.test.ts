import { describe, expect, it } from 'vitest';
import { referenceTypes } from '../../catalogue/reference-types.js';
import type { CitationItem } from '../../model/citation-item.js';
import type { Reference } from '../../model/reference.js';
import { formatBibliography, formatCitation, formatReference } from '../index.js';
import { mlaDate, mlaPublisher } from './parts.js';
import { person, ref } from '../../testing/builders.js';

const mla = (r: Reference) => formatReference(r, 'mla9').html;
const cite = (items: CitationItem[], opts = {}) => formatCitation(items, 'mla9', opts).first.text;

describe('MLA 9 works-cited entries', () => {
  const book = { title: 'the pleasures of reading in an age of distraction', issued: { year: 2011 }, publishers: [{ name: 'Oxford University Press' }] };

  it('gives one, two and three or more authors', () => {
    expect(mla(ref(2, { contributors: [person('Jacobs', 'Alan')], ...book }))).toBe('Jacobs, Alan. <i>The Pleasures of Reading in an Age of Distraction</i>. Oxford UP, 2011.');
    expect(mla(ref(2, { contributors: [person('Dorris', 'Michael'), person('Erdrich', 'Louise')], ...book }))).toMatch(/^Dorris, Michael, and Louise Erdrich\. /);
    expect(mla(ref(2, { contributors: [person('Wysocki', 'Anne Frances'), person('Johnson-Eilola', 'Johndan'), person('Selfe', 'Cynthia L.')], ...book }))).toMatch(/^Wysocki, Anne Frances, et al\. /);
  });

  it('gives a bare middle initial its period, as pages often leave it out ("Maria C Almeida")', () => {
    expect(mla(ref(2, { contributors: [person('Almeida', 'Maria C'), person('Steiner', 'Alexandre A')], ...book }))).toMatch(/^Almeida, Maria C\., and Alexandre A\. Steiner\. /);
  });

  it('names an editor in the author position with ", editor"', () => {
    expect(mla(ref(31, { contributors: [person('Broad', 'Robin', 'editor')], ...book }))).toMatch(/^Broad, Robin, editor\. /);
  });

  it('puts a chapter in its book with "edited by" and the pages', () => {
    expect(mla(ref(9, { contributors: [person('Sweeney', 'John'), person('Broad', 'Robin', 'editor')], title: 'The New Internationalism', containerTitle: 'Global Backlash', publishers: [{ name: 'MacMillan Press' }], issued: { year: 2002 }, pages: [{ start: '55', end: '62' }] }))).toBe(
      'Sweeney, John. “The New Internationalism.” <i>Global Backlash</i>, edited by Robin Broad, MacMillan Press, 2002, pp. 55–62.',
    );
  });

  it('sets a journal article with volume, number, date, pages and a database as second container', () => {
    expect(mla(ref(1, { contributors: [person('Cardanay', 'Audrey')], title: 'Illustrating Motion, Music, and Story', containerTitle: 'General Music Today', volume: '29', issue: '3', issued: { year: 2016 }, pages: [{ start: '25', end: '29' }], source: 'Academic Search Premier', doi: '10.1177/1048371315626498' }))).toBe(
      'Cardanay, Audrey. “Illustrating Motion, Music, and Story.” <i>General Music Today</i>, vol. 29, no. 3, 2016, pp. 25–29. <i>Academic Search Premier</i>, https://doi.org/10.1177/1048371315626498.',
    );
  });

  it('gives no second container for an index or registry that only supplied the metadata, nor for a bare web host', () => {
    const article = { contributors: [person('Cardanay', 'Audrey')], title: 'Illustrating Motion, Music, and Story', containerTitle: 'General Music Today', volume: '29', issue: '3', issued: { year: 2016 }, pages: [{ start: '25', end: '29' }], doi: '10.1177/1048371315626498' };
    const expected = 'Cardanay, Audrey. “Illustrating Motion, Music, and Story.” <i>General Music Today</i>, vol. 29, no. 3, 2016, pp. 25–29, https://doi.org/10.1177/1048371315626498.';
    for (const source of ['Crossref', 'Google Scholar', 'DataCite', 'PubMed', 'academic.oup.com']) expect(mla(ref(1, { ...article, source }))).toBe(expected);
    expect(mla(ref(1, { ...article, source: 'JSTOR' }))).toMatch(/pp\. 25–29\. <i>JSTOR<\/i>, https:/);
  });

  it('skips an author named "Anonymous" and begins the entry and the in-text citation with the title', () => {
    const unsigned = ref(1, { contributors: [person('Anonymous', '')], title: 'New TeX Features from AMS', containerTitle: 'Notices of the American Mathematical Society', volume: '37', issue: '2', issued: { year: 1990 }, pages: [{ start: '143', end: '144' }] });
    expect(mla(unsigned)).toBe('“New TeX Features from AMS.” <i>Notices of the American Mathematical Society</i>, vol. 37, no. 2, 1990, pp. 143–44.');
    expect(cite([{ reference: unsigned }])).toBe('(“New TeX Features from AMS”)');
    expect(formatReference(unsigned, 'apa7').html).toMatch(/^Anonymous\. /);
  });

  it('dates a book, a chapter and a paper in published proceedings by the year, where a record gives the day it went online', () => {
    const issued = { year: 2019, month: 7, day: 1 };
    expect(mla(ref(2, { contributors: [person('Leung', 'Vincent S.')], title: 'The politics of the past in early China', publishers: [{ name: 'Cambridge University Press' }], issued }))).toBe('Leung, Vincent S. <i>The Politics of the Past in Early China</i>. Cambridge UP, 2019.');
    expect(mla(ref(9, { contributors: [person('Fecher', 'Benedikt')], title: 'Open science', containerTitle: 'Opening science', publishers: [{ name: 'Springer' }], issued, pages: [{ start: '17', end: '47' }] }))).toContain('<i>Opening Science</i>, Springer, 2019, pp. 17–47.');
    expect(mla(ref(8, { contributors: [person('Pandey', 'Prashant')], title: 'Vector quotient filters', containerTitle: 'Proceedings of the 2021 International Conference on Management of Data', publishers: [{ name: 'ACM' }], issued }))).toContain('ACM, 2019.');
    expect(mla(ref(1, { contributors: [person('Cardanay', 'Audrey')], title: 'Illustrating motion', containerTitle: 'General Music Today', issued }))).toContain('<i>General Music Today</i>, 1 July 2019.');
  });

  it('names a report\'s number with its kind and the label "no.", and leaves a number with its own letters bare', () => {
    const report = { contributors: [person('Cheswick', 'Bill')], title: 'A permuted index for TeX and LaTeX', publishers: [{ name: 'AT&T Bell Laboratories' }], issued: { year: 1990, month: 2 } };
    expect(mla(ref(4, { ...report, genre: 'Computing Science Technical Report', number: '145' }))).toBe('Cheswick, Bill. <i>A Permuted Index for TeX and LaTeX</i>. Computing Science Technical Report no. 145, AT&amp;T Bell Laboratories, Feb. 1990.');
    expect(mla(ref(4, { ...report, genre: 'Comp. Sci. Tech. Rep. No.', number: '142' }))).toContain('</i>. Comp. Sci. Tech. Rep. no. 142, AT&amp;T');
    expect(mla(ref(4, { ...report, number: '1341' }))).toContain('</i>. No. 1341, AT&amp;T');
    expect(mla(ref(4, { ...report, genre: 'Technical report', number: 'NRC-2000-12' }))).toContain('</i>. NRC-2000-12, AT&amp;T');
  });

  it('words a doctoral thesis "PhD dissertation" and a master\'s "MA thesis", dated by the year after the title', () => {
    const thesis = { contributors: [person('Hobby', 'John Douglas')], title: 'Digitized brush trajectories', publishers: [{ name: 'Stanford University' }], issued: { year: 1986, month: 6 } };
    expect(mla(ref(7, { ...thesis, genre: 'Doctoral dissertation' }))).toBe('Hobby, John Douglas. <i>Digitized Brush Trajectories</i>. 1986. Stanford University, PhD dissertation.');
    expect(mla(ref(7, { ...thesis, genre: "Master's thesis" }))).toBe('Hobby, John Douglas. <i>Digitized Brush Trajectories</i>. 1986. Stanford University, MA thesis.');
    // The repository that holds it is a second container (MLA 9 5.37): "WakeSpace", a university library's.
    expect(mla(ref(7, { ...thesis, genre: 'Doctoral dissertation', archive: 'Stanford Digital Repository', url: 'https://purl.stanford.edu/x' }))).toBe(
      'Hobby, John Douglas. <i>Digitized Brush Trajectories</i>. 1986. Stanford University, PhD dissertation. <i>Stanford Digital Repository</i>, purl.stanford.edu/x.',
    );
  });

  it('does not credit a journal\'s handling editor as a contributor to the article, where a book\'s editor is', () => {
    const editor = person('Gibas', 'Cynthia', 'editor');
    expect(mla(ref(1, { contributors: [person('Knauff', 'Markus'), editor], title: 'An efficiency comparison', containerTitle: 'PLoS One', volume: '9', issued: { year: 2014 } }))).toBe('Knauff, Markus. “An Efficiency Comparison.” <i>PLoS One</i>, vol. 9, 2014.');
    expect(mla(ref(9, { contributors: [person('Knauff', 'Markus'), editor], title: 'An efficiency comparison', containerTitle: 'Typesetting', issued: { year: 2014 } }))).toContain('<i>Typesetting</i>, edited by Cynthia Gibas, 2014.');
  });

  it('quotes a preprint\'s title and sets its server, spelled as the server spells it, in italics as its container, with a numbered version', () => {
    const preprint = { contributors: [person('Patil', 'Prasad')], title: 'A statistical definition for reproducibility and replicability', issued: { year: 2016, month: 7, day: 29 }, doi: '10.1101/066803' };
    expect(mla(ref(32, { ...preprint, publishers: [{ name: 'bioRxiv' }] }))).toBe('Patil, Prasad. “A Statistical Definition for Reproducibility and Replicability.” <i>bioRxiv</i>, 29 July 2016, https://doi.org/10.1101/066803.');
    expect(mla(ref(32, { ...preprint, containerTitle: 'arXiv', publishers: [{ name: 'arXiv' }], version: 'v3' }))).toContain('.” <i>arXiv</i>, version 3, 29 July 2016,');
  });

  it('keeps a blog\'s name its owner styles in lower case, and title-cases a periodical\'s', () => {
    const post = { contributors: [person('Willighagen', 'Egon')], title: 'The Bioclipse workshop is in progress', containerTitle: 'chem-bla-ics', issued: { year: 2006, month: 11, day: 1 } };
    expect(mla(ref(12, post))).toBe('Willighagen, Egon. “The Bioclipse Workshop Is in Progress.” <i>chem-bla-ics</i>, 1 Nov. 2006.');
    expect(mla(ref(1, { ...post, containerTitle: 'notices of the society' }))).toContain('<i>Notices of the Society</i>');
  });

  it('sets a film by its title with "Directed by"', () => {
    expect(mla(ref(19, { contributors: [person('Spielberg', 'Steven', 'director')], title: 'Schindler’s List', publishers: [{ name: 'Universal Pictures' }], issued: { year: 1993 } }))).toBe(
      '<i>Schindler’s List</i>. Directed by Steven Spielberg, Universal Pictures, 1993.',
    );
  });

  it('gives a newspaper\'s edition after the date and pages that do not run on with a plus', () => {
    expect(mla(ref(29, { contributors: [person('Kissinger', 'Henry')], title: 'The China Challenge', containerTitle: 'Wall Street Journal', edition: 'late ed.', issued: { year: 2011, month: 5, day: 14, end: { year: 2011, month: 5, day: 15 } }, pages: [{ start: 'C1', end: 'C2' }] }))).toBe(
      'Kissinger, Henry. “The China Challenge.” <i>Wall Street Journal</i>, 14–15 May 2011, late ed., pp. C1–C2.',
    );
    expect(mla(ref(29, { contributors: [person('Williams', 'Joy')], title: 'Rogue Territory', containerTitle: 'The New York Times Book Review', issued: { year: 2014, month: 11, day: 9 }, pages: [{ start: '1+' }] }))).toContain('9 Nov. 2014, pp. 1+.');
  });

  it('prints a web source\'s URL without the scheme and adds the access date', () => {
    expect(mla(ref(33, { contributors: [person('Paulson', 'Sarah')], title: 'Get Ready', containerTitle: 'Twitter', issued: { year: 2017, month: 12, day: 14 }, url: 'https://twitter.com/x/status/1', accessed: { year: 2024, month: 1, day: 5 } }))).toBe(
      'Paulson, Sarah. “Get Ready.” <i>Twitter</i>, 14 Dec. 2017, twitter.com/x/status/1. Accessed 5 Jan. 2024.',
    );
  });

  it('keeps a post\'s own words as its title, without title case', () => {
    expect(mla(ref(33, { contributors: [{ id: 'g', type: 'author', kind: 'group', name: 'Sophia and Momo' }], title: 'momo and his bowl!', containerTitle: 'TikTok' }))).toContain('“momo and his bowl!”');
  });

  it('ends an artwork seen in person with its medium', () => {
    expect(mla(ref(14, { contributors: [person('Pratt', 'Christopher')], title: 'Young Girl with Seashells', issued: { year: 1965 }, archive: 'Memorial University of Newfoundland Collection', archivePlace: 'Corner Brook', medium: 'oil on masonite' }))).toBe(
      'Pratt, Christopher. <i>Young Girl with Seashells</i>. 1965, Memorial University of Newfoundland Collection, Corner Brook. Oil on masonite.',
    );
  });

  it('writes a descriptive edition in lower case inside the version element and keeps a named edition whole', () => {
    const book = { contributors: [person('Rumi', 'Jalal al-Din'), person('Barks', 'Coleman', 'translator')], title: 'The essential Rumi', publishers: [{ name: 'HarperCollins' }], issued: { year: 2010 } };
    expect(mla(ref(2, { ...book, edition: 'New expanded edition' }))).toContain('Translated by Coleman Barks, new expanded ed., HarperCollins');
    expect(mla(ref(2, { ...book, edition: 'Norton Critical Edition' }))).toContain('Translated by Coleman Barks, Norton Critical Edition, HarperCollins');
  });

  it('begins with the title when the organization that wrote the work also published it, and cites it by title', () => {
    const manual = ref(2, { contributors: [{ id: 'g', type: 'author', kind: 'group', name: 'American Psychological Association' }], title: 'Publication manual', publishers: [{ name: 'American Psychological Association' }], issued: { year: 2020 } });
    expect(mla(manual)).toBe('<i>Publication Manual</i>. American Psychological Association, 2020.');
    expect(cite([{ reference: manual }])).toBe('(Publication Manual)');
  });

  it('begins with the title when the organization that wrote a page names the website, and gives a doi.org link as a DOI', () => {
    const cdc = { id: 'g', type: 'author' as const, kind: 'group' as const, name: 'Centers for Disease Control and Prevention' };
    expect(mla(ref(3, { contributors: [cdc], title: 'Vaccines', containerTitle: 'Centers for Disease Control and Prevention', issued: { year: 2021 }, url: 'https://dx.doi.org/10.1000/xyz' }))).toBe(
      '“Vaccines.” <i>Centers for Disease Control and Prevention</i>, 2021, https://doi.org/10.1000/xyz.',
    );
  });

  it('credits an interviewer after the title of the interview, before its container', () => {
    const interview = { contributors: [person('Morrison', 'Toni', 'interviewee'), person('Als', 'Hilton', 'interviewer')], title: 'On language', issued: { year: 2019 } };
    expect(mla(ref(23, { ...interview, containerTitle: 'The Paris Review' }))).toBe('Morrison, Toni. “On Language.” Interview by Hilton Als. <i>The Paris Review</i>, 2019.');
    expect(mla(ref(23, interview))).toBe('Morrison, Toni. “On Language.” Interview by Hilton Als. 2019.');
  });

  it('keeps a web address that opens an element in its own letters', () => {
    expect(mla(ref(3, { title: 'Manubot', url: 'http://blogs.nature.com/naturejobs/manubot' }))).toBe('“Manubot.” blogs.nature.com/naturejobs/manubot.');
  });

  it('describes an untitled work in plain words, and a review without a title by what it reviews', () => {
    expect(mla(ref(14, { contributors: [person('Mackintosh', 'Charles Rennie')], genre: 'chair of stained oak', issued: { year: 1897 } }))).toBe('Mackintosh, Charles Rennie. Chair of stained oak. 1897.');
    expect(mla(ref(27, { contributors: [person('Mendelsohn', 'Daniel')], reviewedTitle: 'The Hours', containerTitle: 'New York', issued: { year: 1998 } }))).toBe('Mendelsohn, Daniel. Review of <i>The Hours</i>. <i>New York</i>, 1998.');
  });

  it('names a series\' season, its creator, a software version, and quotes a video a site holds', () => {
    expect(mla(ref(43, { title: 'Hush', containerTitle: 'Buffy the Vampire Slayer', contributors: [person('Whedon', 'Joss', 'series-creator')], volume: '4', number: '10', issued: { year: 1999 } }))).toBe('“Hush.” <i>Buffy the Vampire Slayer</i>, created by Joss Whedon, season 4, episode 10, 1999.');
    expect(mla(ref(16, { title: 'Words with friends', version: '5.84', publishers: [{ name: 'Zynga' }], issued: { year: 2013 } }))).toBe('<i>Words with Friends</i>. Version 5.84, Zynga, 2013.');
    expect(mla(ref(47, { title: 'Why we sleep', containerTitle: 'YouTube', issued: { year: 2016 } }))).toBe('“Why We Sleep.” <i>YouTube</i>, 2016.');
  });

  it('gives a republished work\'s original date after its title, and an unpublished dissertation\'s date there too', () => {
    expect(mla(ref(2, { contributors: [person('Austen', 'Jane')], title: 'Pride and prejudice', originalDate: { year: 1813 }, publishers: [{ name: 'Penguin Books' }], issued: { year: 2003 } }))).toBe('Austen, Jane. <i>Pride and Prejudice</i>. 1813. Penguin Books, 2003.');
    expect(mla(ref(7, { contributors: [person('Bishop', 'Karen')], title: 'Documenting identity', genre: 'phdthesis', publishers: [{ name: 'Purdue University' }], issued: { year: 2002 } }))).toBe('Bishop, Karen. <i>Documenting Identity</i>. 2002. Purdue University, PhD dissertation.');
  });

  it('names the city instead of the publisher of a book published before 1900', () => {
    expect(mla(ref(2, { contributors: [person('Dickens', 'Charles')], title: 'Our mutual friend', publishers: [{ name: 'Chapman and Hall', city: 'London' }], issued: { year: 1865 } }))).toBe('Dickens, Charles. <i>Our Mutual Friend</i>. London, 1865.');
    expect(mla(ref(2, { contributors: [person('Woolf', 'Virginia')], title: 'Orlando', publishers: [{ name: 'Hogarth Press', city: 'London' }], issued: { year: 1928 } }))).toBe('Woolf, Virginia. <i>Orlando</i>. Hogarth Press, 1928.');
  });

  it('sets a lecture in its event, with the place, and ends with its description', () => {
    expect(mla(ref(35, { contributors: [person('Atwood', 'Margaret')], title: 'Silencing the scream', eventTitle: 'Boundaries of the Imagination Forum', eventPlace: 'Toronto', issued: { year: 1993, month: 12, day: 29 }, genre: 'address' }))).toBe(
      'Atwood, Margaret. “Silencing the Scream.” Boundaries of the Imagination Forum, 29 Dec. 1993, Toronto. Address.',
    );
  });

  it('sets an album in italics and a song in quotation marks', () => {
    expect(mla(ref(28, { contributors: [{ id: 'g', type: 'author', kind: 'group', name: 'Beyoncé' }], title: 'Lemonade', genre: 'album', issued: { year: 2016 } }))).toBe('Beyoncé. <i>Lemonade</i>. 2016.');
    expect(mla(ref(28, { contributors: [{ id: 'g', type: 'author', kind: 'group', name: 'Beyoncé' }], title: 'Formation', containerTitle: 'Lemonade', issued: { year: 2016 } }))).toBe('Beyoncé. “Formation.” <i>Lemonade</i>, 2016.');
  });

  it('never throws on any type with empty data', () => {
    for (const t of referenceTypes) expect(() => formatReference(ref(t.id, {}), 'mla9')).not.toThrow();
  });
});

describe('MLA 9 parts', () => {
  it('abbreviates months, lower-cases seasons, and writes ranges', () => {
    expect(mlaDate({ year: 2017, month: 12, day: 14 })).toBe('14 Dec. 2017');
    expect(mlaDate({ year: 2016, month: 6, day: 28 })).toBe('28 June 2016');
    expect(mlaDate({ year: 2009, season: 'fall' })).toBe('fall 2009');
    expect(mlaDate({ year: 2020, month: 5, day: 30, end: { year: 2020, month: 6, day: 2 } })).toBe('30 May–2 June 2020');
    expect(mlaDate({ status: 'no-date' })).toBeUndefined();
  });

  it('shortens university presses', () => {
    expect(mlaPublisher('Oxford University Press')).toBe('Oxford UP');
    expect(mlaPublisher('University of Chicago Press')).toBe('U of Chicago P');
    expect(mlaPublisher('Penguin Books Ltd.')).toBe('Penguin Books');
  });

  it('shortens the "Press" of an academic press not named University, and leaves a trade press and a society\'s alone', () => {
    expect(mlaPublisher('MIT Press')).toBe('MIT P');
    expect(mlaPublisher('Imperial College Press')).toBe('Imperial College P');
    expect(mlaPublisher('Free Press')).toBe('Free Press');
    expect(mlaPublisher('ACM Press')).toBe('ACM Press');
  });

  it('leaves out "Company" with the other business words', () => {
    expect(mlaPublisher('W. W. Norton & Company')).toBe('W. W. Norton');
    expect(mlaPublisher('Houghton Mifflin Company')).toBe('Houghton Mifflin');
  });

  it('gives a range of years in one century with the second year\'s last two digits', () => {
    expect(mlaDate({ year: 2008, end: { year: 2013 } })).toBe('2008–13');
    expect(mlaDate({ year: 1898, end: { year: 1901 } })).toBe('1898–1901');
    expect(mlaDate({ year: 2019, month: 12, end: { year: 2020, month: 1 } })).toBe('Dec. 2019–Jan. 2020');
  });
});

describe('MLA 9 in-text citations and order', () => {
  const hayles1 = ref(2, { contributors: [person('Hayles', 'N. Katherine')], title: 'My Mother Was a Computer: Digital Subjects', issued: { year: 2005 } });
  const hayles2 = ref(2, { contributors: [person('Hayles', 'N. Katherine')], title: 'How We Became Posthuman', issued: { year: 1999 } });
  const best = ref(1, { contributors: [person('Best', 'David'), person('Marcus', 'Sharon')], title: 'Surface Reading', issued: { year: 2009 } });

  it('cites (Author page), two authors with "and", and et al.', () => {
    expect(cite([{ reference: best, location: { type: 3, value: '18' } }])).toBe('(Best and Marcus 18)');
    expect(cite([{ reference: ref(2, { contributors: [person('A', 'x'), person('B', 'y'), person('C', 'z')], title: 'T' }), location: { type: 3, value: '4-5' } }])).toBe('(A et al. 4–5)');
  });

  it('adds a short title when the paper cites several works by one author', () => {
    expect(cite([{ reference: hayles1, location: { type: 3, value: '12' } }], { context: [hayles1, hayles2] })).toBe('(Hayles, My Mother Was a Computer 12)');
  });

  it('adds an initial when two cited authors share a surname', () => {
    const a = ref(2, { contributors: [person('Smith', 'Zadie')], title: 'T' });
    const b = ref(2, { contributors: [person('Smith', 'Ali')], title: 'U' });
    expect(cite([{ reference: a }], { context: [a, b] })).toBe('(Z. Smith)');
  });

  it('shortens a title to the word it is alphabetized by, without an initial article', () => {
    expect(cite([{ reference: ref(2, { title: 'The double helix: a personal account' }) }])).toBe('(Double Helix)');
    expect(cite([{ reference: ref(2, { title: 'Der Zauberberg', language: 'de' }) }])).toBe('(Der Zauberberg)');
  });

  it('ends a short title where a subtitle begins after a spaced dash, and leaves out a closing parenthetical', () => {
    expect(cite([{ reference: ref(3, { title: 'Athlete’s foot - topic overview' }) }])).toBe('(“Athlete’s Foot”)');
    expect(cite([{ reference: ref(3, { title: 'Autism spectrum disorder (ASD)' }) }])).toBe('(“Autism Spectrum Disorder”)');
  });

  it('cites a work without an author by its short title and joins several citations with semicolons', () => {
    const wiki = ref(46, { title: 'Pendragon' });
    expect(cite([{ reference: wiki }, { reference: best, location: { type: 4, value: '3' } }])).toBe('(“Pendragon”; Best and Marcus, par. 3)');
  });

  it('orders the works cited by author then title and uses three hyphens for the same author', () => {
    const list = formatBibliography([hayles1, best, hayles2], 'mla9').map((f) => f.text);
    expect(list[0]).toMatch(/^Best, David/);
    expect(list[1]).toMatch(/^Hayles, N\. Katherine\. How We Became/);
    expect(list[2]).toMatch(/^---\. My Mother/);
  });
});

describe('MLA 9 titles in other languages', () => {
  it('keeps a German title’s own capitals instead of English title case', () => {
    const book = ref(2, { contributors: [person('Mann', 'Thomas')], title: 'Der Zauberberg und die Zeit', language: 'de', publishers: [{ name: 'S. Fischer' }], issued: { year: 1924 } });
    expect(formatReference(book, 'mla9').text).toBe('Mann, Thomas. Der Zauberberg und die Zeit. S. Fischer, 1924.');
  });
});
