import { describe, expect, it } from 'vitest';
import { parseNames } from './names.js';

describe('parseNames', () => {
  it.each([
    ['Donald E. Knuth', { family: 'Knuth', given: 'Donald E.' }],
    ['Knuth, Donald E.', { family: 'Knuth', given: 'Donald E.' }],
    ['Ludwig van Beethoven', { family: 'Beethoven', given: 'Ludwig', 'non-dropping-particle': 'van' }],
    ['van Beethoven, Ludwig', { family: 'Beethoven', given: 'Ludwig', 'non-dropping-particle': 'van' }],
    ['de la Fontaine, Jean', { family: 'Fontaine', given: 'Jean', 'non-dropping-particle': 'de la' }],
    ['King, Jr, Martin Luther', { family: 'King', given: 'Martin Luther', suffix: 'Jr' }],
    ['Paul Erd{\\H{o}}s', { family: 'Erdős', given: 'Paul' }],
    ['J{\\"o}rg M{\\"u}ller', { family: 'Müller', given: 'Jörg' }],
    ['{\\O}stergaard, S{\\o}ren', { family: 'Østergaard', given: 'Søren' }],
    ['{van Gogh}, Vincent', { family: 'van Gogh', given: 'Vincent' }],
    ['Plato', { family: 'Plato' }],
  ])('reads %s', (raw, name) => {
    expect(parseNames(raw).names).toEqual([name]);
  });

  it('reads a braced name as one organisation', () => {
    expect(parseNames('{World Health Organization} and Jane Doe').names).toEqual([{ literal: 'World Health Organization' }, { family: 'Doe', given: 'Jane' }]);
  });

  it('splits on "and" only outside braces, in any case', () => {
    expect(parseNames('{Barnes and Noble} AND Smith, J.').names).toEqual([{ literal: 'Barnes and Noble' }, { family: 'Smith', given: 'J.' }]);
  });

  it('says when the list ends with "and others"', () => {
    const list = parseNames('Alice Smith and Bob Jones and others');
    expect(list.names).toHaveLength(2);
    expect(list.others).toBe(true);
  });
});
