// The Title drawer of papers without a title page of their own, in Chromium against the real api (issue 16): an
// annotated bibliography created with a course shows it, and the instructor added in the drawer is saved on the
// paper's record (My Papers and a reload find both); a discussion post shows the course it was created with. Headed
// "Title" as the side menu names it. Screens captured (screenshot + axe).
// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiJson, signIn } from './api.js';
import { screens } from './screens.js';
import { aria, button, click, heading, retype, see, text } from './user.js';
import { useWebSession } from './web-session.js';

const PANE = 'aside[aria-label="Task pane"]';
let token = '';
const web = useWebSession({
  signedIn: true,
  prepare: async (server) => {
    token = await signIn(server, server.demo.email, server.demo.password);
  },
});

const api = <T>(method: string, path: string, body?: unknown) => apiJson<T>(web.server, token, method, path, body);

/** As the creation forms of a bibliography and a discussion post send it: a title and a course, the rest empty. */
const createPaper = (Title: string, PaperType: number) =>
  api<{ paperGUID: string }>('POST', '/v4/Paper', { Title, PaperType, Course: 'PSY 101: Sleep', Author: '', Teacher: '', Institution: '', DueDate: '', IsAuthorNote: false, RunningHead: '', ShowPanel: true });

async function openTitleDrawer(page: Page, paperGUID: string) {
  await page.goto(`${web.server.url}/paper/${paperGUID}`);
  await page.locator('.ProseMirror').wait();
  await click(page, `${PANE} ${button('Menu')}`);
  await click(page, `#pane-menu ${button('Title')}`);
  await see(page, `${PANE} ${heading('Title')}`);
}
const value = (page: Page, label: string) => page.$eval(aria('textbox', label), (input) => (input as HTMLInputElement).value);

describe('the Title drawer of a paper without a title page', () => {
  it("shows an annotated bibliography's course from its creation and saves its instructor on the paper's record", async () => {
    const { page } = web;
    const shots = screens('title-drawer');
    const { paperGUID } = await createPaper('Sources on Sleep', 15);
    await openTitleDrawer(page, paperGUID);
    expect(await value(page, 'Course Number & Name')).toBe('PSY 101: Sleep');
    expect(await value(page, 'Instructor')).toBe('');
    await retype(page, 'Instructor', 'Dr. Moss');
    await click(page, `${PANE} ${button('Update Title Page')}`);
    await see(page, text('Title page updated.'));
    await page.waitForFunction(() => document.querySelector('.ib-status')?.textContent === 'Saved', { timeout: 30_000, polling: 100 });
    expect(await api<{ course: string; teacher: string }>('GET', `/v4/Paper/${paperGUID}`)).toMatchObject({ course: 'PSY 101: Sleep', teacher: 'Dr. Moss' });
    await shots.capture(page, 'annotated-bibliography-1280');

    await openTitleDrawer(page, paperGUID);
    expect(await value(page, 'Instructor')).toBe('Dr. Moss');
    expect(await value(page, 'Course Number & Name')).toBe('PSY 101: Sleep');
  }, 180_000);

  it('shows a discussion post the course it was created with', async () => {
    const { page } = web;
    const { paperGUID } = await createPaper('Week 3: Why We Dream', 13);
    await openTitleDrawer(page, paperGUID);
    expect(await value(page, 'Course Number & Name')).toBe('PSY 101: Sleep');
    expect(await value(page, 'Instructor')).toBe('');
    await screens('title-drawer-discussion').capture(page, 'discussion-post-1280');
  }, 180_000);
});
