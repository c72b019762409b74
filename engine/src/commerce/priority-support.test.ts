import { describe, expect, it } from 'vitest';
import { proRatedPrioritySupportPrice, wholeMonthsBetween } from './priority-support.js';

const now = new Date('2026-03-15T18:30:00Z');

describe('pro-rated priority support (purchase spec §4, §9): $2 a whole month left, clamped to $2..$19.95', () => {
  it.each<[string, string, number]>([
    ['nothing left (expires today) pays the $2 floor', '2026-03-15', 200],
    ['less than a month left pays the $2 floor', '2026-04-14', 200],
    ['exactly one month left is $2', '2026-04-15', 200],
    ['three months left is $6', '2026-06-15', 600],
    ['three months and two weeks left counts three: $6', '2026-06-29', 600],
    ['nine months left is $18', '2026-12-15', 1800],
    ['ten months left would be $20 and is clamped to $19.95', '2027-01-15', 1995],
    ['a year left is clamped to $19.95', '2027-03-15', 1995],
    ['two years left is clamped to $19.95', '2028-03-15', 1995],
    ['an expiry already past pays the $2 floor', '2026-01-01', 200],
  ])('%s', (_, expiry, cents) => {
    expect(proRatedPrioritySupportPrice(expiry, now)).toBe(cents);
  });

  it.each<[string, string, number]>([
    ['2026-01-31', '2026-02-28', 0],
    ['2026-01-31', '2026-03-31', 2],
    ['2026-03-15', '2027-03-14', 11],
    ['2026-03-15', '2027-03-15', 12],
    ['2026-03-15', '2025-03-15', 0],
  ])('from %s to %s is %i whole calendar months', (from, to, months) => {
    expect(wholeMonthsBetween(new Date(from), new Date(to))).toBe(months);
  });
});
