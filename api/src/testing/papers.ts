/** Papers for tests, created through the real POST v4/Paper route, and the documents tests save into them. */
import { randomUUID } from 'node:crypto';
import type { CitationNode, PaperDocument } from '@ibid/engine/paper';
import type { TestAccount } from './accounts.js';
import type { TestApp } from './test-app.js';

/** An APA 7 student paper's creation payload, as the create drawer sends it. */
export const STUDENT_PAPER = {
  Title: 'Reading Habits of First-Year Students',
  Course: 'PSY 101',
  PaperType: 11,
  Author: 'Ada Okafor',
  DueDate: '2026-12-15',
  Institution: 'Example University',
  IsAuthorNote: false,
  RunningHead: '',
  ShowPanel: false,
  Teacher: 'Dr. Rivera',
};

/** Creates a paper for `account` (the APA 7 student paper unless `payload` says otherwise); fails the test with the api's answer when refused. */
export async function createPaper(t: TestApp, account: TestAccount, payload: object = {}): Promise<{ paperID: number; paperGUID: string }> {
  const answer = await t.app.inject({ method: 'POST', url: '/v4/Paper', headers: account.headers, payload: { ...STUDENT_PAPER, ...payload } });
  if (answer.statusCode !== 200) throw new Error(`createPaper: ${answer.statusCode} ${answer.body}`);
  return answer.json() as { paperID: number; paperGUID: string };
}

/** GET v4/Paper/:guid's answer. */
export async function readPaper(t: TestApp, account: TestAccount, paperGUID: string) {
  const answer = await t.app.inject({ method: 'GET', url: `/v4/Paper/${paperGUID}`, headers: account.headers });
  if (answer.statusCode !== 200) throw new Error(`readPaper: ${answer.statusCode} ${answer.body}`);
  return answer.json() as { document: PaperDocument; lastModifiedDate: string; genesisReferences: string[]; title: string } & Record<string, unknown>;
}

/** A citation atom of these references. */
export const citationOf = (...referenceUniqueIDs: string[]): CitationNode => ({
  type: 'citation',
  attrs: { citationUniqueID: randomUUID(), items: referenceUniqueIDs.map((referenceUniqueID) => ({ referenceUniqueID, namePart: true, datePart: true })), prefix: '', suffix: '', narrative: false },
});

/** `doc` with its body replaced by one paragraph: `text` then a citation of `citedIds` (none when empty). */
export function withBody(doc: PaperDocument, text: string, citedIds: string[] = []): PaperDocument {
  const paragraph = { type: 'paragraph' as const, attrs: { style: 'Normal' as const }, content: [{ type: 'text' as const, text }, ...(citedIds.length ? [citationOf(...citedIds)] : [])] };
  const content = doc.content.filter((node) => node.type !== 'paragraph');
  const at = content.findIndex((node) => node.type === 'referenceList');
  return { ...doc, content: [...content.slice(0, at), paragraph, ...content.slice(at)] };
}
