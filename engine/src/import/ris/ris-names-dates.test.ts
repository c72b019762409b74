import { describe, expect, it } from 'vitest';
import { formatRisDate, parseRisDate } from './ris-dates.js';
import { formatRisName, parseRisName } from './ris-names.js';

describe('RIS names', () => {
  it.each([
    ['Smith, John', { family: 'Smith', given: 'John' }],
    ['Storrs, Katherine R.', { family: 'Storrs', given: 'Katherine R.' }],
    ['King, Martin Luther, Jr.', { family: 'King', given: 'Martin Luther', suffix: 'Jr.' }],
    ['van Gogh, Vincent', { 'non-dropping-particle': 'van', family: 'Gogh', given: 'Vincent' }],
    ['Mises, Ludwig von', { family: 'Mises', given: 'Ludwig', 'dropping-particle': 'von' }],
    ['Plato,', { family: 'Plato' }],
    ['Fanning E.', { family: 'Fanning', given: 'E.' }],
    ['Smith JA', { family: 'Smith', given: 'JA' }],
    ['Catarina Barata', { family: 'Barata', given: 'Catarina' }],
    ['World Health Organization', { literal: 'World Health Organization' }],
    ['Plato', { literal: 'Plato' }],
  ])('reads %j', (text, name) => {
    expect(parseRisName(text)).toEqual(name);
  });

  it('reads an empty name as nothing', () => {
    expect(parseRisName('  ')).toBeUndefined();
    expect(parseRisName(',')).toBeUndefined();
  });

  it.each(['Smith, John', 'King, Martin Luther, Jr.', 'van Gogh, Vincent', 'Mises, Ludwig von', 'Plato,', 'World Health Organization'])(
    'writes %j back as it reads',
    (text) => {
      expect(formatRisName(parseRisName(text)!)).toBe(text);
    },
  );
});

describe('RIS dates', () => {
  it.each([
    ['2020', { year: 2020 }],
    ['2012///', { year: 2012 }],
    ['2020//', { year: 2020 }],
    ['2016/01/', { year: 2016, month: 1 }],
    ['2016/10/19', { year: 2016, month: 10, day: 19 }],
    ['2020/03/01/other', { year: 2020, month: 3, day: 1 }],
    ['2021///Spring', { year: 2021, season: 'spring' }],
    ['1850///ca. 1850', { year: 1850, circa: true }],
    ['///n.d.', { status: 'no-date' }],
    ['///Ming dynasty', { literal: 'Ming dynasty' }],
    ['2020-03-01', { year: 2020, month: 3, day: 1 }],
    ['May 2020', { year: 2020, month: 5 }],
  ])('reads %j', (text, date) => {
    expect(parseRisDate(text).date).toEqual(date);
  });

  it('keeps other information it cannot read apart, so the import can report it', () => {
    expect(parseRisDate('2020/03/01/other')).toEqual({ date: { year: 2020, month: 3, day: 1 }, rest: 'other' });
    expect(parseRisDate('sometime')).toEqual({ rest: 'sometime' });
  });

  it.each([
    [{ year: 2020 }, { year: '2020' }],
    [{ year: 2020, month: 1 }, { year: '2020', date: '2020/01' }],
    [{ year: 2016, month: 10, day: 19 }, { year: '2016', date: '2016/10/19' }],
    [{ year: 2021, season: 'spring' as const }, { year: '2021', date: '2021///Spring' }],
    [{ year: 2019, month: 5, day: 3, end: { year: 2019, month: 5, day: 5 } }, { year: '2019', date: '2019/05/03/2019-05-03/2019-05-05' }],
    [{ status: 'in-press' as const }, { date: '///in press' }],
    [{ year: -380 }, { date: '///-0380' }],
  ])('writes %j so that it reads back the same', (date, written: { year?: string; date?: string }) => {
    expect(formatRisDate(date)).toEqual(written);
    expect(parseRisDate(written.date ?? written.year!).date).toEqual(date);
  });
});
