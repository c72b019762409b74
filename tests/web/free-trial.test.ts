// A newcomer in Chromium against the real api: free trial with the code from the e-mail, an empty library,
// then out and back in (word-addin §2.5, reference-library §2).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { verificationCodeIn } from '../../api/src/testing/accounts.js';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startIbidServer, type IbidServer } from './ibid-server.js';
import { screens } from './screens.js';
import { aria, at, button, click, fill, heading, logIn, see, text } from './user.js';

let server: IbidServer;
let chromium: TestBrowser;
let page: Page;

beforeAll(async () => {
  [server, chromium] = await Promise.all([startIbidServer(), launchBrowser()]);
  page = await chromium.newPage();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
}, 60_000);

const newcomer = { email: 'amara.nwosu@example.edu', password: 'a long trial passphrase', firstName: 'Amara', lastName: 'Nwosu', school: 'Lakeside Community College' };

describe('a newcomer', () => {
  it('signs up for the free trial with the code from the e-mail, lands on an empty library, logs out and logs back in', async () => {
    const shots = screens('free-trial');
    await page.goto(`${server.url}/login`);
    await see(page, heading('Log in with your email'));
    await shots.capture(page, 'login');

    await click(page, button('Start a Free Trial'));
    await at(page, '/free-trial-start');
    await see(page, heading('Start a 7-day Free Trial'));
    await shots.capture(page, 'free-trial-start');
    await fill(page, 'Email', newcomer.email);
    await fill(page, 'Password', newcomer.password);
    await fill(page, 'First Name', newcomer.firstName);
    await fill(page, 'Last Name', newcomer.lastName);
    await fill(page, 'Institution', newcomer.school);
    await click(page, button('Start my Free Trial'));

    await at(page, /^\/free-trial-verify\/[\w-]+$/);
    await see(page, aria('textbox', '6-Digit Verification Code'));
    // The verify screen repeats what was entered so far.
    await see(page, text(newcomer.email));
    await see(page, text(`${newcomer.firstName} ${newcomer.lastName}`));
    await see(page, text(newcomer.school));
    await shots.capture(page, 'free-trial-verify');
    const mail = await server.mailTo(newcomer.email);
    await fill(page, '6-Digit Verification Code', verificationCodeIn(mail));
    await page.keyboard.press('Enter');

    await at(page, '/my-reference-library');
    await see(page, text('No references found.'));
    await shots.capture(page, 'empty-library');

    await click(page, button('Log Out'));
    await at(page, '/login');
    // Signed out for real: the library sends the user back to Login.
    await page.goto(`${server.url}/my-reference-library`);
    await at(page, '/login');
    await logIn(page, newcomer.email, newcomer.password);
    await at(page, '/my-reference-library');
    await see(page, text('No references found.'));
    await shots.capture(page, 'library-after-login');
  });
});
