/** The date picker's rules: what each box accepts, blur clean-up, validation, display formats and the calendar grid (word-addin §2.3, §5). */
import type { FormatId } from '../formats.js';
import { daysInMonth, MONTH_NAMES } from '../model/months.js';
import { fail, ok, type Result } from '../result.js';

/** The three boxes of the date picker. */
export type DatePartKind = 'month' | 'day' | 'year';

/** The most digits each box accepts. */
export const DATE_PART_MAX_LENGTH = { month: 2, day: 2, year: 5 } as const satisfies Record<DatePartKind, number>;

/** What a box keeps of typed text: digits only, up to its maximum length. */
export function sanitizeDatePart(kind: DatePartKind, typed: string | null | undefined): string {
  const digits = typeof typed === 'string' ? typed.replace(/\D/g, '') : '';
  return digits.slice(0, DATE_PART_MAX_LENGTH[kind] ?? 0);
}

/** A 1-digit year becomes 200x and a 2-digit year 20xx; anything else is kept. */
export function expandYear(year: string | null | undefined): string {
  const text = typeof year === 'string' ? year.trim() : '';
  if (/^\d$/.test(text)) return `200${text}`;
  if (/^\d{2}$/.test(text)) return `20${text}`;
  return text;
}

/** A box's value when it loses focus: a single-digit month or day is zero-padded, a short year expanded. */
export function padOnBlur(kind: DatePartKind, value: string | null | undefined): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (kind === 'year') return expandYear(text);
  return /^\d$/.test(text) ? `0${text}` : text;
}

/** The boxes as typed. */
export interface DatePickerInput {
  month?: string;
  day?: string;
  year?: string;
}

/** A date the picker accepted; month and day may be missing unless a full date is required. */
export interface PickedDate {
  year: number;
  month?: number;
  day?: number;
}

/** Why the picker rejected a date; `DATE_PICKER_MESSAGES` has the text for each. */
export type DatePickerErrorCode = 'invalid-month' | 'invalid-day' | 'invalid-year' | 'incomplete-date' | 'end-not-after-start';

/** The picker's messages by code. */
export const DATE_PICKER_MESSAGES = {
  'invalid-month': 'Please enter a valid month',
  'invalid-day': 'Please enter a valid day',
  'invalid-year': 'Please enter a valid year',
  'incomplete-date': 'Please enter a full date or clear the field to remove the due date',
  'end-not-after-start': 'The ending date cannot be before or the same as the starting date above.',
} as const satisfies Record<DatePickerErrorCode, string>;

const failWith = <Code extends DatePickerErrorCode>(code: Code) => fail(code, DATE_PICKER_MESSAGES[code]);

/**
 * Checks the picker's boxes after the blur clean-up (applied here too, for a submit without a blur).
 * All boxes blank is a cleared date: ok(undefined). A month over 12 or a day over 31 (or past the month's end)
 * is invalid; a day needs a month. With `requireFullDate`, any partly filled date asks for a full one.
 */
export function validateDatePicker(
  input: DatePickerInput,
  options: { requireFullDate?: boolean } = {},
): Result<PickedDate | undefined, DatePickerErrorCode> {
  const month = padOnBlur('month', input?.month);
  const day = padOnBlur('day', input?.day);
  const year = padOnBlur('year', input?.year);
  if (!month && !day && !year) return ok(undefined);
  if (options.requireFullDate && (!month || !day || !year)) return failWith('incomplete-date');
  if (!/^\d{1,5}$/.test(year) || Number(year) < 1) return failWith('invalid-year');
  const yearNumber = Number(year);
  if (month && (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12)) return failWith('invalid-month');
  if (!day) return ok(month ? { year: yearNumber, month: Number(month) } : { year: yearNumber });
  if (!month) return failWith('invalid-month');
  const monthNumber = Number(month);
  if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > daysInMonth(monthNumber, yearNumber)) {
    return failWith('invalid-day');
  }
  return ok({ year: yearNumber, month: monthNumber, day: Number(day) });
}

function sortKey(date: PickedDate): number {
  return date.year * 10_000 + (date.month ?? 0) * 100 + (date.day ?? 0);
}

/** Checks that an end date falls after its start date; a missing date on either side is not this rule's concern. */
export function validateDateRange(
  start: PickedDate | undefined,
  end: PickedDate | undefined,
): Result<void, 'end-not-after-start'> {
  if (!start || !end) return ok(undefined);
  return sortKey(end) <= sortKey(start) ? failWith('end-not-after-start') : ok(undefined);
}

/** The calendar's column headers: weeks run Sunday to Saturday. */
export const CALENDAR_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

type DateLayout = 'month-day-year' | 'day-month-year';

/** reference-library §9: 'Month d, yyyy' for APA and Turabian, 'd Month yyyy' for MLA; any other format gets mm/dd/yyyy. */
const DATE_LAYOUTS: Readonly<Partial<Record<FormatId, DateLayout>>> = {
  apa7: 'month-day-year',
  apa6: 'month-day-year',
  turabian9: 'month-day-year',
  mla9: 'day-month-year',
  mla8: 'day-month-year',
};

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A picked date as a format shows it: "May 3, 2020" (APA, Turabian), "3 May 2020" (MLA), "05/03/2020" otherwise.
 * Partial dates drop the missing parts ("May 2020", "2020", "05/2020").
 */
export function formatPickedDate(date: PickedDate, format?: FormatId): string {
  const year = String(date.year).padStart(4, '0');
  const monthName = date.month === undefined ? undefined : MONTH_NAMES[date.month - 1];
  const layout = format === undefined ? undefined : DATE_LAYOUTS[format];
  if (layout === undefined || monthName === undefined) {
    return [date.month, date.month === undefined ? undefined : date.day]
      .filter((part): part is number => part !== undefined)
      .map(two)
      .concat(year)
      .join('/');
  }
  if (date.day === undefined) return `${monthName} ${year}`;
  return layout === 'month-day-year' ? `${monthName} ${date.day}, ${year}` : `${date.day} ${monthName} ${year}`;
}

/**
 * The calendar grid of a month: weeks from Sunday to Saturday, each 7 day numbers with null for the days of
 * the neighbouring months. A month outside 1-12 or a year that is not a whole number gives no weeks.
 */
export function calendarWeeks(year: number, month: number): (number | null)[][] {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return [];
  const first = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  first.setUTCFullYear(year, month - 1, 1);
  const cells: (number | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= daysInMonth(month, year); day++) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
