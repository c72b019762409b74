// A student's whole paper in the browser editor, in Chromium against the real api (issue 16 "Done when"): an APA 7
// student paper created from the create landing, two paragraphs written, three references added from the task pane
// (one looked up by its DOI in Crossref's recorded answer), cited with a page, with a paragraph and as a group,
// switched to MLA 9 and back, a figure, a table, an abstract and an appendix added from their drawers, a version
// saved, all of it found again after a reload, and the downloaded .docx rendered by LibreOffice. Screens at 1280 px
// and at the task pane's 350 px.
// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { SAMPLE_ARTICLE, SAMPLE_BOOK } from '../../api/src/testing/references.js';
import { docxToPdf, pdfPagePixels, pdfPageToPng, pdfText, type PagePixels } from '../papers/libreoffice.js';
import { createReference, signIn } from './api.js';
import { eventually } from './ibid-server.js';
import { SCREENSHOTS, captureAtBothWidths, screens } from './screens.js';
import { aria, at, button, click, fill, heading, retype, see, text } from './user.js';
import { useWebSession } from './web-session.js';

let token = '';
const web = useWebSession({
  signedIn: true,
  lookups: true,
  // The library already holds the two references the student adds from it; the third is looked up in the flow.
  prepare: async (server) => {
    token = await signIn(server, server.demo.email, server.demo.password);
    await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE });
    await createReference(server, token, { referenceTypeId: 2, data: SAMPLE_BOOK });
  },
});

// PAPERS_OUT=dir keeps the downloaded .docx and its .pdf there for a look (as in tests/papers/render.test.ts).
const work = process.env.PAPERS_OUT ?? mkdtempSync(join(tmpdir(), 'ibid-paper-flow-'));
afterAll(() => {
  if (!process.env.PAPERS_OUT) rmSync(work, { recursive: true, force: true });
});

const PAPER = { title: 'Rivers and Their Towns', instructor: 'Dr. Amelia Reed', course: 'HIS 300: Urban History', typedDate: '12012026' };
const FIRST_SENTENCE = 'Rivers shaped where towns grew, and towns shaped how rivers were used';
const PARAGRAPHS = [`${FIRST_SENTENCE}. Early settlements chose the fords and bends where the water ran calm.`, 'Bridges came later, and with them markets and tolls.'];
const DOI = '10.1371/journal.pone.0033693';
const ABSTRACT = 'This paper follows how rivers decided where towns stood and how they traded.';
const APPENDIX = { title: 'Maps of the River Towns', text: 'The maps show each town beside its river crossing.' };
const FIGURE_TITLE = 'Towns Founded by Decade';
const TABLE_TITLE = 'Bridges and Their Tolls';

/**
 * The citations as each format writes them: group and page in the first paragraph, paragraph in the second. The group
 * is cited Popper first: APA orders it by author (7th ed. 8.12), MLA keeps the writer's order.
 */
const CITED = {
  apa7: { group: '(Okafor, 2021; Popper, 1945)', page: '(Sadasivan et al., 2012, p. 12)', paragraph: '(Okafor, 2021, para. 3)' },
  mla9: { group: '(Popper; Okafor)', page: '(Sadasivan et al. 12)', paragraph: '(Okafor, par. 3)' },
} as const;
/** The two paragraphs once cited in APA 7, as the editor shows them. */
const CITED_PARAGRAPHS = [
  `${FIRST_SENTENCE} ${CITED.apa7.group}. Early settlements chose the fords and bends where the water ran calm ${CITED.apa7.page}.`,
  `Bridges came later, and with them markets and tolls ${CITED.apa7.paragraph}.`,
];
const citationsIn = (format: keyof typeof CITED) => [CITED[format].group, CITED[format].page, CITED[format].paragraph];

const BAR = [40, 90, 170] as const;
const BARS = [30, 55, 80, 45];

/** A small bar chart as a PNG: 8-bit RGB, one zlib stream of unfiltered rows. */
function barChartPng(width = 160, height = 100): Buffer {
  const bars = BARS;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bar = Math.floor(x / (width / bars.length));
      const inBar = x % (width / bars.length) > 6 && height - y <= bars[bar]!;
      rows.set(inBar ? BAR : [250, 250, 250], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The box around the bar chart's bars on a drawn page (pixels near their blue), or undefined when none shows. */
function barsOn({ width, height, rgb }: PagePixels): { width: number; height: number } | undefined {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (BAR.every((value, c) => Math.abs(rgb[i + c]! - value) < 30)) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return right < 0 ? undefined : { width: right - left + 1, height: bottom - top + 1 };
}

interface SavedPaper {
  paperTypeID: number;
  genesisReferences: string[];
  document: unknown;
}
const saved = async (paperGUID: string): Promise<SavedPaper> => {
  const answer = await fetch(`${web.server.url}/v4/Paper/${paperGUID}`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET /v4/Paper/${paperGUID} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as SavedPaper;
};

const squeeze = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/** What a reader sees of an element, its lines joined by single spaces. */
const shown = async (page: Page, selector: string) => squeeze(await page.$eval(selector, (el) => (el as HTMLElement).innerText));
/** The body's paragraphs, not what the editor draws among them (APA's title atop the text). */
const BODY_PARAGRAPHS = '.ProseMirror > p:not([contenteditable="false"])';
/** The body's paragraphs as shown, citations included. */
const bodyParagraphs = (page: Page) => page.$$eval(BODY_PARAGRAPHS, (ps) => ps.map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim()));
const shownCitations = (page: Page) => page.$$eval('.ProseMirror .ib-citation', (cs) => cs.map((c) => c.textContent ?? ''));
const shownEntries = (page: Page) => page.$$eval('.ib-reference-entry', (es) => es.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));

async function waitForSaved(page: Page) {
  await page.waitForFunction(() => document.querySelector('.ib-status')?.textContent === 'Saved', { timeout: 30_000, polling: 100 });
}

/**
 * Puts the caret in the body's paragraph `index`, `steps` after its start (a citation is one step), as a click at the
 * paragraph's first line and the arrow keys would.
 */
async function caretIn(page: Page, index: number, steps: number) {
  const paragraph = (await page.$$(BODY_PARAGRAPHS))[index]!;
  await paragraph.click({ offset: { x: 4, y: 4 } });
  await paragraph.dispose();
  await page.keyboard.press('Home');
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
}

/** Puts the caret `steps` into paragraph `index` (before a full stop) and a space before it, for a citation. */
async function caretForCitation(page: Page, index: number, steps: number) {
  await caretIn(page, index, steps);
  await page.keyboard.press('Space');
}

/** Opens a pane screen from the side menu. */
async function openFromMenu(page: Page, entry: string) {
  await click(page, button('Menu'));
  await click(page, `#pane-menu ${button(entry)}`);
}

/** The button of the Add Ref from Library row holding `words`, as an XPath. */
const libraryRow = (words: string) => `//ul[@aria-label="Your library"]/li[contains(., ${JSON.stringify(words)})]//button`;

/** From Refs & Citations' list: opens the reference whose entry holds `words` for its citations and starts a new one. */
async function startCitation(page: Page, words: string) {
  await see(page, aria('list', 'References in this paper'));
  await click(page, `::-p-xpath(//ul[@aria-label="References in this paper"]/li[contains(., ${JSON.stringify(words)})]//button[starts-with(., "Citations (")])`);
  await click(page, button('Add Citation'));
  await see(page, heading('Add Citation'));
}

/** Ticks Location, chooses its kind and types its value. */
async function locate(page: Page, kind: 'Page' | 'Paragraph', value: string) {
  await click(page, aria('checkbox', 'Location (page number, etc.)'));
  await click(page, aria('radio', kind));
  await fill(page, kind, value);
}

/** Inserts the citation and waits for it in the paper. */
async function insertCitation(page: Page, expected: string) {
  await click(page, button('Insert Citation'));
  await page.waitForFunction((t) => Array.from(document.querySelectorAll('.ProseMirror .ib-citation')).some((c) => c.textContent === t), { timeout: 20_000 }, expected);
  await click(page, text('← All references'));
}

describe('a paper from start to finish', () => {
  it('creates, writes, cites, switches format, adds its sections, saves a version, reloads and downloads a .docx LibreOffice renders', async () => {
    const { page } = web;
    const shots = screens('paper-flow');

    // 1. An APA 7 student paper from the create landing.
    await click(page, aria('link', 'Create New Paper'));
    await at(page, '/document-create-landing');
    await click(page, text('Research Paper'));
    await at(page, '/create-research-paper/apa-7');
    await see(page, aria('tab', 'Student'));
    await fill(page, 'Title', PAPER.title);
    await fill(page, 'Instructor', PAPER.instructor);
    await fill(page, 'Course Number & Name', PAPER.course, 'combobox');
    await page.locator('input[type="date"]').click();
    await page.keyboard.type(PAPER.typedDate);
    await captureAtBothWidths(shots, page, 'create-form');
    await click(page, button('Create APA 7 Student Paper'));
    await see(page, heading('Paper created successfully'));
    await click(page, button('Open the paper'));
    await at(page, /^\/paper\/[0-9A-Fa-f-]+$/);
    const paperGUID = page.url().split('/paper/')[1]!;
    await page.locator('.ProseMirror').wait();
    await see(page, heading('Refs & Citations'));

    // 2. Two paragraphs.
    await caretIn(page, 0, 0);
    await page.keyboard.type(PARAGRAPHS[0]!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(PARAGRAPHS[1]!);
    await waitForSaved(page);
    expect(await bodyParagraphs(page)).toEqual(PARAGRAPHS);
    await captureAtBothWidths(shots, page, 'two-paragraphs');

    // 3. Three references: one looked up by its DOI in the library window the pane opens, two from the library.
    const popup = new Promise<Page>((resolve) => page.once('popup', (opened) => opened && resolve(opened)));
    await click(page, button('Create a New Reference'));
    const library = await popup;
    // The library window's state when the flow fails in it: the screen log only sees the paper's page.
    onTestFailed(async () => {
      if (!library.isClosed()) await library.screenshot({ path: join(SCREENSHOTS, 'paper-flow-failure-library.png') }).catch(() => undefined);
    });
    await see(library, aria('dialog', 'Create a new reference'));
    await fill(library, 'Look up a reference', DOI, 'searchbox');
    await click(library, button('Search'));
    await see(library, text("Review and edit the information we found to make sure it's correct."));
    await click(library, button('Next'));
    await click(library, button('Create'));
    await at(library, '/my-reference-library');
    await see(library, text('Sadasivan, S.'));
    await library.close();
    // The pane that sent the student there adds the new reference to the paper and opens it, ready to cite.
    await see(page, heading('Refs & Citations (1)'));
    await see(page, `${aria('region', 'Open reference')} ${text('Sadasivan, S.')}`);
    await click(page, text('← All references'));

    await click(page, button('Add Reference from Library'));
    await see(page, heading('Add Ref from Library'));
    await see(page, aria('list', 'Your library'));
    await page.waitForFunction((row) => document.evaluate(row, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE).singleNodeValue?.textContent === 'In Paper', {}, libraryRow('Sadasivan'));
    for (const words of ['Okafor', 'Popper']) {
      await click(page, `::-p-xpath(${libraryRow(words)})`);
      await page.waitForFunction((row) => document.evaluate(row, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE).singleNodeValue?.textContent === 'In Paper', {}, libraryRow(words));
    }
    await captureAtBothWidths(shots, page, 'add-from-library');
    await click(page, button('Finished'));
    await see(page, heading('Refs & Citations (3)'));
    await page.waitForFunction(() => document.querySelectorAll('.ib-reference-entry').length === 3, { timeout: 20_000 });
    await waitForSaved(page);
    expect((await saved(paperGUID)).genesisReferences).toHaveLength(3);

    // 4. Citations at the cursor: a page, a paragraph, and a group of two.
    await caretForCitation(page, 0, PARAGRAPHS[0]!.length - 1);
    await startCitation(page, 'Sadasivan');
    await locate(page, 'Page', '12');
    await see(page, `${aria('region', 'Citation preview')} ${text(CITED.apa7.page)}`);
    await captureAtBothWidths(shots, page, 'citation-form-page');
    await insertCitation(page, CITED.apa7.page);

    await caretForCitation(page, 1, PARAGRAPHS[1]!.length - 1);
    await startCitation(page, 'Okafor');
    await locate(page, 'Paragraph', '3');
    await insertCitation(page, CITED.apa7.paragraph);

    await caretForCitation(page, 0, FIRST_SENTENCE.length);
    await startCitation(page, 'Popper');
    const another = (await page.locator(aria('combobox', 'Add another reference to this citation')).waitHandle()) as ElementHandle<HTMLSelectElement>;
    await another.select(await another.$eval('::-p-xpath(.//option[contains(., "Reading habits")])', (o) => (o as HTMLOptionElement).value));
    await see(page, aria('combobox', 'Select which citation to edit?'));
    await see(page, `${aria('region', 'Citation preview')} ${text(CITED.apa7.group)}`);
    await captureAtBothWidths(shots, page, 'citation-form-group');
    await insertCitation(page, CITED.apa7.group);

    expect(await shownCitations(page)).toEqual(citationsIn('apa7'));
    expect(await bodyParagraphs(page)).toEqual(CITED_PARAGRAPHS);
    await captureAtBothWidths(shots, page, 'cited-apa7');

    // 5. MLA 9 and back to APA 7 from the title page drawer's format switch.
    await openFromMenu(page, 'Title Page');
    await click(page, aria('link', "Switch the paper's format"));
    await see(page, heading('Paper Format'));
    await click(page, aria('radio', 'MLA 9'));
    await page.waitForFunction((t) => document.querySelector('.ProseMirror .ib-citation')?.textContent === t, { timeout: 20_000 }, CITED.mla9.group);
    expect(await shownCitations(page)).toEqual(citationsIn('mla9'));
    expect(await page.$eval('.ib-reference-list .ib-section-title', (el) => el.textContent)).toBe('Works Cited');
    await waitForSaved(page);
    expect((await saved(paperGUID)).paperTypeID).toBe(111);
    await captureAtBothWidths(shots, page, 'switched-mla9');

    await click(page, aria('radio', 'APA 7'));
    await page.waitForFunction((t) => document.querySelector('.ProseMirror .ib-citation')?.textContent === t, { timeout: 20_000 }, CITED.apa7.group);
    expect(await shownCitations(page)).toEqual(citationsIn('apa7'));
    expect(await page.$eval('.ib-reference-list .ib-section-title', (el) => el.textContent)).toBe('References');
    const titlePage = await shown(page, '.ib-title-section');
    for (const line of [PAPER.title, PAPER.instructor, PAPER.course, 'December 1, 2026']) expect(titlePage).toContain(line);
    await waitForSaved(page);
    expect((await saved(paperGUID)).paperTypeID).toBe(11);

    // 6. A figure and a table after the second paragraph, an abstract, an appendix.
    const png = join(work, 'towns-by-decade.png');
    writeFileSync(png, barChartPng());
    await caretIn(page, 1, 0);
    await openFromMenu(page, 'Insert Figure');
    await fill(page, 'Figure Title', FIGURE_TITLE);
    const input = (await page.$('input[type="file"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(png);
    await see(page, text('Chosen: towns-by-decade.png'));
    await captureAtBothWidths(shots, page, 'figure-drawer');
    await click(page, button('Insert Figure'));
    await see(page, '.ib-figure img');

    await openFromMenu(page, 'Insert Table');
    await fill(page, 'Table Title', TABLE_TITLE);
    await retype(page, 'Columns', '3');
    await retype(page, 'Rows', '3');
    await click(page, button('Insert Table'));
    await see(page, '.ib-table table');
    await click(page, aria('textbox', 'Row 1, column 1'));
    await page.keyboard.type('Bridge');
    await click(page, aria('textbox', 'Row 1, column 2'));
    await page.keyboard.type('Toll');

    await openFromMenu(page, 'Abstract');
    await click(page, button('Add an Abstract'));
    await click(page, '.ib-abstract .ib-section-body p');
    await page.keyboard.type(ABSTRACT);
    await see(page, '[data-testid="abstract-count"]');

    await openFromMenu(page, 'Appendices');
    await click(page, button('Add an Appendix'));
    await page.keyboard.type(APPENDIX.title);
    await page.keyboard.press('Enter');
    await page.keyboard.type(APPENDIX.text);
    await waitForSaved(page);
    await captureAtBothWidths(shots, page, 'sections-added');

    // 7. A version saved from Save to Ibid.
    await openFromMenu(page, 'Save to Ibid');
    await click(page, button('Save my paper now'));
    await see(page, text('Paper saved'));
    await see(page, `${aria('table', 'Recent Paper Versions')} ${text('Manual Save')}`);
    await captureAtBothWidths(shots, page, 'saved-version');

    // 8. After a reload, all of it.
    await page.reload();
    await page.locator('.ProseMirror').wait();
    await page.waitForFunction(() => document.querySelectorAll('.ib-reference-entry').length === 3 && document.querySelectorAll('.ProseMirror .ib-citation').length === 3, { timeout: 30_000 });
    expect(await shownCitations(page)).toEqual(citationsIn('apa7'));
    expect(await bodyParagraphs(page)).toEqual(CITED_PARAGRAPHS);
    expect(await shownEntries(page)).toEqual([expect.stringMatching(/^Okafor, A\. \(2021\)/), expect.stringMatching(/^Popper, K\. \(1945\)/), expect.stringMatching(/^Sadasivan, S\., Pond, B\. B\./)]);
    expect(await shown(page, '.ib-figure')).toBe(`Figure 1 ${FIGURE_TITLE}`);
    expect(await page.$eval('.ib-figure img', (img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
    expect(await shown(page, '.ib-table')).toMatch(new RegExp(`^Table 1 ${TABLE_TITLE}`));
    expect(await page.$$eval('.ib-table input', (cells) => cells.map((cell) => (cell as HTMLInputElement).value))).toEqual(['Bridge', 'Toll', '', '', '', '', '', '', '']);
    expect(await shown(page, '.ib-abstract')).toBe(`Abstract ${ABSTRACT}`);
    expect(await shown(page, '.ib-appendix')).toBe(`Appendix ${APPENDIX.title} ${APPENDIX.text}`);
    // Its title a heading, the text under it body text.
    expect(await page.$$eval('.ib-appendix p', (ps) => ps.map((p) => p.dataset.style))).toEqual(['Heading1', 'Normal']);
    await captureAtBothWidths(shots, page, 'reloaded');

    // 9. The clean copy the I'm Finished drawer downloads, rendered by LibreOffice.
    const downloads = join(work, 'downloads');
    mkdirSync(downloads, { recursive: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads, eventsEnabled: true });
    await openFromMenu(page, "I'm Finished");
    await click(page, button('Create a clean copy'));
    const file = await eventually('the clean copy download', () => readdirSync(downloads).find((name) => name.endsWith('.docx')), 60_000);
    await see(page, text('Clean copy ready'));
    await docxToPdf([join(downloads, file)], work);
    const pdf = join(work, file.replace(/\.docx$/, '.pdf'));
    const pages = pdfText(pdf).split('\f').slice(0, -1);
    const all = squeeze(pages.join('\n'));
    for (const cited of citationsIn('apa7')) expect(all).toContain(cited);
    for (const words of ['References', 'Okafor, A. (2021). Reading habits of first-year students', 'Popper, K. (1945). The open society', 'Sadasivan, S., Pond, B. B.', `Figure 1 ${FIGURE_TITLE}`, `Table 1 ${TABLE_TITLE}`, `Abstract ${ABSTRACT}`, `Appendix ${APPENDIX.title}`, APPENDIX.text]) {
      expect(all).toContain(words);
    }
    // The title page, the abstract, the text with its table and figure, the references and the appendix each on their own pages.
    const pageOf = (words: string) => pages.findIndex((page) => squeeze(page).includes(words)) + 1;
    expect([PAPER.course, ABSTRACT, FIRST_SENTENCE, FIGURE_TITLE, 'Popper, K. (1945)', APPENDIX.text].map(pageOf)).toEqual([1, 2, 3, 3, 4, 5]);
    // The figure whole: its bars as tall against their width as in the image (160 by 100, the tallest bar 80).
    const bars = barsOn(pdfPagePixels(pdf, pageOf(FIGURE_TITLE)));
    expect(bars && bars.height / bars.width).toBeCloseTo(Math.max(...BARS) / (160 - 7), 1);
    for (let n = 1; n <= pages.length; n++) pdfPageToPng(pdf, n, join(SCREENSHOTS, `paper-flow-docx-page-${n}`), 50);
  }, 300_000);
});
