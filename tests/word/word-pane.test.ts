// The Word task pane in Chromium at the pane's width, against the real api: taskpane.html as the api serves it (its
// own security policy included), with office.js answered by the office-js double (office-double.ts: the fake Word's
// document model behind the globals Word gives a pane). A writer signs in from the pane, adds a reference from the
// library, cites it, and saves the paper to Ibid; the document the pane changed and the paper the api keeps are
// checked, and each screen is captured (screenshot + axe).
/// <reference lib="dom" />
import { parseControlTag, REFERENCE_LIST_TAG, type PaperDocument } from '@ibid/engine/paper';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../api/src/db/prisma.js';
import { SAMPLE_ARTICLE } from '../../api/src/testing/references.js';
import type { IbidServer } from '../web/ibid-server.js';
import { apiJson, createReference, signIn } from '../web/api.js';
import { TASK_PANE_VIEWPORT, cutOffOnTheRight, screens } from '../web/screens.js';
import { aria, button, click, heading, logIn, see, text } from '../web/user.js';
import { useWebSession } from '../web/web-session.js';
import { OFFICE_JS_URL, officeDoubleScript } from './office-double-script.mjs';

/** What the page's office.js double holds (addin/src/host/word/testing/office-double.ts): the fake Word. */
declare global {
  interface Window {
    ibidWord: { controls(): { tag: string; text: string }[]; doc: { properties: Map<string, string> } };
  }
}

interface Prepared {
  token: string;
  paperGUID: string;
  paperID: number;
}
const prepared = {} as Prepared;

/** The demo account's library holds one article; an APA 7 student paper is made for the Word document. */
async function prepare(server: IbidServer): Promise<void> {
  prepared.token = await signIn(server, server.demo.email, server.demo.password);
  await createReference(server, prepared.token, { referenceTypeId: 1, data: SAMPLE_ARTICLE });
  const made = await apiJson<{ paperGUID: string; paperID: number }>(server, prepared.token, 'POST', '/v4/Paper', {
    Title: 'Sleep and Memory',
    PaperType: 11,
    Author: 'Ada Student',
    Course: 'PSY 101',
    Teacher: 'Dr. Born',
    Institution: 'State University',
    DueDate: '2026-12-01',
    IsAuthorNote: false,
    RunningHead: '',
    ShowPanel: true,
  });
  Object.assign(prepared, made);
}

const web = useWebSession({ prepare });

/**
 * A new tab with taskpane.html opened as Word would, at the pane's width, office.js answered by the double over the
 * seeded document: by default that paper's document as Ibid made it. `token` starts it signed in.
 */
async function openInWord(screen: string, seed: Record<string, unknown>, token?: string): Promise<Page> {
  const script = await officeDoubleScript();
  const page = await web.chromium.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() === OFFICE_JS_URL) void request.respond({ status: 200, contentType: 'text/javascript', body: script });
    else void request.continue();
  });
  await page.evaluateOnNewDocument(
    (wordSeed, signedIn) => {
      Object.assign(window, { ibidWordSeed: wordSeed });
      if (signedIn) localStorage.setItem('ibid.token', signedIn);
    },
    seed,
    token ?? '',
  );
  await page.setViewport(TASK_PANE_VIEWPORT);
  await page.goto(`${web.server.url}/taskpane.html?screen=${encodeURIComponent(screen)}`);
  return page;
}

const paperSeed = () => ({ paperTypeID: 11, properties: { PaperGUID: prepared.paperGUID, PaperID: String(prepared.paperID) } });

/** The fake Word's content controls as the page holds them: tag and text. */
const controls = (page: Page) => page.evaluate(() => window.ibidWord.controls().map(({ tag, text: shown }) => ({ tag, text: shown })));

describe('the task pane in Word', () => {
  it('signs in, adds a reference from the library, cites it in the document and saves the paper to Ibid', async () => {
    const shots = screens('word-pane');
    const page = await openInWord('/references-citations', paperSeed());

    await see(page, heading('Log in with your email'));
    await shots.capture(page, 'login');
    await logIn(page, web.server.demo.email, web.server.demo.password);
    await see(page, heading('Refs & Citations'));
    await see(page, text('This paper has no references yet'));
    await shots.capture(page, 'references-empty');

    await click(page, button('Add Reference from Library'));
    await see(page, heading('Add Ref from Library'));
    await click(page, `::-p-xpath(//ul[@aria-label="Your library"]/li[contains(., "Okafor")]//button)`);
    await page.waitForFunction(() => document.evaluate('//ul[@aria-label="Your library"]/li[contains(., "Okafor")]//button', document, null, XPathResult.FIRST_ORDERED_NODE_TYPE).singleNodeValue?.textContent === 'In Paper');
    await shots.capture(page, 'add-from-library');
    await click(page, button('Finished'));
    await see(page, heading('Refs & Citations (1)'));
    // The reference list in the document is the engine's, laid out at once.
    await page.waitForFunction((tag) => window.ibidWord.controls().find((c) => c.tag === tag)?.text.includes('Okafor, A. (2021). Reading habits of first-year students.'), {}, REFERENCE_LIST_TAG);

    await click(page, button('Citations (0)'));
    await click(page, button('Add Citation'));
    await see(page, heading('Add Citation'));
    await see(page, `${aria('region', 'Citation preview')} ${text('(Okafor, 2021)')}`);
    await shots.capture(page, 'citation-add');
    await click(page, button('Insert Citation'));
    // Back on the reference, open, with its citation as the document shows it.
    await see(page, `${aria('list', 'Citations')} ${text('(Okafor, 2021)')}`);
    const citation = (await controls(page)).find((c) => parseControlTag(c.tag)?.kind === 'citation');
    expect(citation?.text).toBe('(Okafor, 2021)');
    await shots.capture(page, 'references-cited');

    await click(page, button('Menu'));
    await shots.capture(page, 'side-menu');
    await click(page, `#pane-menu ${button('Save to Ibid')}`);
    await click(page, button('Save my paper now'));
    await see(page, `${aria('table', 'Recent Paper Versions')} ${text('Manual Save')}`);
    await shots.capture(page, 'saved');

    // What the api keeps is what the browser editor opens: the citation, its reference, the paper's type.
    const kept = await apiJson<{ document: PaperDocument; genesisReferences: string[] }>(web.server, prepared.token, 'GET', `/v4/Paper/${prepared.paperGUID}`);
    expect(kept.genesisReferences).toHaveLength(1);
    const cited = kept.document.content.flatMap((block) => (block.type === 'paragraph' ? block.content.filter((node) => node.type === 'citation') : []));
    expect(cited).toHaveLength(1);
    expect(kept.document.attrs.paperTypeID).toBe(11);
  });

  it('adds Ibid to an essay begun in Word: the paper is made on the api and the document adopted', async () => {
    const shots = screens('word-adopt');
    const page = await openInWord('/references-citations', { plainText: 'Sleep shapes what we remember, and how.' }, prepared.token);
    await see(page, heading('Getting Started'));
    await shots.capture(page, 'step-1');
    await click(page, button('Add Ibid to this paper'));
    await see(page, aria('radiogroup', 'Paper format'));
    await page.locator('::-p-aria([name="Paper Name"][role="textbox"])').fill('Sleep essay');
    await shots.capture(page, 'step-2');
    await click(page, button('Add Ibid to this paper'));
    await see(page, heading('Congratulations'));
    await shots.capture(page, 'congratulations');
    const guid = await page.evaluate(() => window.ibidWord.doc.properties.get('PaperGUID'));
    const made = await apiJson<{ paperTypeID: number; title: string }>(web.server, prepared.token, 'GET', `/v4/Paper/${guid}`);
    expect(made).toMatchObject({ paperTypeID: 16, title: 'Sleep essay' });
    await click(page, button('Get started'));
    await see(page, heading('Refs & Citations'));
    await page.waitForFunction((tag) => window.ibidWord.controls().some((c) => c.tag === tag), {}, REFERENCE_LIST_TAG);
    await shots.capture(page, 'references');
  });

  it("turns a Turabian paper away in Word on the web with a sign-up form the api keeps, nothing cut off at the pane's width", async () => {
    const shots = screens('word-online-format');
    const page = await openInWord('/references-citations', { ...paperSeed(), paperTypeID: 211, platform: 'OfficeOnline' }, prepared.token);
    await see(page, heading('Turabian 9 is not available in Word on the web yet'));
    await shots.capture(page, 'sign-up');
    expect(await cutOffOnTheRight(page)).toEqual([]);
    await click(page, button('Notify me'));
    await see(page, text('when Turabian 9 works in Word on the web'));
    await shots.capture(page, 'signed-up');
    expect(await cutOffOnTheRight(page)).toEqual([]);
    const db = await openDb(web.server.databaseUrl);
    try {
      const demo = await db.customer.findUniqueOrThrow({ where: { email: web.server.demo.email } });
      expect(await db.featureNotice.findMany({ select: { feature: true, email: true, customerId: true } })).toEqual([{ feature: 'word-online-turabian9', email: demo.email, customerId: demo.id }]);
    } finally {
      await db.$disconnect();
    }
  });
});
