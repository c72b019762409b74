/// <reference types="office-js" />
/**
 * App pages from the Word pane open as Office dialogs (word-addin §2.4, §9: the library at 75%), the way Word lets
 * an add-in open a window of its own domain; the pane follows whether the user closed it.
 */
import type { AppPageOpener, OpenedPage } from '../pane/open-in-app';

/** Office's DialogEventReceived, by value: the namespace's enum is not there outside Office. */
const DIALOG_EVENT = 'dialogEventReceived' as unknown as Office.EventType;
const FULL_SIZE = { heightPercent: 75, widthPercent: 75 };

export function officeDialogs(ui: Pick<Office.UI, 'displayDialogAsync'>, origin = window.location.origin): AppPageOpener {
  return (path, dialog = FULL_SIZE) => {
    const page = { closed: false };
    ui.displayDialogAsync(new URL(path, origin).href, { height: dialog.heightPercent, width: dialog.widthPercent, displayInIframe: false }, (result) => {
      if (String(result.status) !== 'succeeded') {
        page.closed = true;
        return;
      }
      // The only event a dialog sends its opener is its closing (or a navigation error, which closes it too).
      result.value.addEventHandler(DIALOG_EVENT, () => {
        page.closed = true;
      });
    });
    return page as OpenedPage;
  };
}
