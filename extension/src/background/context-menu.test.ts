import type browser from 'webextension-polyfill';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, resetFakeBrowser } from '../testing/fake-browser';
import { rememberMenuAction, takeMenuAction } from './context-menu';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../testing/fake-browser')).fakeBrowser }));

const click = (menuItemId: string, selectionText?: string) => ({ menuItemId, selectionText, editable: false, modifiers: [] }) as unknown as browser.Menus.OnClickData;
const tab = { id: 7 } as browser.Tabs.Tab;

beforeEach(resetFakeBrowser);

describe('the context menu', () => {
  it('hands the selected text and its tab to the popup it opens, once', async () => {
    await rememberMenuAction(click('cite-selection', '  10.1371/journal.pone.0000001 '), tab);
    expect(fakeBrowser.action.popupsOpened).toBe(1);
    expect(await takeMenuAction()).toEqual({ kind: 'selection', tabId: 7, selection: '10.1371/journal.pone.0000001' });
    expect(await takeMenuAction()).toBeUndefined();
  });

  it("cites the page when 'Cite this page' is chosen", async () => {
    await rememberMenuAction(click('cite-page'), tab);
    expect(await takeMenuAction()).toEqual({ kind: 'page', tabId: 7, selection: '' });
  });

  it('opens the popup page in a small window for that tab where Chrome cannot open the popup itself', async () => {
    fakeBrowser.action.canOpenPopup = false;
    await rememberMenuAction(click('cite-page'), tab);
    expect(fakeBrowser.windows.created).toEqual([expect.objectContaining({ type: 'popup', url: 'chrome-extension://fake-extension-id/src/popup/index.html?tabId=7' })]);
  });

  it('does nothing for a click outside a tab', async () => {
    await rememberMenuAction(click('cite-page'), undefined);
    expect(fakeBrowser.action.popupsOpened).toBe(0);
    expect(await takeMenuAction()).toBeUndefined();
  });
});
