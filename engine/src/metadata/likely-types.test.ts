import { describe, expect, it } from 'vitest';
import { likelyPageTypes as likelyTypes } from './likely-types.js';

const JOURNAL = 1;
const BOOK = 2;
const WEBPAGE = 3;
const NEWSPAPER = 29;

describe('the likely types of a page that fell back to Webpage', () => {
  it('puts what its identifiers say first: a DOI an article, an ISBN a book', () => {
    expect(likelyTypes({ doi: '10.1000/x' }, 'https://example.org/')[0]).toBe(JOURNAL);
    expect(likelyTypes({ isbns: ['9784873118741'] }, 'https://example.org/')[0]).toBe(BOOK);
  });

  const dated = { issued: { year: 2024, month: 5 } };

  it('then what its address says (a blog, the news, a video), then the kinds of work most cited from the web', () => {
    expect(likelyTypes(dated, 'https://example.org/blog/2024/a-post')).toEqual([12, NEWSPAPER, 13, 47]);
    expect(likelyTypes(dated, 'https://example.org/news/world-1')).toEqual([NEWSPAPER, 12, 13, 47]);
    expect(likelyTypes(dated, 'https://example.org/about')).toEqual([NEWSPAPER, 12, 13, 47]);
  });

  it('reads a page with an author or a date as an article, one with neither as a document or a record', () => {
    expect(likelyTypes({ contributors: [{ family: 'Doe' }] }, 'https://example.org/p')[0]).toBe(NEWSPAPER);
    expect(likelyTypes({ title: 'A trial record' }, 'https://example.org/show/NCT03746262')).toEqual([4, 10, 12, NEWSPAPER]);
  });

  it('never suggests Webpage itself, and at most four', () => {
    for (const url of ['https://example.org/', 'https://example.org/videos/podcast/wiki/reports/blog/news']) {
      const types = likelyTypes({ doi: '10.1/x', isbns: ['0198526636'] }, url);
      expect(types).not.toContain(WEBPAGE);
      expect(types.length).toBeLessThanOrEqual(4);
      expect(new Set(types).size).toBe(types.length);
    }
  });
});
