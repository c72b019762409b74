/**
 * Chromium for the web tests, driven by puppeteer-core: installed from Debian's packages when missing (a fresh CI
 * machine has none), launched headless with a fresh profile and the flags that keep it off the network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { ensureAptTool } from '../apt-install.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying hosts this network refuses (TOOLCHAIN.md).
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const VIEWPORT = { width: 1280, height: 900 };

/** The path of Chromium, installing it with apt-get (as root) when it is missing. */
export const ensureChromium = (): Promise<string> =>
  ensureAptTool({
    binary: CHROMIUM,
    packages: ['chromium'],
    hint: 'The web tests need Chromium: install it with `sudo apt-get install -y chromium` (Debian), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  });

const errors = new WeakMap<Page, string[]>();
const inFlight = new WeakMap<Page, Map<HTTPRequest, number>>();

/**
 * The requests the page's current document has in flight, with the time each started, tracked from the first call
 * on. A new document (the main frame's navigation request) forgets the old one's requests.
 */
function requestsInFlight(page: Page): Map<HTTPRequest, number> {
  let requests = inFlight.get(page);
  if (!requests) {
    const tracked = new Map<HTTPRequest, number>();
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) tracked.clear();
      tracked.set(request, Date.now());
    });
    page.on('requestfinished', (request) => tracked.delete(request));
    page.on('requestfailed', (request) => tracked.delete(request));
    inFlight.set(page, (requests = tracked));
  }
  return requests;
}

/** A request still in flight after this long is taken as one whose end the DevTools protocol never reported. */
const LOST_AFTER_MS = 5_000;

/**
 * Resolves once the page has had no request in flight for `idle` ms, or after `timeout` ms at most (best effort).
 * Not puppeteer's waitForNetworkIdle: its count keeps, now and then, a request it never sees finish, for good (across
 * navigations too), and then every later wait for a quiet network waits out its limit (a 50 s test took 600 s in CI).
 */
export async function networkQuiet(page: Page, idle = 250, timeout = 10_000): Promise<void> {
  const requests = requestsInFlight(page);
  const giveUp = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() < giveUp) {
    const now = Date.now();
    if ([...requests.values()].some((started) => now - started < LOST_AFTER_MS)) quietSince = now;
    else if (now - quietSince >= idle) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uncaught exceptions the page threw since it opened: a screen that crashes is broken even when it still renders. */
export const pageErrors = (page: Page): string[] => errors.get(page) ?? [];

export interface TestBrowser {
  browser: Browser;
  /** A new tab with the test viewport and reduced motion, so screenshots and checks see settled screens. */
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const executablePath = await ensureChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'ibid-chromium-'));
  const browser = await puppeteer.launch({ executablePath, userDataDir, headless: true, args: CHROMIUM_FLAGS, defaultViewport: VIEWPORT });
  return {
    browser,
    newPage: async () => {
      const page = await browser.newPage();
      const thrown: string[] = [];
      errors.set(page, thrown);
      requestsInFlight(page);
      page.on('pageerror', (error) => thrown.push(error instanceof Error ? (error.stack ?? error.message) : String(error)));
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      page.setDefaultTimeout(30_000);
      return page;
    },
    close: async () => {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
