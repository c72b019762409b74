import { describe, expect, it } from 'vitest';
import { referenceTypes } from '../../catalogue/reference-types.js';
import type { Reference } from '../../model/reference.js';
import { formatBibliography, formatReference } from '../index.js';
import { group, person, ref } from '../../testing/builders.js';
import { apaTitleCaps } from './reference.js';

const apa = (r: Reference) => formatReference(r, 'apa7');

describe('APA 7 author element', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => person(`Author${i + 1}`, 'A. B.'));

  it('joins two authors with a comma and an ampersand', () => {
    expect(apa(ref(2, { contributors: many(2), title: 'T', issued: { year: 2020 } })).text).toMatch(/^Author1, A\. B\., & Author2, A\. B\. \(2020\)/);
  });

  it('lists up to 20 authors in full', () => {
    const text = apa(ref(1, { contributors: many(20), title: 'T', issued: { year: 2020 } })).text;
    expect(text).toContain('Author19, A. B., & Author20, A. B. (2020)');
  });

  it('gives 21 or more authors as the first 19, an ellipsis and the last', () => {
    const text = apa(ref(1, { contributors: many(25), title: 'T', issued: { year: 2020 } })).text;
    expect(text).toContain('Author19, A. B., … Author25, A. B. (2020)');
    expect(text).not.toContain('Author20,');
  });

  it('turns given names into initials, hyphenated ones included, and keeps suffixes and particles', () => {
    const text = apa(ref(2, { contributors: [person('Sartre', 'Jean-Paul'), person('King', 'Martin Luther', 'author', { suffix: 'Jr.' }), person('Gogh', 'Vincent', 'author', { particle: 'van' })], title: 'T', issued: { year: 1990 } })).text;
    expect(text).toMatch(/^Sartre, J\.-P\., King, M\. L\., Jr\., & van Gogh, V\. \(1990\)/);
  });

  it('puts editors in the author position with (Ed.) or (Eds.) when there is no author', () => {
    expect(apa(ref(31, { contributors: [person('Sarris', 'J.', 'editor'), person('Wardle', 'J.', 'editor')], title: 'Clinical naturopathy', issued: { year: 2019 }, edition: '3', publishers: [{ name: 'Elsevier' }] })).html).toBe(
      'Sarris, J., &amp; Wardle, J. (Eds.). (2019). <i>Clinical naturopathy</i> (3rd ed.). Elsevier.',
    );
    expect(apa(ref(2, { contributors: [person('Doe', 'J.', 'editor')], title: 'T', issued: { year: 2019 } })).text).toMatch(/^Doe, J\. \(Ed\.\)\. \(2019\)/);
  });

  it('labels audiovisual roles by run: writers, then the director', () => {
    const text = apa(ref(43, {
      contributors: [person('Simon', 'D.', 'script-writer'), person('Burns', 'E.', 'script-writer'), person('Johnson', 'C.', 'director')],
      title: 'The target', number: 'Season 1, Episode 1', issued: { year: 2002, month: 6, day: 2 }, containerTitle: 'The wire',
    })).text;
    expect(text).toMatch(/^Simon, D\., Burns, E\. \(Writers\), & Johnson, C\. \(Director\)\. \(2002, June 2\)\. The target \(Season 1, Episode 1\) \[TV series episode\]\. In The wire\./);
  });

  it('adds a social-media handle in brackets after the name', () => {
    expect(apa(ref(33, { contributors: [person('Gates', 'B.', 'author', { handle: 'BillGates' })], title: 'Post', issued: { year: 2019, month: 9, day: 7 }, containerTitle: 'Twitter', genre: 'Tweet' })).text).toMatch(
      /^Gates, B\. \[@BillGates\]\. \(2019, September 7\)\. Post \[Tweet\]\. Twitter\.$/,
    );
  });

  it('moves the title to the author position when there is no author', () => {
    expect(apa(ref(2, { title: 'Merriam-Webster’s collegiate dictionary', issued: { year: 2003 }, edition: '11', publishers: [{ name: 'Merriam-Webster' }] })).html).toBe(
      '<i>Merriam-Webster’s collegiate dictionary</i> (11th ed.). (2003). Merriam-Webster.',
    );
  });
});

describe('APA 7 dates', () => {
  const dated = (issued: Reference['data']['issued'], typeId = 29) => apa(ref(typeId, { contributors: [person('Carey', 'B.')], title: 'T', issued, containerTitle: 'The Times' })).text;

  it('prints the year only for journals and books, the full date for news', () => {
    expect(apa(ref(1, { contributors: [person('A', 'B.')], title: 'T', issued: { year: 2019, month: 3, day: 22 }, containerTitle: 'J' })).text).toContain('(2019).');
    expect(dated({ year: 2019, month: 3, day: 22 })).toContain('(2019, March 22).');
  });

  it('writes n.d., in press, seasons, circa and ranges', () => {
    expect(dated(undefined)).toContain('(n.d.).');
    expect(dated({ status: 'no-date' })).toContain('(n.d.).');
    expect(dated({ status: 'in-press' })).toContain('(in press).');
    expect(dated({ year: 2020, season: 'spring' })).toContain('(2020, Spring).');
    expect(dated({ year: 1850, circa: true })).toContain('(ca. 1850).');
    expect(dated({ year: 2008, end: { year: 2013 } })).toContain('(2008–2013).');
    expect(dated({ year: 2018, month: 9, day: 27, end: { year: 2018, month: 9, day: 30 } })).toContain('(2018, September 27–30).');
    expect(dated({ year: 2016, month: 10, day: 31, end: { year: 2016, month: 11, day: 3 } })).toContain('(2016, October 31–November 3).');
  });

  it('gives a retrieval date for undated pages meant to change, and not for dated ones', () => {
    const page = (issued?: Reference['data']['issued']) =>
      apa(ref(3, { contributors: [group('APA Publishing Training')], title: 'Home', ...(issued ? { issued } : {}), containerTitle: 'YouTube', accessed: { year: 2024, month: 2, day: 20 }, url: 'https://www.youtube.com/user/PsycINFO/' })).text;
    expect(page()).toBe('APA Publishing Training. (n.d.). Home. YouTube. Retrieved February 20, 2024, from https://www.youtube.com/user/PsycINFO/');
    expect(page({ year: 2020 })).toMatch(/YouTube\. https:\/\/www\.youtube\.com\/user\/PsycINFO\/$/);
  });

  it('adds the original publication date of a republished work', () => {
    expect(apa(ref(2, { contributors: [person('Freud', 'S.'), person('Riviere', 'J.', 'translator')], title: 'The ego and the id', issued: { year: 1961 }, originalDate: { year: 1923 }, publishers: [{ name: 'Norton' }] })).text).toBe(
      'Freud, S. (1961). The ego and the id (J. Riviere, Trans.). Norton. (Original work published 1923)',
    );
  });
});

describe('APA 7 sources', () => {
  it('sets a journal article: italic journal and volume, issue, page range with an en dash, DOI as a link', () => {
    expect(apa(ref(1, { contributors: [person('Grady', 'J. S.')], title: 'Emotions in storybooks', issued: { year: 2019 }, containerTitle: 'Psychology of Popular Media Culture', volume: '8', issue: '3', pages: [{ start: '207', end: '217' }], doi: '10.1037/ppm0000185' })).html).toBe(
      'Grady, J. S. (2019). Emotions in storybooks. <i>Psychology of Popular Media Culture, 8</i>(3), 207–217. https://doi.org/10.1037/ppm0000185',
    );
  });

  it('joins a range of issues with an en dash, and sets an issue with no volume apart from the journal\'s name', () => {
    const article = (volume: string | undefined, issue: string) => apa(ref(1, { title: 'T', issued: { year: 2019 }, containerTitle: 'Poetics', ...(volume ? { volume } : {}), issue, pages: [{ start: '148', end: '165' }] })).html;
    expect(article('36', '2-3')).toContain('<i>Poetics, 36</i>(2–3), 148–165.');
    expect(article(undefined, '14')).toContain('<i>Poetics</i>, (14), 148–165.');
  });

  it('puts a volume\'s own title after its multivolume work\'s title and number (10.2)', () => {
    const volume = ref(31, { contributors: [person('Harris', 'K. R.', 'editor')], title: 'Individual differences and cultural and contextual factors', containerTitle: 'APA educational psychology handbook', volume: '2', issued: { year: 2012 }, publishers: [{ name: 'American Psychological Association' }] });
    expect(apa(volume).html).toBe(
      'Harris, K. R. (Ed.). (2012). <i>APA educational psychology handbook: Vol. 2. Individual differences and cultural and contextual factors</i>. American Psychological Association.',
    );
  });

  it('gives a whole multivolume work the range of its volumes (10.2)', () => {
    const set = (numberOfVolumes: string) => apa(ref(31, { contributors: [person('Koch', 'S.', 'editor')], title: 'Psychology: A study of a science', numberOfVolumes, issued: { year: 1959, end: { year: 1963 } }, publishers: [{ name: 'McGraw-Hill' }] })).html;
    expect(set('6')).toBe('Koch, S. (Ed.). (1959–1963). <i>Psychology: A study of a science</i> (Vols. 1–6). McGraw-Hill.');
    expect(set('1')).toBe('Koch, S. (Ed.). (1959–1963). <i>Psychology: A study of a science</i>. McGraw-Hill.');
  });

  it('gives an article number instead of pages', () => {
    expect(apa(ref(1, { contributors: [person('Jerrentrup', 'A.')], title: 'T', issued: { year: 2018 }, containerTitle: 'PLOS ONE', volume: '13', issue: '9', number: 'e0203457' })).html).toContain(
      '<i>PLOS ONE, 13</i>(9), Article e0203457.',
    );
  });

  it('sets a chapter with its editors, edition and pages', () => {
    expect(apa(ref(9, {
      contributors: [person('Dillard', 'J. P.'), person('Oliver', 'M. B.', 'editor'), person('Raney', 'A. A.', 'editor'), person('Bryant', 'J.', 'editor')],
      title: 'Currents in the study of persuasion', issued: { year: 2020 }, containerTitle: 'Media effects', edition: '4', pages: [{ start: '115', end: '129' }], publishers: [{ name: 'Routledge' }],
    })).html).toBe('Dillard, J. P. (2020). Currents in the study of persuasion. In M. B. Oliver, A. A. Raney, &amp; J. Bryant (Eds.), <i>Media effects</i> (4th ed., pp. 115–129). Routledge.');
  });

  it('leaves out a publisher that repeats the group author', () => {
    expect(apa(ref(4, { contributors: [group('World Health Organization')], title: 'Report', issued: { year: 2020 }, publishers: [{ name: 'World Health Organization' }] })).text).toBe(
      'World Health Organization. (2020). Report.',
    );
  });

  it('leaves out a site named after the person who wrote on it', () => {
    const page = (site: string) => apa(ref(3, { contributors: [person('Thomas', 'Ebony Elizabeth')], title: 'Black in kidlit Thursday', containerTitle: site, issued: { year: 2020 }, url: 'https://www.ebonyelizabeththomas.com/blog' })).text;
    expect(page('Ebony Elizabeth Thomas')).toBe('Thomas, E. E. (2020). Black in kidlit Thursday. https://www.ebonyelizabeththomas.com/blog');
    expect(page('The Brown Bookshelf')).toBe('Thomas, E. E. (2020). Black in kidlit Thursday. The Brown Bookshelf. https://www.ebonyelizabeththomas.com/blog');
  });

  it('numbers reports and gives a bracketed description', () => {
    expect(apa(ref(4, { contributors: [group('National Cancer Institute')], title: 'Taking time', issued: { year: 2019 }, number: '18-2059', publishers: [{ name: 'NIH' }] })).html).toBe(
      'National Cancer Institute. (2019). <i>Taking time</i> (Report No. 18-2059). NIH.',
    );
    expect(apa(ref(19, { contributors: [person('Jenkins', 'B.', 'director')], title: 'Moonlight', issued: { year: 2016 }, publishers: [{ name: 'A24' }] })).html).toBe(
      'Jenkins, B. (Director). (2016). <i>Moonlight</i> [Film]. A24.',
    );
  });

  it('sets a published and an unpublished dissertation', () => {
    const base = { contributors: [person('Miranda', 'C.')], title: 'Exploring', issued: { year: 2019 }, publishers: [{ name: 'Pepperdine University' }] };
    expect(apa(ref(7, { ...base, genre: 'Doctoral dissertation', number: '27542827', archive: 'PQDT Open', url: 'https://example.com/d' })).html).toBe(
      'Miranda, C. (2019). <i>Exploring</i> (Publication No. 27542827) [Doctoral dissertation, Pepperdine University]. PQDT Open. https://example.com/d',
    );
    expect(apa(ref(7, { ...base, genre: 'Unpublished doctoral dissertation' })).html).toBe(
      'Miranda, C. (2019). <i>Exploring</i> [Unpublished doctoral dissertation]. Pepperdine University.',
    );
  });

  it('sets a song on an album and an album alone', () => {
    const song = { contributors: [person('Winehouse', 'A.')], issued: { year: 2006 }, publishers: [{ name: 'Island Records' }] };
    expect(apa(ref(28, { ...song, title: 'Rehab', containerTitle: 'Back to black' })).html).toBe('Winehouse, A. (2006). Rehab [Song]. On <i>Back to black</i>. Island Records.');
    expect(apa(ref(28, { ...song, title: 'Back to black', genre: 'Album' })).html).toBe('Winehouse, A. (2006). <i>Back to black</i> [Album]. Island Records.');
  });

  it('sets a podcast episode with its number inside the podcast', () => {
    expect(apa(ref(34, { contributors: [person('Vedantam', 'S.', 'host')], title: 'Getting unstuck', number: '1', issued: { year: 2019, month: 5, day: 6 }, containerTitle: 'Hidden brain', publishers: [{ name: 'NPR' }], url: 'https://example.com/p' })).html).toBe(
      'Vedantam, S. (Host). (2019, May 6). Getting unstuck (No. 1) [Audio podcast episode]. In <i>Hidden brain</i>. NPR. https://example.com/p',
    );
  });

  it('sets a presentation with its event and place', () => {
    expect(apa(ref(8, { contributors: [person('Pearson', 'J.')], title: 'Fat talk', genre: 'Poster presentation', issued: { year: 2018, month: 9, day: 27, end: { year: 2018, month: 9, day: 30 } }, eventTitle: 'Australian Psychological Society Congress', eventPlace: 'Sydney, NSW, Australia' })).html).toBe(
      'Pearson, J. (2018, September 27–30). <i>Fat talk</i> [Poster presentation]. Australian Psychological Society Congress, Sydney, NSW, Australia.',
    );
  });

  it('sets legal references in their own form', () => {
    expect(apa(ref(18, { title: 'Brown v. Board of Education', containerTitle: 'U.S.', volume: '347', pages: [{ start: '483' }], issued: { year: 1954 } })).text).toBe('Brown v. Board of Education, 347 U.S. 483 (1954).');
    expect(apa(ref(20, { title: 'Americans With Disabilities Act of 1990', volume: '42', containerTitle: 'U.S.C.', section: '12101', issued: { year: 1990 } })).text).toBe('Americans With Disabilities Act of 1990, 42 U.S.C. § 12101 (1990).');
    expect(apa(ref(21, { title: 'Equality Act', number: 'H.R. 5', authority: '116th Cong.', issued: { year: 2019 } })).text).toBe('Equality Act, H.R. 5, 116th Cong. (2019).');
  });

  it('gives a personal interview no reference-list entry: it is a personal communication', () => {
    const interview = ref(23, { contributors: [person('Smith', 'J.', 'interviewee')], title: 'Interview', interviewKind: 'personal', issued: { year: 2020 } });
    expect(apa(interview)).toEqual({ text: '', html: '' });
    expect(formatBibliography([interview], 'apa7')).toEqual([]);
  });

  it('escapes entities in html and keeps the text plain', () => {
    const out = apa(ref(2, { contributors: [group('AT&T <Labs>')], title: 'Q&A "today"', issued: { year: 2020 } }));
    expect(out.html).toBe('AT&amp;T &lt;Labs&gt;. (2020). <i>Q&amp;A “today”</i>.');
    expect(out.text).toBe('AT&T <Labs>. (2020). Q&A “today”.');
  });
});

describe('APA 7 with bad data never throws and gives the best entry it can', () => {
  it('formats a reference with no title, no date and no authors', () => {
    expect(apa(ref(1, { containerTitle: 'Journal', volume: '3' })).html).toBe('(n.d.). <i>Journal, 3</i>.');
  });

  it('formats an unvalidated date such as month 13 without throwing', () => {
    expect(() => apa(ref(29, { title: 'T', issued: { year: 2020, month: 13, day: 45 } }))).not.toThrow();
  });

  it.each(referenceTypes.map((t) => [t.id, t.title] as const))('type %i (%s) with empty data or only a title', (typeId) => {
    expect(() => apa(ref(typeId, {}))).not.toThrow();
    expect(apa(ref(typeId, { title: 'Only a title' })).text).toContain('Only a title');
  });
});

describe('capitals in APA titles (APA 6.17)', () => {
  it('capitalises the first word of the title and of its subtitle, whatever case it came in', () => {
    expect(apaTitleCaps('the memory function of sleep: a review')).toBe('The memory function of sleep: A review');
    expect(apaTitleCaps('why we sleep? the new science')).toBe('Why we sleep? The new science');
    expect(apaTitleCaps('sleep—a history')).toBe('Sleep—a history');
  });

  it('keeps a word typed with capitals inside, markup, and what a nocase span protects', () => {
    expect(apaTitleCaps('iPhone use in class: mRNA and eBay')).toBe('iPhone use in class: mRNA and eBay');
    expect(apaTitleCaps('<i>drosophila</i> genetics')).toBe('<i>Drosophila</i> genetics');
    expect(apaTitleCaps('<span class="nocase">word2vec</span> models')).toBe('<span class="nocase">word2vec</span> models');
    expect(apaTitleCaps('These frogs walk instead of hop: https://scim.ag/2KlriwH')).toBe('These frogs walk instead of hop: https://scim.ag/2KlriwH');
  });

  it('keeps a post’s own words as written (APA 9.22)', () => {
    const post = ref(33, { contributors: [group('Sophia and Momo')], title: 'momo and his bowl!', containerTitle: 'TikTok', issued: { year: 2024, month: 3, day: 1 } });
    expect(formatReference(post, 'apa7').text).toContain('momo and his bowl!');
  });

  it('prints an imported lower-case title with its capitals', () => {
    const r = ref(1, { contributors: [person('Diekelmann', 'Susanne')], title: 'the memory function of sleep: a review', containerTitle: 'Nature Reviews Neuroscience', issued: { year: 2010 } });
    expect(formatReference(r, 'apa7').text).toBe('Diekelmann, S. (2010). The memory function of sleep: A review. Nature Reviews Neuroscience.');
  });
});

describe('APA 7 on what real imports hold', () => {
  it('dates a paper in published proceedings by its year alone, as the book it is in (10.5)', () => {
    const paper = ref(8, { contributors: [person('Pandey', 'Prashant')], title: 'Vector quotient filters', containerTitle: 'Proceedings of the 2021 International Conference on Management of Data', issued: { year: 2021, month: 6, day: 9 }, pages: [{ start: '1386', end: '1399' }], publishers: [{ name: 'ACM' }] });
    expect(apa(paper).html).toBe('Pandey, P. (2021). Vector quotient filters. In <i>Proceedings of the 2021 International Conference on Management of Data</i> (pp. 1386–1399). ACM.');
  });

  it('cites a paper whose record names its event as a chapter too, when its proceedings\' pages or publisher show them published (10.5)', () => {
    const record = { contributors: [person('Torelli', 'Mario'), person('Mertens', 'Josef', 'editor')], title: 'Il diribitorium di Alba Fucens', containerTitle: 'Comunità indigene', eventTitle: 'Colloque international', issued: { year: 1991 } };
    expect(apa(ref(8, { ...record, pages: [{ start: '39', end: '63' }], publishers: [{ name: 'Institut Historique Belge de Rome' }] })).html).toBe(
      'Torelli, M. (1991). Il diribitorium di Alba Fucens. In J. Mertens (Ed.), <i>Comunità indigene</i> (pp. 39–63). Institut Historique Belge de Rome.',
    );
    expect(apa(ref(8, record)).html).toContain('[Conference presentation]. Colloque international.');
  });

  it('credits no editor of a journal article: the editor handled the review, not the article (9.8)', () => {
    const article = ref(1, { contributors: [person('Himmelstein', 'Daniel S.'), person('Rodgers', 'Peter A.', 'editor')], title: 'Sci-Hub provides access', containerTitle: 'eLife', volume: '7', issued: { year: 2018 } });
    expect(apa(article).html).toBe('Himmelstein, D. S. (2018). Sci-Hub provides access. <i>eLife, 7</i>.');
  });

  it('puts a periodical’s name stored in sentence case in title case, and leaves a name in another language or already capitalised (9.25)', () => {
    const inJournal = (containerTitle: string) => apa(ref(1, { contributors: [person('Jung', 'Sang In')], title: 'T', containerTitle, volume: '28', issued: { year: 2016 } })).html;
    expect(inJournal('Journal of physical therapy science')).toContain('<i>Journal of Physical Therapy Science, 28</i>');
    expect(inJournal('Etudes et documents berbères')).toContain('<i>Etudes et documents berbères, 28</i>');
    expect(inJournal('Journal of the Royal Society Interface')).toContain('<i>Journal of the Royal Society Interface, 28</i>');
    // Headline style's "the" inside a name, whatever the publisher's styling (9.25).
    expect(inJournal('Journal of The Royal Society Interface')).toContain('<i>Journal of the Royal Society Interface, 28</i>');
    expect(inJournal('figshare')).toContain('<i>figshare, 28</i>');
  });

  it('labels a report’s number with the series its description names (10.4)', () => {
    const report = (genre: string) => apa(ref(4, { contributors: [person('Cheswick', 'Bill')], title: 'A permuted index', genre, number: '145', issued: { year: 1990 }, publishers: [{ name: 'AT&T Bell Laboratories' }] })).html;
    expect(report('Computing Science Technical Report')).toBe('Cheswick, B. (1990). <i>A permuted index</i> (Computing Science Technical Report No. 145). AT&amp;T Bell Laboratories.');
    expect(report('Comp. Sci. Tech. Rep. No.')).toContain('(Comp. Sci. Tech. Rep. No. 145)');
    expect(report('Working paper')).toContain('(Working Paper No. 145)');
  });

  it('calls a thesis no database holds unpublished, its institution after the description (10.6)', () => {
    const thesis = (genre: string) => apa(ref(7, { contributors: [person('Holkner', 'A.')], title: 'Global line breaking', genre, issued: { year: 2006 }, publishers: [{ name: 'RMIT University' }] })).html;
    expect(thesis('Master’s thesis')).toBe('Holkner, A. (2006). <i>Global line breaking</i> [Unpublished master’s thesis]. RMIT University.');
    expect(thesis('PhD diss.')).toContain('[Unpublished doctoral dissertation]');
    expect(thesis('MFA thesis')).toContain('[Unpublished MFA thesis]');
  });
});

describe('APA 7 quotation marks inside a title', () => {
  it('turns a phrase quoted in single marks into double ones, the period inside them, an apostrophe left alone (6.7, 6.11)', () => {
    const article = (title: string) => apa(ref(1, { contributors: [person('Tsikliras', 'A. C.')], title, containerTitle: 'PeerJ', volume: '2', issued: { year: 2014 } })).html;
    expect(article('Fish market prices drive overfishing of the ‘big ones’')).toBe('Tsikliras, A. C. (2014). Fish market prices drive overfishing of the “big ones.” <i>PeerJ, 2</i>.');
    expect(article('The ‘don’t look’ effect in readers’ eyes')).toContain('The “don’t look” effect in readers’ eyes.');
    expect(article('Imagining the “open” university')).toContain('Imagining the “open” university.');
  });
});

