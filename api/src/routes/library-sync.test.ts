import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_OVERLAP_MS } from '../services/library-sync.js';
import { referenceContent } from '../services/references.js';
import { appWithTwoAccounts, createAccount, type TestAccount } from '../testing/accounts.js';
import { createReference, SAMPLE_BOOK as BOOK } from '../testing/references.js';
import type { TestApp } from '../testing/test-app.js';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeEach(async () => ({ t, a, b } = await appWithTwoAccounts()));
afterEach(async () => t.close());

const MINUTE = 60_000;

const sync = (account: TestAccount, since?: string) =>
  t.app.inject({ method: 'GET', url: `/v4/Library/Sync${since === undefined ? '' : `?since=${encodeURIComponent(since)}`}`, headers: account.headers });

async function syncJson(account: TestAccount, since?: string) {
  const answer = await sync(account, since);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { serverTime: string; references: { referenceID: number; [k: string]: unknown }[]; legacyReferences: { referenceID: number }[]; researchNotes: { genesisResearchNoteID: number; [k: string]: unknown }[] };
}

const ids = (rows: { referenceID: number }[]) => rows.map((r) => r.referenceID).sort((x, y) => x - y);

async function legacyReference(account: TestAccount, fields: { isDeleted?: boolean } = {}) {
  const now = t.app.now();
  const row = await t.db.legacyReference.create({
    data: { customerId: account.id, uniqueId: crypto.randomUUID().toUpperCase(), referenceTypeId: 111, formatVersionId: 2, value: 'Stone, M. (2009). <i>Old reading habits</i>.', displayValue: 'Old reading habits', createdAt: now, updatedAt: now, ...fields },
  });
  return row.id;
}

async function researchNote(account: TestAccount, referenceID: number, note: string) {
  const answer = await t.app.inject({ method: 'POST', url: '/v3/GenesisResearchNote', headers: account.headers, payload: { GenesisReferenceID: referenceID, Note: note, Citation: '' } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().genesisResearchNoteID as number;
}

describe('GET v4/Library/Sync without since', () => {
  it('answers the whole library, archived included, tombstones and other customers left out, with stored values and a serverTime a little in the past', async () => {
    const article = await createReference(t, a);
    const book = await createReference(t, a, { referenceTypeId: 2, data: BOOK, tags: 'philosophy' });
    const gone = await createReference(t, a, { data: { ...BOOK, title: 'Gone' } });
    await t.db.reference.update({ where: { id: gone.referenceID }, data: { isDeleted: true } });
    await t.app.inject({ method: 'DELETE', url: `/v3/GenesisReference?referenceID=${book.referenceID}`, headers: a.headers });
    const legacy = await legacyReference(a);
    await legacyReference(a, { isDeleted: true });
    const note = await researchNote(a, article.referenceID, 'Line one\nline two');
    const other = await createReference(t, b);
    await researchNote(b, other.referenceID, 'B only');

    const asked = t.app.now().getTime();
    const answer = await sync(a);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = answer.json();
    const serverTime = new Date(body.serverTime).getTime();
    expect(serverTime).toBeGreaterThanOrEqual(asked - SYNC_OVERLAP_MS);
    expect(serverTime).toBeLessThanOrEqual(t.app.now().getTime() - SYNC_OVERLAP_MS);
    expect(ids(body.references)).toEqual([article.referenceID, book.referenceID]);
    const stored = body.references.find((r: { referenceID: number }) => r.referenceID === book.referenceID);
    expect(stored).toMatchObject({ referenceUniqueID: book.referenceUniqueID, referenceTypeID: 2, isArchived: true, isDeleted: false, tags: 'philosophy', data: BOOK });
    expect(stored.values.apa7.value).toBe('Popper, K. (1945). <i>The open society</i>.');
    expect(stored.mergedIntoReferenceID).toBeNull();
    expect(ids(body.legacyReferences)).toEqual([legacy]);
    expect(body.legacyReferences[0]).toMatchObject({ formatVersionID: 2, displayValue: 'Old reading habits', isDeleted: false });
    expect(body.researchNotes).toEqual([
      expect.objectContaining({ genesisResearchNoteID: note, genesisReferenceID: article.referenceID, referenceUniqueID: article.referenceUniqueID, note: 'Line one<br>line two', isDeleted: false }),
    ]);
  });

  it('answers empty lists for an empty library', async () => {
    expect(await syncJson(a)).toMatchObject({ references: [], legacyReferences: [], researchNotes: [] });
  });
});

describe('GET v4/Library/Sync?since=', () => {
  it('answers only what changed after since: edits, archives, tombstones and deleted notes included', async () => {
    const kept = await createReference(t, a);
    const edited = await createReference(t, a, { data: { ...BOOK, title: 'To edit' } });
    const archived = await createReference(t, a, { data: { ...BOOK, title: 'To archive' } });
    const removed = await createReference(t, a, { data: { ...BOOK, title: 'To remove' } });
    const note = await researchNote(a, kept.referenceID, 'A note to delete');
    const legacy = await legacyReference(a);
    t.advance(MINUTE);
    const first = await syncJson(a);
    expect(first.references).toHaveLength(4);
    t.advance(MINUTE);

    expect((await t.app.inject({ method: 'PUT', url: `/v3/GenesisReference?referenceID=${edited.referenceID}`, headers: a.headers, payload: { data: { ...BOOK, title: 'Edited' } } })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/v3/GenesisReference?referenceID=${archived.referenceID}`, headers: a.headers });
    await t.db.reference.update({ where: { id: removed.referenceID }, data: { isDeleted: true, updatedAt: t.app.now() } });
    expect((await t.app.inject({ method: 'DELETE', url: `/v3/GenesisResearchNote/${note}`, headers: a.headers })).statusCode).toBeLessThan(300);
    await t.db.legacyReference.update({ where: { id: legacy }, data: { isArchived: true, updatedAt: t.app.now() } });
    const added = await createReference(t, a, { data: { ...BOOK, title: 'New' } });
    // Another customer's changes never show.
    await createReference(t, b);

    t.advance(MINUTE);
    const next = await syncJson(a, first.serverTime);
    expect(ids(next.references)).toEqual([edited.referenceID, archived.referenceID, removed.referenceID, added.referenceID]);
    const byId = new Map(next.references.map((r) => [r.referenceID, r]));
    expect(byId.get(edited.referenceID)).toMatchObject({ title: 'Edited', isDeleted: false });
    expect(byId.get(archived.referenceID)).toMatchObject({ isArchived: true });
    expect(byId.get(removed.referenceID)).toMatchObject({ isDeleted: true });
    expect(next.researchNotes).toEqual([expect.objectContaining({ genesisResearchNoteID: note, isDeleted: true })]);
    expect(next.legacyReferences).toEqual([expect.objectContaining({ referenceID: legacy, isArchived: true })]);

    // Nothing changed since: nothing comes back.
    const quiet = await syncJson(a, next.serverTime);
    expect([quiet.references, quiet.legacyReferences, quiet.researchNotes]).toEqual([[], [], []]);
  });

  it('sends a change written just before the serverTime it answered again next time, rather than missing a late commit', async () => {
    const ref = await createReference(t, a);
    t.advance(MINUTE);
    const first = await syncJson(a);
    // A write whose clock was read a second before that sync (its transaction committing after it).
    const late = referenceContent({ referenceTypeId: 2, data: { ...BOOK, title: 'Late' } });
    await t.db.reference.update({ where: { id: ref.referenceID }, data: { ...late, updatedAt: new Date(t.app.now().getTime() - 1000) } });
    t.advance(MINUTE);
    expect((await syncJson(a, first.serverTime)).references).toEqual([expect.objectContaining({ referenceID: ref.referenceID, title: 'Late' })]);
  });

  it('accepts a time with an offset', async () => {
    const ref = await createReference(t, a);
    const before = new Date(t.app.now().getTime() - MINUTE);
    const plusTwo = new Date(before.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect(ids((await syncJson(a, plusTwo)).references)).toEqual([ref.referenceID]);
  });

  it('refuses a since that is not an ISO date and time', async () => {
    for (const since of ['yesterday', '2026-13-01T00:00:00Z', '', '1700000000']) {
      const answer = await sync(a, since);
      expect(answer.statusCode, since).toBe(400);
      expect(answer.json().error).toEqual({ code: 'invalid-request', message: expect.stringMatching(/^since must be an ISO 8601 date and time/) });
    }
  });

  it('lets an expired account sync (it may read its library) and refuses a request without a token', async () => {
    const expired = await createAccount(t, { days: -1, isRecurring: false });
    expect((await sync(expired)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v4/Library/Sync' })).statusCode).toBe(401);
  });
});
