// Create a New Reference from the task pane beside the browser editor (issue 16; reference-library §2, §4), in
// Chromium against the real api: the library's create flow opens in its own window, the reference is looked up by
// DOI (Crossref's recorded answer), and once created it is in the paper's references, in the reference list on the
// page, and the pane offers to cite it; the citation goes in at the cursor, and both are there after a reload.
// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './api.js';
import type { IbidServer } from './ibid-server.js';
import { screens } from './screens.js';
import { aria, at, button, click, fill, heading, see, text } from './user.js';
import { useWebSession } from './web-session.js';

const DOI = '10.1371/journal.pone.0033693';
const PANE = 'aside[aria-label="Task pane"]';
let paperGUID = '';

async function createPaper(server: IbidServer): Promise<void> {
  const token = await signIn(server, server.demo.email, server.demo.password);
  const answer = await fetch(`${server.url}/v4/Paper`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Title: 'Stimulants and the Young Brain', PaperType: 11, Author: 'Ada Okafor', Course: 'NEU 210', Teacher: 'Dr. Rivera', Institution: 'Riverside College', DueDate: '', IsAuthorNote: false, RunningHead: '', ShowPanel: true }),
  });
  if (!answer.ok) throw new Error(`POST /v4/Paper answered ${answer.status}: ${await answer.text()}`);
  paperGUID = ((await answer.json()) as { paperGUID: string }).paperGUID;
}

const web = useWebSession({ signedIn: true, lookups: true, prepare: createPaper });

/** The window the page opens next (the library's 75% window). */
const nextPopup = (page: Page) => new Promise<Page>((resolve) => page.once('popup', (popup) => popup && resolve(popup)));

describe('Create a New Reference from the pane', () => {
  it('looks a reference up by DOI in the library window, then finds it in the paper and cites it', async () => {
    const shots = screens('pane-create-reference');
    await web.page.goto(`${web.server.url}/paper/${paperGUID}`);
    await see(web.page, `${PANE} ${heading('Refs & Citations')}`);
    await see(web.page, text('This paper has no references yet.'));

    const opening = nextPopup(web.page);
    await click(web.page, `${PANE} ${button('Create a New Reference')}`);
    const library = await opening;
    await see(web.page, text('Create your reference in the library window: it will be added to this paper.'));
    await shots.capture(web.page, 'pane-waiting');

    await at(library, '/my-reference-library/create-genesis-reference-1/common');
    await see(library, text('Step 1 of 3: Select a reference type'));
    await fill(library, 'Look up a reference', DOI, 'searchbox');
    await click(library, button('Search'));
    await at(library, '/my-reference-library/create-genesis-reference-3-3plu');
    expect(await library.locator(aria('textbox', 'DOI')).map((input) => (input as HTMLInputElement).value).wait()).toBe(DOI);
    await click(library, button('Next'));
    await at(library, '/my-reference-library/create-genesis-reference-4-3plu');
    await click(library, button('Create'));
    await at(library, '/my-reference-library');

    // The pane beside the paper has added it and opened it, offering Add Citation.
    await see(web.page, `${PANE} ${heading('Refs & Citations (1)')}`);
    const opened = `${PANE} section[aria-label="Open reference"]`;
    await see(web.page, `${opened} ${text('Sadasivan, S.')}`);
    await see(web.page, text('Your new reference is in this paper. Cite it where your cursor is with Add Citation.'));
    // The reference list on the page holds it too.
    await web.page.waitForFunction(() => Array.from(document.querySelectorAll('.ib-reference-entry')).some((entry) => entry.textContent?.includes('Sadasivan')), { timeout: 30_000 });
    await shots.capture(web.page, 'pane-created-and-added');

    await click(web.page, `${opened} ${button('Add Citation')}`);
    await click(web.page, `${PANE} ${button('Insert Citation')}`);
    await web.page.waitForFunction(() => Array.from(document.querySelectorAll('.ProseMirror .ib-citation')).some((c) => /Sadasivan/.test(c.textContent ?? '')), { timeout: 30_000 });
    await library.close();

    // Saved with the paper: a reload finds the reference and its citation.
    await web.page.waitForFunction(() => document.querySelector('.ib-status')?.textContent === 'Saved', { timeout: 30_000 });
    await web.page.reload();
    await see(web.page, `${PANE} ${heading('Refs & Citations (1)')}`);
    await web.page.waitForFunction(() => Array.from(document.querySelectorAll('.ProseMirror .ib-citation')).some((c) => /Sadasivan/.test(c.textContent ?? '')), { timeout: 30_000 });
  });
});
