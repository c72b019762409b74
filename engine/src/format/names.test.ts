import { describe, expect, it } from 'vitest';
import { group, person } from '../testing/builders.js';
import { personName, type NameForm } from './names.js';

const APA: NameForm = { order: 'inverted', given: 'initials', suffix: ', ', handle: 'brackets' };
const CHICAGO_NOTE: NameForm = { order: 'natural', given: 'as-written', suffix: ' ', handle: 'parentheses' };

describe('one name in a style’s form', () => {
  it('inverts with initials, the suffix after a comma (APA 9.8)', () => {
    expect(personName(person('King', 'Martin Luther', 'author', { suffix: 'Jr.' }), APA)).toBe('King, M. L., Jr.');
    expect(personName(person('Beethoven', 'Ludwig', 'author', { droppingParticle: 'van' }), APA)).toBe('Beethoven, L. van');
  });

  it('writes natural order with given names as written, the suffix without a comma (CMOS 14.76)', () => {
    expect(personName(person('King', 'Martin Luther', 'author', { suffix: 'Jr.' }), CHICAGO_NOTE)).toBe('Martin Luther King Jr.');
    expect(personName(person('Mises', 'Ludwig', 'author', { droppingParticle: 'von' }), CHICAGO_NOTE)).toBe('Ludwig von Mises');
    expect(personName(person('Gogh', 'Vincent', 'author', { particle: 'van' }), { ...CHICAGO_NOTE, order: 'inverted' })).toBe('van Gogh, Vincent');
  });

  it('spaces initials typed together, in every form (APA 9.8, CMOS 10.12), and keeps hyphenated ones', () => {
    expect(personName(person('Smith', 'C.J.'), APA)).toBe('Smith, C. J.');
    expect(personName(person('Tolkien', 'J.R.R.'), CHICAGO_NOTE)).toBe('J. R. R. Tolkien');
    expect(personName(person('Sartre', 'Jean-Paul'), APA)).toBe('Sartre, J.-P.');
    expect(personName(person('Sartre', 'J.-P.'), APA)).toBe('Sartre, J.-P.');
  });

  it('joins a particle ending in a hyphen or apostrophe to the family name without a space', () => {
    expect(personName(person('Rashid', 'Omar', 'author', { particle: 'al-' }), APA)).toBe('al-Rashid, O.');
    expect(personName(person('Alembert', 'Jean', 'author', { particle: 'd’' }), CHICAGO_NOTE)).toBe('Jean d’Alembert');
    expect(personName(person('Gogh', 'Vincent', 'author', { particle: 'van' }), APA)).toBe('van Gogh, V.');
  });

  it('gives a nickname in quotation marks no initial, and prints it where given names are written out', () => {
    expect(personName(person('Liu', 'Haiyang ‘Leo’'), APA)).toBe('Liu, H.');
    expect(personName(person('Liu', 'Haiyang "Leo"'), APA)).toBe('Liu, H.');
    expect(personName(person('Liu', 'Haiyang ‘Leo’'), CHICAGO_NOTE)).toBe('Haiyang ‘Leo’ Liu');
    expect(personName(person('Arcy', 'D’Arcy Wentworth'), APA)).toBe('Arcy, D. W.');
  });

  it('keeps a dropping particle when the given name is missing, and follows a name with its handle in the style’s marks', () => {
    expect(personName(person('Beethoven', undefined, 'author', { droppingParticle: 'van' }), APA)).toBe('Beethoven, van');
    expect(personName(person('O’Brien', 'Conan', 'author', { handle: 'ConanOBrien' }), CHICAGO_NOTE)).toBe('Conan O’Brien (@ConanOBrien)');
    expect(personName(group('APA Databases', 'author'), APA)).toBe('APA Databases');
    expect(personName({ ...group('APA Databases', 'author'), handle: '@APA_Databases' }, APA)).toBe('APA Databases [@APA_Databases]');
  });
});
