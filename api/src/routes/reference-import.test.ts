import { readFileSync } from 'node:fs';
import { importReferences } from '@ibid/engine/import';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_BODY_LIMIT } from '../schemas/library.js';
import { createAccount, type TestAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { failWrites } from '../testing/database-faults.js';

let t: TestApp;
let a: TestAccount;
beforeEach(async () => {
  t = await createTestApp();
  a = await createAccount(t);
});
afterEach(async () => t.close());

// Real exports kept beside the engine's importers.
const fixture = (path: string) => readFileSync(new URL(`../../../engine/src/import/${path}`, import.meta.url), 'utf8');
const JBTEST = fixture('bibtex/fixtures/jbtest.bib');
const TEXBOOK = fixture('bibtex/fixtures/texbook3.bib');
const PUBMED_RIS = fixture('ris/fixtures/jabref-pubmed-jour.ris');

const post = (account: TestAccount, payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v4/GenesisReference/Import', headers: { ...account.headers, 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
const count = () => t.db.reference.count();

describe('POST v4/GenesisReference/Import', () => {
  it('stores every reference of a known type from a real .bib file, formatted by the server, and hands back those of no known type', async () => {
    const expected = importReferences(JBTEST);
    const known = expected.references.filter((r) => r.referenceTypeID !== 48);
    const answer = await post(a, { fileName: 'jbtest.bib', text: JBTEST });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.imported).toBe(known.length);
    expect(body.references).toHaveLength(known.length);
    expect(body.references.map((r: { data: { title?: string } }) => r.data.title)).toEqual(known.map((r) => r.data.title));
    for (const ref of body.references) {
      expect(ref.referenceUniqueID).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
      expect(ref.values.apa7.value).not.toBe('');
      expect(ref).toMatchObject({ isArchived: false, isDeleted: false });
    }
    expect(await t.db.reference.count({ where: { customerId: a.id } })).toBe(known.length);
    // Type 48: not stored; each comes with the warning that says why (its entry's type has no match).
    expect(body.unidentified).toHaveLength(expected.references.length - known.length);
    for (const { reference, warnings } of body.unidentified) {
      expect(reference.referenceTypeID).toBe(48);
      expect(warnings).toContainEqual(expect.objectContaining({ code: 'type-guessed', message: expect.stringMatching(/has no matching reference type: pick one/) }));
    }
    expect(body.unidentified[0].reference.data.title).toBe('Handkommentar zum Bürgerlichen Gesetzbuch');
    expect(body.unidentified[0].warnings[0]).toMatchObject({ entry: 'erm' });
    expect(body.warnings).toEqual(expected.warnings);
  });

  it('keeps an imported Title Case title in sentence case, the file’s own beside it for the writer to check', async () => {
    const bib = '@article{k, author = {Krizhevsky, Alex}, title = {ImageNet Classification with Deep Convolutional Neural Networks}, journal = {Communications of the ACM}, year = {2017}}';
    const answer = (await post(a, { fileName: 'k.bib', text: bib })).json();
    expect(answer.references[0].data).toMatchObject({
      title: 'ImageNet classification with deep convolutional neural networks',
      titleAsImported: 'ImageNet Classification with Deep Convolutional Neural Networks',
      containerTitle: 'Communications of the ACM',
    });
    expect(answer.references[0].values.apa7.value).toContain('ImageNet classification with deep convolutional neural networks.');
  });

  it('reads RIS and CSL-JSON, by the format named or judged from the text', async () => {
    const ris = (await post(a, { fileName: 'pubmed.txt', format: 'ris', text: PUBMED_RIS })).json();
    expect(ris).toMatchObject({ imported: 1, unidentified: [] });
    expect(ris.references[0].data).toMatchObject({ doi: '10.1589/jpts.28.186', title: 'The effect of smartphone usage time on posture and respiratory function' });
    const csl = [{ id: 'x', type: 'book', title: 'The open society', author: [{ family: 'Popper', given: 'Karl' }], issued: { 'date-parts': [[1945]] } }];
    const answer = (await post(a, { text: JSON.stringify(csl) })).json();
    expect(answer.references[0]).toMatchObject({ referenceTypeID: 2, title: 'The open society' });
    expect(answer.references[0].values.apa7.value).toBe('Popper, K. (1945). <i>The open society</i>.');
    expect(await count()).toBe(2);
  });

  it('stores a large real file (texbook3.bib, about 850 references) in one go', async () => {
    const expected = importReferences(TEXBOOK).references.filter((r) => r.referenceTypeID !== 48).length;
    const answer = await post(a, { fileName: 'texbook3.bib', text: TEXBOOK });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.json().imported).toBe(expected);
    expect(await count()).toBe(expected);
  });

  it('writes nothing when the database fails part-way through a large import', async () => {
    // A trigger refuses the 600th row: the second batch of inserts fails after the first one went in.
    await failWrites(t.db, { table: 'Reference', on: 'INSERT', fromRows: 600 });
    const answer = await post(a, { fileName: 'texbook3.bib', text: TEXBOOK });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().error.code).toBe('internal-error');
    expect(await count()).toBe(0);
  });

  it('refuses a file with nothing to import with the reason, naming the file, and writes nothing', async () => {
    const cases: [object, string, string][] = [
      [{ fileName: 'essay.docx', text: 'Just some prose, no references.' }, 'unknown-format', 'essay.docx: This file is not BibTeX (.bib), RIS (.ris) or CSL-JSON (.json), so no references were read. Export your references in one of those formats and import that file.'],
      [{ text: '   \n' }, 'empty-file', 'This file is empty: there are no references to import.'],
      [{ text: 'PK\u0003\u0004\u0000\u0000binary' }, 'not-text', 'This file is not a text file (it looks like a binary or a document file). Export your references as .bib, RIS or CSL-JSON and import that.'],
      [{ format: 'bibtex', text: '% only a comment' }, 'no-entries', 'This text holds no BibTeX entries (an entry starts with @type{key, ...}).'],
      [{ format: 'csl-json', text: '[]' }, 'no-references', 'No references were found in this file.'],
    ];
    for (const [body, code, message] of cases) {
      const answer = await post(a, body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().error).toEqual({ code, message });
    }
    expect(await count()).toBe(0);
  });

  it('refuses a bad body with a clear message', async () => {
    const cases: [object, string][] = [
      [{ format: 'docx', text: PUBMED_RIS }, 'format must be bibtex, ris or csl-json'],
      [{ fileName: 'x.bib' }, 'Please send the text of the file'],
      [{ fileName: 'x'.repeat(256), text: PUBMED_RIS }, 'The file name can be at most 255 characters'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(a, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toEqual({ code: 'invalid-request', message });
    }
    expect(await count()).toBe(0);
  });

  it('takes a body up to 20 MB and refuses a larger one with 413 and what to do', async () => {
    const padding = '% padding line\n'.repeat(Math.ceil((IMPORT_BODY_LIMIT + 1024) / 15));
    const answer = await post(a, { text: PUBMED_RIS + padding });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error).toEqual({ code: 'file-too-large', message: 'This file is larger than 20 MB, more than one import can take. Split it into smaller files and import each.' });
    // Just under the limit is read (here: a RIS record followed by spaces).
    const under = ' '.repeat(IMPORT_BODY_LIMIT - 4096);
    expect((await post(a, { format: 'ris', text: PUBMED_RIS + under })).json().imported).toBe(1);
    // Other routes keep the default limit.
    const big = await t.app.inject({ method: 'POST', url: '/v3/GenesisReference?referenceTypeId=1&uniqueId=x1', headers: { ...a.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ data: { title: 'x'.repeat(2 * 1024 * 1024) } }) });
    expect(big.statusCode).toBe(413);
    expect(await count()).toBe(1);
  });

  it('refuses an expired account (403) and keeps each customer\'s imports to themselves', async () => {
    const expired = await createAccount(t, { days: -1, isRecurring: false });
    const refused = await post(expired, { text: PUBMED_RIS });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('subscription-expired');
    expect(await count()).toBe(0);

    const b = await createAccount(t);
    const imported = (await post(a, { text: PUBMED_RIS })).json().references[0];
    const bSync = (await t.app.inject({ method: 'GET', url: '/v4/Library/Sync', headers: b.headers })).json();
    expect(bSync.references).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/v4/GenesisReference/${imported.referenceUniqueID}`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/v4/GenesisReference/Import', payload: { text: PUBMED_RIS } })).statusCode).toBe(401);
  });
});
