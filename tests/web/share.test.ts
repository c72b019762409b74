// Sharing a reference with a second account, in Chromium against the real api: the sender shares from the options
// bar, the recipient signs in, is told 'You've got shared references!', accepts, and finds the copy in the library
// (reference-library §2 Share panel and shared references, §4 shared request queue, §8 toasts).
import { formatReference, referenceSchema } from '@ibid/engine';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK } from '../../api/src/testing/references.js';
import { createReference, signIn, signUpForTrial, type Person } from './api.js';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startIbidServer, type IbidServer } from './ibid-server.js';
import { screens } from './screens.js';
import { aria, at, button, click, fill, logIn, see, text } from './user.js';

let server: IbidServer;
let chromium: TestBrowser;
let page: Page;
const NICKNAME = 'Popper for the seminar';
const MESSAGE = 'For Thursday: chapter 10 is the one we discuss.';
const recipient: Person = { email: 'lena.fischer@example.edu', password: 'lenas own passphrase', firstName: 'Lena', lastName: 'Fischer', school: 'Hillcrest University' };
const shown = formatReference(referenceSchema.parse({ referenceTypeID: 2, data: SAMPLE_BOOK }), 'apa7').text;

beforeAll(async () => {
  [server, chromium] = await Promise.all([startIbidServer(), launchBrowser()]);
  await signUpForTrial(server, recipient);
  const token = await signIn(server, server.demo.email, server.demo.password);
  await createReference(server, token, { referenceTypeId: 2, data: SAMPLE_BOOK, nickname: NICKNAME });
  page = await chromium.newPage();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
}, 60_000);

describe('sharing a reference', () => {
  it('shares a reference with a second account, which signs in, accepts it, and finds the copy in its library', async () => {
    const shots = screens('share');
    await page.goto(`${server.url}/login`);
    await logIn(page, server.demo.email, server.demo.password);
    await at(page, '/my-reference-library');
    await see(page, text(shown));

    // The row's checkbox shows on hover; selecting opens the options bar.
    await page.locator(text(shown)).hover();
    await click(page, aria('checkbox', `Select ${NICKNAME}`));
    await see(page, aria('toolbar', 'Library options'));
    await see(page, text('1 reference selected'));
    await shots.capture(page, 'selected');

    await click(page, button('Share Selected References'));
    await see(page, text('Share Reference'));
    await fill(page, 'Email addresses', recipient.email);
    await page.keyboard.press('Enter');
    await see(page, text(recipient.email));
    await fill(page, 'Message (optional)', MESSAGE);
    await see(page, text(`${MESSAGE.length}/250 characters`));
    await shots.capture(page, 'share-panel');
    await click(page, button('Share'));
    await see(page, text('Reference Shared'));
    await shots.capture(page, 'shared');

    await click(page, button('Log Out'));
    await at(page, '/login');
    await logIn(page, recipient.email, recipient.password);
    await at(page, '/my-reference-library');
    await see(page, text('No references found.'));
    await see(page, text('New references were shared with you.'));
    await shots.capture(page, 'recipient-library-with-strip');

    await click(page, button('Review shared references'));
    await see(page, aria('dialog', "You've got shared references!"));
    await see(page, text('Demo'));
    await see(page, text(MESSAGE));
    await see(page, text('Do you want to copy these reference to your Reference Library?'));
    await shots.capture(page, 'shared-references-modal');
    await click(page, button('Add References to My Library'));

    await see(page, text('Shared references added to your library'));
    await see(page, text(shown));
    expect(await page.$$eval('table[aria-label="References"] tbody tr', (rows) => rows.length)).toBe(1);
    await shots.capture(page, 'recipient-library-after-accept');
  });
});
