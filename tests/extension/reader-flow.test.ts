/**
 * A new reader's way through the popup, against the real api on loopback and a saved real page: signed out, the popup
 * shows how to sign in first; signed in, the account with its Log Out. On a small society journal's page whose
 * journal name the reader finds empty, the popup says so, takes the reader to it, and the lookup by the page's DOI
 * fills it (Crossref's recorded answer replayed on loopback); the reference is saved, then edited, and the library
 * has the edit. Screenshots at Chrome's popup size: signed out, signed in, a field missing, saved.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryReferences, signIn } from '../web/api.js';
import { startIbidServer, type IbidServer } from '../web/ibid-server.js';
import { clickButton, fillField, launchWithExtension, shownReference, shownType, startFixtureServer, waitForText, type ExtensionBrowser, type FixtureServer } from './harness.js';
import { popupScreens } from './screens.js';

// The popup's own words (extension/src/popup/save-section.tsx, missing-fields.tsx).
const SAVED = 'Saved to your library.';
const CHANGES_SAVED = 'Your changes are saved in your library.';
const JOURNAL_MISSING = 'Journal name is empty';

const DOI = '10.4202/app.01105.2023';

interface StoredReference {
  referenceID: number;
  referenceUniqueID: string;
  referenceTypeID: number;
  data: { title?: string; containerTitle?: string; volume?: string; issue?: string; doi?: string; contributors?: { family?: string }[] };
}

let server: IbidServer;
let pages: FixtureServer;
let extension: ExtensionBrowser;
let token: string;

/** The library as the api lists it, with a token of its own (as the web app signs in). */
const library = () => libraryReferences<StoredReference>(server, token);

/** The input the label names, as the page holds it. */
const inputLabelled = (popup: Page, label: string) =>
  popup.$$eval('label', (labels, wanted) => {
    const id = labels.find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === wanted)?.htmlFor;
    return id ? { id, value: (document.getElementById(id) as HTMLInputElement).value, focused: document.activeElement?.id === id } : undefined;
  }, label);

/** The headings of the popup's sections, top to bottom. */
const headings = (popup: Page) => popup.$$eval('main h2', (all) => all.map((h) => h.textContent?.trim()));

beforeAll(async () => {
  // The api's lookups go to Crossref's recorded answers, replayed on loopback (api/src/testing/replay-server.ts).
  [server, pages, extension] = await Promise.all([startIbidServer({ webApp: false, lookups: true }), startFixtureServer(), launchWithExtension()]);
  token = await signIn(server, server.demo.email, server.demo.password);
}, 120_000);

afterAll(async () => {
  await extension?.close();
  await pages?.close();
  await server?.stop();
});

describe('a new reader in the popup', () => {
  const screens = popupScreens('reader');

  it('signs in from the popup, fills the empty journal name by the DOI lookup, saves, edits, and the library has the edit', async () => {
    const { tabId } = await extension.openPage(pages.urlOf('app-pan-pl'));
    const popup = await extension.openPopup(tabId);

    // Signed out: how to sign in comes first, with the web app's password reset and free trial at the address given.
    expect((await headings(popup))[0]).toBe('Log in to save to your library');
    await fillField(popup, 'Ibid address', server.url);
    const links = await popup.$$eval('section[aria-labelledby="sign-in-heading"] a', (all) => all.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Forgot password?', `${server.url}/forgot-password`],
      ['Start a free trial', `${server.url}/free-trial-start`],
    ]);
    await screens.capture(popup, 'signed-out');

    // Three wrong passwords: the popup says so each time, then offers help and the password reset.
    await fillField(popup, 'Email', server.demo.email);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await fillField(popup, 'Password', `not the password ${attempt}`);
      await clickButton(popup, 'Log In');
      await waitForText(popup, 'The email or password provided is incorrect');
    }
    await waitForText(popup, 'Having trouble logging in?');
    expect(await popup.$$eval('a', (all) => all.filter((a) => a.textContent?.trim() === 'reset your password').map((a) => a.getAttribute('href')))).toEqual([`${server.url}/forgot-password`]);

    await fillField(popup, 'Password', server.demo.password);
    await clickButton(popup, 'Log In');
    await waitForText(popup, `Logged in as ${server.demo.email.toLowerCase()}`);
    // Signed in: the account and the Ibid address come first, with a Log Out.
    const account = await popup.$eval('section[aria-label="Your account"]', (s) => (s as HTMLElement).innerText);
    expect(account).toContain(server.url.replace('http://', ''));
    expect(account).toContain('Log Out');
    await screens.capture(popup, 'signed-in');

    // The page describes a journal article by its DOI; the reader finds its journal name empty.
    expect(await shownType(popup)).toBe('Journal Article');
    await fillField(popup, 'Journal name', '');
    await waitForText(popup, JOURNAL_MISSING);

    // Save does not save: it says which field is empty and takes the reader to it.
    await clickButton(popup, 'Save to library');
    await popup.waitForFunction(() => document.querySelector('[role="alert"]')?.textContent?.includes('Journal name is empty'));
    expect(await inputLabelled(popup, 'Journal name')).toMatchObject({ value: '', focused: true });
    expect(await library()).toEqual([]);
    await screens.capture(popup, 'missing-field', 'section[aria-labelledby="save-heading"]');

    // The lookup is offered with the page's DOI, and fills what the page left out from Crossref's answer.
    expect(await inputLabelled(popup, 'DOI, ISBN or URL')).toMatchObject({ value: DOI });
    await clickButton(popup, 'Look up');
    await waitForText(popup, `from ${DOI}. Check them before saving.`);
    expect(server.replay!.requests.map((r) => decodeURIComponent(r.path))).toEqual([`/crossref/works/${DOI}`]);
    expect(await inputLabelled(popup, 'Journal name')).toMatchObject({ value: 'Acta Palaeontologica Polonica' });
    expect((await shownReference(popup)).reference).toMatch(/^Taylor, M\., & Wedel, M\. \(2023\)\. Novel pneumatic features in the ribs of .*Acta Palaeontologica Polonica, 68\. https:\/\/doi\.org\/10\.4202\/app\.01105\.2023$/);

    await clickButton(popup, 'Save to library');
    await waitForText(popup, SAVED);
    await screens.capture(popup, 'saved', 'section[aria-labelledby="save-heading"]');
    const [saved, ...others] = await library();
    expect(others).toEqual([]);
    expect(saved).toMatchObject({ referenceTypeID: 1, data: { containerTitle: 'Acta Palaeontologica Polonica', volume: '68', doi: DOI } });
    expect(saved!.data.contributors?.map((c) => c.family)).toEqual(['Taylor', 'Wedel']);

    // An edit after saving updates the saved reference, not a new one.
    await fillField(popup, 'Issue', '4');
    await popup.waitForSelector('::-p-xpath(//button[normalize-space()="Save changes"])');
    await screens.capture(popup, 'unsaved-edits', 'section[aria-labelledby="save-heading"]');
    await clickButton(popup, 'Save changes');
    await waitForText(popup, CHANGES_SAVED);
    await screens.capture(popup, 'edited', 'section[aria-labelledby="save-heading"]');
    const after = await library();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ referenceID: saved!.referenceID, data: { issue: '4', containerTitle: 'Acta Palaeontologica Polonica' } });

    // Log Out ends the session: the popup shows how to sign in again.
    await clickButton(popup, 'Log Out');
    await waitForText(popup, 'Log in to save to your library');
    expect(await popup.evaluate(() => chrome.storage.local.get('token'))).toEqual({});
    await popup.close();
  });

  it('collapses a long author list after a few, with "and N more" that opens it', async () => {
    const { tabId } = await extension.openPage(pages.urlOf('nature-s41586'));
    const popup = await extension.openPopup(tabId);
    const authors = () => popup.$$eval('li[aria-label^="Contributor "]', (rows) => rows.length);
    expect(await authors()).toBe(3);
    await screens.capture(popup, 'authors-collapsed', 'li[aria-label="Contributor 2"]');
    await clickButton(popup, 'and 31 more');
    expect(await authors()).toBe(34);
    await clickButton(popup, 'Show fewer');
    expect(await authors()).toBe(3);
    await popup.close();
  });

  it('offers the likely types of a page that says nothing about itself, one click each, instead of advice against Webpage', async () => {
    const { tabId } = await extension.openPage(pages.urlOf('clinicaltrials-gov'));
    const popup = await extension.openPopup(tabId);
    expect(await shownType(popup)).toBe('Webpage');
    await waitForText(popup, 'What kind of work is this page?');
    expect(await popup.evaluate(() => document.body.innerText.includes('should use the type of the original work'))).toBe(false);
    await screens.capture(popup, 'likely-types', 'section[aria-labelledby="capture-heading"]');

    await clickButton(popup, 'Report or Gray Literature');
    await popup.waitForFunction(() => !document.body.innerText.includes('What kind of work is this page?'));
    expect(await shownType(popup)).toBe('Report or Gray Literature');
    await popup.close();
  });
});
