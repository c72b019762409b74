/**
 * Signed in against the real api on loopback: the popup saves the page to the library (found again through the
 * api), warns when the same page is saved twice, and queues a save made while Ibid cannot be reached, sending it
 * once it can. The extension talks to the api through a gate that can be closed, as a dropped connection would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryReferences, signIn } from '../web/api.js';
import { startIbidServer, type IbidServer } from '../web/ibid-server.js';
import { clickButton, fillField, launchWithExtension, sendFromPopup, startFixtureServer, startGate, waitForText, type ExtensionBrowser, type FixtureServer, type Gate } from './harness.js';
import { popupScreens } from './screens.js';

// The popup's own words (extension/src/popup/save-section.tsx).
const SAVED = 'Saved to your library.';
const DUPLICATE_TITLE = 'This reference is already in your library';
const QUEUED_MESSAGE = "You're offline. The reference is kept here and sent to your library as soon as Ibid can be reached.";

interface ListedReference {
  referenceID: number;
  referenceTypeID: number;
  title: string;
  data: { doi?: string; url?: string };
}

let server: IbidServer;
let gate: Gate;
let pages: FixtureServer;
let extension: ExtensionBrowser;
let token: string;

/** The library as the api lists it, with a token of its own (as the web app signs in). */
const library = () => libraryReferences<ListedReference>(server, token);

beforeAll(async () => {
  [server, pages, extension] = await Promise.all([startIbidServer({ webApp: false }), startFixtureServer(), launchWithExtension()]);
  gate = await startGate(server.url);
  token = await signIn(server, server.demo.email, server.demo.password);
}, 120_000);

afterAll(async () => {
  await extension?.close();
  await gate?.stop();
  await pages?.close();
  await server?.stop();
});

describe('saving to the library', () => {
  const screens = popupScreens('save');
  const PLOS_DOI = '10.1371/journal.pone.0000001';
  const GUARDIAN_URL = 'https://www.theguardian.com/technology/2017/jul/03/facebook-track-browsing-history-california-lawsuit';

  it('signs in at the Ibid address given, saves the page, and the api lists the reference', async () => {
    expect((await library()).filter((r) => r.data.doi === PLOS_DOI)).toEqual([]);
    const { tabId } = await extension.openPage(pages.urlOf('plos-pone'));
    const popup = await extension.openPopup(tabId);

    await waitForText(popup, 'Log in to save to your library');
    await fillField(popup, 'Email', server.demo.email);
    await fillField(popup, 'Password', server.demo.password);
    await fillField(popup, 'Ibid address', gate.url);
    await screens.capture(popup, 'sign-in', 'section[aria-labelledby="sign-in-heading"]');
    await clickButton(popup, 'Log In');

    await waitForText(popup, `Logged in as ${server.demo.email.toLowerCase()}`);
    // The token stays in the extension's storage, never in the page's.
    const stored = await popup.evaluate(() => chrome.storage.local.get(['token', 'apiUrl']));
    expect(stored).toEqual({ token: expect.any(String), apiUrl: gate.url });
    await clickButton(popup, 'Save to library');
    await waitForText(popup, SAVED);
    await screens.capture(popup, 'saved', 'section[aria-labelledby="save-heading"]');

    const saved = (await library()).filter((r) => r.data.doi === PLOS_DOI);
    expect(saved).toEqual([expect.objectContaining({ referenceTypeID: 1, title: 'Neural substrate of cold-seeking behavior in endotoxin shock' })]);
    await popup.close();
  });

  it('warns that the same page is already in the library, and saves a duplicate only when asked', async () => {
    const { tabId } = await extension.openPage(pages.urlOf('plos-pone'));
    const popup = await extension.openPopup(tabId);
    await waitForText(popup, DUPLICATE_TITLE);
    const save = '::-p-xpath(//button[normalize-space()="Save to library"])';
    expect(await popup.$eval(save, (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await screens.capture(popup, 'duplicate', 'section[aria-labelledby="save-heading"]');

    await clickButton(popup, 'Create a duplicate');
    await clickButton(popup, 'Save to library');
    await waitForText(popup, SAVED);
    expect((await library()).filter((r) => r.data.doi === PLOS_DOI)).toHaveLength(2);
    await popup.close();
  });

  it('queues a save made while Ibid cannot be reached and sends it when asked to flush the queue', async () => {
    const { tabId } = await extension.openPage(pages.urlOf('guardian-facebook'));
    const popup = await extension.openPopup(tabId);
    await waitForText(popup, 'Save to My Reference Library');

    await gate.close();
    await clickButton(popup, 'Save to library');
    await waitForText(popup, QUEUED_MESSAGE);
    await screens.capture(popup, 'queued', 'section[aria-labelledby="save-heading"]');
    const queue = await popup.evaluate(() => chrome.storage.local.get('saveQueue'));
    expect(queue.saveQueue).toEqual([expect.objectContaining({ title: expect.stringContaining('Facebook can track your browsing') })]);
    expect((await library()).filter((r) => r.data.url === GUARDIAN_URL)).toEqual([]);

    await gate.open();
    expect(await sendFromPopup(popup, 'flush-queue')).toEqual({ sent: 1, left: 0 });
    expect((await library()).filter((r) => r.data.url === GUARDIAN_URL)).toEqual([expect.objectContaining({ referenceTypeID: 29 })]);
    expect((await popup.evaluate(() => chrome.storage.local.get('saveQueue'))).saveQueue).toEqual([]);
    await popup.close();
  });
});
