// Chromium for the browser benches, launched as tests/web/browser.ts launches it (headless, off the network), driven
// by puppeteer-core (the tests workspace's dependency): CHROMIUM_PATH, else /usr/bin/chromium.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Chromium with one tab at `viewport`, on a new profile (a folder in BENCH_TMPDIR: empty cache and storage);
 * `close` also removes the profile.
 */
export async function launchChromium(viewport) {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  const { default: puppeteer } = await import('puppeteer-core');
  const userDataDir = mkdtempSync(join(process.env.BENCH_TMPDIR ?? tmpdir(), 'chromium-'));
  let browser;
  const close = async () => {
    await browser?.close();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  try {
    browser = await puppeteer.launch({ executablePath: CHROMIUM, userDataDir, headless: true, args: CHROMIUM_FLAGS, defaultViewport: viewport });
    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
