// The browser editor on a narrow screen (350 px, Word's pane width; issue 16), in Chromium against the real api: a
// long paper and the task pane show one at a time, chosen with the toolbar's Paper / Tools switch, so the tools are
// at the top of the screen rather than under the whole paper. The choice holds while the page is open (the pane
// keeps its screen); a citation inserted from the pane, or shown from it, brings the paper back with the citation on
// screen. At 1280 px the two stand side by side and the switch is hidden. Each screen captured (screenshot + axe).
// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
import type { PaperDocument } from '@ibid/engine/paper';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ARTICLE } from '../../api/src/testing/references.js';
import { createReference, signIn } from './api.js';
import { VIEWPORT } from './browser.js';
import { screens, TASK_PANE_VIEWPORT } from './screens.js';
import { aria, button, click, heading, see, text } from './user.js';
import { useWebSession } from './web-session.js';

const PANE = 'aside[aria-label="Task pane"]';
const PAPER = 'article[aria-label^="Paper:"]';
/** Enough text for a paper of many screens at 350 px. */
const PARAGRAPHS = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}: rivers shaped where towns grew, and towns shaped how rivers were used, ford by ford and bend by bend.`);

let paperGUID = '';
const web = useWebSession({
  signedIn: true,
  // A long APA 7 student paper holding one reference of the library.
  prepare: async (server) => {
    const token = await signIn(server, server.demo.email, server.demo.password);
    const authed = async <T>(method: string, path: string, body: unknown): Promise<T> => {
      const answer = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    const { referenceUniqueID } = await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE });
    const made = await authed<{ paperGUID: string }>('POST', '/v4/Paper', { Title: 'Rivers and Their Towns', PaperType: 11, Author: 'Sam Okafor', Course: 'HIS 300', Teacher: 'Dr. Reed', Institution: 'Riverside College', DueDate: '2026-12-01', IsAuthorNote: false, RunningHead: '', ShowPanel: true });
    paperGUID = made.paperGUID;
    const read = await (await fetch(`${server.url}/v4/Paper/${paperGUID}`, { headers: { authorization: `Bearer ${token}` } })).json() as { document: PaperDocument };
    const body = PARAGRAPHS.map((words) => ({ type: 'paragraph', attrs: { style: 'Normal' }, content: [{ type: 'text', text: words }] }));
    const content = [...read.document.content.filter((node) => node.type !== 'paragraph'), ...body];
    // The body's paragraphs stand after the title page, before the reference list.
    const listAt = content.findIndex((node) => node.type === 'referenceList');
    const ordered = listAt < 0 ? content : [...content.slice(0, listAt), ...content.slice(listAt + 1), content[listAt]!];
    await authed('PUT', `/v4/Paper/${paperGUID}`, { document: { ...read.document, content: ordered }, referenceUniqueIDs: [referenceUniqueID] });
  },
});

/** Where an element stands against the window: shown (not display: none) and its box's top and bottom. */
const box = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const rect = el.getBoundingClientRect();
    return { shown: getComputedStyle(el).display !== 'none' && rect.height > 0, top: rect.top, bottom: rect.bottom, innerHeight: window.innerHeight };
  });
const pressed = (page: Page, name: string) => page.$eval(`.ib-view-switch ${button(name)}`, (el) => el.getAttribute('aria-pressed'));

describe('the browser editor on a narrow screen', () => {
  it('shows the long paper or the tools, as the toolbar says, and brings the paper back with a citation inserted from the pane', async () => {
    const { page } = web;
    const shots = screens('editor-narrow');
    await page.setViewport(TASK_PANE_VIEWPORT);
    await page.goto(`${web.server.url}/paper/${paperGUID}`);
    await page.locator('.ProseMirror').wait();
    await see(page, aria('group', 'Show'));

    // The paper first, the pane out of the way.
    expect(await pressed(page, 'Paper')).toBe('true');
    expect(await pressed(page, 'Tools')).toBe('false');
    expect((await box(page, PANE)).shown).toBe(false);
    const paper = await box(page, PAPER);
    expect(paper.shown).toBe(true);
    expect(paper.bottom, 'a paper longer than three screens').toBeGreaterThan(3 * paper.innerHeight);
    await shots.capture(page, 'paper-350');

    // The caret in the third paragraph, then the tools: at the top of the screen, the paper hidden.
    const third = (await page.$$('.ProseMirror > p'))[2]!;
    await third.click({ offset: { x: 4, y: 4 } });
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await click(page, `.ib-view-switch ${button('Tools')}`);
    expect(await pressed(page, 'Tools')).toBe('true');
    const pane = await box(page, PANE);
    expect(pane.shown).toBe(true);
    expect(pane.top, 'the tools start within the first screen').toBeLessThan(pane.innerHeight / 4);
    expect((await box(page, PAPER)).shown).toBe(false);
    await see(page, aria('list', 'References in this paper'));
    await shots.capture(page, 'tools-350');

    // The choice holds: the pane keeps its screen across Paper and back.
    await click(page, `::-p-xpath(//ul[@aria-label="References in this paper"]/li//button[starts-with(., "Citations (")])`);
    await click(page, button('Add Citation'));
    await see(page, heading('Add Citation'));
    await click(page, `.ib-view-switch ${button('Paper')}`);
    expect((await box(page, PANE)).shown).toBe(false);
    await click(page, `.ib-view-switch ${button('Tools')}`);
    await see(page, heading('Add Citation'));
    await shots.capture(page, 'citation-form-350');

    // Inserting the citation turns to the paper, the citation on screen.
    await click(page, button('Insert Citation'));
    await page.waitForSelector('.ProseMirror .ib-citation');
    await page.waitForFunction(() => document.querySelector('.ib-editor-layout')?.getAttribute('data-view') === 'paper', { timeout: 20_000 });
    expect(await pressed(page, 'Paper')).toBe('true');
    const cited = await box(page, '.ProseMirror .ib-citation');
    expect(cited.shown).toBe(true);
    expect(cited.top).toBeGreaterThanOrEqual(0);
    expect(cited.bottom).toBeLessThanOrEqual(cited.innerHeight);
    expect(await page.$eval('.ProseMirror > p:nth-of-type(3)', (p) => p.querySelector('.ib-citation') !== null), 'the citation at the caret').toBe(true);
    await shots.capture(page, 'citation-inserted-350');

    // "Show in paper" from the tools turns to the paper too, the citation selected on screen.
    await click(page, `.ib-view-switch ${button('Tools')}`);
    await click(page, `${PANE} ${button('Show in paper')}`);
    await page.waitForSelector('.ProseMirror .ib-citation.is-selected', { timeout: 20_000 });
    expect(await pressed(page, 'Paper')).toBe('true');
    const shown = await box(page, '.ProseMirror .ib-citation');
    expect(shown.top).toBeGreaterThanOrEqual(0);
    expect(shown.bottom).toBeLessThanOrEqual(shown.innerHeight);

    // Wide: both side by side, no switch.
    await page.setViewport(VIEWPORT);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await box(page, PANE)).shown).toBe(true);
    expect((await box(page, PAPER)).shown).toBe(true);
    expect((await box(page, '.ib-view-switch')).shown).toBe(false);
    await see(page, text('Rivers and Their Towns'));
    await shots.capture(page, 'paper-and-tools-1280');
  }, 300_000);
});
