import { describe, expect, it } from 'vitest';
import type { Reference } from '../model/reference.js';
import { LOOKUP_MESSAGES, LOOKUP_NO_RESULTS, LOOKUP_MESSAGE_OTHER } from '../rules/lookup-routing.js';
import { parseCrossrefAnswer } from './crossref.js';
import { parseDoiCslAnswer } from './doi-csl.js';
import { parseGoogleBooksAnswer } from './google-books.js';
import { parseOpenLibraryAnswer } from './open-library.js';
import {
  filterLookupResults,
  lookupOutcome,
  lookupResponse,
  lookupResponseFor,
  lookupResultOf,
  pageStatusMessageType,
  PAGE_FETCH_ERROR_MESSAGE_TYPES,
  toLookupResult,
  type LookupResult,
} from './lookup-result.js';
import type { LookupParseResult } from './answer.js';

// Vite inlines the recorded answers at transform time, so the tests read no files themselves.
const raw = import.meta.glob('./fixtures/*/*', { query: '?raw', import: 'default', eager: true });
const PARSERS = { crossref: parseCrossrefAnswer, 'doi-csl': parseDoiCslAnswer, openlibrary: parseOpenLibraryAnswer, googlebooks: parseGoogleBooksAnswer } as const;
const parse = (path: string): LookupParseResult => PARSERS[path.split('/')[2] as keyof typeof PARSERS](raw[path]!);
const card = (path: string): LookupResult => {
  const parsed = parse(`./fixtures/${path}`);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return lookupResultOf(parsed.value.works[0]!);
};

describe('lookup result cards from recorded answers', () => {
  it.each([
    ['crossref/works-10.1038-srep16696.json', { id: 1, typeLabel: 'Journal Article', authorInfo: 'Tosatto, L., Horrocks, M. H., Dear, A. J., et al.', publisherInfo: 'Scientific Reports, 5(1), 2015', subTitle: null, imageUrl: null }],
    ['crossref/works-10.1007-s00120-007-1345-2.json', { id: 1, title: 'Penisverletzung durch eine Moulinette', subTitle: 'Folge einer autoerotischen Selbstverstümmelung', authorInfo: 'Lehsnau, M.', publisherInfo: 'Der Urologe, 46(7), 2007' }],
    ['doi-csl/10.1002-asi.23741.json', { id: 1, authorInfo: 'Nichols, D. M., & Twidale, M. B.', publisherInfo: 'Journal of the Association for Information Science and Technology, 68(4), 2016' }],
    ['doi-csl/10.1038-nchem.1149.json', { authorInfo: 'Woelfle, M., Olliaro, P., & Todd, M. H.' }],
    ['doi-csl/10.7554-elife.16800.json', { publisherInfo: 'eLife, 5, 2016' }],
    ['crossref/works-10.1017-9781108348843.json', { id: 2, typeLabel: 'Book', authorInfo: 'Leung, V. S.', publisherInfo: 'Cambridge University Press, 2019' }],
    ['doi-csl/10.1017-cbo9781316161012.json', { id: 2, title: 'Open Access and the Humanities', subTitle: 'Contexts, Controversies and the Future', publisherInfo: 'Cambridge University Press, 2014' }],
    ['doi-csl/10.1007-978-3-319-00026-8_2.json', { id: 2, typeLabel: 'Book Chapter', title: 'Open Science: One Term, Five Schools of Thought', subTitle: null, publisherInfo: 'Opening Science, Springer International Publishing, 2013' }],
    ['crossref/works-10.4018-978-1-4666-9588-7.les2.json', { id: 2, typeLabel: 'Book Chapter', publisherInfo: 'Impact of the Model Minority Stereotype on Modern Society, IGI Global' }],
    ['doi-csl/10.2760-283135.json', { id: 2, authorInfo: 'European Commission. Joint Research Centre.', publisherInfo: 'Publications Office, 2017' }],
    ['crossref/works-10.1093-oxfordhb-9780198746140.013.5.json', { id: 2, authorInfo: 'Clayton, B. R.' }],
    ['openlibrary/9780743273565.json', { id: 2, typeLabel: 'Book', title: 'The Great Gatsby', authorInfo: 'Fitzgerald, F. S.', publisherInfo: 'Scribner, 2004', imageUrl: 'https://covers.openlibrary.org/b/id/6776207-L.jpg' }],
    ['googlebooks/9781761186769.json', { id: 2, authorInfo: 'Shapiro, J.', publisherInfo: 'Allen & Unwin, 2023', imageUrl: expect.stringMatching(/^https:\/\/books\.google\.com\//) }],
    ['crossref/works-10.1101-2020.12.01.406702.json', { title: 'Identification of a novel cationic glycolipid in Streptococcus agalactiae that contributes to brain entry and meningitis' }],
  ])('shows %s', (path, expected) => {
    expect(card(path)).toMatchObject(expected);
  });

  /**
   * Works that are neither articles nor books: still results (a DOI lookup asked for exactly that work, and
   * step 3 opens the work's own form), with kind 0 so "All results" shows them and both filters hide them.
   */
  it.each([
    ['crossref/works-10.2210-pdb4hhb-pdb.json', 'Data Set', 10],
    ['doi-csl/10.5281-zenodo.3699950.json', 'Data Set', 10],
    ['doi-csl/10.1101-066803.json', 'Preprint', 32],
    ['crossref/works-10.1145-3448016.3452841.json', 'Conference Paper', 8],
    ['crossref/works-10.14264-uql.2020.791.json', 'Dissertation', 7],
    ['doi-csl/10.3386-w27250.json', 'Report', 4],
    ['crossref/works-10.53731-ybhah-9jy85.json', 'Blog Post', 12],
    ['crossref/works-10.7554-elife.55167.sa2.json', 'Review', 27],
    ['crossref/works-10.1007-12080.1874-1746.json', 'Other Work', 48],
  ])('keeps %s as a result of kind 0 labelled %s, its real type %i kept for step 3', (path, label, typeId) => {
    const result = card(path);
    expect(result).toMatchObject({ id: 0, typeLabel: label });
    expect(result.referenceData.referenceTypeID).toBe(typeId);
    expect(filterLookupResults([result], 'all')).toHaveLength(1);
    expect(filterLookupResults([result], 'journal-articles')).toEqual([]);
    expect(filterLookupResults([result], 'books-and-chapters')).toEqual([]);
  });

  it('shows a data set by where it is held and when', () => {
    expect(card('crossref/works-10.2210-pdb4hhb-pdb.json')).toMatchObject({ authorInfo: 'Fermi, G., & Perutz, M. F.', publisherInfo: 'Worldwide Protein Data Bank, 1984', subTitle: '4hhb' });
  });

  it('reads entries in a reference work as books and chapters', () => {
    const parsed = parse('./fixtures/crossref/works-list-query-ecology-rows2.json');
    const results = parsed.ok ? parsed.value.works.map(lookupResultOf) : [];
    expect(results.map((r) => [r.id, r.typeLabel, r.authorInfo, r.publisherInfo])).toEqual([
      [2, 'Reference Entry', '', 'Ecology, Oxford University Press, 2022'],
      [2, 'Reference Entry', 'Kessler, A.', 'Ecology, Oxford University Press, 2012'],
    ]);
  });
});

describe('cards from hand-made references', () => {
  const person = (family: string, given: string, type: 'author' | 'editor' = 'author') => ({ id: family, type, kind: 'person' as const, family, given });

  it('names editors when there are no authors', () => {
    const ref: Reference = { referenceTypeID: 31, data: { title: 'Handbook', contributors: [person('Smith', 'Jane', 'editor'), person('Lee', 'Kim', 'editor')], publishers: [{ name: 'Routledge' }], issued: { year: 2019 } } };
    expect(toLookupResult(ref)).toMatchObject({ id: 2, typeLabel: 'Edited Book', authorInfo: 'Smith, J., & Lee, K. (Eds.)', publisherInfo: 'Routledge, 2019' });
  });

  it('shows a title whole when the source gave no subtitle apart, and with its subtitle apart when it did', () => {
    const ref: Reference = { referenceTypeID: 2, data: { title: 'Thinking: Fast and Slow' } };
    expect(toLookupResult(ref)).toMatchObject({ title: 'Thinking: Fast and Slow', subTitle: null });
    expect(toLookupResult(ref, { subtitle: 'Fast and Slow' })).toMatchObject({ title: 'Thinking', subTitle: 'Fast and Slow' });
    expect(toLookupResult(ref, { subtitle: 'Something else' })).toMatchObject({ title: 'Thinking: Fast and Slow', subTitle: null });
  });

  it('shows an article without volume or date by its journal alone, and a work with nothing as blanks', () => {
    expect(toLookupResult({ referenceTypeID: 1, data: { title: 'T', containerTitle: 'J', issue: '2' } }).publisherInfo).toBe('J(2)');
    expect(toLookupResult({ referenceTypeID: 1, data: {} })).toMatchObject({ title: '', authorInfo: '', publisherInfo: '' });
  });
});

describe('lookup responses', () => {
  const results = (['crossref/works-10.1038-srep16696.json', 'openlibrary/9780743273565.json', 'crossref/works-10.2210-pdb4hhb-pdb.json', 'doi-csl/10.1007-978-3-319-00026-8_2.json'] as const).map(card);

  it('builds the response from a parsed answer', () => {
    const response = lookupResponseFor(parse('./fixtures/crossref/works-list-query-ecology-rows2.json'));
    expect(response.results).toHaveLength(2);
    expect(response.messages).toEqual([]);
  });

  it('answers an unknown DOI with message 2', () => {
    const response = lookupResponseFor(parse('./fixtures/crossref/works-10.1371-notarealdoi.404.txt'));
    expect(response).toEqual({ results: [], messages: [{ messageTypeID: 2 }] });
    expect(lookupOutcome(response)).toEqual({ kind: 'message', text: LOOKUP_MESSAGES[2] });
  });

  it('answers an unknown ISBN with no message, so the client shows the no-results text', () => {
    const response = lookupResponseFor(parseOpenLibraryAnswer('{"error":"notfound"}'));
    expect(response).toEqual({ results: [], messages: [] });
    expect(lookupOutcome(response)).toEqual({ kind: 'message', text: LOOKUP_NO_RESULTS });
  });

  it('answers an unreadable answer with "unable to process"', () => {
    const response = lookupResponseFor(parseCrossrefAnswer('<html>Service Unavailable</html>'));
    expect(lookupOutcome(response)).toEqual({ kind: 'message', text: LOOKUP_MESSAGE_OTHER });
  });

  it('sends one result straight to review and several to the list', () => {
    expect(lookupOutcome(lookupResponse(results.slice(0, 1)))).toEqual({ kind: 'review', result: results[0] });
    expect(lookupOutcome(lookupResponse(results))).toMatchObject({ kind: 'choose', results });
    expect(lookupOutcome(lookupResponse([], [5]))).toEqual({ kind: 'message', text: LOOKUP_MESSAGES[5] });
  });

  it('filters the list by kind, keeping the order', () => {
    expect(filterLookupResults(results, 'journal-articles').map((r) => r.typeLabel)).toEqual(['Journal Article']);
    expect(filterLookupResults(results, 'books-and-chapters').map((r) => r.typeLabel)).toEqual(['Book', 'Book Chapter']);
    expect(filterLookupResults(results, 'all')).toHaveLength(4);
  });

  it('is plain JSON', () => {
    const response = lookupResponse(results);
    expect(JSON.parse(JSON.stringify(response))).toEqual(response);
  });
});

describe('messages for a page that gave nothing (reference-library §8)', () => {
  it('answers a fetch that failed with "not an active URL", "not responding" or, for a PDF or an image, "unable to process"', () => {
    expect(PAGE_FETCH_ERROR_MESSAGE_TYPES).toEqual({
      'invalid-url': 5,
      'blocked-address': 5,
      'unknown-host': 5,
      'too-many-redirects': 5,
      unreachable: 4,
      timeout: 4,
      'unsupported-type': 0,
    });
  });

  it.each([
    [401, 3],
    [403, 3],
    [407, 3],
    [408, 4],
    [429, 4],
    [500, 4],
    [503, 4],
    [404, 5],
    [410, 5],
    [400, 5],
    [304, 5],
  ])('answers a page with status %i with message %i', (status, messageTypeID) => {
    expect(pageStatusMessageType(status)).toBe(messageTypeID);
  });
});
