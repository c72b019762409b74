import { describe, expect, it } from 'vitest';
import { referenceTypes } from './reference-types.js';
import { isType, TYPE_KINDS, typeKind, typeSlug } from './type-kinds.js';

describe('the types by kind', () => {
  it('names every catalogue type by its own slug and id, and nothing else', () => {
    expect(Object.entries(TYPE_KINDS).map(([slug, entry]) => [entry.id, slug])).toEqual(referenceTypes.map((type) => [type.id, type.slug]));
  });

  it('reads an unknown id as miscellaneous, as the formatters treat it', () => {
    expect(typeSlug(999)).toBe('miscellaneous');
    expect(typeKind(999).kind).toBe('misc');
  });

  it('puts articles of journals, magazines and newspapers in their periodicals', () => {
    expect([1, 13, 29].map((id) => [typeKind(id).kind, typeKind(id).container])).toEqual([['article', 'periodical'], ['article', 'periodical'], ['article', 'newspaper']]);
    expect(isType(43, 'tv-episode', 'film')).toBe(true);
    expect(isType(2, 'tv-episode')).toBe(false);
  });
});
