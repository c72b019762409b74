/**
 * Inclusive page ranges as each style prints them: APA in full ("212–225"), MLA with the second number cut to its
 * last two digits from 100 up ("212–25", MLA 9, inclusive numbers), Chicago by CMOS 9.64 ("321–28", "101–8", "1496–1504").
 */
import { parsePages, type Pages } from '../model/page-range.js';

export type RangeRule = 'full' | 'mla' | 'cmos';

/** Digits the start and the end share from the left. */
function commonPrefix(start: string, end: string): number {
  let common = 0;
  while (common < start.length && start[common] === end[common]) common++;
  return common;
}

/**
 * The second number of an inclusive range. MLA: in full under 100, else its last two digits or more when more
 * change (1,608–774). CMOS 9.64: all digits under 100 and from a multiple of 100; only the changed part from
 * 101-109 of a hundred (101–8, 808–33); at least two digits from 110-199 of a hundred (321–28, 1087–89); all
 * digits when three of four digits change (1496–1504).
 */
export function abbreviateRangeEnd(start: string, end: string, rule: RangeRule = 'cmos'): string {
  if (rule === 'full' || !/^\d+$/.test(start) || !/^\d+$/.test(end)) return end;
  const first = Number(start);
  if (first < 100 || start.length !== end.length || Number(end) <= first) return end;
  const changed = end.length - commonPrefix(start, end);
  if (rule === 'mla') return end.slice(end.length - Math.max(2, changed));
  if (first % 100 === 0 || (end.length >= 4 && changed >= end.length - 1)) return end;
  return end.slice(end.length - (first % 100 < 10 ? changed : Math.max(2, changed)));
}

/** A reference's pages: "67–83", "580–91", "S1–S9, 22". */
export function pagesText(pages: Pages, rule: RangeRule): string {
  return pages.map((r) => (r.end && r.end !== r.start ? `${r.start}–${abbreviateRangeEnd(r.start, r.end, rule)}` : r.start)).join(', ');
}

/** Pages as a writer typed them in a location: "121-123" → "121–23" (CMOS), "45, 47-49"; as typed when they are not pages. */
export function typedPagesText(value: string, rule: RangeRule): string {
  const pages = parsePages(value);
  return pages ? pagesText(pages, rule) : value;
}
