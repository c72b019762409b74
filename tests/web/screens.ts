// Functions passed to page.evaluate run in the page: they are typed against the DOM.
/// <reference lib="dom" />
/**
 * Every screen a flow passes through: settled (network idle, animations done), saved as a full-page screenshot
 * in tests/web/screenshots/<flow>-<nn>-<screen>.png, and checked with axe-core for serious or critical
 * violations. Failures are soft, so one flow reports every screen's problems instead of stopping at the first.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { expect, onTestFailed } from 'vitest';
import { networkQuiet, pageErrors, VIEWPORT } from './browser.js';

export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** The task pane's width in Word (and beside the browser editor), for the narrow captures. */
export const TASK_PANE_VIEWPORT = { width: 350, height: 900 };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * Waits until no request has been in flight for a moment and no entrance or exit animation is running. Longer
 * animations are timers, not motion (a Fluent toast's timeout is a CSS animation): waiting for them would wait the
 * toast away.
 */
export async function settle(page: Page): Promise<void> {
  // Best effort: a screenshot needs a quiet page, not a perfect one.
  await networkQuiet(page);
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document.getAnimations().every((a) => a.playState !== 'running' || Number(a.effect?.getComputedTiming().activeDuration ?? Infinity) > 1000),
    { timeout: 10_000 },
  );
}

/** axe-core's serious and critical violations on the page as it is now, one readable line per rule and element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') rightly refuses
  // the inline <script> that page.addScriptTag would add, and bypassing CSP would hide the app's own CSP faults.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map(
      (v): Violation => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n: { target: unknown[]; html: string; failureSummary?: string }) => ({
          target: n.target.join(' '),
          html: n.html,
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' '),
        })),
      }),
    );
  });
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    // Fluent's focus manager (tabster) puts focusable aria-hidden <i data-tabster-dummy> guards around focus zones on
    // purpose: a known false positive of aria-hidden-focus (microsoft/tabster#288, accessibility-insights-web#7598).
    .map((v) => (v.id === 'aria-hidden-focus' ? { ...v, nodes: v.nodes.filter((n) => !n.html.includes('data-tabster-dummy')) } : v))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target}: ${v.help}. ${n.summary} [${v.helpUrl}]`));
}

export interface ScreenLog {
  /**
   * Settles the page, saves its screenshot and checks it with axe; `screen` names the file (kebab-case). A screen
   * that only shows for a moment (the spec's 1.2 s import count) is taken as it is: `{ transient: true }`. The
   * screenshot is of the whole page, or of one part of it (`element`, a selector), e.g. the task pane below a paper.
   */
  capture: (page: Page, screen: string, options?: { transient?: boolean; element?: string }) => Promise<void>;
}

/**
 * The screen log of one flow; its screenshots from an earlier run are removed first. When a test that captured with
 * it fails, the page as it was is saved as <flow>-failure.png.
 */
export function screens(flow: string): ScreenLog {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const file of readdirSync(SCREENSHOTS)) if (file.startsWith(`${flow}-`)) rmSync(join(SCREENSHOTS, file));
  let n = 0;
  let last: Page | undefined;
  // Watched from the first capture of each test that uses the log (a file may spread one flow over several tests).
  const watched = new Set<string | undefined>();
  const saveOnFailure = () => {
    const test = expect.getState().currentTestName;
    if (watched.has(test)) return;
    watched.add(test);
    onTestFailed(async () => {
      await last?.screenshot({ path: join(SCREENSHOTS, `${flow}-failure.png`), fullPage: true }).catch(() => undefined);
    });
  };
  return {
    capture: async (page, screen, options = {}) => {
      saveOnFailure();
      last = page;
      n += 1;
      if (!options.transient) await settle(page);
      const name = `${flow}-${String(n).padStart(2, '0')}-${screen}`;
      const path = join(SCREENSHOTS, `${name}.png`);
      // The same pixels, compressed less: encoding the PNG was most of a full page's screenshot time.
      if (options.element) await (await page.waitForSelector(options.element))!.screenshot({ path, optimizeForSpeed: true });
      else await page.screenshot({ path, fullPage: true, optimizeForSpeed: true });
      expect.soft(await axeViolations(page), `axe on ${name} (${page.url()})`).toEqual([]);
      expect.soft(pageErrors(page).splice(0), `uncaught errors on ${name}`).toEqual([]);
    },
  };
}

/** The elements that reach past the right edge of the window (the innermost ones), as `tag.class "text"`. */
export const cutOffOnTheRight = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const past = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
    return Array.from(document.body.querySelectorAll('*'))
      .filter((el) => past(el) && !Array.from(el.children).some(past))
      .map((el) => `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });

/**
 * Captures the screen at 1280 px (`<screen>-1280`) and again at the task pane's 350 px (`<screen>-350`), where nothing
 * may be cut off on the right (issue 16), then returns to 1280 px.
 */
export async function captureAtBothWidths(shots: ScreenLog, page: Page, screen: string): Promise<void> {
  await shots.capture(page, `${screen}-1280`);
  await page.setViewport(TASK_PANE_VIEWPORT);
  await shots.capture(page, `${screen}-350`);
  expect.soft(await cutOffOnTheRight(page), `cut off on the right at 350 px on ${screen}`).toEqual([]);
  await page.setViewport(VIEWPORT);
}
