/// <reference types="office-js" />
/**
 * WordHost for the pane inside Word (taskpane.html, addin/src/word/): office-js's own namespaces handed to it once
 * Office is ready.
 */
import type { OfficeApis, OfficeCommon } from './office';

export { createWordHost, type WordHostOptions, type WordPaperApi } from './word-host';
export { dismissWordOnlineNotice, wordStartup, type WordStartup, type WordStartupScreen, type WordOnlineNotice } from './startup';
export { WORD_MESSAGES, WORD_TOO_OLD } from './messages';
export type { OfficeApis, OfficeCommon } from './office';
export { adoptPaper, openNewPaper } from './paper-setup';

/** The office-js globals (Office.onReady has resolved): Word's batches and the common api. */
export const officeApis = (): OfficeApis => ({ word: Word, office: Office as unknown as OfficeCommon });
