import { describe, expect, it } from 'vitest';
import { formatReference } from '../format/index.js';
import { parseGoogleBooksAnswer } from './google-books.js';
import { parseOpenLibraryAnswer } from './open-library.js';
import type { LookupParseResult, LookupWork } from './answer.js';

// Vite inlines the recorded answers at transform time, so the tests read no files themselves.
const openLibrary = import.meta.glob('./fixtures/openlibrary/*', { query: '?raw', import: 'default', eager: true });
const googleBooks = import.meta.glob('./fixtures/googlebooks/*', { query: '?raw', import: 'default', eager: true });

const only = (parsed: LookupParseResult): LookupWork => {
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(parsed.value.works).toHaveLength(1);
  return parsed.value.works[0]!;
};

const gatsbyText = openLibrary['./fixtures/openlibrary/9780743273565.json']!;
const gatsby = JSON.parse(gatsbyText) as Record<string, unknown>;
const shapiroText = googleBooks['./fixtures/googlebooks/9781761186769.json']!;

/** The Books API's `jscmd=data` shape, as documented at openlibrary.org/dev/docs/api/books (not a recording). */
const BOOKS_API_DATA = {
  'ISBN:9780140328721': {
    url: 'https://openlibrary.org/books/OL7353617M/Fantastic_Mr._Fox',
    key: '/books/OL7353617M',
    title: 'Fantastic Mr. Fox',
    authors: [{ url: 'https://openlibrary.org/authors/OL34184A/Roald_Dahl', name: 'Roald Dahl' }],
    number_of_pages: 96,
    identifiers: { isbn_10: ['0140328726'], isbn_13: ['9780140328721'], openlibrary: ['OL7353617M'] },
    publishers: [{ name: 'Puffin' }],
    publish_places: [{ name: 'London' }],
    publish_date: 'October 1, 1988',
    cover: { small: 'https://covers.openlibrary.org/b/id/8739161-S.jpg', large: 'https://covers.openlibrary.org/b/id/8739161-L.jpg' },
  },
};

describe('Open Library', () => {
  it('covers every recorded answer', () => {
    expect(Object.keys(openLibrary)).toEqual(['./fixtures/openlibrary/9780743273565.json']);
  });

  it('reads the recorded edition record as a book', () => {
    const { reference, imageUrl } = only(parseOpenLibraryAnswer(gatsbyText));
    expect(reference.referenceTypeID).toBe(2);
    expect(reference.data).toMatchObject({
      title: 'The Great Gatsby',
      issued: { year: 2004 },
      isbns: ['9780743273565', '0743273567'],
      numberOfPages: '180',
      publishers: [{ name: 'Scribner', city: 'New York', state: 'NY' }],
    });
    expect(imageUrl).toBe('https://covers.openlibrary.org/b/id/6776207-L.jpg');
  });

  it('reads the author from the statement of responsibility when the edition names authors only by key, and says so', () => {
    const { reference, warnings } = only(parseOpenLibraryAnswer(gatsbyText));
    expect(reference.data.contributors).toEqual([{ id: '1', type: 'author', kind: 'person', family: 'Fitzgerald', given: 'F. Scott' }]);
    expect(warnings).toEqual([expect.objectContaining({ code: 'authors-unresolved', field: 'author' })]);
    expect(warnings[0]!.message).toContain('/authors/OL27349A');
  });

  it('asks for the authors when there is no statement to read them from', () => {
    const { reference, warnings } = only(parseOpenLibraryAnswer({ ...gatsby, by_statement: undefined }));
    expect(reference.data.contributors).toBeUndefined();
    expect(warnings[0]!.message).toMatch(/add their names/);
  });

  it('leaves the cover artist out', () => {
    expect(only(parseOpenLibraryAnswer(gatsbyText)).reference.data.contributors?.map((c) => c.type)).toEqual(['author']);
  });

  it('keeps a translator the edition names', () => {
    const { reference } = only(parseOpenLibraryAnswer({ ...gatsby, contributors: [{ name: 'Jean Dupont', role: 'Translator' }] }));
    expect(reference.data.contributors?.map((c) => c.type)).toEqual(['author', 'translator']);
  });

  it('reads the Books API data shape, one book per bibkey', () => {
    const { reference, imageUrl, warnings } = only(parseOpenLibraryAnswer(JSON.stringify(BOOKS_API_DATA)));
    expect(reference.data).toMatchObject({
      title: 'Fantastic Mr. Fox',
      contributors: [{ kind: 'person', family: 'Dahl', given: 'Roald' }],
      publishers: [{ name: 'Puffin', city: 'London' }],
      issued: { year: 1988, month: 10, day: 1 },
      numberOfPages: '96',
      isbns: ['9780140328721', '0140328726'],
    });
    expect(imageUrl).toBe('https://covers.openlibrary.org/b/id/8739161-L.jpg');
    expect(warnings).toEqual([]);
  });

  it('reads the Books API details shape through its nested edition', () => {
    const details = { 'ISBN:9780743273565': { bib_key: 'ISBN:9780743273565', thumbnail_url: 'https://covers.openlibrary.org/b/id/6776207-S.jpg', details: gatsby } };
    const { reference, imageUrl } = only(parseOpenLibraryAnswer(details));
    expect(reference.data.title).toBe('The Great Gatsby');
    expect(imageUrl).toBe('https://covers.openlibrary.org/b/id/6776207-L.jpg');
  });

  it('answers an unknown ISBN in the Books API with no books, not a failure', () => {
    expect(parseOpenLibraryAnswer('{}')).toEqual({ ok: true, value: { works: [], warnings: [] } });
  });

  it.each([
    ['a subtitle', { subtitle: 'A Novel' }, 'title', 'The Great Gatsby: A Novel'],
    ['a month and year', { publish_date: 'April 2004' }, 'issued', { year: 2004, month: 4 }],
    ['a copyright year', { publish_date: 'c1925' }, 'issued', { year: 1925 }],
    ['a bracketed guess', { publish_date: '[1925?]' }, 'issued', { year: 1925, circa: true }],
    ['a corrected year', { publish_date: '1925 [i.e. 1926]' }, 'issued', { year: 1926 }],
    ['a second edition', { edition_name: '2nd ed.' }, 'edition', '2nd ed.'],
    ['a binding that is no edition', { edition_name: '1st Scribner trade pbk. ed.' }, 'edition', undefined],
    ['a pagination without a page count', { number_of_pages: undefined, pagination: 'xii, 180 p. ;' }, 'numberOfPages', '180'],
    ['authors by name', { authors: [{ name: 'F. Scott Fitzgerald' }] }, 'contributors', [{ id: '1', type: 'author', kind: 'person', family: 'Fitzgerald', given: 'F. Scott' }]],
  ])('reads %s', (_name, change, field, expected) => {
    const { reference } = only(parseOpenLibraryAnswer({ ...gatsby, ...change }));
    expect((reference.data as Record<string, unknown>)[field]).toEqual(expected);
  });

  it.each([
    ['an empty body', '', 'empty-answer'],
    ['an HTML page', '<html><body>Not Found</body></html>', 'invalid-json'],
    ['a not-found record', '{"error": "notfound", "key": "/isbn/9780000000000"}', 'isbn-not-found'],
    ['another error', '{"error": "rate limited"}', 'service-error'],
    ['a redirect stub', '{"type": {"key": "/type/redirect"}, "location": "/books/OL1M"}', 'unexpected-answer'],
    ['an edition without a title', '{"type": {"key": "/type/edition"}, "publishers": ["X"]}', 'unexpected-answer'],
    ['a list', '[1, 2]', 'unexpected-answer'],
    ['bibkeys holding no records', '{"ISBN:1": 5}', 'unexpected-answer'],
  ])('refuses %s', (_name, body, code) => {
    expect(parseOpenLibraryAnswer(body)).toMatchObject({ ok: false, error: { code } });
  });

  it('formats the recorded edition in APA 7', () => {
    // APA wants "The great Gatsby"; the formatter prints titles as the source wrote them.
    expect(formatReference(only(parseOpenLibraryAnswer(gatsbyText)).reference, 'apa7').text).toBe('Fitzgerald, F. S. (2004). The Great Gatsby. Scribner.');
  });
});

describe('Google Books', () => {
  it('covers every recorded answer', () => {
    expect(Object.keys(googleBooks)).toEqual(['./fixtures/googlebooks/9781761186769.json']);
  });

  it('reads the recorded volumes answer as a book', () => {
    const parsed = parseGoogleBooksAnswer(shapiroText);
    expect(parsed.ok && parsed.value.totalResults).toBe(1);
    const { reference, imageUrl, warnings } = only(parsed);
    expect(reference.referenceTypeID).toBe(2);
    expect(reference.data).toMatchObject({
      title: 'Everything is Beautiful and Everything Hurts',
      contributors: [{ kind: 'person', type: 'author', family: 'Shapiro', given: 'Josie' }],
      publishers: [{ name: 'Allen & Unwin' }],
      issued: { year: 2023, month: 5, day: 16 },
      isbns: ['9781761186769', '1761186760'],
      numberOfPages: '292',
      language: 'en',
    });
    expect(reference.data.abstract).toBeUndefined();
    expect(imageUrl).toBe('https://books.google.com/books/content?id=iEGqEAAAQBAJ&printsec=frontcover&img=1&zoom=1&edge=curl&source=gbs_api');
    expect(warnings).toEqual([]);
  });

  it('formats the recorded volume in APA 7', () => {
    // APA wants "Everything is beautiful and everything hurts"; the formatter prints titles as the source wrote them.
    expect(formatReference(only(parseGoogleBooksAnswer(shapiroText)).reference, 'apa7').text).toBe('Shapiro, J. (2023). Everything is Beautiful and Everything Hurts. Allen & Unwin.');
  });

  it('reads a single volume, its subtitle, an organisation as author and a year-only date', () => {
    const volume = { kind: 'books#volume', id: 'x', volumeInfo: { title: 'Publication Manual', subtitle: 'The Official Guide to APA Style', authors: ['American Psychological Association'], publishedDate: '2020', industryIdentifiers: [{ type: 'OTHER', identifier: 'UOM:39015' }] } };
    const w = only(parseGoogleBooksAnswer(volume));
    expect(w.subtitle).toBe('The Official Guide to APA Style');
    expect(w.reference.data).toMatchObject({ title: 'Publication Manual: The Official Guide to APA Style', issued: { year: 2020 }, contributors: [{ kind: 'group', name: 'American Psychological Association' }] });
    expect(w.reference.data.isbns).toBeUndefined();
  });

  it('answers no match with no books, not a failure', () => {
    expect(parseGoogleBooksAnswer('{"kind": "books#volumes", "totalItems": 0}')).toEqual({ ok: true, value: { works: [], warnings: [], totalResults: 0 } });
  });

  it.each([
    ['an empty body', '', 'empty-answer'],
    ['an HTML page', '<!DOCTYPE html><html></html>', 'invalid-json'],
    ['Google\'s error answer', '{"error": {"code": 429, "message": "Quota exceeded", "errors": []}}', 'service-error'],
    ['a missing volume', '{"error": {"code": 404, "message": "The volume ID could not be found."}}', 'isbn-not-found'],
    ['something else', '{"kind": "books#bookshelf"}', 'unexpected-answer'],
    ['a volume without a title', '{"kind": "books#volume", "volumeInfo": {}}', 'unexpected-answer'],
  ])('refuses %s', (_name, body, code) => {
    expect(parseGoogleBooksAnswer(body)).toMatchObject({ ok: false, error: { code } });
  });
});
