import { describe, expect, it } from 'vitest';
import type { Contributor } from '../../model/contributor.js';
import type { Reference } from '../../model/reference.js';
import { formatCitation, formatReference } from '../index.js';
import { bibliographyNames, fullName, invertedName, noteNames, shortNames } from './names.js';
import { group, person, ref } from '../../testing/builders.js';

const entry = (r: Reference) => formatReference(r, 'turabian9');
const note = (r: Reference, location?: { type: 3; value: string }) => formatCitation([{ reference: r, ...(location ? { location } : {}) }], 'turabian9').first;
const shortNote = (r: Reference, location?: { type: 3; value: string }) => formatCitation([{ reference: r, ...(location ? { location } : {}) }], 'turabian9').subsequent;

const many = (n: number) => Array.from({ length: n }, (_, i) => person(`Author${i + 1}`, `Given${i + 1}`));

describe('Turabian names in notes (CMOS 14.76)', () => {
  it.each([
    [1, 'Given1 Author1'],
    [2, 'Given1 Author1 and Given2 Author2'],
    [3, 'Given1 Author1, Given2 Author2, and Given3 Author3'],
    [4, 'Given1 Author1 et al.'],
    [12, 'Given1 Author1 et al.'],
  ])('names %i authors as %j', (n, expected) => {
    expect(noteNames(many(n))).toBe(expected);
  });

  it.each([
    [1, 'Author1'],
    [2, 'Author1 and Author2'],
    [3, 'Author1, Author2, and Author3'],
    [4, 'Author1 et al.'],
  ])('shortens %i authors to %j in short notes', (n, expected) => {
    expect(shortNames(many(n))).toBe(expected);
  });
});

describe('Turabian group names in notes (16.1.7)', () => {
  it('divides a group\'s levels with commas and drops its own final period, keeping an abbreviation\'s', () => {
    expect(noteNames([group('European Commission. Joint Research Centre.')])).toBe('European Commission, Joint Research Centre');
    expect(noteNames([group('U.S. Department of Labor')])).toBe('U.S. Department of Labor');
    expect(noteNames([group('Acme Co.')])).toBe('Acme Co.');
  });
});

describe('Turabian names in the bibliography', () => {
  it.each([
    [1, 'Author1, Given1'],
    [2, 'Author1, Given1, and Given2 Author2'],
    [3, 'Author1, Given1, Given2 Author2, and Given3 Author3'],
    [10, 'Author1, Given1, Given2 Author2, Given3 Author3, Given4 Author4, Given5 Author5, Given6 Author6, Given7 Author7, Given8 Author8, Given9 Author9, and Given10 Author10'],
    [11, 'Author1, Given1, Given2 Author2, Given3 Author3, Given4 Author4, Given5 Author5, Given6 Author6, Given7 Author7, et al.'],
  ])('lists %i authors as %j (up to ten; past ten, seven and et al.)', (n, expected) => {
    expect(bibliographyNames(many(n))).toBe(expected);
  });

  it('keeps suffixes, particles and handles in both orders', () => {
    const king = person('King', 'Martin Luther', 'author', { suffix: 'Jr.' });
    const mises = person('Mises', 'Ludwig', 'author', { droppingParticle: 'von' });
    const gogh = person('Gogh', 'Vincent', 'author', { particle: 'van' });
    const conan = person('O’Brien', 'Conan', 'author', { handle: 'ConanOBrien' });
    expect([king, mises, gogh, conan].map(fullName)).toEqual(['Martin Luther King Jr.', 'Ludwig von Mises', 'Vincent van Gogh', 'Conan O’Brien (@ConanOBrien)']);
    expect([king, mises, gogh, conan].map(invertedName)).toEqual(['King, Martin Luther, Jr.', 'Mises, Ludwig von', 'van Gogh, Vincent', 'O’Brien, Conan (@ConanOBrien)']);
  });

  it('writes a mononym and a group as they are', () => {
    expect(invertedName(person('Plato'))).toBe('Plato');
    expect(bibliographyNames([group('World Health Organization'), person('Doe', 'Jane')])).toBe('World Health Organization and Jane Doe');
  });
});

describe('Turabian names standing in for the author', () => {
  const book = (contributors: Contributor[]) => ref(2, { contributors, title: 'The Making of the American Essay', issued: { year: 2016 }, publishers: [{ name: 'Graywolf Press', city: 'Minneapolis' }] });

  it('puts an editor in the author position with ed. or eds.', () => {
    expect(entry(book([person('D’Agata', 'John', 'editor')])).text).toBe('D’Agata, John, ed. The Making of the American Essay. Minneapolis: Graywolf Press, 2016.');
    expect(note(book([person('D’Agata', 'John', 'editor')])).text).toBe('John D’Agata, ed., The Making of the American Essay (Minneapolis: Graywolf Press, 2016).');
    expect(entry(book([person('Kurland', 'Philip B.', 'editor'), person('Lerner', 'Ralph', 'editor')])).text).toMatch(/^Kurland, Philip B\., and Ralph Lerner, eds\. The Making/);
  });

  it('leaves the editor label out of the short note', () => {
    expect(shortNote(book([person('D’Agata', 'John', 'editor')]), { type: 3, value: '48' }).text).toBe('D’Agata, Making of the American Essay, 48.');
  });

  it('puts a translator in the author position with trans. when there is no author', () => {
    const iliad = ref(2, { contributors: [person('Lattimore', 'Richmond', 'translator')], title: 'The Iliad of Homer', issued: { year: 1951 }, publishers: [{ name: 'University of Chicago Press', city: 'Chicago' }] });
    expect(entry(iliad).text).toBe('Lattimore, Richmond, trans. The Iliad of Homer. Chicago: University of Chicago Press, 1951.');
    expect(note(iliad, { type: 3, value: '91-92' }).text).toBe('Richmond Lattimore, trans., The Iliad of Homer (Chicago: University of Chicago Press, 1951), 91–92.');
  });

  it('names a translator and an editor after the title when there is an author', () => {
    const novel = ref(2, {
      contributors: [person('García Márquez', 'Gabriel'), person('Grossman', 'Edith', 'translator')],
      title: 'Love in the Time of Cholera', issued: { year: 1988 }, publishers: [{ name: 'Cape', city: 'London' }],
    });
    expect(entry(novel).text).toBe('García Márquez, Gabriel. Love in the Time of Cholera. Translated by Edith Grossman. London: Cape, 1988.');
    expect(note(novel, { type: 3, value: '242-55' }).text).toBe('Gabriel García Márquez, Love in the Time of Cholera, trans. Edith Grossman (London: Cape, 1988), 242–55.');
  });
});
