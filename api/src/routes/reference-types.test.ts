import { legacyTypeTree } from '@ibid/engine/import';
import { referenceTypes } from '@ibid/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../testing/accounts.js';
import { createReference } from '../testing/references.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let a: TestAccount;
beforeEach(async () => {
  t = await createTestApp();
  a = await createAccount(t);
});
afterEach(async () => t.close());

interface Node {
  referenceTypeId: number;
  displayName: string;
  isTerminal: boolean;
  children: Node[];
  mother: number;
  sortOrder: number;
  lookupWords: string;
}
const tree = async (query: string, account = a) => {
  const answer = await t.app.inject({ method: 'GET', url: `/v3/ReferenceType?${query}`, headers: account.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Node[];
};
const ids = (nodes: Node[]) => nodes.map((n) => n.referenceTypeId);

describe('GET v3/ReferenceType', () => {
  it('groups the available types of a current format by category, two levels deep, without Miscellaneous', async () => {
    const roots = await tree('FormatVersionID=7');
    expect(roots[0]).toMatchObject({ displayName: 'Journals & Periodicals', isTerminal: false, mother: 0, sortOrder: 1 });
    expect(roots.every((r) => r.referenceTypeId > 1000 && r.children.every((c) => c.isTerminal && c.mother === r.referenceTypeId && c.children.length === 0))).toBe(true);
    const leaves = roots.flatMap((r) => r.children);
    expect(ids(leaves).sort((x, y) => x - y)).toEqual(referenceTypes.filter((t) => t.id !== 48).map((t) => t.id));
    expect(leaves.find((l) => l.referenceTypeId === 1)).toMatchObject({ displayName: 'Journal Article', lookupWords: expect.stringContaining('journal/article') });
  });

  it('answers the Common tab as a flat list of the common types', async () => {
    for (const format of [7, 8, 9]) expect(ids(await tree(`FormatVersionID=${format}&MostCommon=true`))).toEqual([1, 2, 3, 4, 9, 29, 47]);
  });

  it("answers the Recent tab from the customer's newest references, newest first, each type once, at most five", async () => {
    expect(await tree('FormatVersionID=7&RecentlyUsed=true')).toEqual([]);
    const book = { title: 'A book' };
    for (const typeId of [3, 4, 9, 29, 2, 1, 2]) await createReference(t, a, { referenceTypeId: typeId, data: book });
    expect(ids(await tree('FormatVersionID=7&RecentlyUsed=true'))).toEqual([2, 1, 29, 9, 4]);
    const other = await createAccount(t);
    expect(await tree('FormatVersionID=7&RecentlyUsed=true', other)).toEqual([]);
  });

  it("answers the legacy engine's tree for APA 6 and MLA 8, with Common and Recent tabs of its leaves", async () => {
    expect(await tree('FormatVersionID=2')).toEqual(legacyTypeTree());
    expect(await tree('FormatVersionID=6')).toEqual(legacyTypeTree());
    const common = await tree('FormatVersionID=2&MostCommon=true');
    expect(ids(common)).toContain(111);
    expect(common.every((n) => n.isTerminal && n.mother === 0)).toBe(true);
    await t.app.inject({ method: 'POST', url: '/v3/Reference?ReferenceTypeId=301', headers: a.headers, payload: { title: 'A page' } });
    expect(ids(await tree('FormatVersionID=6&RecentlyUsed=true'))).toEqual([301]);
  });

  it('refuses an unknown format, both tabs at once and flags that are not true or false', async () => {
    for (const query of ['FormatVersionID=5', '', 'FormatVersionID=7&MostCommon=true&RecentlyUsed=true', 'FormatVersionID=7&MostCommon=yes']) {
      const answer = await t.app.inject({ method: 'GET', url: `/v3/ReferenceType?${query}`, headers: a.headers });
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v3/ReferenceType?FormatVersionID=7' })).statusCode).toBe(401);
  });
});
