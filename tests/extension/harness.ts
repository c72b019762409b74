// Functions passed to evaluate run in the extension's service worker or pages: they are typed against the DOM.
/// <reference lib="dom" />
/**
 * The extension's end-to-end harness: the freshly built `extension/dist` loaded unpacked into headless Chromium,
 * the saved pages of engine/src/metadata/fixtures/pages/ served on loopback at their original paths (the extractor reads
 * the address; a page's canonical link carries its host), the popup opened for a tab, and a gate in front of the
 * api that can be closed to play "offline" without losing the api's database.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page, type WebWorker } from 'puppeteer-core';
import { FIXTURES_DIR, fixturePages, type FixturePage } from '../../extension/src/testing/fixture-pages.js';
import { CHROMIUM_FLAGS, VIEWPORT, ensureChromium, pageErrors } from '../web/browser.js';
import { eventually } from '../web/ibid-server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const EXTENSION_DIST = join(ROOT, 'extension', 'dist');

/** The popup's own size in Chrome (its body is 460 px wide, its content at most 600 px high). */
export const POPUP_VIEWPORT = { width: 460, height: 600 };

// ---------------------------------------------------------------------------------------------------------------
// The build

/** What the extension is built from: a change to any of them makes extension/dist stale. */
const BUILD_INPUTS = ['extension/src', 'extension/vite.config.ts', 'extension/package.json', 'manifest.json', 'addin/src', 'engine/dist'].map((p) => join(ROOT, p));

function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const isFresh = () => (statSync(join(EXTENSION_DIST, 'manifest.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0) > Math.max(...BUILD_INPUTS.map(newestChange));

const BUILD_LOCK = join(tmpdir(), 'ibid-extension-build.lock');

/**
 * Builds the extension (`npm run build -w extension`) unless extension/dist is newer than everything it is made
 * from. Test files start in parallel: one builds while the others wait on the lock, then find it fresh.
 */
export async function ensureFreshExtension(): Promise<string> {
  await eventually(
    'the extension build lock',
    () => {
      try {
        mkdirSync(BUILD_LOCK);
        return true;
      } catch {
        return undefined;
      }
    },
    120_000,
  );
  try {
    if (!isFresh()) execFileSync('npm', ['run', 'build', '-w', 'extension'], { cwd: ROOT, stdio: 'pipe' });
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
  return EXTENSION_DIST;
}

// ---------------------------------------------------------------------------------------------------------------
// The saved pages

export interface FixtureServer {
  origin: string;
  /** The loopback address of the page whose file name contains `name`: its original path and query. */
  urlOf: (name: string) => string;
  close: () => Promise<void>;
}

const pathOf = (page: FixturePage) => {
  if (!page.url) return `/${page.file}`;
  const { pathname, search } = new URL(page.url);
  return pathname + search;
};

export async function startFixtureServer(): Promise<FixtureServer> {
  const pages = fixturePages();
  const byPath = new Map(pages.map((p) => [pathOf(p), p]));
  const server = createHttpServer((request, response) => {
    const page = byPath.get(request.url ?? '');
    if (!page) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not a saved page');
    // The saved pages point at their sites' scripts, styles and images, which this network cannot reach: refusing
    // them up front makes `load` prompt and keeps the pages' own scripts from changing what the extension reads.
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:" })
      .end(readFileSync(FIXTURES_DIR + page.file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    urlOf: (name) => {
      const page = pages.find((p) => p.file.includes(name));
      if (!page) throw new Error(`No saved page matches ${name}`);
      return origin + pathOf(page);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A gate in front of the api

export interface Gate {
  /** The address the extension is given: http://127.0.0.1:port, stable across close and open. */
  url: string;
  /** Refuses connections (and drops open ones): the api cannot be reached. */
  close: () => Promise<void>;
  open: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A TCP pass-through to `target` (http://host:port) on a loopback port of its own. */
export async function startGate(target: string): Promise<Gate> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createTcpServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => (s === client ? upstream : client).destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (at: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(at, '127.0.0.1', () => resolve()));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  await listen(0);
  const gatePort = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${gatePort}`, close, open: () => listen(gatePort), stop: close };
}

// ---------------------------------------------------------------------------------------------------------------
// Chromium with the extension

export interface ExtensionBrowser {
  browser: Browser;
  extensionId: string;
  /** The extension's service worker, to read the badge or storage as the extension sees them. */
  worker: () => Promise<WebWorker>;
  /** The action's badge text on a tab, as the service worker reads it. */
  badgeText: (tabId: number) => Promise<string>;
  /** Opens a saved page in a new tab; answers the page and its tab id once the content script has read it. */
  openPage: (url: string) => Promise<{ page: Page; tabId: number }>;
  /** Opens the popup for a tab, as a page of the extension at the popup's size, once it has read the page. */
  openPopup: (tabId: number) => Promise<Page>;
  close: () => Promise<void>;
}

async function preparedPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage();
  if (viewport) await page.setViewport(viewport);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  page.setDefaultTimeout(15_000);
  // pageErrors (tests/web/browser.ts) only knows the pages it opened: collect this page's own.
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  (page as Page & { thrown?: string[] }).thrown = thrown;
  return page;
}

/** Uncaught exceptions the page threw since it opened. */
export const thrownOn = (page: Page): string[] => (page as Page & { thrown?: string[] }).thrown ?? pageErrors(page);

export async function launchWithExtension(): Promise<ExtensionBrowser> {
  const extensionDir = await ensureFreshExtension();
  const executablePath = await ensureChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'ibid-extension-chromium-'));
  const browser = await puppeteer.launch({ executablePath, userDataDir, headless: true, pipe: true, enableExtensions: [extensionDir], args: CHROMIUM_FLAGS, defaultViewport: VIEWPORT });
  const isOurWorker = (t: { type: () => string; url: () => string }) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://') && t.url().endsWith('/service-worker-loader.js');
  const target = await browser.waitForTarget(isOurWorker, { timeout: 15_000 });
  const extensionId = new URL(target.url()).host;

  // The worker may be stopped when idle and started again: always ask for the current one.
  const worker = async () => {
    const current = browser.targets().find(isOurWorker) ?? (await browser.waitForTarget(isOurWorker));
    const w = await current.worker();
    if (!w) throw new Error('The extension has no service worker');
    return w;
  };

  const openPage = async (url: string) => {
    const page = await preparedPage(browser);
    await page.goto(url, { waitUntil: 'load' });
    const tabId = await eventually(`the tab of ${url}`, async () =>
      (await worker()).evaluate(async (href) => (await chrome.tabs.query({})).find((t) => t.url === href)?.id, page.url()),
    );
    // The content script is injected at document_idle, which may come after `load`: wait until it answers.
    await eventually(`the content script on ${url}`, async () =>
      (await worker()).evaluate((id) => chrome.tabs.sendMessage(id, { type: 'capture-page', payload: {} }).then(() => true, () => undefined), tabId),
    );
    return { page, tabId };
  };

  const openPopup = async (tabId: number) => {
    const popup = await preparedPage(browser, POPUP_VIEWPORT);
    await popup.goto(`chrome-extension://${extensionId}/src/popup/index.html?tabId=${tabId}`, { waitUntil: 'load' });
    // Ready when the app has mounted and its spinner has gone: the page was read (or could not be).
    await popup.waitForFunction(() => document.querySelector('main') !== null && document.querySelector('.fui-Spinner') === null);
    return popup;
  };

  const badgeText = async (tabId: number) => (await worker()).evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);

  return {
    browser,
    extensionId,
    worker,
    badgeText,
    openPage,
    openPopup,
    close: async () => {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The popup

/** The formatted reference and in-text citation the popup shows, as text. */
export async function shownReference(popup: Page): Promise<{ reference: string; citation: string }> {
  return popup.$eval('section[aria-labelledby="output-heading"]', (section) => {
    const [reference, citation] = Array.from(section.querySelectorAll('p')).map((p) => p.textContent ?? '');
    return { reference: reference ?? '', citation: citation ?? '' };
  });
}

/** The reference type the popup inferred, as its dropdown shows it. */
export const shownType = (popup: Page) => popup.$eval('section[aria-labelledby="capture-heading"] button[role="combobox"]', (b) => b.textContent?.trim() ?? '');

/** Sends a message of the registry from an extension page (the popup), as the popup itself does. */
export const sendFromPopup = (popup: Page, type: string, payload: object = {}) => popup.evaluate((message) => chrome.runtime.sendMessage(message), { type, payload });

/** Chooses a format with the popup's switch and waits for the reference to change to it. */
export async function chooseFormat(popup: Page, format: 'apa7' | 'mla9' | 'turabian9'): Promise<void> {
  const radio = `input[type="radio"][value="${format}"]`;
  if (await popup.$eval(radio, (r) => (r as HTMLInputElement).checked)) return;
  const before = (await shownReference(popup)).reference;
  await popup.click(radio);
  await popup.waitForFunction(
    (previous) => document.querySelector('section[aria-labelledby="output-heading"] p')?.textContent !== previous,
    {},
    before,
  );
}

/** The field the label names (a Fluent `Field`): its input. */
export async function fillField(page: Page, label: string, value: string): Promise<void> {
  const id = await page.$$eval('label', (labels, wanted) => labels.find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === wanted)?.htmlFor, label);
  if (!id) throw new Error(`No field labelled ${label}`);
  const input = `[id="${id}"]`;
  await page.click(input);
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(input, value);
}

/** Clicks the button whose text is `text`, waiting for it to be there and enabled. */
export async function clickButton(page: Page, text: string): Promise<void> {
  const button = await page.waitForSelector(`::-p-xpath(//button[normalize-space()=${JSON.stringify(text)} and not(@disabled)])`);
  await button!.click();
}

/** Waits for `text` to appear in the page's visible text. */
export async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), {}, text);
}
