// `node addin/build/render-icons.mjs`: draws the add-in's icons (addin/public/assets/icon-<size>.png, committed) from
// the one source, icon.svg, with headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Run it after changing
// the mark; the build only copies the PNGs, so building needs no browser.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ribbon buttons take 16, 32 and 80 px; the add-in's IconUrl 32 px and its HighResolutionIconUrl 64 px. */
const ICON_SIZES = [16, 32, 64, 80];

const here = fileURLToPath(new URL('.', import.meta.url));
const out = join(here, '..', 'public', 'assets');
const svg = readFileSync(join(here, 'icon.svg'), 'utf8');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const work = mkdtempSync(join(tmpdir(), 'ibid-icons-'));
try {
  for (const size of ICON_SIZES) {
    const page = join(work, `icon-${size}.html`);
    writeFileSync(page, `<!doctype html><style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    const png = join(out, `icon-${size}.png`);
    execFileSync(chromium, [
      '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1',
      '--default-background-color=00000000', `--window-size=${size},${size}`, `--screenshot=${png}`, `file://${page}`,
    ], { stdio: 'ignore' });
    console.log(`wrote ${png}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
