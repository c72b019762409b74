// Creating references in My Reference Library, in Chromium against the real api: by hand from the Common tab, and
// by DOI lookup answered from Crossref's recorded answer (reference-library §2, §4).
import { formatReference, parsePages, referenceSchema } from '@ibid/engine';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screens } from './screens.js';
import { useWebSession } from './web-session.js';
import { aria, at, button, click, fill, see, text } from './user.js';

const web = useWebSession({ lookups: true, signedIn: true });

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
    await shots.capture(web.page, 'library');
    await openCreateStep1(web.page);
    await shots.capture(web.page, 'step-1-common');

    await click(web.page, button('Journal Article'));
    await at(web.page, '/my-reference-library/create-genesis-reference-2/common/journal-article');
    await see(web.page, text('Step 2 of 3'));
    await shots.capture(web.page, 'step-2-empty-form');
    await fill(web.page, 'First and middle names', 'Sam');
    await fill(web.page, 'Last name', 'Okafor');
    await fill(web.page, 'Title', 'Rivers and their towns');
    await fill(web.page, 'Year', '2021');
    await fill(web.page, 'Journal name', 'Journal of Water History');
    await fill(web.page, 'Volume', '12');
    await fill(web.page, 'Issue', '3');
    await fill(web.page, 'Pages', '45-67');
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
    await see(web.page, text(expected));
    await shots.capture(web.page, 'step-2-filled');

    await click(web.page, button('Next'));
    await at(web.page, '/my-reference-library/create-genesis-reference-3/common/journal-article');
    await see(web.page, text('Step 3 of 3'));
    await see(web.page, text(expected));
    await shots.capture(web.page, 'step-3-confirm');

    await click(web.page, button('Create'));
    await at(web.page, '/my-reference-library');
    await see(web.page, aria('table', 'References'));
    await see(web.page, text(expected));
    expect(await rowTexts(web.page)).toEqual([expect.stringContaining(expected)]);
    await shots.capture(web.page, 'library-with-reference');
  });

  it('creates a journal article by looking up its DOI in the recorded Crossref answers', async () => {
    const shots = screens('create-by-doi');
    await web.page.goto(`${web.server.url}/my-reference-library`);
    // Crossref's Title Case, kept in sentence case by the lookup (the form shows what the reference will hold).
    const title = 'Methylphenidate exposure induces dopamine neuron loss and activation of microglia in the basal ganglia of mice';
    await openCreateStep1(web.page);
    await fill(web.page, 'Look up a reference', '10.1371/journal.pone.0033693', 'searchbox');
    await shots.capture(web.page, 'step-1-lookup');
    await click(web.page, button('Search'));

    // One result goes straight to the review step.
    await at(web.page, '/my-reference-library/create-genesis-reference-3-3plu');
    await see(web.page, text("Review and edit the information we found to make sure it's correct."));
    await see(web.page, text('Commonly used fields are outlined in blue.'));
    expect(await web.page.locator(aria('textbox', 'Title')).map((input) => (input as HTMLInputElement).value).wait()).toBe(title);
    expect(await web.page.locator(aria('textbox', 'DOI')).map((input) => (input as HTMLInputElement).value).wait()).toBe('10.1371/journal.pone.0033693');
    await shots.capture(web.page, 'step-3-review');

    await click(web.page, button('Next'));
    await at(web.page, '/my-reference-library/create-genesis-reference-4-3plu');
    await shots.capture(web.page, 'step-4-confirm');
    await click(web.page, button('Create'));

    await at(web.page, '/my-reference-library');
    await see(web.page, text('Sadasivan, S.'));
    const rows = await rowTexts(web.page);
    expect(rows.some((row) => row.includes('Sadasivan, S., Pond, B. B.') && row.includes('PLoS ONE') && row.includes('https://doi.org/10.1371/journal.pone.0033693'))).toBe(true);
    await shots.capture(web.page, 'library-with-looked-up-reference');
  });
});
