import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, tokenRequest } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEMO_ACCOUNT, seedDemoAccount } from './demo-account.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

async function signInAsDemo() {
  const answer = await tokenRequest(t, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  expect(answer.statusCode).toBe(200);
  return bearer(answer.json().access_token);
}

describe('seedDemoAccount', () => {
  it('opens a fresh database with a library of at least 20 real references of varied types, each with a DOI, ISBN or URL', async () => {
    await seedDemoAccount(t.db, new Date());
    const rows = await t.db.reference.findMany({ select: { referenceTypeId: true, contentJson: true } });
    expect(rows.length).toBeGreaterThanOrEqual(20);
    // Journal article, book, webpage, report, dissertation, chapter, newspaper, video, magazine, data set, encyclopedia entry, preprint, conference paper.
    expect(new Set(rows.map((r) => r.referenceTypeId))).toEqual(new Set([1, 2, 3, 4, 7, 8, 9, 10, 11, 13, 29, 32, 47]));
    for (const row of rows) {
      const { data } = JSON.parse(row.contentJson) as { data: { doi?: string; isbns?: string[]; url?: string } };
      expect(data.doi ?? data.isbns?.[0] ?? data.url, row.contentJson.slice(0, 120)).toBeTruthy();
    }
  });

  it('writes one paper per current format, each citing library references that its layout finds, with the Created and Manual Save versions', async () => {
    await seedDemoAccount(t.db, new Date());
    const headers = await signInAsDemo();
    const papers = (await t.app.inject({ method: 'GET', url: '/v4/Paper?sort=title', headers })).json().papers as { paperGUID: string; paperID: number; paperTypeID: number; title: string; genesisReferences: string[]; dueDate: string; author: string }[];
    expect(papers.map((p) => p.paperTypeID).sort((x, y) => x - y)).toEqual([11, 111, 211]);
    for (const paper of papers) {
      expect(paper.author).toBe('Demo Student');
      expect(paper.dueDate).not.toBe('');
      expect(paper.genesisReferences.length, paper.title).toBeGreaterThanOrEqual(5);
      const html = (await t.app.inject({ method: 'GET', url: `/v4/Paper/${paper.paperGUID}/Document?type=4`, headers })).body;
      expect(html).toContain(paper.title.replace(/'/g, '&#39;'));
      expect(html).not.toContain('missing reference');
      const docx = await t.app.inject({ method: 'GET', url: `/v4/Paper/${paper.paperGUID}/Document?type=1`, headers });
      expect(docx.statusCode).toBe(200);
      const versions = (await t.app.inject({ method: 'GET', url: `/v4/Paper/Versions?paperId=${paper.paperID}&platform=2`, headers })).json().versions;
      expect(versions.map((v: { action: string }) => v.action)).toEqual(['Manual Save', 'Created']);
    }
  });

  it('adds nothing when the account already exists: only its access is renewed', async () => {
    const now = new Date();
    await seedDemoAccount(t.db, now);
    const counts = async () => [await t.db.customer.count(), await t.db.reference.count(), await t.db.paper.count(), await t.db.paperVersion.count()];
    const before = await counts();
    const later = new Date(now.getTime() + 200 * 86_400_000);
    await seedDemoAccount(t.db, later);
    expect(await counts()).toEqual(before);
    const subscription = await t.db.subscription.findFirstOrThrow();
    expect(subscription.expirationDate.getTime()).toBe(later.getTime() + 365 * 86_400_000);
  });

  it('opens an empty demo account when asked for no demo content (DEMO_CONTENT=0)', async () => {
    await seedDemoAccount(t.db, new Date(), { content: false });
    expect(await t.db.customer.count()).toBe(1);
    expect(await t.db.reference.count()).toBe(0);
    expect(await t.db.paper.count()).toBe(0);
  });
});
