import { describe, expect, it } from 'vitest';
import { DUPLICATE_TYPE_LABELS, duplicateGroups, findDuplicates } from './duplicates.js';

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
