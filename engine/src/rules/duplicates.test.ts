import { describe, expect, it } from 'vitest';
import { DUPLICATE_TYPE_LABELS, duplicateGroups, fillFromMerged, findDuplicates, type MergeContent } from './duplicates.js';

const lib = [
  { id: 'a', data: { doi: '10.1037/amp0000722' } },
  { id: 'b', data: { url: 'https://www.apa.org/pubs/journals' } },
  { id: 'c', data: { isbns: ['9780743273565'] } },
  { id: 'd', data: { url: 'https://example.com/other' } },
];

describe('duplicate detection (reference-library §5)', () => {
  it('matches a DOI with its link prefix removed, whatever its case', () => {
    expect(findDuplicates({ doi: 'https://doi.org/10.1037/AMP0000722' }, lib)).toEqual([{ reference: lib[0], matchedOn: 'doi' }]);
  });

  it('matches a URL with the scheme removed', () => {
    expect(findDuplicates({ url: 'http://www.apa.org/pubs/journals' }, lib).map((d) => d.reference.id)).toEqual(['b']);
  });

  it('matches the ISBN-10 of a book against its ISBN-13', () => {
    expect(findDuplicates({ isbns: ['0-7432-7356-7'] }, lib)).toEqual([{ reference: lib[2], matchedOn: 'isbn' }]);
  });

  it('finds nothing for a reference with no identifiers or different ones', () => {
    expect(findDuplicates({}, lib)).toEqual([]);
    expect(findDuplicates({ doi: '10.1000/xyz' }, lib)).toEqual([]);
  });

  it('groups references joined through a chain of shared identifiers', () => {
    const refs = [
      { id: 1, data: { doi: '10.1/a', url: 'https://x.org/a' } },
      { id: 2, data: { url: 'http://x.org/a/', isbns: ['0743273567'] } },
      { id: 3, data: { isbns: ['9780743273565'] } },
      { id: 4, data: { doi: '10.1/b' } },
    ];
    expect(duplicateGroups(refs).map((g) => g.map((r) => r.id))).toEqual([[1, 2, 3]]);
  });

  it('names types 1 to 4 as Journal, Book, Webpage and Gray Literature', () => {
    expect([1, 2, 3, 4].map((id) => DUPLICATE_TYPE_LABELS[id])).toEqual(['Journal', 'Book', 'Webpage', 'Gray Literature']);
  });
});

describe('filling the keeper of a merge (reference-library §5)', () => {
  const author = { id: 'c1', type: 'author', kind: 'person', family: 'Okafor', given: 'Ada' };
  const KEEPER = { title: 'Reading habits of first-year students', contributors: [author], issued: { year: 2021 }, containerTitle: 'Journal of Student Life', doi: '10.1234/jsl.2021.7' };
  const content = (data: Record<string, unknown>, more: Partial<MergeContent> = {}): MergeContent => ({ data, note: '', nickname: '', tags: '', legacyReferenceId: null, ...more });
  const keeper = { ...content(KEEPER, { tags: 'thesis' }), referenceTypeId: 1 };
  const withPages = content(
    { ...KEEPER, doi: '10.1234/JSL.2021.7', volume: '12', issue: '3', pages: [{ start: '45', end: '67' }], url: 'https://journal.example/habits' },
    { tags: 'chapter 2, Thesis', note: 'Cited in chapter 2', nickname: 'habits' },
  );
  const byUrl = content({ title: 'Reading habits', url: 'http://journal.example/habits', volume: '99', abstract: 'What students read.' }, { tags: 'web' });

  it("fills the keeper's empty fields from the merged references in order, and unites the tags", () => {
    const filled = fillFromMerged(keeper, [withPages, byUrl]);
    // Volume comes from the first merged reference, not the second; the keeper's own DOI and title stay.
    expect(filled.data).toEqual({ ...KEEPER, volume: '12', issue: '3', pages: [{ start: '45', end: '67' }], url: 'https://journal.example/habits' });
    expect(filled).toMatchObject({ note: 'Cited in chapter 2', nickname: 'habits', tags: 'thesis, chapter 2, web', legacyReferenceId: null });
    // The abstract is not a journal article's field: not taken.
    expect([...filled.filledFields].sort()).toEqual(['issue', 'nickname', 'note', 'pages', 'tags', 'url', 'volume']);
  });

  it('never replaces what the keeper has, and takes a converted-legacy id only when it has none', () => {
    const full = { ...content(KEEPER, { note: 'mine', nickname: 'me', tags: 'a', legacyReferenceId: 7 }), referenceTypeId: 1 };
    expect(fillFromMerged(full, [content({ title: 'Other' }, { note: 'theirs', nickname: 'them', tags: 'A', legacyReferenceId: 9 })])).toEqual({ data: KEEPER, note: 'mine', nickname: 'me', tags: 'a', legacyReferenceId: 7, filledFields: [] });
    const bare = { ...content(KEEPER), referenceTypeId: 1 };
    const filled = fillFromMerged(bare, [content({}), content({}, { legacyReferenceId: 9 }), content({}, { legacyReferenceId: 11 })]);
    expect(filled).toMatchObject({ legacyReferenceId: 9, filledFields: ['legacyReferenceId'] });
  });

  it('does not change the contents it is given', () => {
    const before = JSON.stringify([keeper, withPages, byUrl]);
    fillFromMerged(keeper, [withPages, byUrl]);
    expect(JSON.stringify([keeper, withPages, byUrl])).toBe(before);
  });
});
