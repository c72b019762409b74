// Every drawer of the task pane beside the browser editor (issue 16), in Chromium against the real api: each one the
// side menu offers for an APA 7 student and professional paper, an MLA 9 and a Turabian 9 research paper, an
// annotated bibliography, a discussion post, a legacy APA 6 and an adopted paper, and the screens reached from
// them (a reference's citations, the citation form, Add from Library, Paper Check, Paper Format, Coming soon,
// Getting Started, the dialogs and confirmations they open). Each is captured (screenshot + axe) at 1280 px and at
// 350 px, and at 320 px nothing may be cut off or scroll sideways. Below 900 px the paper and the pane cannot sit
// side by side: the page shows one at a time (the toolbar's Paper / Tools switch), the pane at the full width (Word's
// pane width), growing with its screen; the 350 px shots are of the pane, or of the whole page while the side menu
// or a dialog is open.
// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
import { join } from 'node:path';
import { newPaperDocument, type PaperDocument } from '@ibid/engine/paper';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../api/src/db/prisma.js';
import { SAMPLE_ARTICLE, SAMPLE_BOOK } from '../../api/src/testing/references.js';
import { createReference, signIn } from './api.js';
import type { IbidServer } from './ibid-server.js';
import { VIEWPORT } from './browser.js';
import { SCREENSHOTS, screens } from './screens.js';
import { aria, button, click, heading, see } from './user.js';
import { useWebSession } from './web-session.js';

/** The papers the drawers are opened beside, by the paper type they are created as. */
const PAPERS = {
  apaStudent: 11,
  apaProfessional: 12,
  mla: 111,
  turabian: 211,
  discussion: 13,
  annotated: 15,
  legacyApa6: 1,
  adopted: 16,
} as const;
type PaperKey = keyof typeof PAPERS;
/** Types no route creates (a legacy format, a Word document adopted into Ibid): made as APA 7 papers, then retyped in the database. */
const RETYPED: readonly PaperKey[] = ['legacyApa6', 'adopted'];

const guids = {} as Record<PaperKey, string>;

async function authed<T>(server: IbidServer, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

const citation = (id: string, referenceUniqueID: string) => ({
  type: 'citation',
  attrs: { citationUniqueID: id, groupUniqueID: null, items: [{ referenceUniqueID, namePart: true, datePart: true }], prefix: '', suffix: '', narrative: false },
});

/** Two library references, a research note, and every paper; the APA 7 student paper cites both references. */
async function prepare(server: IbidServer): Promise<void> {
  const token = await signIn(server, server.demo.email, server.demo.password);
  const call = <T>(method: string, path: string, body?: unknown) => authed<T>(server, token, method, path, body);
  const article = await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE });
  const book = await createReference(server, token, { referenceTypeId: 2, data: SAMPLE_BOOK });
  await call('POST', '/v3/GenesisResearchNote', { GenesisReferenceID: article.referenceID, Note: 'First-year students read less for pleasure than seniors.', Citation: '' });
  for (const [key, type] of Object.entries(PAPERS) as [PaperKey, number][]) {
    const created = await call<{ paperGUID: string }>('POST', '/v4/Paper', {
      Title: 'Reading Habits of First-Year Students',
      PaperType: RETYPED.includes(key) ? PAPERS.apaStudent : type,
      Author: 'Ada Okafor',
      Course: 'PSY 101',
      Teacher: 'Dr. Rivera',
      Institution: 'Riverside College',
      DueDate: '2026-12-15',
      IsAuthorNote: false,
      RunningHead: key === 'apaProfessional' ? 'READING HABITS' : '',
      ShowPanel: true,
    });
    guids[key] = created.paperGUID;
  }
  const student = await call<{ document: PaperDocument; lastModifiedDate: string }>('GET', `/v4/Paper/${guids.apaStudent}`);
  const [titlePage, , referenceList] = student.document.content;
  const ids = [article.referenceUniqueID.toUpperCase(), book.referenceUniqueID.toUpperCase()];
  const body = {
    type: 'paragraph',
    attrs: { style: 'Normal' },
    content: [
      { type: 'text', text: 'First-year students read less than they did a decade ago ' },
      citation('CIT-1', ids[0]!),
      { type: 'text', text: ', and what they read is shorter ' },
      citation('CIT-2', ids[0]!),
      citation('CIT-3', ids[1]!),
      { type: 'text', text: '.' },
    ],
  };
  await call('PUT', `/v4/Paper/${guids.apaStudent}`, { document: { ...student.document, content: [titlePage, body, referenceList] }, referenceUniqueIDs: ids, lastModifiedDate: student.lastModifiedDate });
  const db = await openDb(server.databaseUrl);
  try {
    for (const key of RETYPED) {
      const document = newPaperDocument({ Title: 'Reading Habits of First-Year Students', Author: 'Ada Okafor', Course: 'PSY 101', Teacher: 'Dr. Rivera', Institution: 'Riverside College' }, PAPERS[key]);
      await db.paper.update({ where: { uniqueId: guids[key].toUpperCase() }, data: { paperTypeId: PAPERS[key], documentJson: JSON.stringify(document) } });
    }
  } finally {
    await db.$disconnect();
  }
}

const web = useWebSession({ signedIn: true, prepare });

type Step = (page: Page) => Promise<void>;

const PANE = 'aside[aria-label="Task pane"]';
/** The side menu's entries seen enabled, and the ones drawers were opened from. */
const offered = new Set<string>();
const opened = new Set<string>();

/** Opens the pane's side menu (unless it is open) and notes what it offers. */
const openMenu: Step = async (page) => {
  if (!(await page.$('#pane-menu'))) await click(page, `${PANE} ${button('Menu')}`);
  await page.locator('#pane-menu').wait();
  for (const entry of await page.$$eval('#pane-menu li button:not([disabled])', (buttons) => buttons.map((b) => b.textContent ?? ''))) offered.add(entry);
};

/** Opens `entry` of the side menu. */
const menu =
  (entry: string): Step =>
  async (page) => {
    await openMenu(page);
    await click(page, `#pane-menu ${button(entry)}`);
    opened.add(entry);
  };

const press =
  (name: string, role = 'button'): Step =>
  (page) =>
    click(page, `${PANE} ${aria(role, name)}`);

/**
 * Getting Started shows in the side menu on iOS only (word-addin §2.13), so no click reaches it in the browser: the
 * pane's own memory router is asked to go there, found on the pane's React tree (the RouterProvider's `router` prop).
 */
const paneRouterTo =
  (path: string): Step =>
  async (page) => {
    await page.evaluate((to) => {
      const inside = document.querySelector('aside[aria-label="Task pane"] main')!;
      const key = Object.keys(inside).find((k) => k.startsWith('__reactFiber$'))!;
      type Fiber = { return: Fiber | null; memoizedProps?: { router?: { navigate: (to: string) => Promise<void> } } };
      let fiber = (inside as unknown as Record<string, Fiber>)[key] ?? null;
      while (fiber && !fiber.memoizedProps?.router) fiber = fiber.return;
      void fiber!.memoizedProps!.router!.navigate(to);
    }, path);
  };

interface Drawer {
  /** The screenshots' name. */
  name: string;
  paper: PaperKey;
  /** How a user gets there from wherever the pane is. */
  open: Step[];
  /** The screen's heading once it is there. */
  heading: string;
  /** Something else shown once the screen has read what it needs. */
  shows?: string;
  /** How a user leaves the dialog it opened. */
  close?: Step;
}

const refs = menu('References & Citations');
const DRAWERS: Drawer[] = [
  { name: 'side-menu', paper: 'apaStudent', open: [openMenu], heading: 'Refs & Citations (2)', shows: `#pane-menu ${button('Settings')}` },
  { name: 'refs-citations', paper: 'apaStudent', open: [refs], heading: 'Refs & Citations (2)', shows: `${PANE} ${button('Citations (2)')}` },
  { name: 'reference-citations', paper: 'apaStudent', open: [refs, press('Citations (2)')], heading: 'Refs & Citations (2)', shows: `${PANE} ${button('Show in paper')}` },
  { name: 'citation-add', paper: 'apaStudent', open: [refs, press('Citations (2)'), press('Add Citation')], heading: 'Add Citation', shows: `${PANE} ${button('Insert Citation')}` },
  { name: 'citation-edit', paper: 'apaStudent', open: [refs, press('Citations (2)'), (page) => click(page, `${PANE} ul[aria-label="Citations"] li:first-child ${button('Edit')}`)], heading: 'Edit Citation', shows: `${PANE} ${button('Update Citation')}` },
  { name: 'add-from-library', paper: 'apaStudent', open: [refs, press('Add Reference from Library')], heading: 'Add Ref from Library' },
  { name: 'paper-check', paper: 'apaStudent', open: [refs, press('Check my paper')], heading: 'Paper Check' },
  {
    name: 'remove-reference-confirmation',
    paper: 'apaStudent',
    open: [refs, (page) => click(page, `${PANE} ul[aria-label="References in this paper"] li:first-child ${button('Remove')}`)],
    heading: 'Refs & Citations (2)',
    shows: `[role="alertdialog"] ${heading('Remove this reference?')}`,
    close: (page) => click(page, button('Nevermind')),
  },
  { name: 'research-notes', paper: 'apaStudent', open: [menu('Research Notes')], heading: 'Research Notes' },
  { name: 'research-notes-shown', paper: 'apaStudent', open: [menu('Research Notes'), press('Show research notes')], heading: 'Research Notes', shows: `${PANE} ${button('Add to Paper')}` },
  {
    name: 'research-note-citation',
    paper: 'apaStudent',
    open: [menu('Research Notes'), press('Show research notes'), press('Add citation')],
    heading: 'Research Notes',
    shows: `[role="dialog"] ${button('Create Citation')}`,
    close: (page) => click(page, `[role="dialog"] ${button('Cancel')}`),
  },
  { name: 'title-page-apa-student', paper: 'apaStudent', open: [menu('Title Page')], heading: 'Title Page', shows: `${PANE} main form` },
  { name: 'paper-format', paper: 'apaStudent', open: [menu('Title Page'), press("Switch the paper's format", 'link')], heading: 'Paper Format' },
  { name: 'abstract', paper: 'apaStudent', open: [menu('Abstract')], heading: 'Abstract' },
  { name: 'table-of-contents', paper: 'apaStudent', open: [menu('Table of Contents')], heading: 'Table of Contents' },
  { name: 'appendices', paper: 'apaStudent', open: [menu('Appendices')], heading: 'Appendices' },
  { name: 'text-headings', paper: 'apaStudent', open: [menu('Text & Headings')], heading: 'Text & Headings' },
  { name: 'insert-figure', paper: 'apaStudent', open: [menu('Insert Figure')], heading: 'Insert Figure' },
  { name: 'insert-table', paper: 'apaStudent', open: [menu('Insert Table')], heading: 'Insert Table' },
  { name: 'advanced-editing', paper: 'apaStudent', open: [menu('Advanced Editing')], heading: 'Advanced Editing' },
  { name: 'save-to-ibid', paper: 'apaStudent', open: [menu('Save to Ibid')], heading: 'Save to Ibid' },
  { name: 'im-finished', paper: 'apaStudent', open: [menu("I'm Finished")], heading: "I'm Finished" },
  // Off the live site the menu lists the Word add-in's developer screens, which the browser does not have.
  { name: 'developer-tools', paper: 'apaStudent', open: [menu('Developer Tools')], heading: 'Developer Tools' },
  { name: 'error-tests', paper: 'apaStudent', open: [menu('Error Tests')], heading: 'Error Tests' },
  { name: 'getting-started', paper: 'apaStudent', open: [paneRouterTo('/startup')], heading: 'Getting Started' },
  { name: 'title-page-apa-professional', paper: 'apaProfessional', open: [menu('Title Page')], heading: 'Title Page', shows: `${PANE} main form` },
  { name: 'title-mla', paper: 'mla', open: [menu('Title')], heading: 'Title', shows: `${PANE} main form` },
  { name: 'text-headings-mla', paper: 'mla', open: [menu('Text & Headings')], heading: 'Text & Headings' },
  { name: 'title-turabian', paper: 'turabian', open: [menu('Title')], heading: 'Title', shows: `${PANE} main form` },
  { name: 'text-headings-turabian', paper: 'turabian', open: [menu('Text & Headings')], heading: 'Text & Headings' },
  { name: 'title-discussion-post', paper: 'discussion', open: [menu('Title')], heading: 'Title', shows: `${PANE} main form` },
  { name: 'title-annotated-bibliography', paper: 'annotated', open: [menu('Title')], heading: 'Title', shows: `${PANE} main form` },
  { name: 'side-menu-annotated-bibliography', paper: 'annotated', open: [refs, openMenu], heading: 'Refs & Citations', shows: `#pane-menu ${button('Settings')}` },
  { name: 'title-page-legacy-apa6', paper: 'legacyApa6', open: [menu('Title Page')], heading: 'Title Page', shows: `${PANE} ${button('Customize my Title Page')}` },
  { name: 'title-page-legacy-customize', paper: 'legacyApa6', open: [menu('Title Page'), press('Customize my Title Page')], heading: 'Title Page', shows: `${PANE} ${button('No - cancel')}` },
  { name: 'adopted-coming-soon', paper: 'adopted', open: [menu('Title Page')], heading: 'Coming soon' },
  { name: 'title-adopted', paper: 'adopted', open: [menu('Abstract'), press('rename the paper', 'link')], heading: 'Title Page', shows: `${PANE} main form` },
];

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/**
 * What at 320 px scrolls sideways or sticks out: the page's and the pane's scroll widths, then each visible element
 * of the pane past the pane's edges and of an open dialog past the window's.
 */
function sidewaysAt320(page: Page): Promise<string[]> {
  return page.evaluate(
    (paneSelector, dialogs) => {
      const found: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
      const pane = document.querySelector<HTMLElement>(paneSelector)!;
      if (pane.scrollWidth > pane.clientWidth) found.push(`the pane is ${pane.scrollWidth} px wide in ${pane.clientWidth} px`);
      const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const within = (container: Element, left: number, right: number, what: string) => {
        for (const el of Array.from(container.querySelectorAll('*'))) {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
          if (box.left < left - 0.5 || box.right > right + 0.5) found.push(`${describe(el)} spans ${Math.round(box.left)}-${Math.round(box.right)} px, ${what} ${Math.round(left)}-${Math.round(right)} px`);
          // Cut off inside: a box that hides or scrolls what is wider than it (a text box's own text aside).
          const input = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
          if (!input && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) found.push(`${describe(el)} cuts its content: ${el.scrollWidth} px in ${el.clientWidth} px`);
          // Squeezed: a text box too narrow for a few words ('Searc').
          if (el instanceof HTMLInputElement && ['text', 'search', 'number', 'date', 'url', ''].includes(el.type) && box.width < 120) found.push(`${describe(el)} (${el.getAttribute('aria-label') ?? el.placeholder}) is only ${Math.round(box.width)} px wide`);
        }
      };
      const edge = pane.getBoundingClientRect();
      within(pane, edge.left, edge.right, 'the pane');
      for (const dialog of Array.from(document.querySelectorAll(dialogs))) within(dialog, 0, root.clientWidth, 'the window');
      return found;
    },
    PANE,
    DIALOGS,
  );
}

/** Opens the paper beside its pane. */
async function openPaper(page: Page, paperGUID: string): Promise<void> {
  await page.goto(`${web.server.url}/paper/${paperGUID}`);
  await page.locator('.ProseMirror').wait();
  await see(page, `${PANE} ${button('Menu')}`);
}

/**
 * Below 900 px, the pane rather than the paper (the toolbar's switch; editor-narrow.test.ts presses it as a user
 * does). Clicked in the page: an open dialog would take a mouse click, and the switch is hidden at 1280 px.
 */
async function showTools(page: Page): Promise<void> {
  await page.evaluate(() => Array.from(document.querySelectorAll<HTMLButtonElement>('.ib-view-switch button')).find((b) => b.textContent === 'Tools')?.click());
  await page.waitForSelector('.ib-editor-layout[data-view="tools"]');
}

const NARROW = { width: 350, height: 900 };
const NARROWEST = { width: 320, height: 900 };

describe('the task pane beside the browser editor: every drawer whole at 1280, 350 and 320 px wide, with no serious axe violation', () => {
  const shots = screens('pane');
  let current: PaperKey | undefined;
  // One test a drawer, in order (each opens from where the last one left the pane): a drawer that hangs fails alone.
  for (const drawer of DRAWERS) {
    it(drawer.name, async () => {
      const { page } = web;
      await page.setViewport(VIEWPORT);
      if (drawer.paper !== current) {
        await openPaper(page, guids[drawer.paper]);
        current = drawer.paper;
      }
      try {
        // A dialog hides the pane from the accessibility tree, as it should: the pane's heading is read before it opens.
        const last = drawer.open.length - 1;
        for (const [i, step] of drawer.open.entries()) {
          if (drawer.close && i === last) await see(page, `${PANE} ${heading(drawer.heading)}`);
          await step(page);
        }
        if (!drawer.close) await see(page, `${PANE} ${heading(drawer.heading)}`);
        if (drawer.shows) await see(page, drawer.shows);
      } catch (error) {
        await page.screenshot({ path: join(SCREENSHOTS, `pane-failure-${drawer.name}.png`) }).catch(() => undefined);
        throw new Error(`The ${drawer.name} drawer did not open (the screen: pane-failure-${drawer.name}.png)`, { cause: error });
      }
      // The narrower widths scrolled the page down to the pane: the paper and the pane from the top again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shots.capture(page, `${drawer.name}-1280`);
      await page.setViewport(NARROW);
      await showTools(page);
      // The pane alone; the side menu (drawn over the pane's screen, often past its box) and dialogs: the whole page.
      await shots.capture(page, `${drawer.name}-350`, (await page.$(`#pane-menu, ${DIALOGS}`)) ? {} : { element: PANE });
      await page.setViewport(NARROWEST);
      expect.soft(await sidewaysAt320(page), `${drawer.name} at 320 px`).toEqual([]);
      if (drawer.close) {
        await drawer.close(page);
        await page.waitForFunction((dialogs) => !document.querySelector(dialogs), {}, DIALOGS);
      }
    }, 120_000);
  }

  it('opens every pane screen the side menu offered (the entries that open pages of the web app aside)', () => {
    const appPages = ['Create New Paper', 'My Reference Library', 'Settings'];
    expect([...offered].filter((entry) => !opened.has(entry) && !appPages.includes(entry))).toEqual([]);
  });
});
