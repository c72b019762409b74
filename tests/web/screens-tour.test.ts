// The screens the other flows do not pass through, in Chromium against the real api: forgot password and the
// error views (word-addin §2.5, §8), Settings for a full-access and a free-trial account and Subscription Expired
// (§2.13, §4, §6), the reference dialog's Research and Citations tabs (§2.8), a legacy reference's conversion
// (reference-library §2, §4), My Paper with Add Reference from Library, and the create wizard's All types tab and
// lookup results with their filter (reference-library §2).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../api/src/db/prisma.js';
import { SAMPLE_ARTICLE } from '../../api/src/testing/references.js';
import { createLegacyReference, createReference, signIn, signUpForTrial, type Person } from './api.js';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startIbidServer, type IbidServer } from './ibid-server.js';
import { screens } from './screens.js';
import { aria, at, button, click, fill, heading, logIn, see, text } from './user.js';

let server: IbidServer;
let chromium: TestBrowser;
let page: Page;
let uid = '';
const NICKNAME = 'Reading habits';
const LEGACY_NAME = 'Stone 2009';
const LEGACY_ARTICLE = { authors: [{ lastName: 'Stone', firstName: 'Mae' }], publicationYear: '2009', title: 'Old reading habits', publicationTitle: 'Journal of Reading', volume: '12', issue: '3', pages: '45-60' };
const NOTE = 'Compare the survey sample with the 2019 cohort.';
const trialist: Person = { email: 'noor.haddad@example.edu', password: 'noors trial passphrase', firstName: 'Noor', lastName: 'Haddad', school: 'Riverside College' };

beforeAll(async () => {
  [server, chromium] = await Promise.all([startIbidServer({ lookups: true }), launchBrowser()]);
  const token = await signIn(server, server.demo.email, server.demo.password);
  uid = (await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE, nickname: NICKNAME })).referenceUniqueID;
  await createLegacyReference(server, token, { referenceTypeId: 111, ruleValues: LEGACY_ARTICLE, name: LEGACY_NAME });
  await signUpForTrial(server, trialist);
  page = await chromium.newPage();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
}, 60_000);

const rowCount = (p: Page) => p.$$eval('table[aria-label="References"] tbody tr', (rows) => rows.length);
const shown = async (p: Page, selector: string) => Boolean(await p.$(selector));

describe('the screens beyond the main flows', () => {
  it('resets a password from Login (the e-mail arrives) and shows the logged-out and no-connection error views', async () => {
    const shots = screens('tour-signed-out');
    await page.goto(`${server.url}/login`);
    await click(page, aria('link', 'Forgot password?'));
    await at(page, '/forgot-password');
    await see(page, heading('Reset your password'));
    await fill(page, 'Email', server.demo.email);
    await shots.capture(page, 'forgot-password');
    await click(page, button('Reset my password'));
    await see(page, heading('Email sent'));
    await see(page, text(server.demo.email));
    await see(page, button('Back to Login'));
    await see(page, button('Send again'));
    await shots.capture(page, 'forgot-password-sent');
    const mail = await server.mailTo(server.demo.email);
    expect(mail.subject).toBe('Reset your Ibid password');
    expect(mail.decoded).toContain(`${server.url}/`);

    await page.goto(`${server.url}/error/401`);
    await see(page, heading("Oops! You've been logged out"));
    await see(page, text('Something unexpected happened. Please use the button below to log in again. If this continues to happen please contact our support team.'));
    await see(page, button('Log In'));
    await shots.capture(page, 'error-401');

    await page.goto(`${server.url}/error/connection`);
    await see(page, heading('Oops! No Internet Connection'));
    await see(page, text('requires an Internet Connection. Please check your internet connection and try again.'));
    await shots.capture(page, 'error-connection');
    await click(page, button('Try again'));
    await at(page, '/login');
  });

  it("shows a full-access account's Settings, saves a new first name with 'Profile successfully updated.' and a new format with 'Settings Updated'", async () => {
    const shots = screens('tour-settings');
    await logIn(page, server.demo.email, server.demo.password);
    await at(page, '/my-reference-library');
    await click(page, aria('link', 'Settings'));
    await at(page, '/settings');
    await see(page, heading('Settings'));
    for (const section of ['My Profile', 'Account & Billing', 'Paper Settings']) {
      await see(page, heading(section));
      await see(page, aria('link', section));
    }
    await see(page, button('Refresh My Settings'));
    await see(page, text('Your subscription renews automatically'));
    expect(await shown(page, heading('My Subscription'))).toBe(false);
    await shots.capture(page, 'full-access');

    await fill(page, 'First Name', 'Dana');
    await click(page, button('Save My Profile'));
    await see(page, text('Profile successfully updated.'));
    await shots.capture(page, 'profile-updated');
    const token = await signIn(server, server.demo.email, server.demo.password);
    const customer = (await (await fetch(`${server.url}/v4/Customer`, { headers: { authorization: `Bearer ${token}` } })).json()) as { firstName: string };
    expect(customer.firstName).toBe('Dana');

    await click(page, aria('radio', 'MLA 9'));
    await click(page, button('Save Paper Settings'));
    await at(page, '/settings-update-confirmation');
    await see(page, heading('Settings Updated'));
    await see(page, text('Your paper settings have been saved.'));
    await shots.capture(page, 'settings-updated');

    // Back to APA 7, the format the later screens' checks are written in.
    await click(page, button('Back to Settings'));
    await at(page, '/settings');
    await click(page, aria('radio', 'APA 7'));
    await click(page, button('Save Paper Settings'));
    await see(page, heading('Settings Updated'));
  });

  it("adds a research note on the reference's Research tab with Enter and shows its Citations tab", async () => {
    const shots = screens('tour-reference-tabs');
    await page.goto(`${server.url}/my-reference-library/reference-edit/${uid}/research-notes`);
    await see(page, aria('dialog', 'Edit Reference'));
    await see(page, aria('tab', 'Research'));
    await see(page, text('This reference has no research notes yet.'));
    await shots.capture(page, 'research-empty');
    await click(page, button('+ Add research note'));
    await fill(page, 'New research note', NOTE);
    await page.keyboard.press('Enter');
    await see(page, text('Research note created'));
    await see(page, `${aria('list', 'Research notes')} ${text(NOTE)}`);
    await shots.capture(page, 'research-note-created');

    await click(page, aria('tab', 'Citations'));
    await at(page, `/my-reference-library/reference-edit/${uid}/citations`);
    await see(page, heading('Reference'));
    await see(page, heading('Parenthetical citation'));
    await see(page, heading('Narrative citation'));
    await see(page, button('Copy parenthetical citation'));
    await shots.capture(page, 'citations');
    await click(page, button('Close'));
    await at(page, '/my-reference-library');
  });

  it("converts a legacy reference through 'Update Reference' steps 1 and 2, and the legacy one is archived", async () => {
    const shots = screens('tour-convert-legacy');
    await see(page, text('Legacy Reference'));
    expect(await rowCount(page)).toBe(2);
    await shots.capture(page, 'library-with-legacy');

    await click(page, button(`Reference options: ${LEGACY_NAME}`));
    await click(page, aria('menuitem', 'Convert Reference'));
    await at(page, /^\/my-reference-library\/convert-reference\/\d+$/);
    await see(page, aria('dialog', 'Update Reference'));
    await see(page, text('Step 1 of 2: Check the existing data'));
    await see(page, text('Old reading habits'));
    await shots.capture(page, 'step-1');

    await click(page, button('Next'));
    await at(page, /^\/my-reference-library\/convert-reference-2\/\d+$/);
    await see(page, text('Step 2 of 2: Confirm your reference'));
    await shots.capture(page, 'step-2');
    await click(page, button('Next'));

    await at(page, '/my-reference-library');
    await see(page, text('Reference updated'));
    await see(page, text('Stone, M. (2009). Old reading habits.'));
    expect(await shown(page, text('Legacy Reference'))).toBe(false);
    expect(await rowCount(page)).toBe(2);
    await shots.capture(page, 'library-after-convert');

    await click(page, button('Show Options'));
    await click(page, button('Show Archived References'));
    await see(page, text('Archived references'));
    await see(page, text('Legacy Reference'));
    expect(await rowCount(page)).toBe(1);
    await shots.capture(page, 'archived-legacy');
    await click(page, button('Hide Archived References'));
    await click(page, button('Hide Options'));
  });

  it("adds a library reference to My Paper from 'Add Ref from Library' and finds it in 'Refs & Citations (1)'", async () => {
    const shots = screens('tour-my-paper');
    await click(page, aria('link', 'My Paper'));
    await at(page, '/references-citations');
    await see(page, heading('Refs & Citations'));
    await see(page, text('This paper has no references yet.'));
    await shots.capture(page, 'refs-and-citations-empty');

    await click(page, button('Add Reference from Library'));
    await at(page, '/reference-add-from-library');
    await see(page, heading('Add Ref from Library'));
    await see(page, aria('list', 'Your library'));
    expect(await page.$$eval('ul[aria-label="Your library"] > li', (rows) => rows.length)).toBe(2);
    await shots.capture(page, 'add-from-library');
    await click(page, button('Add to Paper'));
    await see(page, button('In Paper'));
    await shots.capture(page, 'added-to-paper');
    await click(page, button('Finished'));

    await at(page, '/references-citations');
    await see(page, heading('Refs & Citations (1)'));
    expect(await page.$$eval('ul[aria-label="References in this paper"] > li', (rows) => rows.length)).toBe(1);
    await see(page, button('Edit'));
    await shots.capture(page, 'refs-and-citations-one');
  });

  it("searches the create wizard's All types tab, then looks up 'fish' and filters Crossref's several results", async () => {
    const shots = screens('tour-create-wizard');
    await click(page, aria('link', 'My Reference Library'));
    await at(page, '/my-reference-library');
    await click(page, button('Create a new reference'));
    await see(page, aria('dialog', 'Create a new reference'));
    await click(page, aria('tab', 'All types'));
    await at(page, '/my-reference-library/create-genesis-reference-1/all');
    await see(page, heading('Journals & Periodicals'));
    await shots.capture(page, 'all-types');
    await fill(page, 'Search reference types', 'film', 'searchbox');
    await see(page, button('Film'));
    expect(await shown(page, button('Journal Article'))).toBe(false);
    await shots.capture(page, 'all-types-search');

    // The lookup box is on the Common tab.
    await click(page, aria('tab', 'Common'));
    await fill(page, 'Look up a reference', 'fish', 'searchbox');
    await click(page, button('Search'));
    await at(page, '/my-reference-library/create-genesis-reference-2-3plu');
    await see(page, text('Step 2 of 3: Select a reference to use'));
    const results = () => page.$$eval('ul[aria-label="Results"] > li', (rows) => rows.length);
    await see(page, aria('list', 'Results'));
    const all = await results();
    expect(all).toBeGreaterThan(1);
    await shots.capture(page, 'lookup-results');

    await click(page, button('Filter results: All results'));
    await see(page, aria('menuitemradio', 'Journal Articles only'));
    await see(page, aria('menuitemradio', 'Book & Chapters only'));
    await shots.capture(page, 'lookup-filter-menu');
    await click(page, aria('menuitemradio', 'Book & Chapters only'));
    await see(page, button('Filter results: Book & Chapters only'));
    // Crossref's answer for 'fish' holds journal articles only.
    expect(await results()).toBe(0);
    await shots.capture(page, 'lookup-filtered');
    await click(page, button('Close'));
    await at(page, '/my-reference-library');
  });

  it('shows a free-trial account its trial notice in Settings without Account & Billing, then Subscription Expired once the trial is over', async () => {
    const shots = screens('tour-trial');
    await page.goto(`${server.url}/my-reference-library`);
    await click(page, button('Log Out'));
    await at(page, '/login');
    await logIn(page, trialist.email, trialist.password);
    await at(page, '/my-reference-library');
    await click(page, aria('link', 'Settings'));
    await at(page, '/settings');
    await see(page, heading('My Subscription'));
    await see(page, text('Your free trial expires in'));
    await see(page, heading('My Profile'));
    await see(page, heading('Paper Settings'));
    expect(await shown(page, heading('Account & Billing'))).toBe(false);
    expect(await shown(page, aria('link', 'Account & Billing'))).toBe(false);
    await shots.capture(page, 'settings-free-trial');

    // No route ends a trial early (a cancel keeps access until expiry): the test moves its last day into the past.
    const db = await openDb(server.databaseUrl);
    try {
      await db.customer.update({ where: { email: trialist.email }, data: { subscription: { update: { expirationDate: new Date(Date.now() - 3 * 86_400_000) } } } });
    } finally {
      await db.$disconnect();
    }
    await page.goto(`${server.url}/my-reference-library`);
    await at(page, '/expired-subscription');
    await see(page, heading('Your free trial has expired'));
    await see(page, text('It ended on'));
    await see(page, text('Renew my subscription'));
    await shots.capture(page, 'subscription-expired');
    await click(page, button('Already renewed'));
    await see(page, text('Your free trial still shows as expired.'));
    await at(page, '/expired-subscription');
    await shots.capture(page, 'still-expired');
  });
});
