/** References for tests, created through the real POST v3/GenesisReference route (engine-checked, engine-formatted). */
import { randomUUID } from 'node:crypto';
import type { TestAccount } from './accounts.js';
import type { TestApp } from './test-app.js';

export interface ReferenceInputForTest {
  referenceTypeId?: number;
  data?: object;
  tags?: string;
  nickname?: string;
  note?: string;
}

/** A book (type 2) with one author: Popper's The open society (1945). */
export const SAMPLE_BOOK = { title: 'The open society', contributors: [{ id: 'c1', type: 'author', kind: 'person', family: 'Popper', given: 'Karl' }], issued: { year: 1945 } };

/** A journal article (type 1) with one author: 'Reading habits of first-year students' (2021). */
export const SAMPLE_ARTICLE = {
  title: 'Reading habits of first-year students',
  contributors: [{ id: 'c1', type: 'author', kind: 'person', family: 'Okafor', given: 'Ada' }],
  issued: { year: 2021 },
  containerTitle: 'Journal of Student Life',
};

/** Creates a reference for `account` (a journal article, SAMPLE_ARTICLE, unless `input` says otherwise); fails the test with the api's message when the route refuses it. */
export async function createReference(t: TestApp, account: TestAccount, input: ReferenceInputForTest = {}): Promise<{ referenceID: number; referenceUniqueID: string }> {
  const query = new URLSearchParams({ referenceTypeId: String(input.referenceTypeId ?? 1), uniqueId: randomUUID() });
  for (const key of ['nickname', 'note', 'tags'] as const) if (input[key]) query.set(key, input[key]);
  const answer = await t.app.inject({ method: 'POST', url: `/v3/GenesisReference?${query}`, headers: account.headers, payload: { data: input.data ?? SAMPLE_ARTICLE } });
  if (answer.statusCode !== 200) throw new Error(`createReference: ${answer.statusCode} ${answer.body}`);
  const { referenceID, referenceUniqueID } = answer.json() as { referenceID: number; referenceUniqueID: string };
  return { referenceID, referenceUniqueID };
}
