/**
 * The service worker: the badge for pages that describe a scholarly work, the context menu, and sending the saves
 * queued while offline (on start, every minute while any wait, and when the popup asks).
 */
import browser from 'webextension-polyfill';
import { connectApi } from '../shared/api';
import { handleMessages } from '../shared/messages';
import { flushQueue, queuedSaves } from '../shared/save-queue';
import { sendQueuedSave } from '../shared/save-reference';
import { CONTEXT_MENUS, rememberMenuAction } from './context-menu';

const FLUSH_ALARM = 'flush-queue';

async function flush() {
  await connectApi();
  const result = await flushQueue((save) => sendQueuedSave(save.request));
  if (result.left === 0) await browser.alarms.clear(FLUSH_ALARM);
  return result;
}

async function scheduleFlush() {
  if ((await queuedSaves()).some((s) => !s.error)) await browser.alarms.create(FLUSH_ALARM, { periodInMinutes: 1 });
}

handleMessages({
  'page-scanned': async ({ scholarly }, sender) => {
    const tabId = sender.tab?.id;
    if (tabId === undefined) return;
    await browser.action.setBadgeText({ tabId, text: scholarly ? '✓' : '' });
    if (scholarly) {
      await browser.action.setBadgeBackgroundColor({ tabId, color: '#0F6CBD' });
      await browser.action.setTitle({ tabId, title: 'Ibid found a scholarly work on this page: cite it' });
    }
  },
  'flush-queue': async () => {
    const result = await flush();
    await scheduleFlush();
    return result;
  },
});

browser.runtime.onInstalled.addListener(() => {
  for (const menu of CONTEXT_MENUS) browser.contextMenus.create(menu);
});

browser.contextMenus.onClicked.addListener((info, tab) => void rememberMenuAction(info, tab));

browser.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === FLUSH_ALARM) void flush();
});

browser.runtime.onStartup.addListener(() => void flush().then(scheduleFlush));
