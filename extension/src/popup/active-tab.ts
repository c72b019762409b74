/** Reads the page the popup was opened for: the active tab, or the tab named by ?tabId= when the menu opened it in a window. */
import browser from 'webextension-polyfill';
import { sendToTab } from '../shared/messages';
import type { PageCapture } from '../shared/page-capture';
import { forThePopup } from './popup-capture';

export const CANNOT_READ_PAGE = "Ibid can't read this page. Reload it and open Ibid again; browser pages and the Chrome Web Store can't be cited.";

export async function targetTabId(search = location.search): Promise<number | undefined> {
  const fromQuery = Number(new URLSearchParams(search).get('tabId'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

/** How long to wait for a page still loading: the content script starts once the page is idle. */
const CONTENT_SCRIPT_WAIT_MS = 3000;
const RETRY_MS = 150;

export async function readTargetPage(waitMs = CONTENT_SCRIPT_WAIT_MS): Promise<PageCapture> {
  const tabId = await targetTabId();
  if (tabId === undefined) throw new Error(CANNOT_READ_PAGE);
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return forThePopup(await sendToTab(tabId, 'capture-page', {}));
    } catch {
      if (Date.now() >= until) throw new Error(CANNOT_READ_PAGE);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
