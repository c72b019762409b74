import { describe, expect, it } from 'vitest';
import { sortKey } from './sort-key.js';

describe('sort keys', () => {
  it('fold accents and special letters, so Böhm sorts before Buonocore and Øberg among the O’s (APA 9.44, CMOS 16.60)', () => {
    const names = ['Buonocore', 'Böhm', 'Zeller', 'Øberg', 'Bohr', 'Łukasz'];
    expect([...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1))).toEqual(['Böhm', 'Bohr', 'Buonocore', 'Łukasz', 'Øberg', 'Zeller']);
  });

  it('ignore leading quotation marks and brackets, and case', () => {
    expect(sortKey('“Title” and more')).toBe('title” and more');
    expect(sortKey('[Untitled]')).toBe('untitled]');
    expect(sortKey('ÉCOLE')).toBe('ecole');
  });
});
