import { describe, expect, it } from 'vitest';
import { compareDatePoints, NON_ENGLISH_MONTHS, parsePartialDate, toIsoDate } from './partial-date.js';
import { partialDateSchema } from './partial-date-schema.js';

describe('parsePartialDate', () => {
  it.each([
    ['2020', { year: 2020 }],
    ['2020-05', { year: 2020, month: 5 }],
    ['2020-05-03', { year: 2020, month: 5, day: 3 }],
    ['2020-05-03T10:22:00Z', { year: 2020, month: 5, day: 3 }],
    ['05/03/2020', { year: 2020, month: 5, day: 3 }],
    ['May 3, 2020', { year: 2020, month: 5, day: 3 }],
    ['3 May 2020', { year: 2020, month: 5, day: 3 }],
    ['2020, May 3', { year: 2020, month: 5, day: 3 }],
    ['Sept. 21, 2019', { year: 2019, month: 9, day: 21 }],
    ['May 2020', { year: 2020, month: 5 }],
    ['Spring 2021', { year: 2021, season: 'spring' }],
    ['2021, Autumn', { year: 2021, season: 'fall' }],
    ['2019–2020', { year: 2019, end: { year: 2020 } }],
    ['2019-2020', { year: 2019, end: { year: 2020 } }],
    ['1999/2000', { year: 1999, end: { year: 2000 } }],
    ['May 3–5, 2020', { year: 2020, month: 5, day: 3, end: { year: 2020, month: 5, day: 5 } }],
    ['May 30 - June 2, 2020', { year: 2020, month: 5, day: 30, end: { year: 2020, month: 6, day: 2 } }],
    ['ca. 1850', { year: 1850, circa: true }],
    ['c. 1503', { year: 1503, circa: true }],
    ['380 B.C.E.', { year: -380 }],
    ['n.d.', { status: 'no-date' }],
    ['nd', { status: 'no-date' }],
    ['in press', { status: 'in-press' }],
    ['Forthcoming', { status: 'forthcoming' }],
  ])('reads %j', (text, expected) => {
    expect(parsePartialDate(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['', 'yesterday', '2020-13-01', 'February 30, 2021', '31/31/2020', 'May 3 4 2020', '2021–2019', '-10000', '2020-00'])(
    'refuses %j with a clear error',
    (text) => {
      const result = parsePartialDate(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-date');
    },
  );

  it('accepts 29 February only in leap years', () => {
    expect(parsePartialDate('February 29, 2020').ok).toBe(true);
    expect(parsePartialDate('February 29, 2021').ok).toBe(false);
  });
});

describe('partial date schema', () => {
  it('refuses a status together with a year, and a day without a month', () => {
    expect(partialDateSchema.safeParse({ status: 'no-date', year: 2020 }).success).toBe(false);
    expect(partialDateSchema.safeParse({ year: 2020, day: 3 }).success).toBe(false);
    expect(partialDateSchema.safeParse({}).success).toBe(false);
  });
  it('accepts a literal date that no parts can hold', () => {
    expect(partialDateSchema.safeParse({ literal: 'Ming dynasty' }).success).toBe(true);
  });
});

describe('date helpers', () => {
  it('orders dates by year, then season or month, then day', () => {
    expect(compareDatePoints({ year: 2020, season: 'spring' }, { year: 2020, month: 6 })).toBeLessThan(0);
    expect(compareDatePoints({ year: 2020, month: 5, day: 3 }, { year: 2020, month: 5 })).toBeGreaterThan(0);
  });
  it('writes ISO dates with two-digit months and days', () => {
    expect(toIsoDate({ year: 2020, month: 5, day: 3 })).toBe('2020-05-03');
    expect(toIsoDate({ year: 2020, month: 5 })).toBe('2020-05');
    expect(toIsoDate({})).toBeUndefined();
  });
});

describe('month words in other languages', () => {
  it.each([
    ['janvier', 1], ['février', 2], ['fevrier', 2], ['märz', 3], ['abril', 4], ['maggio', 5], ['junho', 6],
    ['juillet', 7], ['ago', 8], ['settembre', 9], ['okt', 10], ['novembre', 11], ['dezember', 12], ['decembre', 12],
  ])('reads %s as month %i', (word, month) => {
    expect(NON_ENGLISH_MONTHS[word]).toBe(month);
  });

  it('gives every word a month from 1 to 12, keyed in lower case', () => {
    for (const [word, month] of Object.entries(NON_ENGLISH_MONTHS)) {
      expect(word).toBe(word.toLowerCase());
      expect(month).toBeGreaterThanOrEqual(1);
      expect(month).toBeLessThanOrEqual(12);
    }
  });
});
