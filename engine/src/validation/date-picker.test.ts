import { describe, expect, it } from 'vitest';
import {
  CALENDAR_WEEKDAYS,
  calendarWeeks,
  expandYear,
  formatPickedDate,
  padOnBlur,
  sanitizeDatePart,
  validateDatePicker,
  validateDateRange,
} from './date-picker.js';
import { daysInMonth } from '../model/partial-date.js';

describe('typing into the date picker', () => {
  it('keeps digits only in month and day, up to 2 characters', () => {
    expect(sanitizeDatePart('month', '1a2')).toBe('12');
    expect(sanitizeDatePart('month', '123')).toBe('12');
    expect(sanitizeDatePart('day', '-3')).toBe('3');
    expect(sanitizeDatePart('day', '0 7')).toBe('07');
  });

  it('keeps up to 5 digits in the year', () => {
    expect(sanitizeDatePart('year', '2020')).toBe('2020');
    expect(sanitizeDatePart('year', '123456')).toBe('12345');
    expect(sanitizeDatePart('year', '20x2')).toBe('202');
  });

  it('gives an empty box for missing input', () => {
    expect(sanitizeDatePart('month', undefined)).toBe('');
  });
});

describe('leaving a date box', () => {
  it('zero-pads a single-digit month or day', () => {
    expect(padOnBlur('month', '5')).toBe('05');
    expect(padOnBlur('day', '9')).toBe('09');
    expect(padOnBlur('day', '12')).toBe('12');
    expect(padOnBlur('month', '')).toBe('');
  });

  it('turns a 1-digit year into 200x and a 2-digit year into 20xx', () => {
    expect(expandYear('5')).toBe('2005');
    expect(expandYear('24')).toBe('2024');
    expect(expandYear('199')).toBe('199');
    expect(expandYear('2020')).toBe('2020');
    expect(padOnBlur('year', '7')).toBe('2007');
  });
});

describe('validating the date picker', () => {
  it('accepts a full date, read with the blur clean-up', () => {
    expect(validateDatePicker({ month: '5', day: '3', year: '20' })).toEqual({
      ok: true,
      value: { year: 2020, month: 5, day: 3 },
    });
  });

  it('treats all boxes blank as a cleared date', () => {
    expect(validateDatePicker({})).toEqual({ ok: true, value: undefined });
    expect(validateDatePicker({ month: '', day: ' ', year: '' }, { requireFullDate: true })).toEqual({ ok: true, value: undefined });
  });

  it('rejects a month over 12 and a month of 0', () => {
    expect(validateDatePicker({ month: '13', day: '1', year: '2020' })).toEqual({
      ok: false,
      error: { code: 'invalid-month', message: 'Please enter a valid month' },
    });
    expect(validateDatePicker({ month: '00', year: '2020' }).ok).toBe(false);
  });

  it('rejects a day over 31 and a day of 0', () => {
    expect(validateDatePicker({ month: '1', day: '32', year: '2020' })).toEqual({
      ok: false,
      error: { code: 'invalid-day', message: 'Please enter a valid day' },
    });
    expect(validateDatePicker({ month: '1', day: '0', year: '2020' }).ok).toBe(false);
    expect(validateDatePicker({ month: '1', day: '31', year: '2020' }).ok).toBe(true);
  });

  it("rejects a day beyond the month's length, knowing leap years", () => {
    expect(validateDatePicker({ month: '4', day: '31', year: '2021' }).ok).toBe(false);
    expect(validateDatePicker({ month: '2', day: '29', year: '2023' }).ok).toBe(false);
    expect(validateDatePicker({ month: '2', day: '29', year: '2024' }).ok).toBe(true);
    expect(validateDatePicker({ month: '2', day: '29', year: '1900' }).ok).toBe(false);
    expect(validateDatePicker({ month: '2', day: '29', year: '2000' }).ok).toBe(true);
  });

  it('accepts a year alone or a month and year when a full date is not required', () => {
    expect(validateDatePicker({ year: '2020' })).toEqual({ ok: true, value: { year: 2020 } });
    expect(validateDatePicker({ month: '5', year: '2020' })).toEqual({ ok: true, value: { year: 2020, month: 5 } });
  });

  it('asks for a full date when a year has no month and day and full-date validation is on', () => {
    expect(validateDatePicker({ year: '2020' }, { requireFullDate: true })).toEqual({
      ok: false,
      error: {
        code: 'incomplete-date',
        message: 'Please enter a full date or clear the field to remove the due date',
      },
    });
    expect(validateDatePicker({ month: '5', year: '2020' }, { requireFullDate: true }).ok).toBe(false);
  });

  it('rejects a day without a month, a missing year and a non-numeric year', () => {
    expect(validateDatePicker({ day: '3', year: '2020' }).ok).toBe(false);
    expect(validateDatePicker({ month: '5', day: '3' })).toMatchObject({ ok: false, error: { code: 'invalid-year' } });
    expect(validateDatePicker({ year: 'abcd' })).toMatchObject({ ok: false, error: { code: 'invalid-year' } });
    expect(validateDatePicker({ year: '0000' })).toMatchObject({ ok: false, error: { code: 'invalid-year' } });
  });

  it('survives input that is not an object of strings', () => {
    expect(validateDatePicker(undefined as never)).toEqual({ ok: true, value: undefined });
    expect(validateDatePicker({ month: 5 as unknown as string, year: '2020' })).toEqual({ ok: true, value: { year: 2020 } });
  });
});

describe('date ranges', () => {
  const message = 'The ending date cannot be before or the same as the starting date above.';

  it('rejects an end date before the start date', () => {
    expect(validateDateRange({ year: 2020, month: 5, day: 3 }, { year: 2020, month: 5, day: 2 })).toEqual({
      ok: false,
      error: { code: 'end-not-after-start', message },
    });
  });

  it('rejects an end date the same as the start date', () => {
    expect(validateDateRange({ year: 2020, month: 5, day: 3 }, { year: 2020, month: 5, day: 3 }).ok).toBe(false);
  });

  it('accepts an end date after the start date, and a missing side', () => {
    expect(validateDateRange({ year: 2020, month: 5, day: 3 }, { year: 2020, month: 5, day: 4 }).ok).toBe(true);
    expect(validateDateRange({ year: 2020, month: 12, day: 31 }, { year: 2021, month: 1, day: 1 }).ok).toBe(true);
    expect(validateDateRange(undefined, { year: 2020 }).ok).toBe(true);
  });
});

describe('formatting a picked date', () => {
  const date = { year: 2020, month: 5, day: 3 };

  it("gives 'Month d, yyyy' for APA and Turabian", () => {
    expect(formatPickedDate(date, 'apa7')).toBe('May 3, 2020');
    expect(formatPickedDate(date, 'apa6')).toBe('May 3, 2020');
    expect(formatPickedDate(date, 'turabian9')).toBe('May 3, 2020');
  });

  it("gives 'd Month yyyy' for MLA", () => {
    expect(formatPickedDate(date, 'mla9')).toBe('3 May 2020');
    expect(formatPickedDate(date, 'mla8')).toBe('3 May 2020');
  });

  it('gives mm/dd/yyyy otherwise', () => {
    expect(formatPickedDate(date)).toBe('05/03/2020');
    expect(formatPickedDate({ year: 987, month: 11, day: 21 })).toBe('11/21/0987');
  });

  it('drops the parts a partial date does not have', () => {
    expect(formatPickedDate({ year: 2020, month: 5 }, 'apa7')).toBe('May 2020');
    expect(formatPickedDate({ year: 2020, month: 5 }, 'mla9')).toBe('May 2020');
    expect(formatPickedDate({ year: 2020 }, 'apa7')).toBe('2020');
    expect(formatPickedDate({ year: 2020, month: 5 })).toBe('05/2020');
  });
});

describe('the calendar', () => {
  it('runs weeks from Sunday to Saturday', () => {
    expect(CALENDAR_WEEKDAYS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('lays out May 2020, which starts on a Friday and ends on a Sunday, in six weeks', () => {
    const weeks = calendarWeeks(2020, 5);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, 1, 2]);
    expect(weeks[5]).toEqual([31, null, null, null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('lays out February 2015, which starts on a Sunday and has 28 days, in exactly four weeks', () => {
    const weeks = calendarWeeks(2015, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks[3]).toEqual([22, 23, 24, 25, 26, 27, 28]);
  });

  it('includes February 29 in a leap year', () => {
    expect(calendarWeeks(2024, 2).flat()).toContain(29);
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(2, 2023)).toBe(28);
  });

  it('gives no weeks for a month outside 1-12', () => {
    expect(calendarWeeks(2020, 13)).toEqual([]);
    expect(calendarWeeks(2020, 0)).toEqual([]);
    expect(calendarWeeks(Number.NaN, 5)).toEqual([]);
  });
});
