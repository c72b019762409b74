// Creating references in My Reference Library, in Chromium against the real api: by hand from the Common tab, and
// by DOI lookup answered from Crossref's recorded answer (reference-library §2, §4).
import { formatReference, parsePages, referenceSchema } from '@ibid/engine';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startIbidServer, type IbidServer } from './ibid-server.js';
import { screens } from './screens.js';
import { aria, at, button, click, fill, logIn, see, text } from './user.js';

let server: IbidServer;
let chromium: TestBrowser;
let page: Page;

beforeAll(async () => {
  [server, chromium] = await Promise.all([startIbidServer({ lookups: true }), launchBrowser()]);
  page = await chromium.newPage();
  await page.goto(`${server.url}/login`);
  await logIn(page, server.demo.email, server.demo.password);
  await at(page, '/my-reference-library');
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
}, 60_000);

/** The library's rows as a user reads them. */
const rowTexts = (p: Page) => p.$$eval('table[aria-label="References"] tbody tr', (rows) => rows.map((r) => (r.textContent ?? '').replace(/\s+/g, ' ').trim()));

async function openCreateStep1(p: Page) {
  await click(p, button('Create a new reference'));
  await see(p, aria('dialog', 'Create a new reference'));
  await see(p, text('Step 1 of 3: Select a reference type'));
}

describe('creating a reference', () => {
  it('creates a journal article by hand from the Common tab and sees it formatted in the library', async () => {
    const shots = screens('create-by-hand');
    await shots.capture(page, 'library');
    await openCreateStep1(page);
    await shots.capture(page, 'step-1-common');

    await click(page, button('Journal Article'));
    await at(page, '/my-reference-library/create-genesis-reference-2/common/journal-article');
    await see(page, text('Step 2 of 3'));
    await shots.capture(page, 'step-2-empty-form');
    await fill(page, 'First and middle names', 'Sam');
    await fill(page, 'Last name', 'Okafor');
    await fill(page, 'Title', 'Rivers and their towns');
    await fill(page, 'Year', '2021');
    await fill(page, 'Journal name', 'Journal of Water History');
    await fill(page, 'Volume', '12');
    await fill(page, 'Issue', '3');
    await fill(page, 'Pages', '45-67');
    const expected = formatReference(
      referenceSchema.parse({
        referenceTypeID: 1,
        data: {
          contributors: [{ id: 'c1', type: 'author', kind: 'person', given: 'Sam', family: 'Okafor' }],
          title: 'Rivers and their towns',
          issued: { year: 2021 },
          containerTitle: 'Journal of Water History',
          volume: '12',
          issue: '3',
          pages: parsePages('45-67'),
        },
      }),
      'apa7',
    ).text;
    // The preview follows the form once its fields settle.
    await see(page, text(expected));
    await shots.capture(page, 'step-2-filled');

    await click(page, button('Next'));
    await at(page, '/my-reference-library/create-genesis-reference-3/common/journal-article');
    await see(page, text('Step 3 of 3'));
    await see(page, text(expected));
    await shots.capture(page, 'step-3-confirm');

    await click(page, button('Create'));
    await at(page, '/my-reference-library');
    await see(page, aria('table', 'References'));
    await see(page, text(expected));
    expect(await rowTexts(page)).toEqual([expect.stringContaining(expected)]);
    await shots.capture(page, 'library-with-reference');
  });

  it('creates a journal article by looking up its DOI in the recorded Crossref answers', async () => {
    const shots = screens('create-by-doi');
    await page.goto(`${server.url}/my-reference-library`);
    const title = 'Methylphenidate Exposure Induces Dopamine Neuron Loss and Activation of Microglia in the Basal Ganglia of Mice';
    await openCreateStep1(page);
    await fill(page, 'Look up a reference', '10.1371/journal.pone.0033693', 'searchbox');
    await shots.capture(page, 'step-1-lookup');
    await click(page, button('Search'));

    // One result goes straight to the review step.
    await at(page, '/my-reference-library/create-genesis-reference-3-3plu');
    await see(page, text("Review and edit the information we found to make sure it's correct."));
    await see(page, text('Commonly used fields are outlined in blue.'));
    expect(await page.locator(aria('textbox', 'Title')).map((input) => (input as HTMLInputElement).value).wait()).toBe(title);
    expect(await page.locator(aria('textbox', 'DOI')).map((input) => (input as HTMLInputElement).value).wait()).toBe('10.1371/journal.pone.0033693');
    await shots.capture(page, 'step-3-review');

    await click(page, button('Next'));
    await at(page, '/my-reference-library/create-genesis-reference-4-3plu');
    await shots.capture(page, 'step-4-confirm');
    await click(page, button('Create'));

    await at(page, '/my-reference-library');
    await see(page, text('Sadasivan, S.'));
    const rows = await rowTexts(page);
    expect(rows.some((row) => row.includes('Sadasivan, S., Pond, B. B.') && row.includes('PLoS ONE') && row.includes('https://doi.org/10.1371/journal.pone.0033693'))).toBe(true);
    await shots.capture(page, 'library-with-looked-up-reference');
  });
});
