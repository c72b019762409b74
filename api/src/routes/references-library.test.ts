import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithTwoAccounts, type TestAccount } from '../testing/accounts.js';
import { createReference } from '../testing/references.js';
import type { TestApp } from '../testing/test-app.js';

let t: TestApp;
let a: TestAccount;
let b: TestAccount;
beforeEach(async () => ({ t, a, b } = await appWithTwoAccounts()));
afterEach(async () => t.close());

const person = (family: string, given: string) => [{ id: 'c1', type: 'author', kind: 'person', family, given }];
const book = (family: string, title: string, extra: object = {}) => ({ referenceTypeId: 2, data: { title, contributors: person(family, 'Ann'), issued: { year: 2020 } }, ...extra });

interface Library {
  references: { referenceID: number; title: string; values: { apa7: { value: string } } }[];
  legacyReferences: { referenceID: number; name: string }[];
  order: { legacy: boolean; referenceID: number }[];
  total: number;
}
const library = async (query = '', account = a) => {
  const answer = await t.app.inject({ method: 'GET', url: `/v4/GenesisReference?${query}`, headers: account.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return answer.json() as Library;
};
const titles = (lib: Library) => lib.references.map((r) => r.title);
const createLegacy = async (account: TestAccount, title: string, query = '') =>
  (await t.app.inject({ method: 'POST', url: `/v3/Reference?ReferenceTypeId=211${query}`, headers: account.headers, payload: { title, authors: [{ lastName: 'Legacy', firstName: 'Lou' }], publisher: 'Old Press' } })).json().referenceID as number;

describe('GET v4/GenesisReference', () => {
  it("lists the customer's new and legacy references, newest first by default, never another customer's", async () => {
    await createReference(t, a, book('Baker', 'First book'));
    t.advance(1000);
    const legacyId = await createLegacy(a, 'Legacy book');
    t.advance(1000);
    await createReference(t, a, book('Clark', 'Second book'));
    await createReference(t, b, book('Other', 'Not mine'));
    const lib = await library();
    expect(titles(lib)).toEqual(['Second book', 'First book']);
    expect(lib.legacyReferences.map((l) => l.referenceID)).toEqual([legacyId]);
    expect(lib.order.map((o) => o.legacy)).toEqual([false, true, false]);
    expect(lib.total).toBe(3);
    expect(lib.references[0]!.values.apa7.value).toContain('<i>Second book</i>');
  });

  it('sorts by the display value in the chosen format, ignoring italics and leading quotes', async () => {
    // APA starts with the author; without authors MLA starts with the quoted or italic title.
    await createReference(t, a, book('Zeller', 'Apples'));
    await createReference(t, a, book('Adams', 'Zebras'));
    await createReference(t, a, { referenceTypeId: 1, data: { title: 'Middle matters', containerTitle: 'Journal' } });
    expect(titles(await library('sort=title&direction=asc&format=apa7'))).toEqual(['Zebras', 'Middle matters', 'Apples']);
    expect(titles(await library('sort=title&direction=desc&format=apa7'))).toEqual(['Apples', 'Middle matters', 'Zebras']);
    await createLegacy(a, 'Legacy');
    const mixed = await library('sort=title&direction=asc');
    expect(mixed.order.map((o) => o.legacy)).toEqual([false, true, false, false]);
  });

  it('sorts letter by letter ignoring accents, as the style manuals alphabetize (APA 9.44, CMOS 16.60)', async () => {
    await createReference(t, a, book('Buonocore', 'Third'));
    await createReference(t, a, book('Zeller', 'Fourth'));
    await createReference(t, a, book('Böhm', 'First'));
    await createReference(t, a, book('Bohr', 'Second'));
    for (const format of ['apa7', 'mla9', 'turabian9']) expect(titles(await library(`sort=title&direction=asc&format=${format}`))).toEqual(['First', 'Second', 'Third', 'Fourth']);
  });

  it('breaks created-date ties on the display title, ascending in both directions', async () => {
    const c = await createReference(t, a, book('Carter', 'C'));
    const first = await createReference(t, a, book('Able', 'A'));
    await createReference(t, a, book('Bell', 'B'));
    // Same created date for C and A, earlier than B.
    await t.db.reference.updateMany({ where: { id: { in: [c.referenceID, first.referenceID] } }, data: { createdAt: new Date('2020-01-01T00:00:00Z') } });
    expect(titles(await library('sort=createdDate&direction=desc'))).toEqual(['B', 'A', 'C']);
    expect(titles(await library('sort=createdDate&direction=asc'))).toEqual(['A', 'C', 'B']);
  });

  it('searches display values, titles, nicknames, tags and legacy data, in any case', async () => {
    await createReference(t, a, book('Baker', 'Bread and butter', { nickname: 'kitchen', tags: 'Food, history' }));
    await createReference(t, a, book('Stone', 'Rocks', { tags: 'geology' }));
    await createLegacy(a, 'Old rocks', '&Tags=history');
    expect(titles(await library('search=BUTTER'))).toEqual(['Bread and butter']);
    expect(titles(await library('search=kitchen'))).toEqual(['Bread and butter']);
    expect(titles(await library('search=baker, a.'))).toEqual(['Bread and butter']);
    expect(titles(await library('search=geolo'))).toEqual(['Rocks']);
    const legacy = await library('search=old press');
    expect([legacy.references.length, legacy.legacyReferences.length]).toEqual([0, 1]);
    expect((await library('search=rocks')).total).toBe(2);
  });

  it("matches whole tags only for a '#' term, across new and legacy references", async () => {
    await createReference(t, a, book('Baker', 'Bread', { tags: 'Food history, history' }));
    await createReference(t, a, book('Stone', 'Rocks', { tags: 'prehistory' }));
    await createLegacy(a, 'Old', '&Tags=History');
    const lib = await library(`search=${encodeURIComponent('#history')}`);
    expect(titles(lib)).toEqual(['Bread']);
    expect(lib.legacyReferences).toHaveLength(1);
    expect(titles(await library(`search=${encodeURIComponent('#food history')}`))).toEqual(['Bread']);
    expect((await library(`search=${encodeURIComponent('#hist')}`)).total).toBe(0);
    // A bare '#' is no filter.
    expect((await library(`search=${encodeURIComponent('# ')}`)).total).toBe(3);
  });

  it('searches the text of a title, never its markup', async () => {
    await createReference(t, a, book('Adams', 'Learning <span class="nocase">LaTeX</span> fast'));
    await createReference(t, a, book('Zeller', 'Plain title'));
    expect(titles(await library('search=nocase'))).toEqual([]);
    expect((await library('search=latex')).references).toHaveLength(1);
  });

  it('matches % and _ literally', async () => {
    await createReference(t, a, book('Baker', '100% rye'));
    await createReference(t, a, book('Stone', 'snake_case names'));
    await createReference(t, a, book('Clark', 'Plain'));
    expect(titles(await library(`search=${encodeURIComponent('%')}`))).toEqual(['100% rye']);
    expect(titles(await library('search=_'))).toEqual(['snake_case names']);
    expect(titles(await library(`search=${encodeURIComponent('0%')}`))).toEqual(['100% rye']);
  });

  it('shows the library, the archived view or both', async () => {
    await createReference(t, a, book('Baker', 'Kept'));
    const gone = await createReference(t, a, book('Stone', 'Archived'));
    await t.app.inject({ method: 'DELETE', url: `/v3/GenesisReference?referenceID=${gone.referenceID}`, headers: a.headers });
    expect(titles(await library())).toEqual(['Kept']);
    expect(titles(await library('archived=true'))).toEqual(['Archived']);
    expect((await library('archived=all')).total).toBe(2);
  });

  it('pages with offset and limit, total counting every match', async () => {
    for (const title of ['A', 'B', 'C', 'D', 'E']) await createReference(t, a, book('Same', title));
    const page = await library('sort=title&direction=asc&format=mla9&offset=1&limit=2');
    expect(titles(page)).toEqual(['B', 'C']);
    expect(page.total).toBe(5);
    const past = await library('offset=10&limit=2');
    expect(past).toEqual({ references: [], legacyReferences: [], order: [], total: 5 });
  });

  it('refuses unknown sorts, directions, formats and views with a clear message', async () => {
    for (const [query, message] of [
      ['sort=name', 'sort must be title or createdDate'],
      ['direction=up', 'direction must be asc or desc'],
      ['format=apa6', 'format must be apa7, mla9, turabian9'],
      ['archived=maybe', 'archived must be false, true or all'],
      ['limit=0', 'limit must be at least 1'],
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: `/v4/GenesisReference?${query}`, headers: a.headers });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.message).toBe(message);
    }
  });
});
