/** Turabian 9 dates: "2016", "June 2005", "Spring 2017", "May 4, 2021", "May 3–5, 2020", "ca. 1850", "n.d.", "forthcoming". */
import type { DatePoint, PartialDate } from '../../model/partial-date.js';
import { monthDayText } from '../dates.js';
import { TURABIAN_TERMS } from './terms.js';

export type DatePrecision = 'year' | 'month' | 'full';

/** "380 BCE" for years before the common era (CMOS 9.34), the year otherwise. */
export function chicagoYear(year: number): string {
  return year < 0 ? `${-year} BCE` : String(year);
}

/** True when a date says nothing about when the work appeared (absent, n.d., or empty). */
export function isUndated(date: PartialDate | undefined): boolean {
  return !date || date.status === 'no-date' || (date.year === undefined && !date.status && !date.literal);
}

function pointText(p: DatePoint, precision: DatePrecision): string {
  if (precision === 'year' || p.year === undefined) return p.year === undefined ? '' : chicagoYear(p.year);
  const point = precision === 'month' && !p.season ? { ...p, day: undefined } : p;
  const md = monthDayText(point, TURABIAN_TERMS.months);
  if (!md) return chicagoYear(p.year);
  return point.day !== undefined ? `${md}, ${chicagoYear(p.year)}` : `${md} ${chicagoYear(p.year)}`;
}

/**
 * A publication date at the precision a type calls for; undefined when there is no date at all, so the caller
 * decides between "n.d." and an access date. Ranges close up with an en dash: "May 3–5, 2020", "2019–2020".
 */
export function chicagoDate(date: PartialDate | undefined, precision: DatePrecision): string | undefined {
  if (!date || date.status === 'no-date') return undefined;
  if (date.status) return 'forthcoming';
  if (date.year === undefined) return date.literal;
  const circa = date.circa ? 'ca. ' : '';
  const end = date.end;
  if (!end || ((end.year ?? date.year) === date.year && precision === 'year')) return circa + pointText(date, precision);
  const endPoint: DatePoint = { ...end, year: end.year ?? date.year };
  if (endPoint.year !== date.year || precision === 'year') return `${circa}${pointText(date, precision)}–${pointText(endPoint, precision)}`;
  // Within one year the year is written once: "May 3–5, 2020", "October 31–November 3, 2016".
  const sameMonth = precision === 'full' && end.month !== undefined && end.month === date.month && end.day !== undefined && date.day !== undefined;
  const startText = monthDayText(precision === 'month' ? { ...date, day: undefined } : date, TURABIAN_TERMS.months);
  const endText = sameMonth ? String(end.day) : monthDayText(precision === 'month' ? { ...endPoint, day: undefined } : endPoint, TURABIAN_TERMS.months);
  if (!startText || !endText || startText === endText) return circa + pointText(date, precision);
  const year = chicagoYear(date.year);
  return precision === 'full' && (end.day !== undefined || date.day !== undefined) ? `${circa}${startText}–${endText}, ${year}` : `${circa}${startText}–${endText} ${year}`;
}
