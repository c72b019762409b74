import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithTwoAccounts, createAccount, type TestAccount } from '../testing/accounts.js';
import { createReference, SAMPLE_ARTICLE, SAMPLE_BOOK as BOOK } from '../testing/references.js';
import type { TestApp } from '../testing/test-app.js';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeEach(async () => ({ t, a, b } = await appWithTwoAccounts()));
afterEach(async () => t.close());


const create = (account: TestAccount, query: Record<string, string>, payload: object = { data: SAMPLE_ARTICLE }) =>
  t.app.inject({ method: 'POST', url: `/v3/GenesisReference?${new URLSearchParams({ referenceTypeId: '1', uniqueId: 'a1b2-c3', ...query })}`, headers: account.headers, payload });
const update = (account: TestAccount, query: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v3/GenesisReference?${new URLSearchParams(query)}`, headers: account.headers, payload });
const byUniqueId = (account: TestAccount, uid: string) => t.app.inject({ method: 'GET', url: `/v4/GenesisReference/${uid}`, headers: account.headers });
const count = () => t.db.reference.count();

/** A legacy reference straight through the legacy create route. */
async function legacyReference(account: TestAccount, typeId = 111, data: object = { title: 'Old reading habits', publicationYear: '2009', authors: [{ lastName: 'Stone', firstName: 'Mae' }] }) {
  const answer = await t.app.inject({ method: 'POST', url: `/v3/Reference?ReferenceTypeId=${typeId}&Tags=old`, headers: account.headers, payload: data });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().referenceID as number;
}

describe('POST v3/GenesisReference', () => {
  it('stores the data, formats the values itself (ignoring the client\'s), upper-cases the unique id and cleans the tags', async () => {
    const answer = await create(a, { nickname: ' habits ', tags: 'ignored' }, { data: SAMPLE_ARTICLE, values: { apa7: { value: 'forged' } }, note: 'A note', tags: ' reading,  Habits , reading ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const ref = answer.json();
    expect(ref).toMatchObject({ referenceUniqueID: 'A1B2-C3', referenceTypeID: 1, title: SAMPLE_ARTICLE.title, nickname: 'habits', note: 'A note', tags: 'reading, Habits', legacyReferenceId: null, isArchived: false });
    expect(ref.values.apa7.value).toBe('Okafor, A. (2021). Reading habits of first-year students. <i>Journal of Student Life</i>.');
    expect(ref.values.mla9.value).toContain('Okafor, Ada.');
    expect(ref.values.turabian9.value).toContain('Okafor, Ada.');
    expect(ref.data).toEqual(SAMPLE_ARTICLE);
  });

  it('takes note and tags from the query when the body has none, and stores nothing for blank ones', async () => {
    const ref = (await create(a, { note: 'from query', tags: 'x', nickname: '  ' })).json();
    expect(ref).toMatchObject({ note: 'from query', tags: 'x', nickname: '' });
  });

  it('refuses type 48, unknown types, bad data and a missing unique id with a clear message, writing nothing', async () => {
    const cases: [Record<string, string>, object, RegExp][] = [
      [{ referenceTypeId: '48' }, { data: SAMPLE_ARTICLE }, /Miscellaneous \(type 48\) is for imports only/],
      [{ referenceTypeId: '49' }, { data: SAMPLE_ARTICLE }, /type ids run from 1 to 47/],
      [{ referenceTypeId: '0' }, { data: SAMPLE_ARTICLE }, /type ids run from 1 to 47/],
      [{ referenceTypeId: 'book' }, { data: SAMPLE_ARTICLE }, /Please choose a reference type/],
      [{ uniqueId: '' }, { data: SAMPLE_ARTICLE }, /Please send the reference uniqueId/],
      [{ uniqueId: 'a b' }, { data: SAMPLE_ARTICLE }, /only letters, digits and hyphens/],
      [{}, { values: {} }, /Please send the reference data/],
      [{}, { data: { ...SAMPLE_ARTICLE, colour: 'red' } }, /colour|Unrecognized/i],
      [{}, { data: { ...SAMPLE_ARTICLE, doi: 'not a doi' } }, /^doi: /],
    ];
    for (const [query, body, message] of cases) {
      const answer = await create(a, query, body);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    }
    expect(await count()).toBe(0);
  });

  it('answers 409 for a unique id already in the library (any case), keeping the first', async () => {
    expect((await create(a, { uniqueId: 'SAME-1' })).statusCode).toBe(200);
    const again = await create(a, { uniqueId: 'same-1' }, { data: BOOK });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('reference-exists');
    expect(await count()).toBe(1);
    // Another customer may use the same unique id.
    expect((await create(b, { uniqueId: 'same-1' })).statusCode).toBe(200);
  });

  it('answers 409 to the second of two simultaneous creates with one unique id', async () => {
    const answers = await Promise.all([create(a, { uniqueId: 'twin' }), create(a, { uniqueId: 'twin' }, { data: BOOK })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await count()).toBe(1);
  });

  it('converts a legacy reference: the legacy one is archived and the new one carries its id', async () => {
    const legacyId = await legacyReference(a);
    const answer = await create(a, { legacyReferenceId: String(legacyId) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().legacyReferenceId).toBe(legacyId);
    expect((await t.db.legacyReference.findUniqueOrThrow({ where: { id: legacyId } })).isArchived).toBe(true);
    const twice = await create(a, { legacyReferenceId: String(legacyId), uniqueId: 'other' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('legacy-reference-converted');
  });

  it("refuses to convert another customer's legacy reference (404) and leaves it as it was", async () => {
    const legacyId = await legacyReference(b);
    const answer = await create(a, { legacyReferenceId: String(legacyId) });
    expect(answer.statusCode).toBe(404);
    expect(await count()).toBe(0);
    expect((await t.db.legacyReference.findUniqueOrThrow({ where: { id: legacyId } })).isArchived).toBe(false);
  });

  it('answers 403 subscription-expired to an expired account and writes nothing', async () => {
    const expired = await createAccount(t, { days: -1 });
    const answer = await create(expired, {});
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('subscription-expired');
    expect(await count()).toBe(0);
  });
});

describe('PUT v3/GenesisReference', () => {
  it('reformats from the new data and keeps the type; absent optional fields stay, "empty" clears them', async () => {
    const { referenceID } = await createReference(t, a, { nickname: 'nick', note: 'note', tags: 'a, b' });
    const answer = await update(a, { referenceID: String(referenceID) }, { data: { ...SAMPLE_ARTICLE, title: 'Reading habits revisited' }, values: { apa7: { value: 'forged' } } });
    expect(answer.statusCode, answer.body).toBe(200);
    const ref = answer.json();
    expect(ref).toMatchObject({ referenceTypeID: 1, title: 'Reading habits revisited', nickname: 'nick', note: 'note', tags: 'a, b' });
    expect(ref.values.apa7.value).toContain('Reading habits revisited');
    const cleared = (await update(a, { referenceID: String(referenceID), nickname: 'empty' }, { data: SAMPLE_ARTICLE, note: 'empty', tags: 'empty' })).json();
    expect(cleared).toMatchObject({ nickname: '', note: '', tags: '' });
    const set = (await update(a, { referenceID: String(referenceID), nickname: 'new' }, { data: SAMPLE_ARTICLE, note: 'new note', tags: 'x,x, y' })).json();
    expect(set).toMatchObject({ nickname: 'new', note: 'new note', tags: 'x, y' });
    const row = await t.db.reference.findUniqueOrThrow({ where: { id: referenceID } });
    expect(row.tagText).toBe(',x,y,');
    expect(row.searchText).toContain('new');
  });

  it('refuses bad data (400) and leaves the reference unchanged', async () => {
    const { referenceID } = await createReference(t, a);
    const before = await t.db.reference.findUniqueOrThrow({ where: { id: referenceID } });
    for (const [query, body] of [
      [{ referenceID: String(referenceID) }, { data: { title: 5 } }],
      [{ referenceID: String(referenceID) }, {}],
      [{ referenceID: 'x' }, { data: SAMPLE_ARTICLE }],
    ] as const) {
      expect((await update(a, query, body)).statusCode).toBe(400);
    }
    expect(await t.db.reference.findUniqueOrThrow({ where: { id: referenceID } })).toEqual(before);
  });

  it("answers 404 for another customer's reference and leaves it unchanged", async () => {
    const { referenceID } = await createReference(t, b);
    const before = await t.db.reference.findUniqueOrThrow({ where: { id: referenceID } });
    const answer = await update(a, { referenceID: String(referenceID), nickname: 'mine' }, { data: BOOK });
    expect(answer.statusCode).toBe(404);
    expect(await t.db.reference.findUniqueOrThrow({ where: { id: referenceID } })).toEqual(before);
  });

  it('answers 403 to an expired account', async () => {
    const { referenceID } = await createReference(t, a);
    await t.db.subscription.update({ where: { customerId: a.id }, data: { expirationDate: new Date(Date.now() - 86_400_000) } });
    expect((await update(a, { referenceID: String(referenceID) }, { data: BOOK })).statusCode).toBe(403);
    expect((await t.db.reference.findUniqueOrThrow({ where: { id: referenceID } })).title).toBe(SAMPLE_ARTICLE.title);
  });
});

describe('archive and restore', () => {
  const many = (account: TestAccount, method: 'DELETE' | 'PUT', payload: object) =>
    t.app.inject({ method, url: method === 'DELETE' ? '/v4/GenesisReference' : '/v4/GenesisReference/Restore', headers: account.headers, payload });
  const archived = async () => (await t.db.reference.findMany({ where: { isArchived: true } })).length + (await t.db.legacyReference.findMany({ where: { isArchived: true } })).length;

  it('DELETE v3/GenesisReference archives one and answers it', async () => {
    const { referenceID } = await createReference(t, a);
    const answer = await t.app.inject({ method: 'DELETE', url: `/v3/GenesisReference?referenceID=${referenceID}`, headers: a.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ referenceID, isArchived: true });
    const other = await createReference(t, b);
    expect((await t.app.inject({ method: 'DELETE', url: `/v3/GenesisReference?referenceID=${other.referenceID}`, headers: a.headers })).statusCode).toBe(404);
    expect(await archived()).toBe(1);
  });

  it('archives and restores many new and legacy references together', async () => {
    const r1 = await createReference(t, a);
    const r2 = await createReference(t, a);
    const l1 = await legacyReference(a);
    const answer = await many(a, 'DELETE', { iDs: [r1.referenceID, r2.referenceID], legacyIDs: [l1] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ iDs: [r1.referenceID, r2.referenceID], legacyIDs: [l1] });
    expect(await archived()).toBe(3);
    const restored = await many(a, 'PUT', { iDs: [r2.referenceID], legacyIDs: [l1] });
    expect(restored.statusCode).toBe(200);
    expect(await archived()).toBe(1);
  });

  it("changes nothing when one id is unknown or another customer's (404)", async () => {
    const mine = await createReference(t, a);
    const theirs = await createReference(t, b);
    const theirLegacy = await legacyReference(b);
    for (const body of [{ iDs: [mine.referenceID, theirs.referenceID] }, { iDs: [mine.referenceID], legacyIDs: [theirLegacy] }, { iDs: [mine.referenceID, 99999] }]) {
      expect((await many(a, 'DELETE', body)).statusCode).toBe(404);
    }
    expect(await archived()).toBe(0);
    await many(b, 'DELETE', { iDs: [theirs.referenceID] });
    expect((await many(a, 'PUT', { iDs: [theirs.referenceID] })).statusCode).toBe(404);
    expect((await t.db.reference.findUniqueOrThrow({ where: { id: theirs.referenceID } })).isArchived).toBe(true);
  });

  it('refuses an empty selection or ids that are not numbers (400), and expired accounts (403)', async () => {
    const mine = await createReference(t, a);
    expect((await many(a, 'DELETE', { iDs: [], legacyIDs: [] })).json().error.message).toBe('Please select at least one reference');
    expect((await many(a, 'DELETE', { iDs: ['x'] })).statusCode).toBe(400);
    const expired = await createAccount(t, { days: -2 });
    expect((await many(expired, 'DELETE', { iDs: [mine.referenceID] })).statusCode).toBe(403);
    expect(await archived()).toBe(0);
  });
});

describe('GET v4/GenesisReference/{referenceUniqueID}', () => {
  it('finds a reference by its unique id in any case, never another customer\'s', async () => {
    const { referenceID, referenceUniqueID } = await createReference(t, a);
    const answer = await byUniqueId(a, referenceUniqueID.toLowerCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json().referenceID).toBe(referenceID);
    expect((await byUniqueId(b, referenceUniqueID)).statusCode).toBe(404);
    // An expired account still reads its library.
    await t.db.subscription.update({ where: { customerId: a.id }, data: { expirationDate: new Date(Date.now() - 86_400_000) } });
    expect((await byUniqueId(a, referenceUniqueID)).statusCode).toBe(200);
  });
});
