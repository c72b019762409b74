import { describe, expect, it } from 'vitest';
import type { PartialDate } from '../../model/partial-date.js';
import { chicagoDate, isUndated } from './dates.js';

describe('Turabian dates', () => {
  it.each<[PartialDate | undefined, 'year' | 'month' | 'full', string | undefined]>([
    [{ year: 2016 }, 'year', '2016'],
    [{ year: 2016, month: 3, day: 23 }, 'year', '2016'],
    [{ year: 2005, month: 6 }, 'month', 'June 2005'],
    [{ year: 2005, month: 6, day: 14 }, 'month', 'June 2005'],
    [{ year: 2017, season: 'spring' }, 'month', 'Spring 2017'],
    [{ year: 2021, month: 5, day: 4 }, 'full', 'May 4, 2021'],
    [{ year: 2021, month: 5 }, 'full', 'May 2021'],
    [{ year: 2020, month: 5, day: 3, end: { year: 2020, month: 5, day: 5 } }, 'full', 'May 3–5, 2020'],
    [{ year: 2016, month: 10, day: 31, end: { year: 2016, month: 11, day: 3 } }, 'full', 'October 31–November 3, 2016'],
    [{ year: 2019, end: { year: 2020 } }, 'year', '2019–2020'],
    [{ year: 1850, circa: true }, 'year', 'ca. 1850'],
    [{ year: -380 }, 'year', '380 BCE'],
    [{ status: 'forthcoming' }, 'year', 'forthcoming'],
    [{ status: 'in-press' }, 'year', 'forthcoming'],
    [{ literal: 'Ming dynasty' }, 'year', 'Ming dynasty'],
    [{ status: 'no-date' }, 'year', undefined],
    [undefined, 'full', undefined],
  ])('writes %j at %s precision as %j', (date, precision, expected) => {
    expect(chicagoDate(date, precision)).toBe(expected);
  });

  it('treats a missing date and n.d. as undated, a status or literal as dated', () => {
    expect([undefined, { status: 'no-date' } as PartialDate, { year: 2000 }, { status: 'forthcoming' } as PartialDate, { literal: 'x' }].map(isUndated)).toEqual([true, true, false, false, false]);
  });
});
