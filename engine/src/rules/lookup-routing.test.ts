import { describe, expect, it } from 'vitest';
import {
  GENERIC_LOOKUP_WORDS,
  LOOKUP_MESSAGES,
  LOOKUP_MESSAGE_OTHER,
  LOOKUP_MESSAGE_TYPES,
  LOOKUP_TERM_MESSAGE_TYPES,
  LOOKUP_NO_RESULTS,
  classifyLookupTerm,
  genericLookupWarning,
  lookupMessage,
  routeLookup,
} from './lookup-routing.js';

describe('routeLookup', () => {
  it('does nothing for a blank term after trimming', () => {
    expect(routeLookup('')).toEqual({ kind: 'none' });
    expect(routeLookup('   \t')).toEqual({ kind: 'none' });
    expect(routeLookup(undefined)).toEqual({ kind: 'none' });
  });

  it.each([
    ['bible', 37, 'religious work'],
    ['book', 2, 'book'],
    ['blog', 12, 'blog post'],
    ['article', 1, 'journal article'],
    ['journal', 1, 'journal article'],
    ['web', 3, 'webpage'],
    ['webpage', 3, 'webpage'],
    ['website', 3, 'webpage'],
    ['youtube', 47, 'video'],
    ['video', 47, 'video'],
    ['videos', 47, 'video'],
  ])('opens a blank form for the generic word %s (type %i) with a warning', (word, typeId, typeName) => {
    const route = routeLookup(word);
    expect(route).toEqual({ kind: 'empty-form', typeId, warning: genericLookupWarning(typeName) });
    if (route.kind === 'empty-form') expect(route.warning).toContain(`a blank ${typeName} form`);
  });

  it('covers exactly the spec words', () => {
    expect(Object.keys(GENERIC_LOOKUP_WORDS).sort()).toEqual(
      ['article', 'bible', 'blog', 'book', 'journal', 'video', 'videos', 'web', 'webpage', 'website', 'youtube'].sort(),
    );
  });

  it('matches generic words whatever their case, spacing or trailing punctuation', () => {
    expect(routeLookup('  YouTube ')).toMatchObject({ kind: 'empty-form', typeId: 47 });
    expect(routeLookup('Book?')).toMatchObject({ kind: 'empty-form', typeId: 2 });
  });

  it('says what happened and how to search instead', () => {
    expect(genericLookupWarning('book')).toBe(
      'Looks like you searched for a kind of source rather than a specific one, so we opened a blank book form for you. To look up a particular work, search by its DOI, ISBN, author, title or URL.',
    );
  });

  it('searches for anything else, trimmed, with & encoded for the query', () => {
    expect(routeLookup('  Pride & Prejudice ')).toEqual({
      kind: 'search',
      term: 'Pride & Prejudice',
      query: 'Pride%20%26%20Prejudice',
      termKind: 'text',
    });
  });

  it('searches for a phrase that only contains a generic word', () => {
    expect(routeLookup('the book thief')).toMatchObject({ kind: 'search', term: 'the book thief' });
    expect(routeLookup('bibles')).toMatchObject({ kind: 'search' });
  });

  it('carries the DOI it read, so nobody parses the term again', () => {
    expect(routeLookup(' https://doi.org/10.1037/amp0000722 ')).toMatchObject({ kind: 'search', termKind: 'doi', doi: '10.1037/amp0000722' });
  });

  it('carries the ISBN it read, or null when the check digit is wrong', () => {
    expect(routeLookup('ISBN 978-0-7432-7356-5')).toMatchObject({ kind: 'search', termKind: 'isbn', isbn: '9780743273565' });
    expect(routeLookup('080442957x')).toMatchObject({ termKind: 'isbn', isbn: '080442957X' });
    expect(routeLookup('978-0-7432-7356-6')).toMatchObject({ kind: 'search', termKind: 'isbn', isbn: null });
  });

  it('encodes every reserved character of a URL term', () => {
    const route = routeLookup('https://example.com/a?b=1&c=2#x');
    expect(route).toMatchObject({ kind: 'search', termKind: 'url' });
    if (route.kind === 'search') {
      expect(route.query).toBe('https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2%23x');
      expect(decodeURIComponent(route.query)).toBe(route.term);
    }
  });
});

describe('classifyLookupTerm', () => {
  it.each([
    ['10.1037/amp0000722', 'doi'],
    ['doi:10.1037/amp0000722', 'doi'],
    ['DOI: 10.1000/xyz123', 'doi'],
    ['https://doi.org/10.1037/amp0000722', 'doi'],
    ['http://dx.doi.org/10.1037/amp0000722', 'doi'],
    ['doi.org/10.1037/amp0000722', 'doi'],
    ['978-0-7432-7356-5', 'isbn'],
    ['9780743273565', 'isbn'],
    ['0-7432-7356-7', 'isbn'],
    ['080442957X', 'isbn'],
    ['ISBN 978 0 7432 7356 5', 'isbn'],
    ['ISBN-10: 0-7432-7356-7', 'isbn'],
    ['9780743273566', 'isbn'],
    ['file:///Users/me/paper.pdf', 'local-file'],
    ['file:C:/papers/a.pdf', 'local-file'],
    ['doi:10.1037', 'invalid-doi'],
    ['https://doi.org/not-a-doi', 'invalid-doi'],
    ['10.1037/', 'invalid-doi'],
    ['10.12345', 'invalid-doi'],
    ['ftp://example.com/paper.pdf', 'other-link'],
    ['C:\\Users\\me\\paper.pdf', 'local-file'],
    ['d:/papers/a.pdf', 'local-file'],
    ['\\\\server\\share\\a.pdf', 'local-file'],
    ['/Users/me/Documents/a.pdf', 'local-file'],
    ['/home/me/a.pdf', 'local-file'],
    ['~/Downloads/a.pdf', 'local-file'],
    ['https://www.example.com/story', 'url'],
    ['http://example.com', 'url'],
    ['www.example.com', 'url'],
    ['example.com/path?q=1', 'url'],
    ['news.bbc.co.uk', 'url'],
    ['Toni Morrison Beloved', 'text'],
    ['J.K. Rowling', 'text'],
    ['12345', 'text'],
    ['978-0-7432', 'text'],
    ['123456789012', 'text'],
    ['X123456789', 'text'],
    ['3.14', 'text'],
    ['', 'text'],
  ])('classifies %s as %s', (term, kind) => {
    expect(classifyLookupTerm(term)).toBe(kind);
  });

  it('leaves the check digit to the lookup: a wrong one still looks like an ISBN', () => {
    expect(classifyLookupTerm('978-0-7432-7356-6')).toBe('isbn');
  });

  it('survives a missing term', () => {
    expect(classifyLookupTerm(undefined)).toBe('text');
  });
});

describe('lookup messages (reference-library §8)', () => {
  it('keeps the spec texts for message types 1 to 5 and 7', () => {
    expect(LOOKUP_MESSAGES).toEqual({
      1: 'This is an invalid DOI. Check the DOI for any errors or omissions. You can also search by author & title or create the reference manually.',
      2: "We do not have access to this DOI's information. You can search for the work by author & title or create the reference manually.",
      3: 'This URL requires a login to retrieve information. You can create the reference manually by choosing a reference type in the All tab.',
      4: 'The URL you entered is not responding. Try again or create the reference manually by choosing a reference type in the All tab.',
      5: 'This is not an active URL. Check the url is correct or create the reference manually by choosing a reference type in the All tab.',
      7: "It looks like you're trying to use a file stored on your computer. We can't search those for information yet. Try again with a different search criteria.",
    });
  });

  it('keeps the spec texts for other messages and for no results', () => {
    expect(LOOKUP_MESSAGE_OTHER).toBe('We were unable to process this search. Try again or create the reference manually.');
    expect(LOOKUP_NO_RESULTS).toBe(
      'Oops! Please try again or modify your search terms. You can search by DOI, ISBN, Author, Title, or URL.',
    );
  });

  it('answers an unknown message type, such as 6, with the other message', () => {
    expect(lookupMessage(3)).toBe(LOOKUP_MESSAGES[3]);
    expect(lookupMessage(6)).toBe(LOOKUP_MESSAGE_OTHER);
    expect(lookupMessage(99)).toBe(LOOKUP_MESSAGE_OTHER);
    expect(lookupMessage(Number.NaN)).toBe(LOOKUP_MESSAGE_OTHER);
  });
});

describe('lookup message types', () => {
  it('names the spec types by what they say, each with a text but "other"', () => {
    expect(LOOKUP_MESSAGE_TYPES).toEqual({ other: 0, invalidDoi: 1, unknownDoi: 2, loginRequired: 3, notResponding: 4, notActive: 5, localFile: 7 });
    for (const [name, id] of Object.entries(LOOKUP_MESSAGE_TYPES)) expect(lookupMessage(id)).toBe(name === 'other' ? LOOKUP_MESSAGE_OTHER : LOOKUP_MESSAGES[id as keyof typeof LOOKUP_MESSAGES]);
  });

  it('answers a local file, a link that is not to a web page and an invalid DOI at once, and looks every other term up', () => {
    expect(LOOKUP_TERM_MESSAGE_TYPES).toEqual({ 'local-file': 7, 'other-link': 5, 'invalid-doi': 1 });
  });
});
