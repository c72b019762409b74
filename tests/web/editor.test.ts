// Writing a paper in the browser editor, in Chromium against the real api (issue 16): typing is saved as it goes
// ("Saved"), survives a reload, an offline spell ("Offline, will save") and two tabs on one paper; a 30-page paper
// with 200 references and 400 citations takes every key typed and switches to MLA 9. Screens at 1280 px and 350 px.
// How fast it types and switches is bench/editor.bench.mjs's (`npm run bench`), not this file's.
// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiJson, createReference, signIn } from './api.js';
import { VIEWPORT } from './browser.js';
import { SCREENSHOTS, screens } from './screens.js';
import { see, text } from './user.js';
import { useWebSession } from './web-session.js';

const web = useWebSession({ signedIn: true });
let token = '';

beforeAll(async () => {
  token = await signIn(web.server, web.server.demo.email, web.server.demo.password);
});

const api = <T>(method: string, path: string, body?: unknown) => apiJson<T>(web.server, token, method, path, body);

const createPaper = (title: string, paperType = 11) =>
  api<{ paperGUID: string }>('POST', '/v4/Paper', { Title: title, PaperType: paperType, Author: 'Sam Okafor', Course: 'HIS 300', Teacher: 'Dr. Reed', Institution: 'Riverside College', DueDate: '2026-12-01', IsAuthorNote: false, RunningHead: '', ShowPanel: true });

interface SavedPaper {
  lastModifiedDate: string;
  document: { content: { type: string; content?: { type: string; text?: string }[] }[] };
}
const savedText = async (paperGUID: string) => JSON.stringify((await api<SavedPaper>('GET', `/v4/Paper/${paperGUID}`)).document);

/** Opens the paper and waits for its editable body. */
async function openPaper(page: Page, paperGUID: string) {
  await page.goto(`${web.server.url}/paper/${paperGUID}`);
  await page.locator('.ProseMirror').wait();
}

/** Puts the caret at the end of the body's last paragraph. */
async function caretAtEndOfBody(page: Page) {
  await page.evaluate(() => {
    const paragraphs = document.querySelectorAll<HTMLElement>('.ProseMirror > p');
    const last = paragraphs[paragraphs.length - 1]!;
    const range = document.createRange();
    range.selectNodeContents(last);
    range.collapse(false);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    (document.querySelector('.ProseMirror') as HTMLElement).focus();
  });
}

async function waitForStatus(page: Page, words: string) {
  await page.waitForFunction((w) => document.querySelector('.ib-status')?.textContent === w, { timeout: 20_000, polling: 100 }, words).catch(async (e: unknown) => {
    const shown = await page.$eval('.ib-status', (el) => el.textContent).catch(() => 'no status');
    throw new Error(`Expected the status "${words}" on ${page.url()}, but it says "${shown}"`, { cause: e });
  });
}
/** The body's paragraphs' text, in order. */
const paragraphs = (page: Page) => page.$$eval('.ProseMirror > p', (ps) => ps.map((p) => p.textContent ?? ''));

describe('the browser editor', () => {
  it('saves two typed paragraphs as it goes and finds them after a reload', async () => {
    const { page } = web;
    const shots = screens('editor');
    const { paperGUID } = await createPaper('Rivers and Their Towns');
    await openPaper(page, paperGUID);
    await see(page, text('Rivers and Their Towns'));
    await caretAtEndOfBody(page);
    await page.keyboard.type('Rivers shaped where towns grew.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bridges came later, and with them markets.');
    await waitForStatus(page, 'Saved');
    expect(await savedText(paperGUID)).toContain('Bridges came later, and with them markets.');
    await shots.capture(page, 'paper-1280');
    await page.setViewport({ width: 350, height: 900 });
    await shots.capture(page, 'paper-350');
    await page.setViewport(VIEWPORT);
    await page.reload();
    await page.locator('.ProseMirror').wait();
    expect(await paragraphs(page)).toEqual(['Rivers shaped where towns grew.', 'Bridges came later, and with them markets.']);
  }, 120_000);

  it('keeps typing offline ("Offline, will save"), saves once back online, and loses nothing over a reload', async () => {
    const { page } = web;
    const { paperGUID } = await createPaper('Offline Notes');
    await openPaper(page, paperGUID);
    await caretAtEndOfBody(page);
    await page.keyboard.type('Written online.');
    await waitForStatus(page, 'Saved');
    await page.setOfflineMode(true);
    await page.keyboard.type(' Written offline.');
    await waitForStatus(page, 'Offline, will save');
    await page.setOfflineMode(false);
    await waitForStatus(page, 'Saved');
    expect(await savedText(paperGUID)).toContain('Written online. Written offline.');
    // Offline again, then reloaded as soon as the network is back, before any retry: the draft brings it back.
    await page.setOfflineMode(true);
    await page.keyboard.type(' Kept in the draft.');
    await waitForStatus(page, 'Offline, will save');
    await page.setOfflineMode(false);
    await page.reload();
    await page.locator('.ProseMirror').wait();
    expect(await paragraphs(page)).toEqual(['Written online. Written offline. Kept in the draft.']);
    await waitForStatus(page, 'Saved');
    expect(await savedText(paperGUID)).toContain('Kept in the draft.');
  }, 120_000);

  it('two tabs on one paper: what each types is kept, in both tabs and on the server', async () => {
    const { page } = web;
    const { paperGUID } = await createPaper('Two Tabs');
    await openPaper(page, paperGUID);
    const other = await web.chromium.newPage();
    try {
      await openPaper(other, paperGUID);
      await caretAtEndOfBody(page);
      await page.keyboard.type('From the first tab.');
      await waitForStatus(page, 'Saved');
      // The second tab still holds the paper as it was opened: its save is refused (409) and merged.
      await other.bringToFront();
      await caretAtEndOfBody(other);
      await other.keyboard.press('Enter');
      await other.keyboard.type('From the second tab.');
      await waitForStatus(other, 'Saved');
      await page.bringToFront();
      await caretAtEndOfBody(page);
      await page.keyboard.press('Enter');
      await page.keyboard.type('The first tab again.');
      await waitForStatus(page, 'Saved');
      const saved = await savedText(paperGUID);
      for (const words of ['From the first tab.', 'From the second tab.', 'The first tab again.']) expect(saved).toContain(words);
      await other.reload();
      await other.locator('.ProseMirror').wait();
      const shown = (await paragraphs(other)).join(' ');
      for (const words of ['From the first tab.', 'From the second tab.', 'The first tab again.']) expect(shown).toContain(words);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('a 30-page paper with 200 references and 400 citations: shows them all, takes every key typed, switches to MLA 9 and saves it', async () => {
    // A tab of its own (signed in: the tabs share storage). The reloads above cut requests short that puppeteer then
    // counts as in flight for good, and the captures' network-idle wait would give up on the old tab after 10 s each.
    const page = await web.chromium.newPage();
    onTestFinished(() => page.close());
    const shots = screens('editor-large');
    const { paperGUID } = await createPaper('A Long Paper');
    const ids: string[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const made = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          createReference(web.server, token, {
            referenceTypeId: 2,
            data: { title: `Book number ${batch * 10 + i} on rivers`, contributors: [{ id: 'c1', type: 'author', kind: 'person', family: `Author${batch * 10 + i}`, given: 'Sam' }], issued: { year: 1950 + ((batch * 10 + i) % 70) } },
          }),
        ),
      );
      ids.push(...made.map((r) => r.referenceUniqueID.toUpperCase()));
    }
    const opened = await api<SavedPaper & { document: { type: string; attrs: object; content: { type: string }[] } }>('GET', `/v4/Paper/${paperGUID}`);
    // 30 pages of double-spaced text: 60 paragraphs of about 125 words, 400 citations among them.
    const words = 'Rivers carried goods and people between the towns that grew along their banks over many centuries';
    let citation = 0;
    const body = Array.from({ length: 60 }, (_, p) => {
      const content: object[] = [];
      for (let sentence = 0; sentence < 7; sentence++) {
        content.push({ type: 'text', text: `${words} (${p + 1}.${sentence + 1}) ` });
        if (citation < 400 && (p * 7 + sentence) % 21 < 20) {
          const id = ids[citation % ids.length]!;
          content.push({ type: 'citation', attrs: { citationUniqueID: `CIT-${citation}`, groupUniqueID: null, items: [{ referenceUniqueID: id, namePart: true, datePart: true }], prefix: '', suffix: '', narrative: false } });
          citation++;
        }
        content.push({ type: 'text', text: '. ' });
      }
      return { type: 'paragraph', attrs: { style: 'Normal' }, content };
    });
    const [titlePage, , referenceList] = opened.document.content;
    await api('PUT', `/v4/Paper/${paperGUID}`, { document: { ...opened.document, content: [titlePage, ...body, referenceList] }, referenceUniqueIDs: ids, lastModifiedDate: opened.lastModifiedDate });

    await openPaper(page, paperGUID);
    await page.waitForFunction(() => document.querySelectorAll('.ib-citation').length === 400 && document.querySelectorAll('.ib-reference-entry').length === 200, { timeout: 30_000 });
    await shots.capture(page, 'long-paper-1280');

    // Every key typed in the middle of the paper reaches it (how fast it paints is bench/editor.bench.mjs's).
    await page.evaluate(() => {
      const middle = document.querySelectorAll<HTMLElement>('.ProseMirror > p')[30]!;
      const range = document.createRange();
      range.selectNodeContents(middle);
      range.collapse(false);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      middle.scrollIntoView();
      (document.querySelector('.ProseMirror') as HTMLElement).focus();
    });
    const typed = ' And so the towns along the rivers grew rich.';
    await page.keyboard.type(typed, { delay: 80 });
    await page.waitForFunction((words) => document.querySelectorAll('.ProseMirror > p')[30]!.textContent!.endsWith(words), { timeout: 20_000 }, typed);

    // The format switch from the pane: Menu, the title drawer, "Switch the paper's format", MLA 9.
    await page.locator('::-p-aria([name="Menu"][role="button"])').click();
    await page.evaluate(() => Array.from(document.querySelectorAll<HTMLButtonElement>('#pane-menu button')).find((b) => b.textContent?.startsWith('Title'))!.click());
    await page.locator(text("Switch the paper's format")).click();
    const before = await page.$eval('.ib-citation', (el) => el.textContent);
    await page.locator('::-p-aria([name="MLA 9"][role="radio"])').click();
    await page.waitForFunction((old) => document.querySelector('.ib-citation')?.textContent !== old, { timeout: 20_000 }, before);
    expect(await page.$eval('.ib-reference-list .ib-section-title', (el) => el.textContent)).toBe('Works Cited');
    await waitForStatus(page, 'Saved');
    expect((await api<{ paperTypeID: number }>('GET', `/v4/Paper/${paperGUID}`)).paperTypeID).toBe(111);
    expect(await savedText(paperGUID)).toContain(typed);
    await shots.capture(page, 'long-paper-mla-1280');
    // The full pages are tall: the text with its citations and the list's first entries as the viewport shows them.
    await page.evaluate(() => document.querySelectorAll('.ProseMirror > p')[2]!.scrollIntoView());
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-large-03-text-mla-viewport.png') });
    await page.evaluate(() => document.querySelector('.ib-reference-list')!.scrollIntoView());
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-large-04-works-cited-viewport.png') });
  }, 300_000);
});
