import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, MONTH_NAMES, parsePartialDate, toIsoDate, type DatePoint } from './partial-date.js';
import { partialDateSchema } from './partial-date-schema.js';

/** A real calendar date point: a year the schema allows, a month, a day that exists in that month. */
const fullPoint = fc
  .record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter((p) => p.day <= daysInMonth(p.month, p.year));

/** Text that looks like dates: digits, month and season words, separators, circa and era markers. */
const dateLikeText = fc
  .array(
    fc.oneof(
      fc.constantFrom('2020', '1999', '05', '3', '31', '0', '00', '-', '–', '/', ',', '.', ' ', 'to', 'May', 'sept.', 'Spring', 'autumn', 'ca.', 'circa', 'B.C.E.', 'AD', 'n.d.', 'in press', 'T10:00Z', '12th', '99999', '-0001'),
      fc.integer({ min: -99999, max: 99999 }).map(String),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('parsePartialDate under fuzzing', () => {
  it('never throws, and every date it accepts passes the partial date schema', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), dateLikeText), (text) => {
        const result = parsePartialDate(text);
        if (result.ok) expect(partialDateSchema.safeParse(result.value).success).toBe(true);
        else expect(result.error.code).toBe('invalid-date');
      }),
      { numRuns: 3000 },
    );
  });

  it('gives a point it accepted back the same when its ISO form is read again', () => {
    fc.assert(
      fc.property(dateLikeText, (text) => {
        const result = parsePartialDate(text);
        if (!result.ok) return;
        const { year, month, day, ...rest } = result.value;
        if (Object.keys(rest).length > 0 || year === undefined || year < 0) return;
        const point: DatePoint = { year, ...(month !== undefined ? { month } : {}), ...(day !== undefined ? { day } : {}) };
        expect(parsePartialDate(toIsoDate(point)!)).toEqual({ ok: true, value: point });
      }),
      { numRuns: 3000 },
    );
  });

  it('reads every written form of a real date as that date', () => {
    fc.assert(
      fc.property(fullPoint, (p) => {
        const month = MONTH_NAMES[p.month - 1]!;
        const forms = [
          toIsoDate(p)!,
          `${month} ${p.day}, ${p.year}`,
          `${p.day} ${month} ${p.year}`,
          `${p.year}, ${month} ${p.day}`,
          `${month.slice(0, 3)}. ${p.day}, ${p.year}`,
          `${String(p.month).padStart(2, '0')}/${String(p.day).padStart(2, '0')}/${p.year}`,
        ];
        for (const form of forms) expect(parsePartialDate(form), form).toEqual({ ok: true, value: p });
        expect(parsePartialDate(`ca. ${toIsoDate(p)}`)).toEqual({ ok: true, value: { ...p, circa: true } });
      }),
    );
  });

  it('reads a year range whose end comes after its start, and refuses one that runs backwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1000, max: 9999 }), (a, b) => {
        const result = parsePartialDate(`${a}–${b}`);
        if (b > a) expect(result).toEqual({ ok: true, value: { year: a, end: { year: b } } });
        else expect(result.ok).toBe(false);
      }),
    );
  });

  it('reads a year with an era as a signed year, never as minus zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.constantFrom('BCE', 'B.C.', 'BC', 'CE', 'AD'), (y, era) => {
        const text = `${String(y).padStart(3, '0')} ${era}`;
        const result = parsePartialDate(text);
        expect(result.ok, text).toBe(true);
        if (!result.ok) return;
        const expected = era.startsWith('B') ? -y : y;
        expect(Object.is(result.value.year, expected === 0 ? 0 : expected), text).toBe(true);
      }),
    );
    expect(Object.is((parsePartialDate('-0000') as { value: { year: number } }).value.year, 0)).toBe(true);
  });
});
