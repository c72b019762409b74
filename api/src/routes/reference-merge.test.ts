import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithTwoAccounts, createAccount, type TestAccount } from '../testing/accounts.js';
import { createReference } from '../testing/references.js';
import type { TestApp } from '../testing/test-app.js';
import { failWrites } from '../testing/database-faults.js';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeEach(async () => ({ t, a, b } = await appWithTwoAccounts()));
afterEach(async () => t.close());

const MINUTE = 60_000;
const author = { id: 'c1', type: 'author', kind: 'person', family: 'Okafor', given: 'Ada' };
/** One article three times: bare, with its volume and pages (DOI as a link), and found by its URL. */
const KEEPER = { title: 'Reading habits of first-year students', contributors: [author], issued: { year: 2021 }, containerTitle: 'Journal of Student Life', doi: '10.1234/jsl.2021.7' };
const WITH_PAGES = { ...KEEPER, doi: 'https://doi.org/10.1234/JSL.2021.7', volume: '12', issue: '3', pages: [{ start: '45', end: '67' }], url: 'https://journal.example/habits' };
const BY_URL = { title: 'Reading habits', url: 'http://journal.example/habits', volume: '99', abstract: 'What students read.' };

const duplicates = (account: TestAccount) => t.app.inject({ method: 'GET', url: '/v4/GenesisReference/Duplicates', headers: account.headers });
const merge = (account: TestAccount, payload: object) => t.app.inject({ method: 'POST', url: '/v4/GenesisReference/Merge', headers: account.headers, payload });
const ids = (group: { referenceID: number }[]) => group.map((r) => r.referenceID);

async function library() {
  const keeper = await createReference(t, a, { data: KEEPER, tags: 'thesis' });
  const pages = await createReference(t, a, { data: WITH_PAGES, tags: 'chapter 2, Thesis', note: 'Cited in chapter 2', nickname: 'habits' });
  const byUrl = await createReference(t, a, { data: BY_URL, tags: 'web' });
  const unrelated = await createReference(t, a, { data: { ...KEEPER, title: 'Another paper', doi: '10.1234/other' } });
  return { keeper, pages, byUrl, unrelated };
}

async function snapshot() {
  return {
    references: await t.db.reference.findMany({ orderBy: { id: 'asc' } }),
    notes: await t.db.researchNote.findMany({ orderBy: { id: 'asc' } }),
    items: await t.db.shareRequestItem.findMany({ orderBy: { id: 'asc' } }),
  };
}

describe('GET v4/GenesisReference/Duplicates', () => {
  it('groups active references sharing a DOI (any case or link form), URL (any scheme) or ISBN, through chains, oldest first', async () => {
    const { keeper, pages, byUrl } = await library();
    const book = await createReference(t, a, { referenceTypeId: 2, data: { title: 'A book', isbns: ['978-0-306-40615-7'] } });
    const sameBook = await createReference(t, a, { referenceTypeId: 2, data: { title: 'A book, 2nd printing', isbns: ['0-306-40615-2'] } });
    const archived = await createReference(t, a, { data: { ...KEEPER, title: 'Archived copy' } });
    await t.app.inject({ method: 'DELETE', url: `/v3/GenesisReference?referenceID=${archived.referenceID}`, headers: a.headers });
    await createReference(t, b, { data: KEEPER });

    const answer = await duplicates(a);
    expect(answer.statusCode).toBe(200);
    const { groups } = answer.json();
    expect(groups.map(ids)).toEqual([
      [keeper.referenceID, pages.referenceID, byUrl.referenceID],
      [book.referenceID, sameBook.referenceID],
    ]);
    expect(groups[0][1]).toMatchObject({ referenceUniqueID: pages.referenceUniqueID, data: { volume: '12' } });
    expect((await duplicates(b)).json()).toEqual({ groups: [] });
  });
});

describe('POST v4/GenesisReference/Merge', () => {
  it('fills the keeper\'s empty fields from the merged references in order, moves notes and pending shares, and leaves tombstones naming the keeper', async () => {
    const { keeper, pages, byUrl } = await library();
    const note = (await t.app.inject({ method: 'POST', url: '/v3/GenesisResearchNote', headers: a.headers, payload: { GenesisReferenceID: pages.referenceID, Note: 'Key finding', Citation: JSON.stringify({ citationData: { referenceUniqueID: pages.referenceUniqueID, type: 3, value: '50' } }) } })).json();
    const pending = await t.db.shareRequest.create({ data: { senderId: a.id, recipientEmail: 'friend@example.edu', items: { create: [{ referenceId: pages.referenceID }] } } });
    const holding = await t.db.shareRequest.create({ data: { senderId: a.id, recipientEmail: 'other@example.edu', items: { create: [{ referenceId: keeper.referenceID }, { referenceId: byUrl.referenceID }] } } });
    const accepted = await t.db.shareRequest.create({ data: { senderId: a.id, recipientEmail: 'old@example.edu', status: 2, items: { create: [{ referenceId: byUrl.referenceID }] } } });
    t.advance(MINUTE);
    const before = (await t.app.inject({ method: 'GET', url: '/v4/Library/Sync', headers: a.headers })).json();
    t.advance(MINUTE);

    const answer = await merge(a, { keeperID: keeper.referenceID, mergedIDs: [pages.referenceID, byUrl.referenceID] });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    // Volume comes from the first merged reference, not the second; the keeper's own DOI and title stay.
    expect(body.keeper.data).toEqual({ ...KEEPER, volume: '12', issue: '3', pages: [{ start: '45', end: '67' }], url: 'https://journal.example/habits' });
    expect(body.keeper).toMatchObject({ referenceID: keeper.referenceID, note: 'Cited in chapter 2', nickname: 'habits', tags: 'thesis, chapter 2, web' });
    expect(body.keeper.values.apa7.value).toBe('Okafor, A. (2021). Reading habits of first-year students. <i>Journal of Student Life, 12</i>(3), 45–67. https://doi.org/10.1234/jsl.2021.7');
    // The abstract is not a journal article's field: not taken.
    expect(body.filledFields.sort()).toEqual(['issue', 'nickname', 'note', 'pages', 'tags', 'url', 'volume']);
    expect(body.merged).toEqual([
      { referenceID: pages.referenceID, referenceUniqueID: pages.referenceUniqueID, mergedIntoUniqueID: keeper.referenceUniqueID },
      { referenceID: byUrl.referenceID, referenceUniqueID: byUrl.referenceUniqueID, mergedIntoUniqueID: keeper.referenceUniqueID },
    ]);

    const stored = await t.db.reference.findMany({ where: { id: { in: [pages.referenceID, byUrl.referenceID] } } });
    for (const row of stored) expect(row).toMatchObject({ isDeleted: true, mergedIntoId: keeper.referenceID });
    const movedNote = await t.db.researchNote.findUniqueOrThrow({ where: { id: note.genesisResearchNoteID } });
    expect(movedNote.referenceId).toBe(keeper.referenceID);
    expect(JSON.parse(movedNote.citation).citationData.referenceUniqueID).toBe(keeper.referenceUniqueID);
    // Pending shares send the keeper (once); an accepted one keeps its history.
    expect((await t.db.shareRequestItem.findMany({ where: { shareRequestId: pending.id } })).map((i) => i.referenceId)).toEqual([keeper.referenceID]);
    expect((await t.db.shareRequestItem.findMany({ where: { shareRequestId: holding.id } })).map((i) => i.referenceId)).toEqual([keeper.referenceID]);
    expect((await t.db.shareRequestItem.findMany({ where: { shareRequestId: accepted.id } })).map((i) => i.referenceId)).toEqual([byUrl.referenceID]);

    // The next sync carries the tombstones with their keeper, the changed keeper and the moved note.
    const sync = (await t.app.inject({ method: 'GET', url: `/v4/Library/Sync?since=${before.serverTime}`, headers: a.headers })).json();
    const byId = new Map(sync.references.map((r: { referenceID: number }) => [r.referenceID, r]));
    expect(byId.get(pages.referenceID)).toMatchObject({ isDeleted: true, mergedIntoReferenceID: keeper.referenceID, mergedIntoReferenceUniqueID: keeper.referenceUniqueID });
    expect(byId.get(byUrl.referenceID)).toMatchObject({ isDeleted: true, mergedIntoReferenceUniqueID: keeper.referenceUniqueID });
    expect(byId.get(keeper.referenceID)).toMatchObject({ isDeleted: false, data: { volume: '12' } });
    expect(sync.researchNotes).toEqual([expect.objectContaining({ genesisResearchNoteID: note.genesisResearchNoteID, genesisReferenceID: keeper.referenceID, referenceUniqueID: keeper.referenceUniqueID })]);
    // A full sync leaves the tombstones out, and the group is gone.
    expect(ids((await t.app.inject({ method: 'GET', url: '/v4/Library/Sync', headers: a.headers })).json().references).sort()).not.toContain(pages.referenceID);
    expect((await duplicates(a)).json()).toEqual({ groups: [] });
  });

  it('takes no field the keeper\'s type does not have', async () => {
    const webpage = await createReference(t, a, { referenceTypeId: 3, data: { title: 'Habits online', url: 'https://journal.example/habits' } });
    const article = await createReference(t, a, { data: { ...KEEPER, url: 'https://journal.example/habits', volume: '12' } });
    const answer = await merge(a, { keeperID: webpage.referenceID, mergedIDs: [article.referenceID] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().keeper.data).not.toHaveProperty('volume');
  });

  it('refuses bad requests with a clear message and changes nothing', async () => {
    const { keeper, pages, unrelated } = await library();
    const archived = await createReference(t, a, { data: { ...KEEPER, title: 'Archived copy' } });
    await t.app.inject({ method: 'DELETE', url: `/v3/GenesisReference?referenceID=${archived.referenceID}`, headers: a.headers });
    const before = await snapshot();
    const cases: [object, number, string, string][] = [
      [{ keeperID: keeper.referenceID, mergedIDs: [] }, 400, 'invalid-request', 'Please select at least one reference to merge into the one you keep'],
      [{ keeperID: keeper.referenceID }, 400, 'invalid-request', 'mergedIDs must be a list of reference ids'],
      [{ keeperID: 'one', mergedIDs: [pages.referenceID] }, 400, 'invalid-request', 'keeperID must be a reference id'],
      [{ keeperID: keeper.referenceID, mergedIDs: [0] }, 400, 'invalid-request', 'Each of mergedIDs must be a reference id'],
      [{ keeperID: keeper.referenceID, mergedIDs: [pages.referenceID, keeper.referenceID] }, 400, 'keeper-merged', 'The reference you keep cannot also be merged into itself: leave it out of mergedIDs.'],
      [{ keeperID: keeper.referenceID, mergedIDs: [unrelated.referenceID] }, 400, 'not-duplicates', 'These references do not share a DOI, URL or ISBN with one another, so they cannot be merged.'],
      [{ keeperID: keeper.referenceID, mergedIDs: [archived.referenceID] }, 400, 'reference-archived', 'Restore archived references before merging them.'],
      [{ keeperID: keeper.referenceID, mergedIDs: [pages.referenceID, 9999] }, 404, 'not-found', 'Some of these references are not in your library: none was merged.'],
      [{ keeperID: 9999, mergedIDs: [pages.referenceID] }, 404, 'not-found', 'Some of these references are not in your library: none was merged.'],
    ];
    for (const [payload, status, code, message] of cases) {
      const answer = await merge(a, payload);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json().error).toEqual({ code, message });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('writes nothing when the database fails part-way through a merge', async () => {
    const { keeper, pages } = await library();
    await t.app.inject({ method: 'POST', url: '/v3/GenesisResearchNote', headers: a.headers, payload: { GenesisReferenceID: pages.referenceID, Note: 'Key finding', Citation: '' } });
    // The keeper and the tombstones are written before the notes move: the failure comes after them.
    await failWrites(t.db, { table: 'ResearchNote', on: 'UPDATE' });
    const before = await snapshot();
    expect((await merge(a, { keeperID: keeper.referenceID, mergedIDs: [pages.referenceID] })).statusCode).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an already merged reference (404) and an expired account (403)', async () => {
    const { keeper, pages, byUrl } = await library();
    expect((await merge(a, { keeperID: keeper.referenceID, mergedIDs: [pages.referenceID] })).statusCode).toBe(200);
    expect((await merge(a, { keeperID: byUrl.referenceID, mergedIDs: [pages.referenceID] })).statusCode).toBe(404);

    const expired = await createAccount(t, { isRecurring: false });
    const one = await createReference(t, expired, { data: KEEPER });
    const two = await createReference(t, expired, { data: WITH_PAGES });
    await t.db.subscription.update({ where: { customerId: expired.id }, data: { expirationDate: new Date(Date.now() - 86_400_000) } });
    const refused = await merge(expired, { keeperID: one.referenceID, mergedIDs: [two.referenceID] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('subscription-expired');
    expect(await t.db.reference.count({ where: { customerId: expired.id, isDeleted: true } })).toBe(0);
    // An expired account still reads its duplicates.
    expect((await duplicates(expired)).json().groups).toHaveLength(1);
  });

  it('never merges across customers: another customer\'s ids read as unknown and stay unchanged', async () => {
    const { keeper } = await library();
    const theirs = await createReference(t, b, { data: KEEPER });
    const theirOther = await createReference(t, b, { data: WITH_PAGES });
    const before = await snapshot();
    for (const payload of [
      { keeperID: keeper.referenceID, mergedIDs: [theirs.referenceID] },
      { keeperID: theirs.referenceID, mergedIDs: [keeper.referenceID] },
      { keeperID: theirs.referenceID, mergedIDs: [theirOther.referenceID] },
    ]) {
      const answer = await merge(a, payload);
      expect(answer.statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });
});
