import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceDataSchema } from '../model/reference-data-schema.js';
import { checkReferenceData } from './reference-data-check.js';

/** The fast check must give exactly the schema's output, or step aside. */
function agrees(data: Record<string, unknown>): void {
  const checked = checkReferenceData(data);
  if (checked === undefined) return;
  const parsed = referenceDataSchema.safeParse(data);
  expect(parsed.success).toBe(true);
  expect(JSON.stringify(checked)).toBe(JSON.stringify(parsed.data));
  expect(checked).toStrictEqual(parsed.data);
}

const text = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(' x ', '', '  ', 'A'));
const int = fc.oneof(fc.integer({ min: -20000, max: 120000 }), fc.constantFrom(0, 1, 2, 12, 13, 29, 30, 31, 32, 1.5, Number.NaN));
const point = fc.record({ year: int, month: int, day: int, season: fc.constantFrom('spring', 'fall', 'autumn') }, { requiredKeys: [] });
const date = fc.record(
  { year: int, month: int, day: int, season: fc.constantFrom('spring', 'winter', 'x'), circa: fc.oneof(fc.boolean(), fc.constant(1)), end: point, status: fc.constantFrom('no-date', 'in-press', 'soon'), literal: text, extra: text },
  { requiredKeys: [] },
);
const contributor = fc.record(
  { id: text, type: fc.constantFrom('author', 'editor', 'nobody'), kind: fc.constantFrom('person', 'group', 'robot'), family: text, given: text, particle: text, name: text, abbreviation: text, handle: text, extra: text },
  { requiredKeys: [] },
);
const data = fc.record(
  {
    title: text,
    volume: fc.oneof(text, fc.integer()),
    contributors: fc.array(contributor, { maxLength: 3 }),
    issued: date,
    pages: fc.array(fc.record({ start: text, end: text }, { requiredKeys: [] }), { maxLength: 2 }),
    publishers: fc.array(fc.record({ name: text, city: text, state: text, country: text }, { requiredKeys: [] }), { maxLength: 2 }),
    doi: fc.constantFrom('10.1000/xyz', 'https://doi.org/10.1000/ABC', 'nope'),
    isbns: fc.array(fc.constantFrom('0-201-13447-0', '9780201134476', '123'), { maxLength: 2 }),
    url: fc.constantFrom('https://example.org', 'example', 'http://x.y/~a'),
    interviewKind: fc.constantFrom('personal', 'other'),
    unknownField: text,
  },
  { requiredKeys: [] },
);

describe('checkReferenceData', () => {
  it('gives the schema\'s output for well-formed data, keys in the schema\'s order', () => {
    const input = { title: ' T ', contributors: [{ given: 'A', family: 'B', kind: 'person', type: 'author', id: '1', extra: 1 }], issued: { month: 2, year: 2020 } };
    const checked = checkReferenceData(input);
    expect(checked).toStrictEqual(referenceDataSchema.parse(input));
    expect(Object.keys(checked!.contributors![0]!)).toEqual(['id', 'type', 'kind', 'family', 'given']);
  });

  it('steps aside for anything the schema might refuse', () => {
    expect(checkReferenceData({ nope: 1 })).toBeUndefined();
    expect(checkReferenceData({ issued: { year: 2021, month: 2, day: 30 } })).toBeUndefined();
    expect(checkReferenceData({ title: '   ' })).toBeUndefined();
  });

  it('never disagrees with the schema (fuzzed)', () => {
    fc.assert(fc.property(data, (d) => agrees(d as Record<string, unknown>)), { numRuns: 3000 });
  });

  it('vouches for well-formed data and agrees with the schema on it (fuzzed)', () => {
    const word = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== '');
    const wellFormed = fc.record(
      {
        title: word,
        contributors: fc.array(fc.oneof(
          fc.record({ id: word, type: fc.constantFrom('author', 'editor'), kind: fc.constant('person'), family: word, given: word }, { requiredKeys: ['id', 'type', 'kind', 'family'] }),
          fc.record({ id: word, type: fc.constant('author'), kind: fc.constant('group'), name: word, abbreviation: word }, { requiredKeys: ['id', 'type', 'kind', 'name'] }),
        ), { minLength: 1, maxLength: 3 }),
        issued: fc.record({ year: fc.integer({ min: 1, max: 3000 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) }, { requiredKeys: ['year'] })
          .map((d) => (d.month === undefined ? { year: d.year } : d)),
        pages: fc.array(fc.record({ start: word, end: word }, { requiredKeys: ['start'] }), { minLength: 1, maxLength: 2 }),
        publishers: fc.array(fc.record({ name: word, city: word }, { requiredKeys: ['name'] }), { maxLength: 2 }),
        doi: fc.constant('https://doi.org/10.1000/ABC'),
      },
      { requiredKeys: [] },
    );
    let vouched = 0;
    fc.assert(fc.property(wellFormed, (d) => {
      if (checkReferenceData(d as Record<string, unknown>)) vouched++;
      agrees(d as Record<string, unknown>);
    }), { numRuns: 1000 });
    expect(vouched).toBeGreaterThan(900);
  });
});
