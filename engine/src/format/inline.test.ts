import { describe, expect, it } from 'vitest';
import { formatted, italic, lastChar, parseMarkup, quoted, sup, toHtml, toText } from './inline.js';
import { withPeriod } from './punctuation.js';

describe('markup in field values', () => {
  it('sets a comma or semicolon the source closed inside italics in roman after them (CMOS 6.3)', () => {
    expect(formatted('threadfin fish, <i>Eleutheronema tetradactylum,</i> and its diet').html).toBe('threadfin fish, <i>Eleutheronema tetradactylum</i>, and its diet');
    expect(formatted('<i>E. coli;</i> a review').html).toBe('<i>E. coli</i>; a review');
    expect(formatted('<i>E. coli.</i>').html).toBe('<i>E. coli.</i>');
  });

  it('keeps <i> and <sup> and prints the other tags as their text', () => {
    expect(formatted('CO<sub>2</sub> in <b>bold</b>, <span class="nocase">DNA</span>, x<sup>2</sup> and <em>E. coli</em>')).toEqual({
      text: 'CO2 in bold, DNA, x2 and E. coli',
      html: 'CO2 in bold, DNA, x<sup>2</sup> and <i>E. coli</i>',
    });
  });

  it('reads italics inside an italic title as roman, as CSL flip-flops them', () => {
    expect(toHtml(italic('Growth of <i>E. coli</i> in broth'))).toBe('<i>Growth of </i>E. coli<i> in broth</i>');
    expect(toHtml(italic('<i>Hamlet</i> and its readers'))).toBe('Hamlet<i> and its readers</i>');
  });

  it('escapes what is not markup and drops unmatched closing tags', () => {
    expect(toHtml('a < b & "c" </i> d')).toBe('a &lt; b &amp; &quot;c&quot;  d');
    expect(toHtml('x < y')).toBe('x &lt; y');
    expect(parseMarkup('<i>open to the end')).toEqual([{ italic: ['open to the end'] }]);
  });

  it('judges the final punctuation on the visible text', () => {
    expect(lastChar('Why <i>now?</i>')).toBe('?');
    expect(toText(withPeriod('Why <i>now?</i>'))).toBe('Why now?');
    expect(toText(withPeriod(['Title ', sup('2')]))).toBe('Title 2.');
  });
});

describe('quotations', () => {
  it('puts a quoted title in double quotation marks and the quotation marks inside it in single ones', () => {
    expect(formatted(quoted('Reading "Hamlet" Again'))).toEqual({ text: '“Reading ‘Hamlet’ Again”', html: '“Reading ‘Hamlet’ Again”' });
    expect(formatted(quoted('On “Beloved” and Memory')).text).toBe('“On ‘Beloved’ and Memory”');
  });

  it('alternates double and single marks through nested quotations, the innermost double again (CMOS 13.30)', () => {
    expect(formatted(quoted('Response to “Comment on ‘Some Considerations’ ”')).text).toBe('“Response to ‘Comment on “Some Considerations” ’”');
    expect(formatted(quoted('Teachers’ “Rules”')).text).toBe('“Teachers’ ‘Rules’”');
  });

  it('moves the comma or period that follows a closing quotation mark inside it, for every output', () => {
    expect(formatted([quoted('Sleep'), ', ', italic('Nature'), ', ', quoted('Dreams'), '.'])).toEqual({
      text: '“Sleep,” Nature, “Dreams.”',
      html: '“Sleep,” <i>Nature</i>, “Dreams.”',
    });
  });

  it('drops the comma or period after a quoted title that ends in a question or exclamation mark', () => {
    expect(formatted([quoted('Why Sleep?'), ', 45.']).text).toBe('“Why Sleep?” 45.');
    expect(formatted([quoted('Wake Up!'), '.']).text).toBe('“Wake Up!”');
  });

  it('puts the comma or period inside a nested quotation that closes with the title, not after an apostrophe (MLA 5.27, CMOS 6.9)', () => {
    expect(formatted([quoted('Feminist Voices in "The Yellow Wallpaper"'), '.']).text).toBe('“Feminist Voices in ‘The Yellow Wallpaper.’”');
    expect(formatted([quoted('On “Frankenstein”'), ', 45']).text).toBe('“On ‘Frankenstein,’” 45');
    expect(formatted([quoted('Rereading ‘Why Read?’'), '.']).text).toBe('“Rereading ‘Why Read?’”');
    expect(formatted([quoted('The Teachers’'), '.']).text).toBe('“The Teachers’.”');
    expect(formatted([quoted('“I May Be Crackin’, But Um Fackin’”: Racial Humor'), '.']).text).toBe('“‘I May Be Crackin’, But Um Fackin’’: Racial Humor.”');
  });

  it('gives a phrase quoted in single marks in an unquoted title double marks, the period inside, never an apostrophe (APA 6.7, 6.11)', () => {
    expect(formatted(['Fish market prices drive overfishing of the ‘big ones’', '. ', { italic: ['PeerJ'] }]).text).toBe('Fish market prices drive overfishing of the “big ones.” PeerJ');
    expect(formatted(['The Joneses’', '. Next']).text).toBe('The Joneses’. Next');
    expect(formatted(['Rock ’n’ roll and the teachers’ ‘union’', '.']).text).toBe('Rock ’n’ roll and the teachers’ “union.”');
  });

  it('keeps single marks for a quotation within a quotation, across the italics in it (MLA 6.17, CMOS 13.30)', () => {
    expect(formatted([quoted('[T-26] and ‘design typography’'), '.']).text).toBe('“[T-26] and ‘design typography.’”');
    expect(formatted([quoted(['Review of ', { italic: ['Book'] }, ', ‘a hit’']), '.']).text).toBe('“Review of Book, ‘a hit.’”');
    expect(formatted([{ italic: ['Proceedings of ‘RIAO 91’, Barcelona'] }, '.']).html).toBe('<i>Proceedings of “RIAO 91,” Barcelona</i>.');
  });

  it('lets a sentence’s final period give way to a comma, but keeps an abbreviation’s', () => {
    expect(formatted([quoted('I deleted my tweets.'), ', 2019']).text).toBe('“I deleted my tweets,” 2019');
    expect(formatted([quoted('Made in the U.S.'), ', 2019']).text).toBe('“Made in the U.S.,” 2019');
    expect(formatted([quoted('Digital Type Foundry: Carter & Cone Type Inc.'), ', 2019']).text).toBe('“Digital Type Foundry: Carter & Cone Type Inc.,” 2019');
    expect(formatted([quoted('Scripts, fonts, etc.'), ', 2019']).text).toBe('“Scripts, fonts, etc.,” 2019');
  });

  it('reads the last character inside the quotation marks, so no period is added after a question', () => {
    expect(lastChar(quoted('Why Sleep?'))).toBe('?');
    expect(formatted(withPeriod(quoted('Why Sleep?'))).text).toBe('“Why Sleep?”');
    expect(formatted(withPeriod(quoted('Sleep'))).text).toBe('“Sleep.”');
  });
});

describe('typographic quotation marks (CMOS 6.115, 11.8-11.9)', () => {
  it('leaves out a colon a source typed between a title ending in a question or exclamation mark and its subtitle', () => {
    expect(formatted([italic('Which Side Are You On?: Seven Debates'), '. McFarland.']).html).toBe('<i>Which Side Are You On? Seven Debates</i>. McFarland.');
    expect(formatted(quoted('Whose Books Get Published?: Individual Agency')).text).toBe('“Whose Books Get Published? Individual Agency”');
    expect(formatted(quoted('"Are We There Yet?": Travel')).text).toBe('“‘Are We There Yet?’ Travel”');
    expect(formatted('Ratio 2:1, Why?').text).toBe('Ratio 2:1, Why?');
    expect(formatted(['Review of "Why Read?": Essays', '.']).text).toBe('Review of “Why Read?” Essays.');
  });

  it("prints the data's straight apostrophes as ’, a year's elision too", () => {
    expect(formatted(italic("The Omnivore's Dilemma")).html).toBe('<i>The Omnivore’s Dilemma</i>');
    expect(formatted("The Joneses' House in the '90s").text).toBe('The Joneses’ House in the ’90s');
    expect(formatted("'Tis the Season for Rock 'n' Roll").text).toBe('’Tis the Season for Rock ’n’ Roll');
    expect(formatted("Some remarks on 't Hooft's S-matrix").text).toBe('Some remarks on ’t Hooft’s S-matrix');
  });

  it('pairs straight double marks as “ ” and single ones as ‘ ’, single within a quoted title', () => {
    expect(formatted('A Study of "Pride" and \'Shame\'').text).toBe('A Study of “Pride” and “Shame”');
    expect(formatted([quoted('On "Mending Wall" Again'), '.']).text).toBe('“On ‘Mending Wall’ Again.”');
    expect(formatted(['Title (', '"quoted"', ')']).text).toBe('Title (“quoted”)');
  });

  it('reads the text before a string, markup read first and its attributes left alone', () => {
    expect(formatted("<i>Hamlet</i>'s Ghost").html).toBe('<i>Hamlet</i>’s Ghost');
    expect(formatted('<span class="nocase">DNA</span>\'s "code"').html).toBe('DNA’s “code”');
  });

  it('moves a period inside a closing mark that came from the data', () => {
    expect(formatted(['He Said "No"', '.']).text).toBe('He Said “No.”');
  });

  it('keeps a web address as typed', () => {
    expect(formatted("See https://example.com/it's-here and it's done").text).toBe("See https://example.com/it's-here and it’s done");
  });
});
