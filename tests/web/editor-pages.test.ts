// The browser editor's pages (issue 16, "the page looks like the paper"): a long paper shows where each page
// starts with its header (the running head, the page number), the reference list and appendices start pages of
// their own, and the table of contents lists the headings with their pages. None of it is saved in the document.
// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiJson, signIn } from './api.js';
import { SCREENSHOTS, screens } from './screens.js';
import { useWebSession } from './web-session.js';

const web = useWebSession({ signedIn: true });
let token = '';

beforeAll(async () => {
  token = await signIn(web.server, web.server.demo.email, web.server.demo.password);
});

const api = <T>(method: string, path: string, body?: unknown) => apiJson<T>(web.server, token, method, path, body);

interface Block {
  type: string;
  attrs?: Record<string, unknown>;
  content?: unknown[];
}
interface OpenedPaper {
  lastModifiedDate: string;
  document: { type: string; attrs: object; content: Block[] };
}

const paragraph = (text: string, style = 'Normal'): Block => ({ type: 'paragraph', attrs: { style }, content: [{ type: 'text', text }] });
const sentence = 'Rivers carried goods and people between the towns that grew along their banks over many centuries, and the towns grew rich.';

/** An APA 7 professional paper (a running head) with a table of contents, 3 headed parts of 8 long paragraphs and an appendix. */
async function longPaper(): Promise<{ paperGUID: string; saved: () => Promise<string> }> {
  const { paperGUID } = await api<{ paperGUID: string }>('POST', '/v4/Paper', {
    Title: 'Rivers and Their Towns', PaperType: 12, Author: 'Sam Okafor', Institution: 'Riverside College', RunningHead: 'RIVERS AND TOWNS', IsAuthorNote: false, Course: '', Teacher: '', DueDate: '', ShowPanel: true,
  });
  const opened = await api<OpenedPaper>('GET', `/v4/Paper/${paperGUID}`);
  const [titlePage, , referenceList] = opened.document.content;
  const body = ['Trade', 'Floods', 'Bridges'].flatMap((heading) => [paragraph(heading, 'Heading1'), ...Array.from({ length: 8 }, (_, n) => paragraph(`${sentence} `.repeat(6) + `(${heading} ${n + 1})`))]);
  const appendix: Block = { type: 'appendix', attrs: { id: 'APPENDIX-1' }, content: [paragraph('River Names', 'Heading1'), paragraph(sentence)] };
  const figure: Block = { type: 'figure', attrs: { id: 'FIGURE-1', title: 'Bridges', src: '', note: 'Note text.', width: 0, height: 0 } };
  const content = [titlePage!, { type: 'tableOfContents' }, ...body.slice(0, 3), figure, ...body.slice(3), referenceList!, appendix];
  await api('PUT', `/v4/Paper/${paperGUID}`, { document: { ...opened.document, content }, lastModifiedDate: opened.lastModifiedDate });
  return { paperGUID, saved: async () => JSON.stringify((await api<OpenedPaper>('GET', `/v4/Paper/${paperGUID}`)).document) };
}

/** The page marks drawn over the text: each page's number and header, top to bottom. */
const pageMarks = (page: Page) =>
  page.$$eval('.ib-page-break', (marks) => marks.map((mark) => ({ page: Number((mark as HTMLElement).dataset.page), left: mark.querySelector('.ib-page-break-left')?.textContent ?? '', right: mark.querySelector('.ib-page-break-right')?.textContent ?? '' })));

describe('the paper editor’s pages', () => {
  it('marks each page of a long paper with its running head and number, starts the references and the appendix on new pages, and lists the headings with their pages', async () => {
    const { page } = web;
    const shots = screens('editor-pages');
    const { paperGUID, saved } = await longPaper();
    await page.goto(`${web.server.url}/paper/${paperGUID}`);
    await page.locator('.ProseMirror').wait();
    await page.waitForFunction(() => document.querySelectorAll('.ib-page-break').length >= 4, { timeout: 30_000 });

    const marks = await pageMarks(page);
    // The title page is page 1; the pages after it count up one by one, each headed by the running head.
    expect(marks.map((mark) => mark.page)).toEqual(marks.map((_, index) => index + 2));
    expect(marks.every((mark) => mark.left === 'RIVERS AND TOWNS')).toBe(true);
    expect(marks.map((mark) => mark.right).slice(0, 3)).toEqual(['2', '3', '4']);
    expect(await page.$eval('.ib-page-header', (el) => el.textContent)).toBe('RIVERS AND TOWNS1');

    // The reference list and the appendix each start a page: a mark stands right above their titles.
    const startsPage = (selector: string) =>
      page.$eval(selector, (title) => {
        const top = title.getBoundingClientRect().top;
        return Array.from(document.querySelectorAll('.ib-page-break')).some((mark) => Math.abs(mark.getBoundingClientRect().top - top) < 2);
      });
    expect(await startsPage('.ib-reference-list .ib-section-title')).toBe(true);
    expect(await startsPage('.ib-appendix .ib-section-title')).toBe(true);

    // The table of contents: the body's headings (not the appendix's title), each with its page, in order.
    const contents = await page.$$eval('.ib-contents-entry', (entries) => entries.map((entry) => [entry.querySelector('.ib-contents-text')?.textContent, Number(entry.querySelector('.ib-contents-page')?.textContent)] as const));
    expect(contents.map(([heading]) => heading)).toEqual(['Trade', 'Floods', 'Bridges']);
    const pages = contents.map(([, number]) => number);
    expect(pages[0]).toBeGreaterThanOrEqual(3);
    expect(pages[1]).toBeGreaterThan(pages[0]!);
    expect(pages[2]).toBeGreaterThan(pages[1]!);
    // An entry leads to its heading.
    await page.locator('.ib-contents-entry[data-index="2"] .ib-contents-text').click();
    await page.waitForFunction(() => window.getSelection()?.anchorNode?.parentElement?.closest('.ProseMirror > p')?.textContent === 'Bridges', { timeout: 10_000 });
    await shots.capture(page, 'paginated-1280');
    // The full page is tall: the pages' starts as the viewport shows them.
    for (const [name, selector] of [['contents', '.ib-page-break[data-page="2"]'], ['in-a-paragraph', '.ib-page-break[data-page="5"]'], ['references-appendix', '.ib-reference-list']] as const) {
      await page.evaluate((at) => document.querySelector(at)!.scrollIntoView({ block: 'start' }), selector);
      await page.evaluate(() => window.scrollBy(0, -120));
      await page.screenshot({ path: join(SCREENSHOTS, `editor-pages-viewport-${name}-1280.png`) });
    }

    // Renaming a heading shows in the contents at once; the marks are the editor's, never the document's.
    await page.evaluate(() => {
      const heading = Array.from(document.querySelectorAll<HTMLElement>('.ProseMirror > p')).find((p) => p.textContent === 'Floods')!;
      const range = document.createRange();
      range.selectNodeContents(heading);
      range.collapse(false);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      (document.querySelector('.ProseMirror') as HTMLElement).focus();
    });
    await page.keyboard.type(' and Levees');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.ib-contents-text')).some((el) => el.textContent === 'Floods and Levees'), { timeout: 20_000 });

    // A figure's title and note are typed in place, as in Word: Enter keeps the text.
    await page.locator('.ib-figure .ib-caption .ib-editable').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' of the Rhine');
    await page.keyboard.press('Enter');
    await page.locator('.ib-figure .ib-note .ib-editable').click();
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type('Drawn from town records.');
    await page.keyboard.press('Enter');
    await page.evaluate(() => document.querySelector('.ib-figure')!.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-pages-viewport-figure-edited-1280.png') });
    await page.waitForFunction(() => document.querySelector('.ib-status')?.textContent === 'Saved', { timeout: 20_000 });
    const stored = await saved();
    expect(stored).toContain('Floods and Levees');
    expect(stored).toContain('"title":"Bridges of the Rhine"');
    expect(stored).toContain('"note":"Drawn from town records."');
    expect(stored).not.toMatch(/page-break|ib-contents/);
  }, 180_000);

  it('keeps an APA 7 professional paper professional through a switch to MLA 9 and back: its running head heads the pages again', async () => {
    const { page } = web;
    const { paperGUID } = await longPaper();
    await page.goto(`${web.server.url}/paper/${paperGUID}`);
    await page.locator('.ProseMirror').wait();
    await page.waitForFunction(() => document.querySelectorAll('.ib-page-break').length >= 4, { timeout: 30_000 });
    await page.locator('::-p-aria([name="Menu"][role="button"])').click();
    await page.evaluate(() => Array.from(document.querySelectorAll<HTMLButtonElement>('#pane-menu button')).find((b) => b.textContent?.startsWith('Title'))!.click());
    await page.locator('::-p-text(Switch the paper\'s format)').click();
    await page.locator('::-p-aria([name="MLA 9"][role="radio"])').click();
    // MLA's pages are headed by the author's surname and the number.
    await page.waitForFunction(() => document.querySelector('.ib-page-break .ib-page-break-right')?.textContent === 'Okafor 2', { timeout: 20_000 });
    // The drawer shows MLA 9 chosen once it has read the switched paper: a click on APA 7 before then is on the choice it still shows.
    await page.locator('input[type="radio"][value="111"]:checked').wait();
    await page.locator('::-p-aria([name="APA 7"][role="radio"])').click();
    await page.waitForFunction(() => document.querySelector('.ib-page-break .ib-page-break-left')?.textContent === 'RIVERS AND TOWNS', { timeout: 20_000 });
    await page.waitForFunction(() => document.querySelector('.ib-status')?.textContent === 'Saved', { timeout: 20_000 });
    expect((await api<{ paperTypeID: number; runningHead: string }>('GET', `/v4/Paper/${paperGUID}`))).toMatchObject({ paperTypeID: 12, runningHead: 'RIVERS AND TOWNS' });
  }, 180_000);
});
