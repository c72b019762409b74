/**
 * Chicago's numbers and citation locations: inclusive page ranges abbreviated by CMOS 9.64 ("321–28",
 * "101–8", "1496–1504"), and the location of a note ("45", "para. 4", "chap. 3", "1.2.34", "Gen. 1:3", "1:02:45").
 */
import { LOCATION_TYPES, type CitationLocation } from '../../model/location.js';
import { isPlural, timeStampText } from '../location-text.js';
import { parsePages, type Pages } from '../../model/page-range.js';

/**
 * The second number of an inclusive range, shortened as CMOS 9.64 says: all digits under 100 and from a
 * multiple of 100; only the changed part from 101-109 of a hundred (101–8, 808–33); at least two digits
 * from 110-199 of a hundred (321–28, 1087–89); all digits when three of four digits change (1496–1504).
 */
export function abbreviateRangeEnd(start: string, end: string): string {
  if (!/^\d+$/.test(start) || !/^\d+$/.test(end)) return end;
  const first = Number(start);
  if (first < 100 || first % 100 === 0 || start.length !== end.length || Number(end) <= first) return end;
  let common = 0;
  while (common < start.length && start[common] === end[common]) common++;
  const changed = end.length - common;
  if (end.length >= 4 && changed >= end.length - 1) return end;
  const keep = first % 100 < 10 ? changed : Math.max(2, changed);
  return end.slice(end.length - keep);
}

/** One range "start–end", abbreviated; the hyphen typed between numbers becomes an en dash. */
function rangeText(start: string, end: string | undefined): string {
  return end && end !== start ? `${start}–${abbreviateRangeEnd(start, end)}` : start;
}

/** A reference's pages: "67–83", "580–91", "S1–S9, 22". */
export function chicagoPages(pages: Pages): string {
  return pages.map((r) => rangeText(r.start, r.end)).join(', ');
}

/** Pages as a user typed them in a location: "24-25" → "24–25", "121-123" → "121–23", "45, 47-49"; as typed when they are not pages. */
export function chicagoPageText(value: string): string {
  const pages = parsePages(value);
  return pages ? chicagoPages(pages) : value;
}

const dashes = (value: string) => value.replace(/(\w)\s*-\s*(\w)/g, '$1–$2');

/** Labels of the numbered divisions, singular and plural (CMOS 10.43). */
const DIVISION_LABELS: Partial<Record<CitationLocation['type'], readonly [string, string]>> = {
  [LOCATION_TYPES.PARAGRAPH]: ['para.', 'paras.'],
  [LOCATION_TYPES.CHAPTER]: ['chap.', 'chaps.'],
  [LOCATION_TYPES.SECTION]: ['sec.', 'secs.'],
  [LOCATION_TYPES.TABLE]: ['table', 'tables'],
  [LOCATION_TYPES.FIGURE]: ['fig.', 'figs.'],
};

/**
 * Where a note points, in Chicago's form; undefined for "not a direct quote" and blank values. Pages are bare
 * numbers; other divisions carry their abbreviated label.
 */
export function chicagoLocation(location: CitationLocation | undefined): string | undefined {
  if (!location || location.type === LOCATION_TYPES.NOT_A_DIRECT_QUOTE) return undefined;
  const value = String(location.value ?? '').trim();
  if (!value) return undefined;
  const label = location.label?.trim();
  switch (location.type) {
    case LOCATION_TYPES.PAGE:
      return chicagoPageText(value);
    case LOCATION_TYPES.ACT_SCENE_LINE:
      return value.split('/').map((s) => s.trim()).filter(Boolean).join('.');
    case LOCATION_TYPES.BOOK_CHAPTER_VERSE:
    case LOCATION_TYPES.OTHER:
      return [label, dashes(value)].filter(Boolean).join(' ');
    case LOCATION_TYPES.TIME:
      return timeStampText(value);
    default: {
      const labels = DIVISION_LABELS[location.type];
      return labels ? `${labels[isPlural(value) ? 1 : 0]} ${dashes(value)}` : dashes(value);
    }
  }
}
