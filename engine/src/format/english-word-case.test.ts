import { describe, expect, it } from 'vitest';
import { englishWordCase } from './english-word-case.js';

describe('englishWordCase', () => {
  it.each([
    ['Transgress', 'common'],
    ['IMPATIENT', 'common'],
    ['Research', 'common'], // stored as "search" with the prefix flag re-
    ['Studies', 'common'],
    ['Stopped', 'common'],
    ['Boxes', 'common'],
    ['Gatsby', 'proper'],
    ['Obama’s', 'proper'],
    ['Turkey', 'both'],
    ['Smith', 'both'],
    ['Rahami', undefined],
    ['Consentes', undefined], // "-es" is a plural ending only after a sibilant or o
  ])('reads %s as the dictionary writes it: %s', (word, expected) => {
    expect(englishWordCase(word)).toBe(expected);
  });
});
