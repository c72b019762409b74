/**
 * What every browser flow starts from: one api server (fresh SQLite, loopback SMTP) and one Chromium tab for the
 * test file, started before its tests and stopped after them. `prepare` sets data up through the api first;
 * `signedIn` leaves the tab on the demo account's library.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.js';
import { startIbidServer, type IbidServer, type ServerOptions } from './ibid-server.js';
import { at, logIn } from './user.js';

export interface WebSession {
  server: IbidServer;
  chromium: TestBrowser;
  page: Page;
}

export interface WebSessionOptions extends ServerOptions {
  signedIn?: boolean;
  prepare?: (server: IbidServer) => Promise<void>;
}

export function useWebSession({ signedIn, prepare, ...serverOptions }: WebSessionOptions = {}): WebSession {
  const session = {} as WebSession;
  beforeAll(async () => {
    [session.server, session.chromium] = await Promise.all([startIbidServer(serverOptions), launchBrowser()]);
    await prepare?.(session.server);
    session.page = await session.chromium.newPage();
    if (signedIn) {
      await session.page.goto(`${session.server.url}/login`);
      await logIn(session.page, session.server.demo.email, session.server.demo.password);
      await at(session.page, '/my-reference-library');
    }
  }, 120_000);
  afterAll(async () => {
    await session.chromium?.close();
    await session.server?.stop();
  }, 60_000);
  return session;
}
