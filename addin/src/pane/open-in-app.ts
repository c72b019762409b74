/**
 * Screens of the web app that the pane opens beside the paper rather than inside it: the reference library opens in
 * a window at 75% of the screen (word-addin §2.4, §9), other app pages in a new tab, so the paper stays open.
 */
import { PATHS } from '../app/paths';

/** Answers the dialog's window (null for a new tab, opened without an opener, or a blocked window). */
export function openInApp(path: string, dialog?: { heightPercent: number; widthPercent: number }): Window | null {
  if (!dialog) {
    window.open(path, '_blank', 'noopener');
    return null;
  }
  const width = Math.round((window.screen.availWidth * dialog.widthPercent) / 100);
  const height = Math.round((window.screen.availHeight * dialog.heightPercent) / 100);
  return window.open(path, 'ibid-library', `popup,width=${width},height=${height}`);
}

/** The library dialog's size (word-addin §9). */
export const LIBRARY_DIALOG = { heightPercent: 75, widthPercent: 75 } as const;

/** Opens the reference library (or a screen inside it, e.g. the create flow) in its dialog window. */
export function openLibrary(child?: string): Window | null {
  return openInApp(child ? `${PATHS.MyReferenceLibrary}/${child}` : PATHS.MyReferenceLibrary, LIBRARY_DIALOG);
}
