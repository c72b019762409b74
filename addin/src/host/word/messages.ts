/**
 * What the pane says when a WordHost call fails (word-addin §8), by the host's error code. The screens show these
 * under their own titles ('Problem inserting citation', 'Problem inserting figure', ...).
 */
import type { HostErrorCode } from '../document-host';

export const WORD_MESSAGES = {
  'citation-placement': "Oops! We can't place a citation there. Please move the cursor where you want your citation to appear.",
  'figure-placement': "Oops! We can't place a figure there. Please move the cursor where you want your figure to appear.",
  'table-placement': "We can't place a table there. Please move the cursor where you want your table to appear.",
  'no-paper': 'This document is not an Ibid paper yet.',
  'advanced-mode': 'Citations are plain text in Advanced Edit Mode: they are no longer updated by Ibid.',
  failed: 'Sorry! Something went wrong when trying that last action. Try that again or reach out to our Customer Support team.',
} as const satisfies Record<HostErrorCode, string>;

/** §8's notice for a Word that lacks what a feature needs. */
export const WORD_TOO_OLD = 'This version of Word lacks functionality Ibid needs for this. Please update Word, or use Word on the web.';

/** §8's connection error. */
export const OFFLINE = 'The product for Word requires an Internet Connection. Please check your internet connection and try again.';
