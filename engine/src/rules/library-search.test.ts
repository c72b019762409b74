import { describe, expect, it } from 'vitest';
import { matchesLibrarySearch, parseLibrarySearch } from './library-search.js';

const ref = { text: 'Okafor, A. (2021). Reading habits. Thesis chapter', tags: 'thesis, Reading' };

describe('the library search', () => {
  it("matches '#tag' against whole tags only, in any case", () => {
    expect(matchesLibrarySearch(parseLibrarySearch('#Thesis'), ref)).toBe(true);
    expect(matchesLibrarySearch(parseLibrarySearch('#thes'), ref)).toBe(false);
    expect(matchesLibrarySearch(parseLibrarySearch('#chapter'), ref)).toBe(false);
  });

  it('matches other text anywhere in what the reference reads as', () => {
    expect(matchesLibrarySearch(parseLibrarySearch(' habits '), ref)).toBe(true);
    expect(matchesLibrarySearch(parseLibrarySearch('sleep'), ref)).toBe(false);
  });

  it('matches everything for a blank term or a bare #', () => {
    expect(parseLibrarySearch('  ')).toEqual({ kind: 'none' });
    expect(parseLibrarySearch('#')).toEqual({ kind: 'none' });
    expect(matchesLibrarySearch(parseLibrarySearch(''), ref)).toBe(true);
  });
});
