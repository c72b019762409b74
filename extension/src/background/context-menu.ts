/** The context menu: cite this page, or cite the DOI or ISBN the user selected. The popup picks the action up. */
import browser from 'webextension-polyfill';

export const CONTEXT_MENUS: browser.Menus.CreateCreatePropertiesType[] = [
  { id: 'cite-page', title: 'Cite this page with Ibid', contexts: ['page'] },
  { id: 'cite-selection', title: 'Cite the selected DOI or ISBN with Ibid', contexts: ['selection'] },
];

export interface MenuAction {
  kind: 'page' | 'selection';
  tabId: number;
  selection: string;
}

const ACTION_KEY = 'menuAction';
export const POPUP_PAGE = 'src/popup/index.html';

export async function rememberMenuAction(info: browser.Menus.OnClickData, tab: browser.Tabs.Tab | undefined): Promise<void> {
  if (tab?.id === undefined) return;
  const action: MenuAction = { kind: info.menuItemId === 'cite-selection' ? 'selection' : 'page', tabId: tab.id, selection: (info.selectionText ?? '').trim() };
  await browser.storage.session.set({ [ACTION_KEY]: action });
  try {
    await browser.action.openPopup();
  } catch {
    // Chrome before 127 cannot open the action's popup from here: the same page opens in a small window.
    await browser.windows.create({ url: browser.runtime.getURL(`${POPUP_PAGE}?tabId=${tab.id}`), type: 'popup', width: 480, height: 640 });
  }
}

/** The action the popup was opened for, read once. */
export async function takeMenuAction(): Promise<MenuAction | undefined> {
  const stored = (await browser.storage.session.get(ACTION_KEY)) as { [ACTION_KEY]?: MenuAction };
  await browser.storage.session.remove(ACTION_KEY);
  return stored[ACTION_KEY];
}
