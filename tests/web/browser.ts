/**
 * Chromium for the web tests, driven by puppeteer-core: installed from Debian's packages when missing (a fresh CI
 * machine has none), launched headless with a fresh profile and the flags that keep it off the network.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying hosts this network refuses (TOOLCHAIN.md).
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const VIEWPORT = { width: 1280, height: 900 };

/** Test files start in parallel: one installs while the others wait on this lock, then find Chromium there. */
const INSTALL_LOCK = join(tmpdir(), 'ibid-chromium-install.lock');

async function withInstallLock(work: () => void): Promise<void> {
  const until = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(INSTALL_LOCK);
      break;
    } catch {
      if (Date.now() > until) throw new Error(`Gave up waiting for ${INSTALL_LOCK}: remove it if no install is running.`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    work();
  } finally {
    rmSync(INSTALL_LOCK, { recursive: true, force: true });
  }
}

/** The path of Chromium, installing it with apt-get (as root) when it is missing. */
export async function ensureChromium(): Promise<string> {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(`The web tests need Chromium at ${CHROMIUM}. Install it with \`sudo apt-get install -y chromium\` (Debian), or set CHROMIUM_PATH to a Chromium or Chrome binary.`);
  }
  await withInstallLock(() => {
    if (existsSync(CHROMIUM)) return;
    const apt = (...args: string[]) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    apt('update');
    apt('install', '-y', '--no-install-recommends', 'chromium');
  });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get install chromium finished but ${CHROMIUM} is still missing.`);
  return CHROMIUM;
}

const errors = new WeakMap<Page, string[]>();

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
      page.on('pageerror', (error) => thrown.push(error instanceof Error ? (error.stack ?? error.message) : String(error)));
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      page.setDefaultTimeout(15_000);
      return page;
    },
    close: async () => {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
