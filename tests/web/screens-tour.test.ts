// The screens the other flows do not pass through, in Chromium against the real api: forgot password and the
// error views (word-addin §2.5, §8), Settings for a full-access and a free-trial account and Subscription Expired
// (§2.13, §4, §6), the reference dialog's Research and Citations tabs (§2.8), a legacy reference's conversion
// (reference-library §2, §4), a new paper's pane with Add Reference from Library, and the create wizard's All types tab and
// lookup results with their filter (reference-library §2).
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../api/src/db/prisma.js';
import { SAMPLE_ARTICLE } from '../../api/src/testing/references.js';
import { createLegacyReference, createReference, signIn, signUpForTrial, type Person } from './api.js';
import { screens } from './screens.js';
import { useWebSession } from './web-session.js';
import { aria, at, button, click, fill, heading, logIn, see, text } from './user.js';

let uid = '';
const NICKNAME = 'Reading habits';
const LEGACY_NAME = 'Stone 2009';
const LEGACY_ARTICLE = { authors: [{ lastName: 'Stone', firstName: 'Mae' }], publicationYear: '2009', title: 'Old reading habits', publicationTitle: 'Journal of Reading', volume: '12', issue: '3', pages: '45-60' };
const NOTE = 'Compare the survey sample with the 2019 cohort.';
const trialist: Person = { email: 'noor.haddad@example.edu', password: 'noors trial passphrase', firstName: 'Noor', lastName: 'Haddad', school: 'Riverside College' };

const web = useWebSession({
  lookups: true,
  prepare: async (server) => {
    const token = await signIn(server, server.demo.email, server.demo.password);
    uid = (await createReference(server, token, { referenceTypeId: 1, data: SAMPLE_ARTICLE, nickname: NICKNAME })).referenceUniqueID;
    await createLegacyReference(server, token, { referenceTypeId: 111, ruleValues: LEGACY_ARTICLE, name: LEGACY_NAME });
    await signUpForTrial(server, trialist);
  },
});

const rowCount = (p: Page) => p.$$eval('table[aria-label="References"] tbody tr', (rows) => rows.length);
const shown = async (p: Page, selector: string) => Boolean(await p.$(selector));

describe('the screens beyond the main flows', () => {
  it('resets a password from Login (the e-mail arrives) and shows the logged-out and no-connection error views', async () => {
    const shots = screens('tour-signed-out');
    await web.page.goto(`${web.server.url}/login`);
    await click(web.page, aria('link', 'Forgot password?'));
    await at(web.page, '/forgot-password');
    await see(web.page, heading('Reset your password'));
    await fill(web.page, 'Email', web.server.demo.email);
    await shots.capture(web.page, 'forgot-password');
    await click(web.page, button('Reset my password'));
    await see(web.page, heading('Email sent'));
    await see(web.page, text(web.server.demo.email));
    await see(web.page, button('Back to Login'));
    await see(web.page, button('Send again'));
    await shots.capture(web.page, 'forgot-password-sent');
    const mail = await web.server.mailTo(web.server.demo.email);
    expect(mail.subject).toBe('Reset your Ibid password');
    expect(mail.decoded).toContain(`${web.server.url}/`);

    await web.page.goto(`${web.server.url}/error/401`);
    await see(web.page, heading("Oops! You've been logged out"));
    await see(web.page, text('Something unexpected happened. Please use the button below to log in again. If this continues to happen please contact our support team.'));
    await see(web.page, button('Log In'));
    await shots.capture(web.page, 'error-401');

    await web.page.goto(`${web.server.url}/error/connection`);
    await see(web.page, heading('Oops! No Internet Connection'));
    await see(web.page, text('requires an Internet Connection. Please check your internet connection and try again.'));
    await shots.capture(web.page, 'error-connection');
    await click(web.page, button('Try again'));
    await at(web.page, '/login');
  });

  it("shows a full-access account's Settings, saves a new first name with 'Profile successfully updated.' and a new format with 'Settings Updated'", async () => {
    const shots = screens('tour-settings');
    await logIn(web.page, web.server.demo.email, web.server.demo.password);
    await at(web.page, '/my-reference-library');
    await click(web.page, aria('link', 'Settings'));
    await at(web.page, '/settings');
    await see(web.page, heading('Settings'));
    for (const section of ['My Profile', 'Account & Billing', 'Paper Settings']) {
      await see(web.page, heading(section));
      await see(web.page, aria('link', section));
    }
    await see(web.page, button('Refresh My Settings'));
    await see(web.page, text('Your subscription renews automatically'));
    expect(await shown(web.page, heading('My Subscription'))).toBe(false);
    await shots.capture(web.page, 'full-access');

    await fill(web.page, 'First Name', 'Dana');
    await click(web.page, button('Save My Profile'));
    await see(web.page, text('Profile successfully updated.'));
    await shots.capture(web.page, 'profile-updated');
    const token = await signIn(web.server, web.server.demo.email, web.server.demo.password);
    const customer = (await (await fetch(`${web.server.url}/v4/Customer`, { headers: { authorization: `Bearer ${token}` } })).json()) as { firstName: string };
    expect(customer.firstName).toBe('Dana');

    await click(web.page, aria('radio', 'MLA 9'));
    await click(web.page, button('Save Paper Settings'));
    await at(web.page, '/settings-update-confirmation');
    await see(web.page, heading('Settings Updated'));
    await see(web.page, text('Your paper settings have been saved.'));
    await shots.capture(web.page, 'settings-updated');

    // Back to APA 7, the format the later screens' checks are written in.
    await click(web.page, button('Back to Settings'));
    await at(web.page, '/settings');
    await click(web.page, aria('radio', 'APA 7'));
    await click(web.page, button('Save Paper Settings'));
    await see(web.page, heading('Settings Updated'));
  });

  it("adds a research note on the reference's Research tab with Enter and shows its Citations tab", async () => {
    const shots = screens('tour-reference-tabs');
    await web.page.goto(`${web.server.url}/my-reference-library/reference-edit/${uid}/research-notes`);
    await see(web.page, aria('dialog', 'Edit Reference'));
    await see(web.page, aria('tab', 'Research'));
    await see(web.page, text('This reference has no research notes yet.'));
    await shots.capture(web.page, 'research-empty');
    await click(web.page, button('+ Add research note'));
    await fill(web.page, 'New research note', NOTE);
    await web.page.keyboard.press('Enter');
    await see(web.page, text('Research note created'));
    await see(web.page, `${aria('list', 'Research notes')} ${text(NOTE)}`);
    await shots.capture(web.page, 'research-note-created');

    await click(web.page, aria('tab', 'Citations'));
    await at(web.page, `/my-reference-library/reference-edit/${uid}/citations`);
    await see(web.page, heading('Reference'));
    await see(web.page, heading('Parenthetical citation'));
    await see(web.page, heading('Narrative citation'));
    await see(web.page, button('Copy parenthetical citation'));
    await shots.capture(web.page, 'citations');
    await click(web.page, button('Close'));
    await at(web.page, '/my-reference-library');
  });

  it("converts a legacy reference through 'Update Reference' steps 1 and 2, and the legacy one is archived", async () => {
    const shots = screens('tour-convert-legacy');
    await see(web.page, text('Legacy Reference'));
    expect(await rowCount(web.page)).toBe(2);
    await shots.capture(web.page, 'library-with-legacy');

    await click(web.page, button(`Reference options: ${LEGACY_NAME}`));
    await click(web.page, aria('menuitem', 'Convert Reference'));
    await at(web.page, /^\/my-reference-library\/convert-reference\/\d+$/);
    await see(web.page, aria('dialog', 'Update Reference'));
    await see(web.page, text('Step 1 of 2: Check the existing data'));
    await see(web.page, text('Old reading habits'));
    await shots.capture(web.page, 'step-1');

    await click(web.page, button('Next'));
    await at(web.page, /^\/my-reference-library\/convert-reference-2\/\d+$/);
    await see(web.page, text('Step 2 of 2: Confirm your reference'));
    await shots.capture(web.page, 'step-2');
    await click(web.page, button('Next'));

    await at(web.page, '/my-reference-library');
    await see(web.page, text('Reference updated'));
    await see(web.page, text('Stone, M. (2009). Old reading habits.'));
    expect(await shown(web.page, text('Legacy Reference'))).toBe(false);
    expect(await rowCount(web.page)).toBe(2);
    await shots.capture(web.page, 'library-after-convert');

    await click(web.page, button('Show Options'));
    await click(web.page, button('Show Archived References'));
    await see(web.page, text('Archived references'));
    await see(web.page, text('Legacy Reference'));
    expect(await rowCount(web.page)).toBe(1);
    await shots.capture(web.page, 'archived-legacy');
    await click(web.page, button('Hide Archived References'));
    await click(web.page, button('Hide Options'));
  });

  it("creates a paper, opens it, adds a library reference from the pane's 'Add Ref from Library' and finds it in 'Refs & Citations (1)'", async () => {
    const shots = screens('tour-my-paper');
    await click(web.page, aria('link', 'Create New Paper'));
    await click(web.page, text('Reference List'));
    await fill(web.page, 'Document Title', 'Sources on Rivers');
    await click(web.page, button('Create APA 7 Reference List'));
    await see(web.page, heading('Paper created successfully'));
    await click(web.page, button('Open the paper'));
    await at(web.page, /^\/paper\/[0-9A-F-]+$/);
    // The task pane beside the paper keeps its own routes: the address stays the paper's.
    await see(web.page, heading('Refs & Citations'));
    await see(web.page, text('This paper has no references yet.'));
    await shots.capture(web.page, 'refs-and-citations-empty');

    await click(web.page, button('Add Reference from Library'));
    await see(web.page, heading('Add Ref from Library'));
    await see(web.page, aria('list', 'Your library'));
    expect(await web.page.$$eval('ul[aria-label="Your library"] > li', (rows) => rows.length)).toBe(2);
    await shots.capture(web.page, 'add-from-library');
    await click(web.page, button('Add to Paper'));
    await see(web.page, button('In Paper'));
    await shots.capture(web.page, 'added-to-paper');
    await click(web.page, button('Finished'));

    await see(web.page, heading('Refs & Citations (1)'));
    expect(await web.page.$$eval('ul[aria-label="References in this paper"] > li', (rows) => rows.length)).toBe(1);
    // The generated list in the paper holds it too.
    await web.page.waitForFunction(() => document.querySelectorAll('.ib-reference-entry').length === 1);
    await shots.capture(web.page, 'refs-and-citations-one');
  });

  it("searches the create wizard's All types tab, then looks up 'fish' and filters Crossref's several results", async () => {
    const shots = screens('tour-create-wizard');
    await click(web.page, aria('link', 'My Reference Library'));
    await at(web.page, '/my-reference-library');
    await click(web.page, button('Create a new reference'));
    await see(web.page, aria('dialog', 'Create a new reference'));
    await click(web.page, aria('tab', 'All types'));
    await at(web.page, '/my-reference-library/create-genesis-reference-1/all');
    await see(web.page, heading('Journals & Periodicals'));
    await shots.capture(web.page, 'all-types');
    await fill(web.page, 'Search reference types', 'film', 'searchbox');
    await see(web.page, button('Film'));
    expect(await shown(web.page, button('Journal Article'))).toBe(false);
    await shots.capture(web.page, 'all-types-search');

    // The lookup box is on the Common tab.
    await click(web.page, aria('tab', 'Common'));
    await fill(web.page, 'Look up a reference', 'fish', 'searchbox');
    await click(web.page, button('Search'));
    await at(web.page, '/my-reference-library/create-genesis-reference-2-3plu');
    await see(web.page, text('Step 2 of 3: Select a reference to use'));
    const results = () => web.page.$$eval('ul[aria-label="Results"] > li', (rows) => rows.length);
    await see(web.page, aria('list', 'Results'));
    const all = await results();
    expect(all).toBeGreaterThan(1);
    await shots.capture(web.page, 'lookup-results');

    await click(web.page, button('Filter results: All results'));
    await see(web.page, aria('menuitemradio', 'Journal Articles only'));
    await see(web.page, aria('menuitemradio', 'Book & Chapters only'));
    await shots.capture(web.page, 'lookup-filter-menu');
    await click(web.page, aria('menuitemradio', 'Book & Chapters only'));
    await see(web.page, button('Filter results: Book & Chapters only'));
    // Crossref's answer for 'fish' holds journal articles only.
    expect(await results()).toBe(0);
    await shots.capture(web.page, 'lookup-filtered');
    await click(web.page, button('Close'));
    await at(web.page, '/my-reference-library');
  });

  it('shows a free-trial account its trial notice in Settings without Account & Billing, then Subscription Expired once the trial is over', async () => {
    const shots = screens('tour-trial');
    await web.page.goto(`${web.server.url}/my-reference-library`);
    await click(web.page, button('Log Out'));
    await at(web.page, '/login');
    await logIn(web.page, trialist.email, trialist.password);
    await at(web.page, '/my-reference-library');
    await click(web.page, aria('link', 'Settings'));
    await at(web.page, '/settings');
    await see(web.page, heading('My Subscription'));
    await see(web.page, text('Your free trial expires in'));
    await see(web.page, heading('My Profile'));
    await see(web.page, heading('Paper Settings'));
    expect(await shown(web.page, heading('Account & Billing'))).toBe(false);
    expect(await shown(web.page, aria('link', 'Account & Billing'))).toBe(false);
    await shots.capture(web.page, 'settings-free-trial');

    // No route ends a trial early (a cancel keeps access until expiry): the test moves its last day into the past.
    const db = await openDb(web.server.databaseUrl);
    try {
      await db.customer.update({ where: { email: trialist.email }, data: { subscription: { update: { expirationDate: new Date(Date.now() - 3 * 86_400_000) } } } });
    } finally {
      await db.$disconnect();
    }
    await web.page.goto(`${web.server.url}/my-reference-library`);
    await at(web.page, '/expired-subscription');
    await see(web.page, heading('Your free trial has expired'));
    await see(web.page, text('It ended on'));
    await see(web.page, text('Renew my subscription'));
    await shots.capture(web.page, 'subscription-expired');
    await click(web.page, button('Already renewed'));
    await see(web.page, text('Your free trial still shows as expired.'));
    await at(web.page, '/expired-subscription');
    await shots.capture(web.page, 'still-expired');
  });
});
