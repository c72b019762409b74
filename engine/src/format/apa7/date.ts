/** The APA 7 date element: (2019), (2020, January 8), (2016, October 31–November 3), (n.d.), (in press). */
import type { PartialDate } from '../../model/partial-date.js';
import { monthDayText, yearText } from '../dates.js';
import { APA_TERMS } from './terms.js';

/** The year part of an in-text citation and of the reference's date, with its disambiguating letter. */
export function apaYear(date: PartialDate | undefined, suffix = ''): string {
  if (!date || date.status === 'no-date' || (date.year === undefined && !date.literal && !date.status)) return suffix ? `${APA_TERMS.noDate}-${suffix}` : APA_TERMS.noDate;
  if (date.status === 'in-press' || date.status === 'forthcoming') return suffix ? `in press-${suffix}` : 'in press';
  if (date.year === undefined) return date.literal ?? APA_TERMS.noDate;
  const circa = date.circa ? 'ca. ' : '';
  const end = date.end?.year !== undefined && date.end.year !== date.year ? `–${yearText(date.end.year)}` : '';
  return `${circa}${yearText(date.year)}${end}${suffix}`;
}

/** The text inside the date element's parentheses, at the precision the type calls for. */
export function apaDateText(date: PartialDate | undefined, precision: 'year' | 'full', suffix = ''): string {
  const year = apaYear(date, suffix);
  if (!date || precision === 'year' || date.year === undefined || date.status) return year;
  const start = monthDayText(date, APA_TERMS.months);
  if (!start) return year;
  const end = date.end;
  if (!end || end.year !== date.year) return `${year}, ${start}`;
  const sameMonth = end.month !== undefined && end.month === date.month && end.day !== undefined;
  const endText = sameMonth ? String(end.day) : monthDayText(end, APA_TERMS.months);
  return endText ? `${year}, ${start}–${endText}` : `${year}, ${start}`;
}

/** "February 20, 2024": the retrieval date's form. */
export function apaLongDate(date: PartialDate): string {
  const md = monthDayText(date, APA_TERMS.months);
  const year = date.year !== undefined ? yearText(date.year) : '';
  return md ? `${md}, ${year}` : year;
}
