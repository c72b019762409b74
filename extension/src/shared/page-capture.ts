/**
 * What the content script reads from a page: the engine's reference with its confidence and sources, its titles as
 * the page writes them. The content script runs on every page a reader opens (for the badge), so it holds only the
 * extractor; the popup puts the titles in sentence case (`forThePopup`), with the word list that takes.
 */
import type { ExtractedMetadata } from '@ibid/engine/metadata';
import { extractMetadata } from '@ibid/engine/metadata';

export interface PageCapture {
  url: string;
  pageTitle: string;
  /** The text the user had selected, for "cite the selected DOI or ISBN". */
  selection: string;
  metadata: Pick<ExtractedMetadata, 'reference' | 'confidence' | 'sources' | 'typeReason' | 'warnings'>;
}

/** Types that are scholarly works: the badge lights up for them (articles, books, chapters, reports, theses, data, preprints...). */
export const SCHOLARLY_TYPE_IDS: ReadonlySet<number> = new Set([1, 2, 4, 7, 8, 9, 10, 11, 31, 32, 38, 42]);

/** The day as the engine wants it (it has no clock). */
export const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export function capturePage(html: string, url: string, pageTitle: string, selection: string, now?: Date): PageCapture {
  const { reference, confidence, sources, typeReason, warnings } = extractMetadata(html, url, { accessed: today(now) });
  return { url, pageTitle, selection, metadata: { reference, confidence, sources, typeReason, warnings } };
}

/** A page is worth a badge when it describes a scholarly work, or anything with a DOI or ISBN. */
export function isScholarly(capture: PageCapture): boolean {
  const { reference } = capture.metadata;
  return SCHOLARLY_TYPE_IDS.has(reference.referenceTypeID) || Boolean(reference.data.doi) || Boolean(reference.data.isbns?.length);
}
