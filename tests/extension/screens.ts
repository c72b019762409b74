/**
 * The popup's screens: settled, saved as screenshots in tests/extension/screenshots/<flow>-<nn>-<screen>.png and
 * checked with axe-core (no serious or critical violation) and for uncaught errors, with tests/web/screens.ts's
 * functions. Failures are soft, so a flow reports every screen's problems.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { axeViolations, settle } from '../web/screens.js';
import { thrownOn } from './harness.js';

export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

export interface PopupScreens {
  /** Scrolls `show` (a selector) into view when given, then saves the screenshot and checks the screen. */
  capture: (popup: Page, screen: string, show?: string) => Promise<void>;
}

export function popupScreens(flow: string): PopupScreens {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const file of readdirSync(SCREENSHOTS)) if (file.startsWith(`${flow}-`)) rmSync(join(SCREENSHOTS, file));
  let n = 0;
  return {
    capture: async (popup, screen, show) => {
      n += 1;
      if (show) await popup.$eval(show, (element) => element.scrollIntoView({ block: 'start' }));
      await settle(popup);
      const name = `${flow}-${String(n).padStart(2, '0')}-${screen}`;
      await popup.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
      expect.soft(await axeViolations(popup), `axe on ${name}`).toEqual([]);
      expect.soft(thrownOn(popup).splice(0), `uncaught errors on ${name}`).toEqual([]);
    },
  };
}
