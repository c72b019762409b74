import { describe, expect, it } from 'vitest';
import { formatted, italic, lastChar, parseMarkup, sup, toHtml, toText, withPeriod } from './inline.js';

describe('markup in field values', () => {
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
