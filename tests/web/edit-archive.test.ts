// Editing, archiving and restoring a reference in My Reference Library, in Chromium against the real api
// (reference-library §2 'Reference edit and review', 'Show Options'; §4 archive and restore; §8 'Changes saved').
import { formatReference, referenceSchema } from '@ibid/engine';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ARTICLE } from '../../api/src/testing/references.js';
import { createReference, signIn } from './api.js';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startIbidServer, type IbidServer } from './ibid-server.js';
import { screens } from './screens.js';
import { aria, at, button, click, fill, heading, logIn, see, text } from './user.js';

let server: IbidServer;
let chromium: TestBrowser;
let page: Page;
let uid = '';
const NICKNAME = 'Reading habits';
const NEW_TITLE = 'Reading habits of first-year college students';

beforeAll(async () => {
  [server, chromium] = await Promise.all([startIbidServer(), launchBrowser()]);
  const token = await signIn(server, server.demo.email, server.demo.password);
  uid = (await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE, nickname: NICKNAME })).referenceUniqueID;
  page = await chromium.newPage();
  await page.goto(`${server.url}/login`);
  await logIn(page, server.demo.email, server.demo.password);
  await at(page, '/my-reference-library');
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
}, 60_000);

const apa = (data: object) => formatReference(referenceSchema.parse({ referenceTypeID: 1, data }), 'apa7').text;
const rowCount = (p: Page) => p.$$eval('table[aria-label="References"] tbody tr', (rows) => rows.length);

describe('editing, archiving and restoring a reference', () => {
  it("changes the title on the Details tab, sees 'Changes saved', and the library shows the new text", async () => {
    const shots = screens('edit');
    await see(page, text(apa(SAMPLE_ARTICLE)));
    await shots.capture(page, 'library');

    await click(page, text(apa(SAMPLE_ARTICLE)));
    await at(page, `/my-reference-library/reference-edit/${uid}/citations`);
    await shots.capture(page, 'citations-tab');
    await click(page, aria('tab', 'Details'));
    await at(page, `/my-reference-library/reference-edit/${uid}/details`);
    await see(page, heading('Reference Data'));
    await shots.capture(page, 'details-tab');

    await fill(page, 'Title', NEW_TITLE);
    const updated = apa({ ...SAMPLE_ARTICLE, title: NEW_TITLE });
    await see(page, text(updated));
    await click(page, button('Update Reference'));
    await see(page, text('Changes saved'));
    await shots.capture(page, 'changes-saved');

    await click(page, aria('link', 'References'));
    await at(page, '/my-reference-library');
    await see(page, text(updated));
    expect(await rowCount(page)).toBe(1);
    await shots.capture(page, 'library-after-edit');
  });

  it('archives the reference from its row menu, finds it among the archived references, and restores it', async () => {
    const shots = screens('archive-restore');
    const shown = apa({ ...SAMPLE_ARTICLE, title: NEW_TITLE });
    await click(page, button(`Reference options: ${NICKNAME}`));
    await see(page, aria('menuitem', 'Archive Reference'));
    await shots.capture(page, 'row-menu');
    await click(page, aria('menuitem', 'Archive Reference'));
    await see(page, text('This will archive the reference. Are you sure?'));
    await shots.capture(page, 'archive-confirmation');
    await click(page, button('Archive Reference'));
    await see(page, text('No references found.'));
    await shots.capture(page, 'library-after-archive');

    await click(page, button('Show Options'));
    await see(page, aria('toolbar', 'Library options'));
    await click(page, button('Show Archived References'));
    await see(page, text('Archived references'));
    await see(page, text(shown));
    await shots.capture(page, 'archived-references');

    // An archived row's click selects it; the selection is what Restore Selected restores.
    await click(page, text(shown));
    await see(page, text('1 reference selected'));
    await click(page, button('Restore Selected'));
    await see(page, text('No references found.'));
    await shots.capture(page, 'archived-after-restore');

    await click(page, button('Hide Archived References'));
    await see(page, text(shown));
    expect(await rowCount(page)).toBe(1);
    await shots.capture(page, 'library-after-restore');
  });
});
