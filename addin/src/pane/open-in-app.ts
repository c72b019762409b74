/**
 * Screens of the web app that the pane opens beside the paper rather than inside it: the reference library opens in
 * a window at 75% of the screen (word-addin §2.4, §9), other app pages in a new tab, so the paper stays open. In
 * Word the library is an Office dialog instead (`configureAppPages`).
 */
import { PATHS } from '../app/paths';

export interface DialogSize {
  heightPercent: number;
  widthPercent: number;
}

/** A page opened beside the pane, as far as the pane follows it: whether the user has closed it. */
export interface OpenedPage {
  readonly closed: boolean;
}

/** Opens an app page; answers the dialog's window (null for a new tab, opened without an opener, or a blocked window). */
export type AppPageOpener = (path: string, dialog?: DialogSize) => OpenedPage | null;

const openInBrowser: AppPageOpener = (path, dialog) => {
  if (!dialog) {
    window.open(path, '_blank', 'noopener');
    return null;
  }
  const width = Math.round((window.screen.availWidth * dialog.widthPercent) / 100);
  const height = Math.round((window.screen.availHeight * dialog.heightPercent) / 100);
  return window.open(path, 'ibid-library', `popup,width=${width},height=${height}`);
};

let opener: AppPageOpener = openInBrowser;

/** Where the pane runs decides how it opens app pages: the Word pane sets Office's dialogs at start-up. */
export function configureAppPages(next: AppPageOpener): void {
  opener = next;
}

export function openInApp(path: string, dialog?: DialogSize): OpenedPage | null {
  return opener(path, dialog);
}

/** The library dialog's size (word-addin §9). */
export const LIBRARY_DIALOG = { heightPercent: 75, widthPercent: 75 } as const;

/** Opens the reference library (or a screen inside it, e.g. the create flow) in its dialog window. */
export function openLibrary(child?: string): OpenedPage | null {
  return openInApp(child ? `${PATHS.MyReferenceLibrary}/${child}` : PATHS.MyReferenceLibrary, LIBRARY_DIALOG);
}
