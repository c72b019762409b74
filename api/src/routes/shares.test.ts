import { SHARE_LEGACY_NOTICE } from '@ibid/engine/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount, verificationCodeIn, type TestAccount } from '../testing/accounts.js';
import { SAMPLE_ARTICLE, createReference } from '../testing/references.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const SHARE = '/v4/GenesisReference/Share';

function share(account: TestAccount, payload: object) {
  return t.app.inject({ method: 'POST', url: SHARE, headers: account.headers, payload });
}
function pending(account: TestAccount) {
  return t.app.inject({ method: 'GET', url: SHARE, headers: account.headers });
}
function decide(account: TestAccount, action: 'Accept' | 'Decline', id: number | string) {
  return t.app.inject({ method: 'PUT', url: `${SHARE}/${action}?shareRequestID=${id}`, headers: account.headers });
}
async function note(account: TestAccount, referenceId: number, text: string, citation = '') {
  const answer = await t.app.inject({ method: 'POST', url: '/v3/GenesisResearchNote', headers: account.headers, payload: { GenesisReferenceID: referenceId, Note: text, Citation: citation } });
  expect(answer.statusCode, answer.body).toBe(200);
}
/** A sender named Maya with two references, the first with two research notes. */
async function sender() {
  const a = await createAccount(t);
  await t.db.customer.update({ where: { id: a.id }, data: { firstName: 'Maya' } });
  const article = await createReference(t, a, { nickname: 'habits', note: 'my private description', tags: 'thesis, chapter 2' });
  const book = await createReference(t, a, { referenceTypeId: 2, data: { title: 'Learning to read', contributors: [{ id: 'c1', type: 'author', kind: 'person', family: 'Mbeki', given: 'Sipho' }], issued: { year: 2019 } } });
  await note(a, article.referenceID, 'first\nnote', JSON.stringify({ citationData: { type: 3, value: '4', referenceUniqueID: article.referenceUniqueID } }));
  await note(a, article.referenceID, 'second note');
  return { a, article, book, ids: [article.referenceID, book.referenceID] };
}
const nothingWritten = async () => {
  expect(await t.db.shareRequest.count()).toBe(0);
  expect(t.mails).toHaveLength(0);
};

describe('sharing references, from share to accept and decline', () => {
  it('shares with an account and an address without one, mails both, and the account accepts with notes', async () => {
    const { a, article, book, ids } = await sender();
    const b = await createAccount(t);
    const shared = await share(a, { message: ' For your essay! ', includeNotes: true, emails: [b.email.toUpperCase(), 'Newcomer@Example.org'], referenceIDs: ids });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toEqual({ shared: 2 });

    expect(t.mails.map((m) => m.to)).toEqual([[b.email], ['newcomer@example.org']]);
    for (const mail of t.mails) {
      expect(mail.subject).toBe('Maya shared 2 references with you on Ibid');
      expect(mail.decoded).toContain('Maya wrote: "For your essay!"');
      expect(mail.decoded).toContain(`${t.config.publicUrl}/shared-references-received`);
    }

    const waiting = await pending(b);
    expect(waiting.statusCode).toBe(200);
    const [request, ...others] = waiting.json().requests;
    expect(others).toEqual([]);
    expect(request).toMatchObject({ firstName: 'Maya', message: 'For your essay!', includeNotes: true });
    expect(request.references.map((r: { referenceID: number }) => r.referenceID)).toEqual(ids);
    expect(request.references[0]).toMatchObject({ title: SAMPLE_ARTICLE.title, referenceTypeID: 1 });
    expect(request.references[0].values.apa7.value).toContain('Okafor');

    const accepted = await decide(b, 'Accept', request.genesisReferenceShareRequestID);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { referenceIDs, status } = accepted.json();
    expect(status).toBe(2);
    expect(referenceIDs).toHaveLength(2);

    const originals = await t.db.reference.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    const copies = await t.db.reference.findMany({ where: { customerId: b.id }, orderBy: { id: 'asc' } });
    expect(copies.map((c) => c.id)).toEqual(referenceIDs);
    copies.forEach((copy, i) => {
      const original = originals[i]!;
      expect(copy).toMatchObject({ referenceTypeId: original.referenceTypeId, title: original.title, contentJson: original.contentJson.replace(/"tags":"[^"]*"/, '"tags":""').replace(/"note":"[^"]*"/, '"note":""'), nickname: original.nickname, note: '', tags: '' });
      expect(copy.uniqueId).not.toBe(original.uniqueId);
      expect(copy.uniqueId).toBe(copy.uniqueId.toUpperCase());
    });
    expect(copies[0]!.nickname).toBe('habits');

    const copiedNotes = await t.db.researchNote.findMany({ where: { customerId: b.id }, orderBy: { id: 'asc' } });
    expect(copiedNotes.map((n) => [n.referenceId, n.note])).toEqual([
      [copies[0]!.id, 'first<br>note'],
      [copies[0]!.id, 'second note'],
    ]);
    expect(JSON.parse(copiedNotes[0]!.citation)).toEqual({ citationData: { type: 3, value: '4', referenceUniqueID: copies[0]!.uniqueId } });
    // The recipient's notes are theirs: they list through the research note route.
    const listed = await t.app.inject({ method: 'GET', url: `/v3/GenesisResearchNote?referenceId=${copies[0]!.id}&sortBy=1`, headers: b.headers });
    expect(listed.json().researchNotes.map((n: { note: string }) => n.note)).toEqual(['first<br>note', 'second note']);

    expect((await pending(b)).json()).toEqual({ requests: [] });
    expect((await t.db.shareRequest.findUniqueOrThrow({ where: { id: request.genesisReferenceShareRequestID } })).status).toBe(2);
    const again = await decide(b, 'Accept', request.genesisReferenceShareRequestID);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'share-already-decided', message: 'These shared references are already in your library.' });
    expect((await decide(b, 'Decline', request.genesisReferenceShareRequestID)).statusCode).toBe(409);
    expect(await t.db.reference.count({ where: { customerId: b.id } })).toBe(2);

    // The sender keeps everything as it was.
    expect(await t.db.reference.findMany({ where: { customerId: a.id }, orderBy: { id: 'asc' } })).toEqual(originals);
    expect(await t.db.researchNote.count({ where: { customerId: a.id, referenceId: article.referenceID } })).toBe(2);
    expect(book.referenceID).toBe(ids[1]);
  });

  it('waits for an address that signs up for a free trial after the share; that account can decline it', async () => {
    const { a, ids } = await sender();
    expect((await share(a, { message: '', includeNotes: true, emails: ['late.comer@example.edu'], referenceIDs: [ids[0]] })).json()).toEqual({ shared: 1 });
    expect(t.mails[0]!.subject).toBe('Maya shared a reference with you on Ibid');
    expect(t.mails[0]!.decoded).not.toContain('wrote:');

    const started = await t.app.inject({
      method: 'POST',
      url: '/v4/FreeTrial',
      payload: { email: 'Late.Comer@example.edu', password: 'correct horse battery', firstName: 'Lee', lastName: 'Park', school: 'Example University', platformID: 7 },
    });
    const verified = await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id: started.body, code: verificationCodeIn(t.mails.at(-1)!) } });
    expect(verified.statusCode).toBe(200);
    const newcomer = { headers: bearer(verified.body) } as TestAccount;

    const [request] = (await pending(newcomer)).json().requests;
    expect(request).toMatchObject({ firstName: 'Maya', message: '', references: [{ referenceID: ids[0] }] });
    const declined = await decide(newcomer, 'Decline', request.genesisReferenceShareRequestID);
    expect(declined.json()).toEqual({ genesisReferenceShareRequestID: request.genesisReferenceShareRequestID, status: 3, referenceIDs: [] });
    const row = await t.db.shareRequest.findUniqueOrThrow({ where: { id: request.genesisReferenceShareRequestID } });
    expect(row.status).toBe(3);
    expect(row.recipientId).not.toBeNull();
    expect(await t.db.reference.count({ where: { customerId: row.recipientId! } })).toBe(0);
    expect((await pending(newcomer)).json()).toEqual({ requests: [] });
  });

  it("reaches an organisation account at its secondary e-mail, and lists requests oldest first", async () => {
    const { a, ids } = await sender();
    const c = await createAccount(t, { organization: true });
    await t.db.customer.update({ where: { id: c.id }, data: { alternativeEmail: 'me@home.example' } });
    await share(a, { message: 'first', includeNotes: true, emails: ['me@home.example'], referenceIDs: [ids[0]] });
    t.advance(1000);
    await share(a, { message: 'second', includeNotes: true, emails: [c.email], referenceIDs: [ids[1]] });
    expect((await pending(c)).json().requests.map((r: { message: string }) => r.message)).toEqual(['first', 'second']);
  });

  it('copies no notes when includeNotes is false, and leaves out references the sender deleted since', async () => {
    const { a, ids } = await sender();
    const b = await createAccount(t);
    await share(a, { message: '', includeNotes: false, emails: [b.email], referenceIDs: ids });
    await t.db.reference.update({ where: { id: ids[1] }, data: { isDeleted: true } });
    const [request] = (await pending(b)).json().requests;
    expect(request.references.map((r: { referenceID: number }) => r.referenceID)).toEqual([ids[0]]);
    const accepted = await decide(b, 'Accept', request.genesisReferenceShareRequestID);
    expect(accepted.json().referenceIDs).toHaveLength(1);
    expect(await t.db.researchNote.count({ where: { customerId: b.id } })).toBe(0);
  });

  it('accepts in one transaction: a reference the engine now refuses leaves nothing copied and the request pending', async () => {
    const { a, ids } = await sender();
    const b = await createAccount(t);
    await share(a, { message: '', includeNotes: true, emails: [b.email], referenceIDs: ids });
    await t.db.reference.update({ where: { id: ids[1] }, data: { contentJson: '{"referenceTypeID":1,"data":{"title":5}}' } });
    const [request] = (await pending(b)).json().requests;
    const accepted = await decide(b, 'Accept', request.genesisReferenceShareRequestID);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().error.code).toBe('invalid-reference-data');
    expect(await t.db.reference.count({ where: { customerId: b.id } })).toBe(0);
    expect(await t.db.researchNote.count({ where: { customerId: b.id } })).toBe(0);
    expect((await t.db.shareRequest.findUniqueOrThrow({ where: { id: request.genesisReferenceShareRequestID } })).status).toBe(1);
  });

  it("escapes the sender's message in the e-mail's HTML", async () => {
    const { a, ids } = await sender();
    await share(a, { message: '<img src=x onerror=alert(1)> & more', includeNotes: true, emails: ['friend@example.org'], referenceIDs: ids });
    const mail = t.mails[0]!.decoded;
    expect(mail).not.toContain('<q><img');
    expect(mail).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; more');
  });
});

describe('POST v4/GenesisReference/Share refusals', () => {
  it('refuses each bad body with its message, stores no request and sends no mail', async () => {
    const { a, ids } = await sender();
    const body = { message: '', includeNotes: true, emails: ['friend@example.org'], referenceIDs: ids };
    const cases: [object, string][] = [
      [{ ...body, emails: ['not-an-address'] }, 'Please enter a valid email (not-an-address)'],
      [{ ...body, emails: ['friend@example.org', a.email.toUpperCase()] }, `You can't share references with yourself (${a.email})`],
      [{ ...body, emails: [] }, 'Add at least one email to share the references with'],
      [{ ...body, emails: [' , '] }, 'Add at least one email to share the references with'],
      [{ ...body, emails: Array.from({ length: 51 }, (_, i) => `friend${i}@example.org`) }, 'You can share with at most 50 email addresses at a time'],
      [{ ...body, emails: 'friend@example.org' }, 'emails must be a list of email addresses'],
      [{ ...body, referenceIDs: [] }, 'Please select at least one reference'],
      [{ ...body, referenceIDs: ['x'] }, 'Please enter a valid reference id'],
      [{ ...body, referenceIDs: Array.from({ length: 501 }, (_, i) => i + 1) }, 'You can share at most 500 references at a time'],
      [{ ...body, message: 'x'.repeat(251) }, 'The message can be at most 250 characters; it has 251.'],
    ];
    for (const [payload, message] of cases) {
      const answer = await share(a, payload);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().error.message, message).toBe(message);
    }
    await nothingWritten();
  });

  it('de-duplicates addresses and reference ids', async () => {
    const { a, ids } = await sender();
    const answer = await share(a, { message: '', includeNotes: true, emails: ['Friend@Example.org', ' friend@example.org', 'other@example.org'], referenceIDs: [ids[0], ids[0]] });
    expect(answer.json()).toEqual({ shared: 1 });
    const requests = await t.db.shareRequest.findMany({ include: { items: true }, orderBy: { id: 'asc' } });
    expect(requests.map((r) => [r.recipientEmail, r.items.length])).toEqual([
      ['friend@example.org', 1],
      ['other@example.org', 1],
    ]);
  });

  it("refuses the sender's own secondary e-mail, a legacy reference and references that are not the sender's", async () => {
    const { a, ids } = await sender();
    await t.db.customer.update({ where: { id: a.id }, data: { alternativeEmail: 'maya@home.example' } });
    const b = await createAccount(t);
    const theirs = await createReference(t, b);
    const legacy = await t.db.legacyReference.create({ data: { uniqueId: 'L1', customerId: a.id, referenceTypeId: 5, formatVersionId: 2, value: 'Old.', displayValue: 'Old.', id: 900_001, updatedAt: new Date() } });
    const body = { message: '', includeNotes: true, emails: ['friend@example.org'] };
    const own = await share(a, { ...body, emails: ['Maya@Home.example'], referenceIDs: ids });
    expect(own.json().error).toEqual({ code: 'share-email-own-address', message: "You can't share references with yourself (maya@home.example)" });
    const old = await share(a, { ...body, referenceIDs: [ids[0], legacy.id] });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toEqual({ code: 'legacy-reference-share', message: SHARE_LEGACY_NOTICE });
    const foreign = await share(a, { ...body, referenceIDs: [theirs.referenceID] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('This reference is not in your library.');
    expect((await share(a, { ...body, referenceIDs: [ids[0], 999_999] })).statusCode).toBe(404);
    await nothingWritten();
  });

  it('refuses a free-trial sender and an expired one with 403', async () => {
    const trial = await createAccount(t, { role: 1, days: 7 });
    const ref = await createReference(t, trial);
    const refused = await share(trial, { message: '', includeNotes: true, emails: ['friend@example.org'], referenceIDs: [ref.referenceID] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('free-trial');
    const late = await createAccount(t, { days: 1 });
    const lateRef = await createReference(t, late);
    t.advance(2 * 86_400_000);
    const expired = await share(late, { message: '', includeNotes: true, emails: ['friend@example.org'], referenceIDs: [lateRef.referenceID] });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe('subscription-expired');
    await nothingWritten();
  });
});

describe('accepting and declining: only the recipient, only once', () => {
  it("answers 404 to anyone but the recipient (the sender included) and leaves the request pending", async () => {
    const { a, ids } = await sender();
    const b = await createAccount(t);
    const c = await createAccount(t);
    await share(a, { message: '', includeNotes: true, emails: [b.email], referenceIDs: ids });
    const [request] = (await pending(b)).json().requests;
    expect((await pending(c)).json()).toEqual({ requests: [] });
    expect((await pending(a)).json()).toEqual({ requests: [] });
    for (const who of [a, c]) {
      for (const action of ['Accept', 'Decline'] as const) {
        const answer = await decide(who, action, request.genesisReferenceShareRequestID);
        expect(answer.statusCode).toBe(404);
        expect(answer.json().error.message).toBe('These shared references are not waiting for you.');
      }
    }
    expect((await decide(b, 'Accept', 999_999)).statusCode).toBe(404);
    expect((await decide(b, 'Accept', 'abc')).json().error.message).toBe('Please enter a valid shareRequestID');
    expect((await t.db.shareRequest.findUniqueOrThrow({ where: { id: request.genesisReferenceShareRequestID } })).status).toBe(1);
    expect(await t.db.reference.count({ where: { customerId: { in: [b.id, c.id] } } })).toBe(0);
  });

  it('lets an expired recipient read and decline but not accept', async () => {
    const { a, ids } = await sender();
    const b = await createAccount(t, { days: 1 });
    await share(a, { message: '', includeNotes: true, emails: [b.email], referenceIDs: ids });
    await share(a, { message: '', includeNotes: true, emails: [b.email], referenceIDs: ids });
    t.advance(2 * 86_400_000);
    const [first, second] = (await pending(b)).json().requests;
    const accept = await decide(b, 'Accept', first.genesisReferenceShareRequestID);
    expect(accept.statusCode).toBe(403);
    expect(accept.json().error.code).toBe('subscription-expired');
    expect((await decide(b, 'Decline', second.genesisReferenceShareRequestID)).statusCode).toBe(200);
    expect((await pending(b)).json().requests.map((r: { genesisReferenceShareRequestID: number }) => r.genesisReferenceShareRequestID)).toEqual([first.genesisReferenceShareRequestID]);
    expect(await t.db.reference.count({ where: { customerId: b.id } })).toBe(0);
  });
});
