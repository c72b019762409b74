/** Date text shared by the styles: month names, seasons, and the parts of a partial date in words. */
import type { DatePoint } from '../model/partial-date.js';

export const SEASON_NAMES = { spring: 'Spring', summer: 'Summer', fall: 'Fall', winter: 'Winter' } as const;

/** "380 B.C.E." for years before the common era, the year otherwise. */
export function yearText(year: number): string {
  return year < 0 ? `${-year} B.C.E.` : String(year);
}

/** The month or season and day of a point in words: "May 3", "May", "Spring", or "" when it has neither; months as the style names them. */
export function monthDayText(p: DatePoint, months: readonly string[]): string {
  if (p.season) return SEASON_NAMES[p.season];
  if (p.month === undefined) return '';
  const month = months[p.month - 1] as string;
  return p.day === undefined ? month : `${month} ${p.day}`;
}
