import { describe, expect, it } from 'vitest';
import { referenceTypes } from '../../catalogue/reference-types.js';
import type { Contributor } from '../../model/contributor.js';
import type { Reference } from '../../model/reference.js';
import { formatBibliography, formatReference } from '../index.js';
import { group, person, ref } from '../../testing/builders.js';

const text = (r: Reference) => formatReference(r, 'turabian9').text;
const html = (r: Reference) => formatReference(r, 'turabian9').html;
const chicago = { name: 'University of Chicago Press', city: 'Chicago' };

describe('Turabian bibliography entries for books', () => {
  it.each<[string, Reference, string]>([
    ['one author', ref(2, { contributors: [person('Smith', 'Zadie')], title: 'Swing Time', issued: { year: 2016 }, publishers: [{ name: 'Penguin Press', city: 'New York' }] }),
      'Smith, Zadie. <i>Swing Time</i>. New York: Penguin Press, 2016.'],
    ['an edition and a state', ref(2, { contributors: [person('Kinzie', 'Mary')], title: 'A Poet’s Guide to Poetry', edition: '2', issued: { year: 2013 }, publishers: [{ name: 'Baker Academic', city: 'Grand Rapids', state: 'MI' }] }),
      'Kinzie, Mary. <i>A Poet’s Guide to Poetry</i>. 2nd ed. Grand Rapids, MI: Baker Academic, 2013.'],
    ['an e-book from a database', ref(2, { contributors: [person('Felker-Jones', 'Beth')], title: 'Practicing Christian Doctrine', issued: { year: 2014 }, publishers: [{ name: 'Baker Academic' }], source: 'ProQuest Ebrary' }),
      'Felker-Jones, Beth. <i>Practicing Christian Doctrine</i>. Baker Academic, 2014. ProQuest Ebrary.'],
    ['a reprint', ref(2, { contributors: [person('Chopin', 'Kate')], title: 'The Awakening', originalDate: { year: 1899 }, issued: { year: 2003 }, publishers: [{ name: 'Penguin', city: 'New York' }] }),
      'Chopin, Kate. <i>The Awakening</i>. 1899. Reprint, New York: Penguin, 2003.'],
    // CMOS 14.108: the original's date belongs to another work, under its own title; this is no reprint of it.
    ['a translation of a work under another title', ref(2, { contributors: [person('Freud', 'Sigmund'), person('Strachey', 'James', 'translator')], title: 'The Interpretation of Dreams', originalTitle: 'Die Traumdeutung', originalDate: { year: 1900 }, issued: { year: 2010 }, publishers: [{ name: 'Basic Books', city: 'New York' }] }),
      'Freud, Sigmund. <i>The Interpretation of Dreams</i>. Translated by James Strachey. New York: Basic Books, 2010.'],
    ['a volume, a series and a DOI', ref(2, { contributors: [person('Doe', 'Jane')], title: 'Letters', volume: '2', collectionTitle: 'Studies in History', collectionNumber: '12', issued: { year: 2010 }, publishers: [chicago], doi: '10.7208/chicago/9780226123456.001.0001' }),
      'Doe, Jane. <i>Letters</i>. Vol. 2. Studies in History 12. Chicago: University of Chicago Press, 2010. https://doi.org/10.7208/chicago/9780226123456.001.0001.'],
    ['no date', ref(2, { contributors: [person('Doe', 'Jane')], title: 'Undated', publishers: [chicago] }),
      'Doe, Jane. <i>Undated</i>. Chicago: University of Chicago Press, n.d.'],
    ['a title typed in sentence case', ref(2, { contributors: [person('Doe', 'Jane')], title: 'the rise and fall of the third reich', issued: { year: 1960 } }),
      'Doe, Jane. <i>The Rise and Fall of the Third Reich</i>. 1960.'],
  ])('cites a book with %s', (_, r, expected) => {
    expect(html(r)).toBe(expected);
  });

  it('cites a chapter with the book, its editors and the chapter\'s pages', () => {
    const r = ref(9, {
      contributors: [person('Kelly', 'John D.'), ...['Kelly John D.', 'Jauregui Beatrice', 'Mitchell Sean T.', 'Walton Jeremy'].map((n) => person(n.split(' ')[0]!, n.split(' ').slice(1).join(' '), 'editor'))],
      title: 'Seeing Red: Mao Fetishism, Pax Americana, and the Moral Economy of War', containerTitle: 'Anthropology and Global Counterinsurgency',
      issued: { year: 2010 }, publishers: [chicago], pages: [{ start: '67', end: '83' }],
    });
    expect(html(r)).toBe('Kelly, John D. “Seeing Red: Mao Fetishism, Pax Americana, and the Moral Economy of War.” In <i>Anthropology and Global Counterinsurgency</i>, edited by John D. Kelly, Beatrice Jauregui, Sean T. Mitchell, and Jeremy Walton, 67–83. Chicago: University of Chicago Press, 2010.');
  });
});

describe('Turabian bibliography entries for periodicals', () => {
  it.each<[string, Reference, string]>([
    ['a journal article with issue, abbreviated range and DOI', ref(1, { contributors: [person('Crotty', 'Martin'), person('Stockings', 'Craig')], title: 'The Minefield of Australian Military History', containerTitle: 'Australian Journal of Politics and History', volume: '60', issue: '4', issued: { year: 2014 }, pages: [{ start: '580', end: '591' }], doi: '10.1111/ajph.12073' }),
      'Crotty, Martin, and Craig Stockings. “The Minefield of Australian Military History.” <i>Australian Journal of Politics and History</i> 60, no. 4 (2014): 580–91. https://doi.org/10.1111/ajph.12073.'],
    ['a journal article with a month and a database', ref(1, { contributors: [person('LaSalle', 'Peter')], title: 'Conundrum: A Story about Reading', containerTitle: 'New England Review', volume: '38', issue: '1', issued: { year: 2017, month: 3 }, pages: [{ start: '95', end: '109' }], archive: 'Project MUSE' }),
      'LaSalle, Peter. “Conundrum: A Story about Reading.” <i>New England Review</i> 38, no. 1 (March 2017): 95–109. Project MUSE.'],
    ['a magazine article, dated and without pages', ref(13, { contributors: [person('Mead', 'Rebecca')], title: 'The Prophet of Dystopia', containerTitle: 'New Yorker', issued: { year: 2017, month: 4, day: 17 }, pages: [{ start: '43', end: '51' }] }),
      'Mead, Rebecca. “The Prophet of Dystopia.” <i>New Yorker</i>, April 17, 2017.'],
    ['a newspaper article, without page numbers (Turabian 17.4.2)', ref(29, { contributors: [person('Manjoo', 'Farhad')], title: 'Snap Makes a Bet on the Cultural Supremacy of the Camera', containerTitle: 'New York Times', issued: { year: 2017, month: 3, day: 8 }, pages: [{ start: 'B1' }], url: 'https://www.nytimes.com/2017/03/08/technology/snap.html' }),
      'Manjoo, Farhad. “Snap Makes a Bet on the Cultural Supremacy of the Camera.” <i>New York Times</i>, March 8, 2017. https://www.nytimes.com/2017/03/08/technology/snap.html.'],
    ['an unsigned newspaper article under the paper\'s name', ref(29, { title: 'In Texas, Ad Heats Up Race for Governor', containerTitle: 'New York Times', issued: { year: 2002, month: 7, day: 30 } }),
      '<i>New York Times</i>. “In Texas, Ad Heats Up Race for Governor.” July 30, 2002.'],
    ['a review of a book, its kind not named (CMOS 14.215)', ref(27, { contributors: [person('Bell', 'Sinclair'), person('Welch', 'Katherine E.', 'reviewed-author')], reviewedTitle: 'The Roman Amphitheatre', reviewedGenre: 'book', containerTitle: 'AJA', volume: '115', issue: '1', issued: { year: 2011 } }),
      'Bell, Sinclair. Review of <i>The Roman Amphitheatre</i>, by Katherine E. Welch. <i>AJA</i> 115, no. 1 (2011).'],
    ['a review', ref(27, { contributors: [person('Mantel', 'Hilary'), person('Keegan', 'John', 'reviewed-author')], title: 'Rise of the Pasty', reviewedTitle: 'The Mask of Command', containerTitle: 'London Review of Books', issued: { year: 1987, month: 10, day: 29 } }),
      'Mantel, Hilary. “Rise of the Pasty.” Review of <i>The Mask of Command</i>, by John Keegan. <i>London Review of Books</i>, October 29, 1987.'],
  ])('cites %s', (_, r, expected) => {
    expect(html(r)).toBe(expected);
  });
});

describe('Turabian bibliography entries for web, unpublished and media works', () => {
  it.each<[string, Reference, string]>([
    ['a web page of a publication, with its owner and date', ref(3, { contributors: [person('Smith', 'Nicholas J.J.')], title: 'Time Travel', containerTitle: 'Stanford Encyclopedia of Philosophy', publishers: [{ name: 'Stanford University' }], issued: { year: 2018, month: 3, day: 23 }, url: 'https://plato.stanford.edu/entries/time-travel/' }),
      'Smith, Nicholas J. J. “Time Travel.” <i>Stanford Encyclopedia of Philosophy</i>. Stanford University. March 23, 2018. https://plato.stanford.edu/entries/time-travel/.'],
    ['an undated web page by its access date, its group author not repeated as owner', ref(3, { contributors: [group('Yale University')], title: 'About Yale: Yale Facts', publishers: [{ name: 'Yale University' }], accessed: { year: 2017, month: 5, day: 1 }, url: 'https://www.yale.edu/about-yale/yale-facts' }),
      'Yale University. “About Yale: Yale Facts.” Accessed May 1, 2017. https://www.yale.edu/about-yale/yale-facts.'],
    ['a blog post in a blog whose owner styles its name in lower case (CMOS 8.153)', ref(12, { contributors: [person('Willighagen', 'Egon')], title: 'The Bioclipse Workshop Is in Progress', containerTitle: 'chem-bla-ics', issued: { year: 2006, month: 11, day: 1 } }),
      'Willighagen, Egon. “The Bioclipse Workshop Is in Progress.” <i>chem-bla-ics</i> (blog). November 1, 2006.'],
    ['a blog post, marked (blog) unless the name says so', ref(12, { contributors: [person('Germano', 'William')], title: 'Futurist Shock', containerTitle: 'Lingua Franca', publishers: [{ name: 'Chronicle of Higher Education' }], issued: { year: 2017, month: 2, day: 15 }, url: 'http://www.chronicle.com/blogs/linguafranca/' }),
      'Germano, William. “Futurist Shock.” <i>Lingua Franca</i> (blog). Chronicle of Higher Education, February 15, 2017. http://www.chronicle.com/blogs/linguafranca/.'],
    ['a social media post, its text kept as written', ref(33, { contributors: [person('O’Brien', 'Conan', 'author', { handle: '@ConanOBrien' })], title: 'In honor of Earth Day, I’m recycling my tweets.', containerTitle: 'Twitter', genre: 'Tweet', issued: { year: 2015, month: 4, day: 22 } }),
      'O’Brien, Conan (@ConanOBrien). “In honor of Earth Day, I’m recycling my tweets.” Twitter, April 22, 2015.'],
    ['a dissertation, by its institution without the institution\'s place (CMOS 14.224)', ref(7, { contributors: [person('Hovey', 'Kevin G.')], title: 'Guiding Light', genre: 'Doctoral dissertation', issued: { year: 2017 }, publishers: [{ name: 'Alphacrucis College', city: 'Sydney' }] }),
      'Hovey, Kevin G. “Guiding Light.” PhD diss., Alphacrucis College, 2017.'],
    ['a paper presented at a conference', ref(8, { contributors: [person('Adelman', 'Rachel')], title: 'God’s Footstool in the Aramaic Targumim', genre: 'Paper', eventTitle: 'the Annual Meeting of the Society of Biblical Literature', eventPlace: 'New Orleans, LA', eventDate: { year: 2009, month: 11, day: 21, end: { month: 11, day: 24 } } }),
      'Adelman, Rachel. “God’s Footstool in the Aramaic Targumim.” Paper presented at the Annual Meeting of the Society of Biblical Literature, New Orleans, LA, November 21–24, 2009.'],
    ['a paper at a meeting named by what it is, which takes the', ref(8, { contributors: [person('Snoswell', 'Centaine')], title: 'Models of Care', genre: 'Poster', eventTitle: '7th International Conference on Telehealth', eventPlace: 'Auckland, New Zealand', eventDate: { year: 2016, month: 11, day: 1 } }),
      'Snoswell, Centaine. “Models of Care.” Poster presented at the 7th International Conference on Telehealth, Auckland, New Zealand, November 1, 2016.'],
    ['an introduction by another writer, named by what it is', ref(9, { contributors: [person('Rieger', 'James'), person('Shelley', 'Mary Wollstonecraft', 'container-author')], title: 'Introduction', containerTitle: 'Frankenstein', pages: [{ start: 'xi', end: 'xxxvii' }], issued: { year: 1982 }, publishers: [chicago] }),
      'Rieger, James. Introduction to <i>Frankenstein</i>, by Mary Wollstonecraft Shelley, xi–xxxvii. Chicago: University of Chicago Press, 1982.'],
    ['a volume of a set, without the set’s number of volumes (CMOS 14.117)', ref(2, { contributors: [person('Lincoln', 'Abraham')], title: 'Collected Works', volume: '4', numberOfVolumes: '8', issued: { year: 1953 }, publishers: [chicago] }),
      'Lincoln, Abraham. <i>Collected Works</i>. Vol. 4. Chicago: University of Chicago Press, 1953.'],
    ['a journal article whose record names no journal, volume or issue, its date and pages after the title', ref(1, { contributors: [person('Maity', 'Suman Kalyan')], title: 'Understanding Book Popularity on Goodreads', pages: [{ start: '117', end: '121' }], issued: { year: 2018 } }),
      'Maity, Suman Kalyan. “Understanding Book Popularity on Goodreads.” 2018, 117–21.'],
    ['a volume with its own title, with the set it is a volume of', ref(2, { contributors: [person('Churchill', 'Winston S.')], title: 'Triumph and Tragedy', containerTitle: 'The Second World War', volume: '6', issued: { year: 1953 }, publishers: [{ name: 'Houghton Mifflin', city: 'Boston' }] }),
      'Churchill, Winston S. <i>Triumph and Tragedy</i>. Vol. 6 of <i>The Second World War</i>. Boston: Houghton Mifflin, 1953.'],
    ['a preprint whose server is both container and publisher, as a preprint (CMOS 14.174)', ref(32, { contributors: [person('Smith', 'Arfon M.')], title: 'Journal of Open Source Software', containerTitle: 'arXiv', publishers: [{ name: 'arXiv' }], issued: { year: 2017, month: 7, day: 7 } }),
      'Smith, Arfon M. “Journal of Open Source Software.” Preprint, arXiv, July 7, 2017.'],
    ['a film under its director, with its first release', ref(19, { contributors: [person('Jordan', 'Neil', 'director')], title: 'Michael Collins', originalDate: { year: 1997 }, issued: { year: 1998 }, publishers: [{ name: 'Warner Home Video', city: 'London' }], medium: 'DVD' }),
      'Jordan, Neil, dir. <i>Michael Collins</i>. 1997; London: Warner Home Video, 1998. DVD.'],
    ['a television episode', ref(43, { contributors: [person('Taylor', 'Alan', 'director')], title: 'Nixon vs. Kennedy', containerTitle: 'Mad Men', volume: '1', number: '12', issued: { year: 2007, month: 10, day: 11 }, publishers: [{ name: 'AMC' }] }),
      'Taylor, Alan, dir. “Nixon vs. Kennedy.” <i>Mad Men</i>. Season 1, episode 12. Aired October 11, 2007, on AMC.'],
    ['an online video, its platform in the description', ref(47, { contributors: [group('Pew Research Center')], title: 'Mobile Technology Around the World', containerTitle: 'YouTube', dimensions: '2:05', issued: { year: 2018, month: 6, day: 12 }, url: 'https://www.youtube.com/watch?v=x' }),
      'Pew Research Center. “Mobile Technology Around the World.” YouTube video, 2:05. June 12, 2018. https://www.youtube.com/watch?v=x.'],
    ['a song on an album', ref(28, { contributors: [person('Holiday', 'Billie')], title: 'I’m a Fool to Want You', containerTitle: 'Lady in Satin', number: '1', publishers: [{ name: 'Columbia' }], issued: { year: 1958 } }),
      'Holiday, Billie. “I’m a Fool to Want You.” Track 1 on <i>Lady in Satin</i>. Columbia, 1958.'],
    ['a painting in a museum', ref(14, { contributors: [person('Cassatt', 'Mary')], title: 'The Child’s Bath', issued: { year: 1893 }, medium: 'oil on canvas', dimensions: '39 1/2 × 26 in.', publishers: [{ name: 'Art Institute of Chicago', city: 'Chicago' }] }),
      'Cassatt, Mary. <i>The Child’s Bath</i>. 1893. Oil on canvas, 39 1/2 × 26 in. Art Institute of Chicago, Chicago.'],
    ['an unsigned encyclopedia entry by s.v.', ref(46, { title: 'Stephen King', containerTitle: 'Wikipedia', issued: { year: 2019, month: 5, day: 1 }, url: 'https://en.wikipedia.org/wiki/Stephen_King' }),
      'Wikipedia. S.v. “Stephen King.” Last modified May 1, 2019. https://en.wikipedia.org/wiki/Stephen_King.'],
  ])('cites %s', (_, r, expected) => {
    expect(html(r)).toBe(expected);
  });
});

describe('Turabian legal references (Chicago 14.269+, after the Bluebook)', () => {
  it.each<[string, Reference, string]>([
    ['a Supreme Court decision without the court', ref(18, { title: 'Brown v. Board of Education', volume: '347', containerTitle: 'U.S.', pages: [{ start: '483' }], authority: 'Supreme Court of the United States', issued: { year: 1954 } }),
      '<i>Brown v. Board of Education</i>. 347 U.S. 483 (1954).'],
    ['a lower-court decision with the court', ref(18, { title: 'United States v. Dennis', volume: '183', containerTitle: 'F.2d', pages: [{ start: '201' }], authority: '2d Cir.', issued: { year: 1950 } }),
      '<i>United States v. Dennis</i>. 183 F.2d 201 (2d Cir. 1950).'],
    ['a statute', ref(20, { title: 'Homeland Security Act of 2002', volume: '6', containerTitle: 'U.S.C.', section: '101', issued: { year: 2012 } }),
      'Homeland Security Act of 2002. 6 U.S.C. § 101 (2012).'],
    ['a bill', ref(21, { title: 'Unfunded Mandates Reform Act of 1995', number: 'S. 1', chapterNumber: '104th Cong.', issued: { year: 1995 } }),
      'Unfunded Mandates Reform Act of 1995. S. 1, 104th Cong. (1995).'],
    ['a treaty', ref(44, { title: 'Treaty of Peace with Japan', issued: { year: 1951, month: 9, day: 8 }, volume: '3', containerTitle: 'U.S.T.', pages: [{ start: '3169' }] }),
      'Treaty of Peace with Japan. September 8, 1951. 3 U.S.T. 3169.'],
    ['an executive order', ref(17, { title: 'Reducing Regulation', number: '13771', volume: '3', containerTitle: 'C.F.R.', pages: [{ start: '284' }], issued: { year: 2018 } }),
      'Reducing Regulation. Exec. Order No. 13771. 3 C.F.R. 284 (2018).'],
    ['a patent', ref(30, { contributors: [person('Jones', 'Iris')], title: 'Cell Phone with Integrated Toothbrush', number: '7,654,321', submitted: { year: 2007, month: 3, day: 5 }, issued: { year: 2010, month: 2, day: 2 } }),
      'Jones, Iris. <i>Cell Phone with Integrated Toothbrush</i>. US Patent 7,654,321. Filed March 5, 2007, and issued February 2, 2010.'],
  ])('cites %s', (_, r, expected) => {
    expect(html(r)).toBe(expected);
  });
});

describe('Turabian bibliography order and the 3-em dash (CMOS 14.67-14.71)', () => {
  const book = (contributors: Contributor[], title: string, year = 2000) => ref(2, { contributors, title, issued: { year } });

  it('sorts letter by letter (Dewey before De Witt) by the inverted first name, and untitled works by title without A, An, The', () => {
    const zadie = person('Smith', 'Zadie');
    const list = bibliography([
      book([zadie], 'Swing Time'), book([person('Smith', 'Adam')], 'The Wealth of Nations'), book([person('Brown', 'Al')], 'Zoo'),
      ref(2, { title: 'The Anonymous Book', issued: { year: 2001 } }), book([person('De Witt', 'Ann')], 'Dutch'), book([person('Dewey', 'John')], 'Democracy'),
    ]);
    expect(list).toEqual([
      'The Anonymous Book. 2001.',
      'Brown, Al. Zoo. 2000.',
      'Dewey, John. Democracy. 2000.',
      'De Witt, Ann. Dutch. 2000.',
      'Smith, Adam. The Wealth of Nations. 2000.',
      'Smith, Zadie. Swing Time. 2000.',
    ]);
  });

  it('replaces repeated names with the 3-em dash, keeping the role, and puts a single author before co-authored works', () => {
    const zadie = () => person('Smith', 'Zadie');
    const list = bibliography([
      book([zadie(), person('Doe', 'Jane')], 'Together'), book([zadie()], 'NW'), book([zadie()], 'Swing Time'),
      ref(31, { contributors: [person('Smith', 'Zadie', 'editor')], title: 'The Book of Other People', issued: { year: 2007 } }),
    ]);
    expect(list).toEqual([
      'Smith, Zadie. NW. 2000.',
      '———. Swing Time. 2000.',
      '———, ed. The Book of Other People. 2007.',
      'Smith, Zadie, and Jane Doe. Together. 2000.',
    ]);
  });

  it('leaves out what Turabian cites in notes only: personal interviews and comments', () => {
    const list = bibliography([
      ref(23, { interviewKind: 'personal', contributors: [person('Macmillan', 'Andrew', 'interviewee')], issued: { year: 2017, month: 9, day: 3 } }),
      ref(36, { contributors: [person('Pappas', 'Dave')], title: 'Just finished', containerTitle: 'Balkinization' }),
      book([person('Smith', 'Zadie')], 'NW'),
    ]);
    expect(list).toEqual(['Smith, Zadie. NW. 2000.']);
  });
});

describe('Turabian entries for odd data', () => {
  it.each(referenceTypes.map((t) => t.id))('formats an empty reference of type %i without throwing', (id) => {
    expect(() => text(ref(id, {}))).not.toThrow();
    expect(() => formatBibliography([ref(id, {}), ref(id, { title: 'T' })], 'turabian9')).not.toThrow();
  });

  it.each(referenceTypes.map((t) => t.id))('formats a type %i reference without a title or date from its other parts', (id) => {
    const out = text(ref(id, { contributors: [person('Doe', 'Jane')], containerTitle: 'Container', publishers: [{ name: 'Press' }] }));
    expect(out).not.toMatch(/undefined|\.\.|,,|\( ?\)|^[,. ]/);
  });

  it('gives a book with nothing but a title as the title alone', () => {
    expect(html(ref(2, { title: 'Alone' }))).toBe('<i>Alone</i>. n.d.');
    expect(text(ref(1, {}))).toBe('');
  });
});

function bibliography(refs: Reference[]): string[] {
  return formatBibliography(refs, 'turabian9').map((f) => f.text);
}
