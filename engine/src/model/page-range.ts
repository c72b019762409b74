/** Page ranges: "12-15", "e1002614", "S1-S9, 22": typed so that styles choose the dash and the prefix. */
import { PROGRAM_PLACEHOLDER } from '../text/placeholders.js';

/** One range or single page; both ends non-blank when present. */
export type PageRange = {
  start: string;
  end?: string;
};

/** At least one range. */
export type Pages = PageRange[];

/** What exporters write where there is no page: "n.p." (no pagination), "undefined", "null", "??" (Mendeley's "n.p.-undefined"). */
const NO_PAGE = new RegExp(`^(?:n\\.?\\s?p(?:ag)?\\.?|${PROGRAM_PLACEHOLDER}|\\?+)$`, 'i');

/** Reads "12-15, 18", "12–15", "pp. 12 to 15" into ranges; hyphens, en dashes and "to" all separate. */
export function parsePages(text: string): Pages | undefined {
  const cleaned = text.trim().replace(/^(pp?\.|pages?)\s*/i, '');
  if (!cleaned) return undefined;
  const ranges: Pages = [];
  for (const part of cleaned.split(/\s*[,;&]\s*/)) {
    if (!part) continue;
    const [first, last, extra] = part.split(/\s*(?:[-–—‐]+|\bto\b)\s*/);
    if (!first || extra !== undefined) return undefined;
    const [start, end] = [first, last].filter((page) => page && !NO_PAGE.test(page));
    if (start) ranges.push(end ? { start, end } : { start });
  }
  return ranges.length ? ranges : undefined;
}

/** Writes ranges back with the given dash: "12–15, 18" (styles) or "12-15, 18" (CSL, BibTeX uses "--"). */
export function formatPages(pages: readonly PageRange[], dash = '–'): string {
  return pages.map((r) => (r.end ? `${r.start}${dash}${r.end}` : r.start)).join(', ');
}

/** True when the pages span more than one page, so a style writes "pp." rather than "p.". */
export function isPageSpan(pages: readonly PageRange[]): boolean {
  return pages.length > 1 || pages.some((r) => r.end !== undefined && r.end !== r.start);
}
