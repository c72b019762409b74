import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithTwoAccounts, createAccount, type TestAccount } from '../testing/accounts.js';
import type { TestApp } from '../testing/test-app.js';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeEach(async () => ({ t, a, b } = await appWithTwoAccounts()));
afterEach(async () => t.close());

const ARTICLE = { authors: [{ lastName: 'Stone', firstName: 'Mae' }], publicationYear: '2009', title: 'Old reading habits', publicationTitle: 'Journal of Reading', volume: '12', issue: '3', pages: '45-60' };

const call = (account: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });
const createLegacy = (account: TestAccount, query = 'ReferenceTypeId=111', payload: object = ARTICLE) => call(account, 'POST', `/v3/Reference?${query}`, payload);
const count = () => t.db.legacyReference.count();

describe('GET v3/ReferenceRule', () => {
  it("answers a leaf type's rules with this type's labels", async () => {
    const answer = await call(a, 'GET', '/v3/ReferenceRule?ReferenceTypeId=302');
    expect(answer.statusCode).toBe(200);
    const set = answer.json();
    expect(set).toMatchObject({ referenceTypeId: 302, referenceTypeName: 'Blog post', ruleValues: {} });
    expect(set.rules).toContainEqual({ name: 'publicationTitle', label: 'Blog name', kind: 'text' });
    expect(set.rules).toContainEqual({ name: 'authors', label: 'Authors', kind: 'names' });
  });

  it('refuses categories and unknown ids', async () => {
    for (const id of ['100', '9999', 'x']) expect((await call(a, 'GET', `/v3/ReferenceRule?ReferenceTypeId=${id}`)).statusCode).toBe(400);
  });
});

describe('POST v3/ReferenceName', () => {
  it('answers a default nickname from the title and a preview in the successor format', async () => {
    const apa = (await call(a, 'POST', '/v3/ReferenceName?ReferenceTypeId=111', ARTICLE)).json();
    expect(apa).toEqual({ name: 'Old reading habits', value: 'Stone, M. (2009). Old reading habits. <i>Journal of Reading, 12</i>(3), 45–60.' });
    const mla = (await call(a, 'POST', '/v3/ReferenceName?ReferenceTypeId=111&FormatVersionID=6', ARTICLE)).json();
    expect(mla.value).toMatch(/^Stone, Mae\. “Old Reading Habits\.”/);
  });

  it('shortens a long title at a word, and uses the type name without a title', async () => {
    const long = 'A very long title about the reading habits of first-year students in three countries';
    const { name } = (await call(a, 'POST', '/v3/ReferenceName?ReferenceTypeId=111', { title: long })).json();
    expect(name.length).toBeLessThanOrEqual(61);
    expect(name).toMatch(/^A very long title about the reading habits of first-year…$/);
    expect((await call(a, 'POST', '/v3/ReferenceName?ReferenceTypeId=111', { publicationYear: '2001' })).json().name).toBe('Journal article in print');
  });

  it('writes the values plainly for a type with no new-style counterpart', async () => {
    const { value } = (await call(a, 'POST', '/v3/ReferenceName?ReferenceTypeId=508', { authors: [{ groupName: 'Acme' }], publicationYear: '1999', title: 'Buy <now>' })).json();
    expect(value).toBe('Acme. 1999. Buy &lt;now&gt;.');
  });

  it('refuses rules the type does not have, malformed names, text of the wrong kind and an empty form', async () => {
    const cases: [object, RegExp][] = [
      [{ title: 'x', director: 'y' }, /"director" is not a field of Journal article in print/],
      [{ authors: [{ firstName: 'Mae' }] }, /Authors: each name needs a last name/],
      [{ title: { text: 'x' } }, /Title must be text/],
      [{ title: '  ' }, /at least one field/],
      [[], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const answer = await call(a, 'POST', '/v3/ReferenceName?ReferenceTypeId=111', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    }
  });
});

describe('POST v3/Reference', () => {
  it('creates a legacy reference with the default name, a value and search text over its rule values', async () => {
    const answer = await createLegacy(a, 'ReferenceTypeId=111&Note=mine&Tags=history,%20History,%20WWII');
    expect(answer.statusCode, answer.body).toBe(200);
    const ref = answer.json();
    expect(ref).toMatchObject({ referenceTypeID: 111, formatVersionID: 2, name: 'Old reading habits', note: 'mine', tags: 'history, WWII', isArchived: false });
    expect(ref.value).toContain('<i>Journal of Reading, 12</i>');
    expect(ref.displayValue).toContain('Journal of Reading');
    expect(ref.referenceUniqueID).toMatch(/^[0-9A-F-]{36}$/);
    expect(JSON.parse(ref.legacyReferenceData)).toEqual(ARTICLE);
    const row = await t.db.legacyReference.findUniqueOrThrow({ where: { id: ref.referenceID } });
    expect(row.tagText).toBe(',history,wwii,');
    expect(row.searchText).toContain('stone, mae');
  });

  it('keeps a given name and the MLA 8 format', async () => {
    const ref = (await createLegacy(a, 'ReferenceTypeId=111&Name=Stone%202009&FormatVersionID=6')).json();
    expect(ref).toMatchObject({ name: 'Stone 2009', formatVersionID: 6 });
  });

  it('refuses a bad type, format or body (400) and an expired account (403), writing nothing', async () => {
    for (const query of ['ReferenceTypeId=100', 'ReferenceTypeId=111&FormatVersionID=7', 'ReferenceTypeId=']) expect((await createLegacy(a, query)).statusCode, query).toBe(400);
    expect((await createLegacy(a, 'ReferenceTypeId=111', { nothing: 'here' })).statusCode).toBe(400);
    const expired = await createAccount(t, { days: -1 });
    const answer = await createLegacy(expired);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('subscription-expired');
    expect(await count()).toBe(0);
  });
});

describe('PUT v3/Reference', () => {
  it('updates the rule values; absent Name, Note, Tags stay and "empty" clears them', async () => {
    const { referenceID } = (await createLegacy(a, 'ReferenceTypeId=111&Note=n&Tags=t')).json();
    const kept = await call(a, 'PUT', `/v3/Reference?ReferenceID=${referenceID}`, { ...ARTICLE, title: 'Newer reading habits' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Old reading habits', note: 'n', tags: 't' });
    expect(kept.json().displayValue).toContain('Newer reading habits');
    const cleared = (await call(a, 'PUT', `/v3/Reference?ReferenceID=${referenceID}&Name=empty&Note=empty&Tags=empty`, ARTICLE)).json();
    expect(cleared).toMatchObject({ name: '', note: '', tags: '' });
  });

  it("answers 404 for another customer's reference, 400 for bad values, and changes nothing", async () => {
    const { referenceID } = (await createLegacy(b)).json();
    const before = await t.db.legacyReference.findUniqueOrThrow({ where: { id: referenceID } });
    expect((await call(a, 'PUT', `/v3/Reference?ReferenceID=${referenceID}&Name=mine`, ARTICLE)).statusCode).toBe(404);
    expect((await call(b, 'PUT', `/v3/Reference?ReferenceID=${referenceID}`, { title: ['x'] })).statusCode).toBe(400);
    expect(await t.db.legacyReference.findUniqueOrThrow({ where: { id: referenceID } })).toEqual(before);
  });
});

describe('DELETE v3/Reference', () => {
  it("archives one legacy reference, never another customer's", async () => {
    const mine = (await createLegacy(a)).json().referenceID;
    const theirs = (await createLegacy(b)).json().referenceID;
    const answer = await call(a, 'DELETE', `/v3/Reference?referenceID=${mine}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ referenceID: mine, isArchived: true });
    expect((await call(a, 'DELETE', `/v3/Reference?referenceID=${theirs}`)).statusCode).toBe(404);
    expect((await t.db.legacyReference.findUniqueOrThrow({ where: { id: theirs } })).isArchived).toBe(false);
  });
});

describe('GET v3/RulesForReference', () => {
  it("answers the type's rules with the reference's values, never another customer's", async () => {
    const mine = (await createLegacy(a)).json().referenceID;
    const answer = await call(a, 'GET', `/v3/RulesForReference?referenceId=${mine}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ referenceTypeId: 111, ruleValues: ARTICLE });
    expect((await call(b, 'GET', `/v3/RulesForReference?referenceId=${mine}`)).statusCode).toBe(404);
  });
});

describe('GET v4/Reference/Convert', () => {
  it('answers the converted data with values in the current formats, storing nothing', async () => {
    const mine = (await createLegacy(a, 'ReferenceTypeId=111&Tags=old')).json().referenceID;
    const answer = await call(a, 'GET', `/v4/Reference/Convert?referenceID=${mine}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { reference, original, warnings } = answer.json();
    expect(reference).toMatchObject({ referenceTypeID: 1, legacyReferenceId: mine, nickname: 'Old reading habits', tags: 'old' });
    expect(original).toMatchObject({ formatVersionID: 2, value: expect.stringContaining('Stone') });
    expect(reference.data).toMatchObject({ title: 'Old reading habits', containerTitle: 'Journal of Reading', volume: '12' });
    expect(reference.values.apa7.value).toContain('Stone, M. (2009)');
    expect(warnings).toEqual([]);
    expect(await t.db.reference.count()).toBe(0);
    expect((await call(b, 'GET', `/v4/Reference/Convert?referenceID=${mine}`)).statusCode).toBe(404);
  });

  it("answers 422 legacy-type-unmapped with 'Problem updating this reference to APA 7' (MLA 9 for MLA 8)", async () => {
    const apa = (await createLegacy(a, 'ReferenceTypeId=508', { title: 'An ad' })).json().referenceID;
    const answer = await call(a, 'GET', `/v4/Reference/Convert?referenceID=${apa}`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toEqual({ code: 'legacy-type-unmapped', message: 'Problem updating this reference to APA 7' });
    const mla = (await createLegacy(a, 'ReferenceTypeId=706&FormatVersionID=6', { title: 'A film' })).json().referenceID;
    expect((await call(a, 'GET', `/v4/Reference/Convert?referenceID=${mla}`)).json().error.message).toBe('Problem updating this reference to MLA 9');
  });

  it('saves through POST v3/GenesisReference with legacyReferenceId', async () => {
    const mine = (await createLegacy(a)).json().referenceID;
    const { reference } = (await call(a, 'GET', `/v4/Reference/Convert?referenceID=${mine}`)).json();
    const saved = await call(a, 'POST', `/v3/GenesisReference?referenceTypeId=${reference.referenceTypeID}&uniqueId=conv-1&legacyReferenceId=${mine}&nickname=${reference.nickname}`, { data: reference.data });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().values).toEqual(reference.values);
  });
});
