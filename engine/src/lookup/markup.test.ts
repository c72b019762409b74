import { describe, expect, it } from 'vitest';
import { catalogueDate } from './catalogue-dates.js';
import { cleanAbstract, cleanTitle } from './markup.js';
import { normalizePlace } from './places.js';

describe('titles', () => {
  it.each([
    ['JATS italics become <i>', 'Growth of <jats:italic>E. coli</jats:italic> in milk', 'Growth of <i>E. coli</i> in milk'],
    ['HTML italics stay', 'The <i>Drosophila</i> genome', 'The <i>Drosophila</i> genome'],
    ['line breaks and indentation go', 'Identification in\n   <i>Streptococcus</i>\n   that', 'Identification in <i>Streptococcus</i> that'],
    ['spaces move out of a tag', 'in <i> E. coli </i>cells', 'in <i>E. coli</i> cells'],
    ['formulas keep sub and sup', 'H<jats:sub>2</jats:sub>O and CO<sub>2</sub>', 'H<sub>2</sub>O and CO<sub>2</sub>'],
    ['a footnote mark at the end goes', 'Correlation of Amines<sup>1</sup>', 'Correlation of Amines'],
    ['other tags go, their text kept', '<jats:title>On <scp>DNA</scp> and <b>RNA</b></jats:title>', 'On DNA and RNA'],
    ['entities are decoded', 'Trends in Ecology &amp; Evolution: &#8220;a&#x2019;s&#8221; &alpha;', 'Trends in Ecology & Evolution: “a’s” α'],
    ['an empty tag goes', 'A <i> </i>title', 'A title'],
    ['a less-than sign in text stays', 'p < 0.05 in trials', 'p < 0.05 in trials'],
  ])('%s', (_name, input, expected) => {
    expect(cleanTitle(input)).toBe(expected);
  });
});

describe('abstracts', () => {
  it('drops the "Abstract" heading and keeps paragraphs', () => {
    expect(cleanAbstract('<jats:title>Abstract</jats:title><jats:p>First  para.</jats:p>\n<jats:p>Second with <jats:italic>italics</jats:italic>.</jats:p>')).toBe(
      'First para.\n\nSecond with <i>italics</i>.',
    );
  });

  it('keeps section headings as their own paragraph', () => {
    expect(cleanAbstract('<jats:sec><jats:title>Background</jats:title><jats:p>Text.</jats:p></jats:sec>')).toBe('Background\n\nText.');
  });

  it('reads an abstract with no markup as one paragraph', () => {
    expect(cleanAbstract('  Plain text.  ')).toBe('Plain text.');
  });
});

describe('places of publication', () => {
  it.each([
    ['New York, New York, USA', 'New York, NY'],
    ['Boston, Mass.', 'Boston, MA'],
    ['[London]', 'London'],
    ['Golden, CO (United States)', 'Golden, CO'],
    ['Toronto, Ontario, Canada', 'Toronto, ON'],
    ['Oxford, England', 'Oxford, England'],
    ['[S.l.]', undefined],
  ])('%s', (input, expected) => {
    expect(normalizePlace(input)).toBe(expected);
  });
});

describe('catalogue dates', () => {
  it.each([
    ['2004', { 'date-parts': [[2004]] }],
    ['March 12, 2004', { 'date-parts': [[2004, 3, 12]] }],
    ['2023-05-16', { 'date-parts': [[2023, 5, 16]] }],
    ['2004-03-00', { 'date-parts': [[2004, 3]] }],
    ['c1925', { 'date-parts': [[1925]] }],
    ['©1999', { 'date-parts': [[1999]] }],
    ['[1999?]', { 'date-parts': [[1999]], circa: true }],
    ['1925 [i.e. 1926]', { 'date-parts': [[1926]] }],
    ['printed in 1887 by hand', { 'date-parts': [[1887]] }],
    ['unknown', undefined],
    ['', undefined],
  ])('%s', (input, expected) => {
    expect(catalogueDate(input)).toEqual(expected);
  });
});
