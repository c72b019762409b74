import { describe, expect, it } from 'vitest';
import { defineType } from '../catalogue/reference-type.js';
import { referenceTypes } from '../catalogue/reference-types.js';
import { cleanTypeSearchTerm, searchReferenceTypes } from './type-search.js';

const type = (id: number, title: string, metadata: string[]) =>
  defineType({ id, slug: `t${id}`, title, desc: '', category: 'other', metadata, isCommon: false, csl: { type: 'document' }, fields: { title: { required: 'all' } } });

describe('type search (reference-library §5)', () => {
  it('lower-cases and turns non-alphanumerics into spaces', () => {
    expect(cleanTypeSearchTerm('  E-Book/Audio_Book! ')).toBe('e book audio book');
  });

  it('lists display-name matches before search-word matches, each type once', () => {
    const types = [type(1, 'Blog Post', ['web log']), type(2, 'Webpage', ['site', 'blog']), type(3, 'Blog Comment', ['blog'])];
    expect(searchReferenceTypes('blog', types).map((t) => t.id)).toEqual([1, 3, 2]);
  });

  it('matches a term typed with punctuation against the cleaned title', () => {
    expect(searchReferenceTypes('JOURNAL-article', referenceTypes)[0]?.id).toBe(1);
  });

  it('finds every catalogue type by its own title', () => {
    for (const t of referenceTypes) expect(searchReferenceTypes(t.title, referenceTypes).map((r) => r.id)).toContain(t.id);
  });

  it('finds online video by "youtube" and a religious work by "bible" through search words', () => {
    expect(searchReferenceTypes('youtube', referenceTypes).map((t) => t.id)).toContain(47);
    expect(searchReferenceTypes('bible', referenceTypes).map((t) => t.id)).toContain(37);
  });

  it('returns nothing for a blank or punctuation-only term', () => {
    expect(searchReferenceTypes('  ', referenceTypes)).toEqual([]);
    expect(searchReferenceTypes('?!', referenceTypes)).toEqual([]);
  });
});
