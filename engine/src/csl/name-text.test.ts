import { describe, expect, it } from 'vitest';
import { NAME_PARTICLES } from './csl-names.js';
import { NAME_SUFFIX, readNameText } from './name-text.js';

describe('names given as one string', () => {
  it.each([
    ['F. Scott Fitzgerald.', { family: 'Fitzgerald', given: 'F. Scott' }],
    ['Josie Shapiro', { family: 'Shapiro', given: 'Josie' }],
    ['Fitzgerald, F. Scott', { family: 'Fitzgerald', given: 'F. Scott' }],
    ['Martin Luther King, Jr.', { family: 'King', given: 'Martin Luther', suffix: 'Jr.' }],
    ['Ludwig van Beethoven', { family: 'Beethoven', given: 'Ludwig', 'non-dropping-particle': 'van' }],
    ['Plato', { family: 'Plato' }],
    ['Allen & Unwin', { literal: 'Allen & Unwin' }],
    ['American Psychological Association', { literal: 'American Psychological Association' }],
    ['J. R. R. Tolkien', { family: 'Tolkien', given: 'J. R. R.' }],
  ])('%s', (input, expected) => {
    expect(readNameText(input)).toEqual(expected);
  });

  it('gives nothing for a blank name', () => {
    expect(readNameText('  ;  ')).toBeUndefined();
  });

  it.each([
    ['King, Martin Luther, Jr.', { family: 'King', given: 'Martin Luther', suffix: 'Jr.' }],
    ['van Gogh, Vincent', { 'non-dropping-particle': 'van', family: 'Gogh', given: 'Vincent' }],
    ['Mises, Ludwig von', { family: 'Mises', given: 'Ludwig', 'dropping-particle': 'von' }],
    ['Smith, J.R.', { family: 'Smith', given: 'J.R' }],
    ['Smith, John, PhD', { family: 'Smith', given: 'John' }],
    ['Oxford, University Press', { family: 'Oxford', given: 'University Press' }],
    ['New York Times, The', { literal: 'New York Times, The' }],
    ['<b>Austen</b>, Jane;', { family: 'Austen', given: 'Jane' }],
  ])('reads "Family, Given" in running text: %s', (input, expected) => {
    expect(readNameText(input)).toEqual(expected);
  });
});

describe('what differs between sources', () => {
  it('reads a lone word as a mononym, or as a literal where lone words are agencies', () => {
    expect(readNameText('Plato')).toEqual({ family: 'Plato' });
    expect(readNameText('Plato', { singleWord: 'literal' })).toEqual({ literal: 'Plato' });
  });

  it('reads initials after the family name when asked (Medline)', () => {
    expect(readNameText('Smith JA')).toEqual({ family: 'JA', given: 'Smith' });
    expect(readNameText('Smith JA', { initialsAfterFamily: true })).toEqual({ family: 'Smith', given: 'JA' });
  });

  it('takes a word in capitals for an organisation when asked (pages)', () => {
    expect(readNameText('NASA Goddard')).toEqual({ family: 'Goddard', given: 'NASA' });
    expect(readNameText('NASA Goddard', { capitalsMeanOrganisation: true })).toEqual({ literal: 'NASA Goddard' });
  });

  it('reads a formatted field by its commas, keeping its punctuation', () => {
    expect(readNameText('Plato,', { formatted: true })).toEqual({ family: 'Plato' });
    expect(readNameText('World Health Organization, Geneva', { formatted: true })).toEqual({ family: 'World Health Organization', given: 'Geneva' });
    expect(readNameText('Smith, J.R.', { formatted: true })).toEqual({ family: 'Smith', given: 'J.R.' });
    expect(readNameText(',', { formatted: true })).toBeUndefined();
  });

  it('drops the "By" of a byline, and reads no name from a link or a handle', () => {
    expect(readNameText('By Marc Santora', { byline: true })).toEqual({ family: 'Santora', given: 'Marc' });
    expect(readNameText('https://example.com/author/jane', { byline: true })).toBeUndefined();
    expect(readNameText('@jane', { byline: true })).toBeUndefined();
  });

  it('reads a newsroom’s byline as its group, never a person ("Reuters Staff", "Editors, USA TODAY")', () => {
    expect(readNameText('Reuters Staff', { byline: true })).toEqual({ literal: 'Reuters Staff' });
    expect(readNameText('Editors, USA TODAY', { byline: true })).toEqual({ literal: 'USA TODAY Editors' });
    expect(readNameText('Teamsters, Jane', { byline: true })).toEqual({ family: 'Teamsters', given: 'Jane' });
  });
});

describe('particles and suffixes', () => {
  it('knows particles in lower case only', () => {
    expect(readNameText('Charles de Gaulle')).toEqual({ family: 'Gaulle', given: 'Charles', 'non-dropping-particle': 'de' });
    expect(readNameText('Charles De Gaulle')).toEqual({ family: 'Gaulle', given: 'Charles De' });
    expect(NAME_PARTICLES.has('von')).toBe(true);
  });

  it.each(['Jr.', 'Sr', 'III', '2nd'])('takes %s for a suffix', (word) => {
    expect(NAME_SUFFIX.test(word)).toBe(true);
  });

  it('reads a suffix after a name with no comma', () => {
    expect(readNameText('Martin Luther King Jr.', { formatted: true })).toEqual({ family: 'King', given: 'Martin Luther', suffix: 'Jr.' });
  });
});
