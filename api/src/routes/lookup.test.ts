import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceContent } from '../services/references.js';
import { createAccount, type TestAccount } from '../testing/accounts.js';
import { startReplayServer, type ReplayServer } from '../testing/replay-server.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let replay: ReplayServer;
let t: TestApp;
let a: TestAccount;
let b: TestAccount;

beforeAll(async () => {
  replay = await startReplayServer();
  t = await createTestApp({ ...replay.env, CROSSREF_MAILTO: 'lookups@ibid.example' });
  a = await createAccount(t);
  b = await createAccount(t);
});
afterAll(async () => {
  await t.close();
  await replay.close();
});

const lookup = (search: string | undefined, account: TestAccount = a, app: TestApp = t) =>
  app.app.inject({ method: 'GET', url: `/v4/GenesisReference/Lookup${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`, headers: account.headers });

async function lookupOk(search: string, account: TestAccount = a) {
  const answer = await lookup(search, account);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { results: Record<string, any>[]; messages: { messageTypeID: number }[] };
}

/** A reference stored in a customer's library through the shared write path. */
async function libraryReference(customerId: number, referenceTypeId: number, data: Record<string, unknown>, extra: { isArchived?: boolean } = {}) {
  return t.db.reference.create({
    data: { ...referenceContent({ referenceTypeId, data }), uniqueId: randomUUID().toUpperCase(), customerId, updatedAt: new Date(), ...extra },
  });
}

const requestsSince = (n: number) => replay.requests.slice(n).map((r) => r.path);

describe('GET /v4/GenesisReference/Lookup', () => {
  describe('DOIs', () => {
    it('answers a DOI Crossref knows with one journal article, asking politely', async () => {
      const before = replay.requests.length;
      const body = await lookupOk('10.1371/journal.pone.0033693');
      expect(body.messages).toEqual([]);
      expect(body.results).toHaveLength(1);
      expect(body.results[0]).toMatchObject({ id: 1, typeLabel: 'Journal Article', duplicateOf: null, referenceData: { referenceTypeID: 1, data: { doi: '10.1371/journal.pone.0033693' } } });
      expect(body.results[0]!.title).not.toBe('');
      const request = replay.requests[before]!;
      expect(request.path).toBe('/crossref/works/10.1371%2Fjournal.pone.0033693');
      expect(request.query.get('mailto')).toBe('lookups@ibid.example');
      expect(request.headers['user-agent']).toMatch(/^Ibid\/.*mailto:lookups@ibid\.example/);
    });

    it('reads a doi.org link as its DOI', async () => {
      const body = await lookupOk('https://doi.org/10.1038/srep16696');
      expect(body.results).toHaveLength(1);
      expect(body.results[0]!.referenceData.data.doi).toBe('10.1038/srep16696');
    });

    it('answers message 2 for a DOI neither Crossref (its recorded 404) nor doi.org knows', async () => {
      const before = replay.requests.length;
      expect(await lookupOk('10.1371/notarealdoi')).toEqual({ results: [], messages: [{ messageTypeID: 2 }] });
      expect(requestsSince(before)).toEqual(['/crossref/works/10.1371%2Fnotarealdoi', '/doi/10.1371%2Fnotarealdoi']);
    });

    it("finds a DataCite DOI through doi.org, following the redirect to the agency's CSL", async () => {
      const before = replay.requests.length;
      const body = await lookupOk('10.14454/3BPW-W381');
      expect(requestsSince(before)).toEqual(['/crossref/works/10.14454%2F3BPW-W381', '/doi/10.14454%2F3BPW-W381', '/agency/10.14454-3bpw-w381']);
      expect(body.messages).toEqual([]);
      expect(body.results).toHaveLength(1);
      expect(body.results[0]!.referenceData.data.doi).toMatch(/^10\.14454\/3bpw-w381$/i);
      expect(replay.requests[before + 1]!.headers.accept).toContain('application/vnd.citationstyles.csl+json');
    });

    it.each(['10.1234/', 'doi:10.abc/xyz', 'https://doi.org/not-a-doi', '10.12345'])('answers message 1 for the malformed DOI %s without calling anyone', async (term) => {
      const before = replay.requests.length;
      expect(await lookupOk(term)).toEqual({ results: [], messages: [{ messageTypeID: 1 }] });
      expect(replay.requests.length).toBe(before);
    });
  });

  describe('ISBNs', () => {
    it('answers an ISBN with the Open Library edition, following its redirect', async () => {
      const before = replay.requests.length;
      const body = await lookupOk('ISBN 978-0-7432-7356-5');
      expect(requestsSince(before)).toEqual(['/openlibrary/isbn/9780743273565.json', '/openlibrary/books/OL23109860M.json']);
      expect(body.results).toHaveLength(1);
      expect(body.results[0]).toMatchObject({ id: 2, typeLabel: 'Book', title: 'The Great Gatsby', authorInfo: 'Fitzgerald, F. S.', publisherInfo: expect.stringContaining('Scribner') });
      expect(body.results[0]!.imageUrl).toMatch(/^https:\/\/covers\.openlibrary\.org\//);
    });

    it('falls back to Google Books for an ISBN Open Library does not know', async () => {
      const before = replay.requests.length;
      const body = await lookupOk('9781761186769');
      expect(requestsSince(before)).toEqual(['/openlibrary/isbn/9781761186769.json', '/googlebooks/volumes']);
      expect(body.results).toHaveLength(1);
      expect(body.results[0]).toMatchObject({ id: 2, title: expect.stringContaining('Everything is Beautiful'), authorInfo: 'Shapiro, J.' });
    });

    it('answers an ISBN nobody knows, or one with a wrong check digit, with nothing (the no-results text)', async () => {
      expect(await lookupOk('978-0-306-40615-7')).toEqual({ results: [], messages: [] });
      const before = replay.requests.length;
      expect(await lookupOk('978-0-306-40615-8')).toEqual({ results: [], messages: [] });
      expect(replay.requests.length).toBe(before);
    });
  });

  describe('URLs', () => {
    it('reads a saved journal page as a journal article', async () => {
      const body = await lookupOk(replay.pageUrl('plos-pone.0000001.html'));
      expect(body.messages).toEqual([]);
      expect(body.results).toHaveLength(1);
      expect(body.results[0]).toMatchObject({ id: 1, referenceData: { referenceTypeID: 1, data: { doi: '10.1371/journal.pone.0000001' } } });
    });

    it('reads a saved news page as a newspaper article dated by the page, accessed today', async () => {
      const body = await lookupOk(replay.pageUrl('guardian-facebook-track-browsing-history.html'));
      expect(body.results).toHaveLength(1);
      const result = body.results[0]!;
      expect(result.referenceData.referenceTypeID).toBe(29);
      expect(result.title).toMatch(/Facebook/);
      expect(result.referenceData.data.url).toMatch(/theguardian\.com\/technology\/2017\/jul\/03\/facebook-track-browsing-history/);
    });

    it.each([
      ['401', 3],
      ['403', 3],
      ['404', 5],
      ['410', 5],
      ['503', 4],
    ])('answers a page with status %s with message %i', async (status, messageTypeID) => {
      expect(await lookupOk(`${replay.url}/status/${status}`)).toEqual({ results: [], messages: [{ messageTypeID }] });
    });

    it('answers message 4 for a server that does not answer', async () => {
      expect(await lookupOk('http://127.0.0.1:9/article')).toEqual({ results: [], messages: [{ messageTypeID: 4 }] });
    });

    it('answers message 5 for a host that does not exist and for links that are not http(s)', async () => {
      expect(await lookupOk('http://no-such-host.invalid/article')).toEqual({ results: [], messages: [{ messageTypeID: 5 }] });
      expect(await lookupOk('ftp://ftp.example.com/paper.pdf')).toEqual({ results: [], messages: [{ messageTypeID: 5 }] });
    });

    it('answers "unable to process" (0) for a link to something that is not a page', async () => {
      expect(await lookupOk(`${replay.url}/pdf`)).toEqual({ results: [], messages: [{ messageTypeID: 0 }] });
    });

    it.each(['file:///Users/me/Documents/paper.pdf', 'C:\\Users\\me\\paper.docx', '/Users/me/paper.pdf', 'file:paper.pdf'])('answers message 7 for the local file %s', async (term) => {
      const before = replay.requests.length;
      expect(await lookupOk(term)).toEqual({ results: [], messages: [{ messageTypeID: 7 }] });
      expect(replay.requests.length).toBe(before);
    });
  });

  describe('author and title', () => {
    it("answers a bibliographic search with Crossref's works, ten asked for", async () => {
      const before = replay.requests.length;
      const body = await lookupOk('fish');
      const request = replay.requests[before]!;
      expect(request.path).toBe('/crossref/works');
      expect(request.query.get('query.bibliographic')).toBe('fish');
      expect(request.query.get('rows')).toBe('10');
      expect(body.messages).toEqual([]);
      expect(body.results.length).toBeGreaterThan(1);
      expect(body.results.every((r) => r.id === 1 && r.duplicateOf === null)).toBe(true);
    });

    it("passes an '&' in the term through whole", async () => {
      const before = replay.requests.length;
      expect(await lookupOk('Smith & Jones ecology')).toEqual({ results: [], messages: [] });
      expect(replay.requests[before]!.query.get('query.bibliographic')).toBe('Smith & Jones ecology');
    });

    it("searches nothing for a generic word: the client opens the type's blank form", async () => {
      const before = replay.requests.length;
      for (const word of ['book', 'Website', ' YouTube ']) expect(await lookupOk(word)).toEqual({ results: [], messages: [] });
      expect(replay.requests.length).toBe(before);
    });
  });

  describe('duplicates', () => {
    it("flags a result that shares a DOI (link form, other case) with one of the customer's references", async () => {
      const mine = await libraryReference(a.id, 1, { title: 'Mine', doi: 'https://doi.org/10.1371/JOURNAL.PONE.0033693' });
      const body = await lookupOk('10.1371/journal.pone.0033693');
      expect(body.results[0]!.duplicateOf).toEqual({ referenceID: mine.id, referenceUniqueID: mine.uniqueId, matchedOn: 'doi' });
    });

    it('flags a book whose ISBN-10 with hyphens is in the library', async () => {
      const mine = await libraryReference(a.id, 2, { title: 'Gatsby', isbns: ['0-7432-7356-7'] });
      const body = await lookupOk('9780743273565');
      expect(body.results[0]!.duplicateOf).toEqual({ referenceID: mine.id, referenceUniqueID: mine.uniqueId, matchedOn: 'isbn' });
    });

    it('flags a page whose URL is in the library with another scheme', async () => {
      const mine = await libraryReference(a.id, 3, { title: 'Guardian', url: 'https://www.theguardian.com/technology/2017/jul/03/facebook-track-browsing-history-california-lawsuit' });
      const body = await lookupOk(replay.pageUrl('guardian-facebook-track-browsing-history.html'));
      expect(body.results[0]!.duplicateOf).toEqual({ referenceID: mine.id, referenceUniqueID: mine.uniqueId, matchedOn: 'url' });
    });

    it("flags duplicates only against the customer's own live library", async () => {
      const theirs = await libraryReference(b.id, 1, { title: 'Theirs', doi: '10.1038/srep16696' });
      await libraryReference(a.id, 1, { title: 'Archived', doi: '10.1038/srep16696' }, { isArchived: true });
      expect((await lookupOk('10.1038/srep16696', a)).results[0]!.duplicateOf).toBeNull();
      expect((await lookupOk('10.1038/srep16696', b)).results[0]!.duplicateOf).toMatchObject({ referenceID: theirs.id });
    });
  });

  describe('refusals', () => {
    it.each([
      ['a blank search', '   '],
      ['an empty search', ''],
      ['no search at all', undefined],
    ])('refuses %s with 400 and calls nobody', async (_name, search) => {
      const before = replay.requests.length;
      const answer = await lookup(search);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toMatch(/^Please enter a search/);
      expect(replay.requests.length).toBe(before);
    });

    it('refuses a search longer than 2000 characters', async () => {
      expect((await lookup('a'.repeat(2001))).statusCode).toBe(400);
    });

    it('needs a signed-in customer', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/v4/GenesisReference/Lookup?search=fish' });
      expect(answer.statusCode).toBe(401);
    });

    it('refuses an expired account: looking up is the first step of creating a reference', async () => {
      const expired = await createAccount(t, { days: -1, isRecurring: false });
      const before = replay.requests.length;
      const answer = await lookup('fish', expired);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error.code).toBe('subscription-expired');
      expect(replay.requests.length).toBe(before);
    });
  });
});

describe('GET /v4/GenesisReference/Lookup as every server runs it (without the tests\' UNSAFE_LOOKUP_PRIVATE_ADDRESSES=1)', () => {
  let prod: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    prod = await createTestApp({ ...replay.env, UNSAFE_LOOKUP_PRIVATE_ADDRESSES: '0', LOG_LEVEL: 'silent' });
    account = await createAccount(prod);
  });
  afterAll(() => prod.close());

  it('refuses typed URLs on loopback (message 5) without connecting, but reaches the configured services', async () => {
    const page = replay.pageUrl('plos-pone.0000001.html');
    const port = new URL(replay.url).port;
    const before = replay.requests.length;
    for (const url of [page, `http://localhost:${port}/pages/plos-pone.0000001.html`, `http://[::1]:${port}/`]) {
      expect((await lookup(url, account, prod)).json()).toEqual({ results: [], messages: [{ messageTypeID: 5 }] });
    }
    expect(replay.requests.length).toBe(before);
    expect((await lookup('10.1371/journal.pone.0033693', account, prod)).json().results).toHaveLength(1);
  });
});
