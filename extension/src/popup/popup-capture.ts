/**
 * The page's capture as the popup shows it: its titles in sentence case, the page's own kept for the reader to check
 * in the library (engine csl/imported-titles.ts). Done here, not in the content script that runs on every page, so
 * that only the popup loads the word list sentence case reads.
 */
import { withSentenceCaseTitles } from '@ibid/engine';
import type { PageCapture } from '../shared/page-capture';

export function forThePopup(capture: PageCapture): PageCapture {
  return { ...capture, metadata: { ...capture.metadata, reference: withSentenceCaseTitles(capture.metadata.reference) } };
}
