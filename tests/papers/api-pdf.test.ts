// GET v4/Paper/{paperGUID}/Document?type=3 end to end: the api writes the paper's .docx with the engine and LibreOffice
// renders it as a PDF, read back with pdftotext. Installs LibreOffice and poppler first on a fresh machine.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../api/src/testing/accounts.js';
import { createPaper, readPaper, withBody } from '../../api/src/testing/papers.js';
import { createReference } from '../../api/src/testing/references.js';
import { createTestApp, type TestApp } from '../../api/src/testing/test-app.js';
import { LIBREOFFICE, POPPLER, ensureAptTool } from '../apt-install.js';

let t: TestApp;
let a: TestAccount;
let dir: string;

beforeAll(async () => {
  const soffice = await ensureAptTool(LIBREOFFICE);
  await ensureAptTool(POPPLER);
  t = await createTestApp({ SOFFICE_PATH: soffice });
  a = await createAccount(t);
  dir = await mkdtemp(join(tmpdir(), 'ibid-api-pdf-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the api’s PDF download', () => {
  it('answers a PDF rendered by LibreOffice, named after the title, holding the title page, the citation and the reference list', async () => {
    const reference = await createReference(t, a);
    const paper = await createPaper(t, a, { Title: 'Fish & <Chips>: Reading Habits' });
    const { document } = await readPaper(t, a, paper.paperGUID);
    const saved = await t.app.inject({ method: 'PUT', url: `/v4/Paper/${paper.paperGUID}`, headers: a.headers, payload: { document: withBody(document, 'Students read more than they think ', [reference.referenceUniqueID]) } });
    expect(saved.statusCode, saved.body).toBe(200);

    const answer = await t.app.inject({ method: 'GET', url: `/v4/Paper/${paper.paperGUID}/Document?type=3`, headers: a.headers });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('filename="Fish & Chips Reading Habits.pdf"');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(dir, 'paper.pdf');
    await writeFile(file, answer.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Fish & <Chips>: Reading Habits');
    expect(text).toContain('Ada Okafor');
    expect(text).toContain('(Okafor, 2021)');
    expect(text).toContain('References');
    expect(text).toContain('Reading habits of first-year students');
  });
});
