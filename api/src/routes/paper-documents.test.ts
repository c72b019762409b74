import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FAILED, PDF_NOT_INSTALLED, PDF_TOO_SLOW } from '../services/paper-pdf.js';
import { createAccount, type TestAccount } from '../testing/accounts.js';
import { citationOf, createPaper, readPaper, withBody } from '../testing/papers.js';
import { createReference } from '../testing/references.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
let a: TestAccount;
let paperGUID: string;
let dir: string;

/** A paper whose title and cited reference both hold markup, as a user may type it. */
const TITLE = 'Fish & <Chips>: "Reading" Habits';
const REFERENCE_TITLE = '<script>alert(1)</script> and reading';

beforeAll(async () => {
  t = await createTestApp();
  a = await createAccount(t);
  dir = await mkdtemp(join(tmpdir(), 'ibid-paper-files-'));
  const reference = await createReference(t, a, { data: { title: REFERENCE_TITLE, contributors: [{ id: 'c1', type: 'author', kind: 'person', family: 'Okafor', given: 'Ada' }], issued: { year: 2021 }, containerTitle: 'Journal of Student Life' } });
  const created = await createPaper(t, a, { Title: TITLE });
  paperGUID = created.paperGUID;
  const { document } = await readPaper(t, a, paperGUID);
  const saved = await t.app.inject({ method: 'PUT', url: `/v4/Paper/${paperGUID}`, headers: a.headers, payload: { document: withBody(document, 'Students read <b>more</b> than they think ', [reference.referenceUniqueID]) } });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const download = (type: number | string, account = a, guid = paperGUID) => t.app.inject({ method: 'GET', url: `/v4/Paper/${guid}/Document?type=${type}`, headers: account.headers });

/** One part of a downloaded .docx (a zip), as text; '' when the part is absent. */
const docxPart = (body: Buffer, part: string): string => {
  const file = unzipSync(new Uint8Array(body), { filter: (entry) => entry.name === part })[part];
  return file ? strFromU8(file) : '';
};

describe('GET v4/Paper/:paperGUID/Document', () => {
  it('type 1 answers the .docx as an attachment named after the title; it unzips to a Word document holding the title, its citation controls and the paper GUID', async () => {
    const answer = await download(1);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(DOCX);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="Fish & Chips Reading Habits.docx"; filename*=UTF-8''Fish%20%26%20Chips%20Reading%20Habits.docx`);
    const body = answer.rawPayload;
    expect(body.subarray(0, 2).toString()).toBe('PK');
    const xml = docxPart(body, 'word/document.xml');
    expect(xml).toContain('Fish &amp; &lt;Chips&gt;');
    expect(xml).toContain('ibid:citation:');
    expect(xml).toContain('ibid:reference-list');
    expect(docxPart(body, 'docProps/custom.xml')).toContain(paperGUID);
  });

  it('type 2 answers the clean copy: the same text without content controls or custom properties', async () => {
    const answer = await download(2);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('filename="Fish & Chips Reading Habits (clean copy).docx"');
    const xml = docxPart(answer.rawPayload, 'word/document.xml');
    expect(xml).toContain('Fish &amp; &lt;Chips&gt;');
    expect(xml).not.toContain('<w:sdt>');
    expect(xml).not.toContain('ibid:citation:');
    expect(docxPart(answer.rawPayload, 'docProps/custom.xml')).not.toContain(paperGUID);
  });

  it('type 3 answers 503 pdf-unavailable when LibreOffice is not installed', async () => {
    const other = await createTestApp({ SOFFICE_PATH: join(dir, 'no-such-soffice') });
    try {
      const b = await createAccount(other);
      const paper = await createPaper(other, b);
      const answer = await other.app.inject({ method: 'GET', url: `/v4/Paper/${paper.paperGUID}/Document?type=3`, headers: b.headers });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ error: { code: 'pdf-unavailable', message: PDF_NOT_INSTALLED } });
    } finally {
      await other.close();
    }
  });

  it('type 3 answers 503 when LibreOffice fails or takes longer than PDF_TIMEOUT_MS, and stops it', async () => {
    const slow = join(dir, 'slow-soffice');
    const failing = join(dir, 'failing-soffice');
    await writeFile(slow, `#!/bin/sh\necho $$ > ${join(dir, 'slow.pid')}\nexec sleep 30\n`, { mode: 0o755 });
    await writeFile(failing, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    for (const [env, message] of [[{ SOFFICE_PATH: slow, PDF_TIMEOUT_MS: '500' }, PDF_TOO_SLOW], [{ SOFFICE_PATH: failing }, PDF_FAILED]] as const) {
      const other = await createTestApp(env);
      try {
        const b = await createAccount(other);
        const paper = await createPaper(other, b);
        const answer = await other.app.inject({ method: 'GET', url: `/v4/Paper/${paper.paperGUID}/Document?type=3`, headers: b.headers });
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ error: { code: 'pdf-unavailable', message } });
      } finally {
        await other.close();
      }
    }
    const pid = Number(await readFile(join(dir, 'slow.pid'), 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('type 4 answers a static HTML page with everything typed escaped and the laid-out citation and reference list', async () => {
    const answer = await download(4);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<title>Fish &#38; &#60;Chips&#62;: &#34;Reading&#34; Habits</title>');
    expect(html).toContain('Students read &#60;b&#62;more&#60;/b&#62; than they think ');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(/<a href="#ibid_ref_\d+">\(Okafor, 2021\)<\/a>/);
    expect(html).toContain('<h2>References</h2>');
  });

  it('renders every kind of block: abstract, contents, headings, block quote, figure, table, appendix and Turabian notes (cited and typed)', async () => {
    const reference = await createReference(t, a);
    const turabian = await createPaper(t, a, { PaperType: 211, Title: 'Every Block' });
    const { document } = await readPaper(t, a, turabian.paperGUID);
    const text = (value: string) => ({ type: 'text', text: value });
    const paragraph = (style: string, ...content: object[]) => ({ type: 'paragraph', attrs: { style }, content });
    const body = [
      paragraph('Heading1', text('Method & <Scope>')),
      paragraph('Normal', text('Cited here.'), citationOf(reference.referenceUniqueID), text(' Typed note.'), { type: 'footnote', content: [text('A note of my own <i>.')] }),
      paragraph('BlockQuote', text('Quoted words.'), citationOf(reference.referenceUniqueID)),
      { type: 'figure', attrs: { id: 'f1', title: 'A <tiny> figure', src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', note: 'Made up.' } },
      { type: 'table', attrs: { id: 't1', title: 'Counts', note: '', rows: [['Group', 'n'], ['<A>', '12']] } },
    ];
    const titlePage = document.content.find((n) => n.type === 'titlePage')!;
    const referenceList = document.content.find((n) => n.type === 'referenceList')!;
    const full = {
      ...document,
      content: [
        titlePage,
        { type: 'abstract', attrs: { keywords: 'blocks, <notes>' }, content: [paragraph('Normal', text('A short abstract.'))] },
        { type: 'tableOfContents' },
        ...body,
        referenceList,
        { type: 'appendix', attrs: { id: 'a1' }, content: [paragraph('Normal', text('Extra material'))] },
      ],
    };
    const saved = await t.app.inject({ method: 'PUT', url: `/v4/Paper/${turabian.paperGUID}`, headers: a.headers, payload: { document: full } });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await download(4, a, turabian.paperGUID)).body;
    for (const part of [
      '<h2>Abstract</h2>',
      '<em>Keywords:</em> blocks, &#60;notes&#62;',
      '<li>Method &#38; &#60;Scope&#62;</li>',
      '<h2>Method &#38; &#60;Scope&#62;</h2>',
      '<blockquote><p>Quoted words.<sup class="note-ref"><a href="#note-3" id="note-ref-3">3</a></sup></p></blockquote>',
      '<sup class="note-ref"><a href="#note-2" id="note-ref-2">2</a></sup>',
      '<li id="note-2" value="2">A note of my own &lt;i&gt;.',
      '<strong>Figure 1</strong>',
      '<em>A &#60;tiny&#62; figure</em>',
      '<img src="data:image/png;base64,',
      '<strong>Table 1</strong>',
      '<td>&#60;A&#62;</td>',
      '<h2>Appendix</h2>',
      '<h2>Notes</h2>',
    ]) expect(html, part).toContain(part);
    for (const type of [1, 2]) expect((await download(type, a, turabian.paperGUID)).statusCode).toBe(200);
  });

  it('refuses an unknown type, and answers 404 for another customer’s paper', async () => {
    const bad = await download(5);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('type must be 1 (Word), 2 (clean copy), 3 (PDF) or 4 (HTML)');
    const b = await createAccount(t);
    expect((await download(1, b)).statusCode).toBe(404);
  });

  it('still downloads once access has ended: an expired account reads its papers', async () => {
    const c = await createAccount(t, { days: 1 });
    const paper = await createPaper(t, c);
    t.advance(2 * 86_400_000);
    expect((await download(1, c, paper.paperGUID)).statusCode).toBe(200);
  });
});
