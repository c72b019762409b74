import { describe, expect, it } from 'vitest';
import { addMonths, expirationPreview, formatCartDate, monthsAdded, newExpirationDate } from './expiration.js';
import type { RenewalPeriodId } from './products.js';

const now = new Date('2026-11-25T21:40:00Z');
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('calendar months (expiration preview, purchase spec §4)', () => {
  it.each<[string, number, string]>([
    ['2026-11-25', 1, '2026-12-25'],
    ['2026-11-25', 12, '2027-11-25'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-12-15', 24, '2028-12-15'],
  ])('%s plus %i months is %s', (from, months, to) => {
    expect(iso(addMonths(new Date(from), months))).toBe(to);
  });
});

describe('expiration date preview (purchase spec §4)', () => {
  it.each<[RenewalPeriodId, string, string]>([
    [1, 'one month', '2026-12-25'],
    [3, 'six months', '2027-05-25'],
    [2, 'twelve months', '2027-11-25'],
    [4, 'twenty-four months', '2028-11-25'],
  ])('a new purchase of period %i starts today and adds %s', (renewalPeriod, _, expected) => {
    expect(iso(newExpirationDate({ startsToday: true, renewalPeriod }, now))).toBe(expected);
  });

  it.each<[RenewalPeriodId, string]>([
    [1, '2027-03-01'],
    [3, '2027-08-01'],
    [2, '2028-02-01'],
    [4, '2029-02-01'],
  ])('a renewal of period %i adds the months to the current expiration, not to today', (renewalPeriod, expected) => {
    expect(iso(newExpirationDate({ startsToday: false, currentExpirationDate: '2027-02-01T00:00:00Z', renewalPeriod }, now))).toBe(expected);
  });

  it('an expired subscription starts from today, whatever its old expiration', () => {
    expect(iso(newExpirationDate({ startsToday: true, currentExpirationDate: '2026-01-10', renewalPeriod: 2 }, now))).toBe('2027-11-25');
  });

  // The shared cart logic's reading: 12, 6, 1 months (15, 9, 4 with a referral) and nothing for two years.
  const sharedCartReading: Record<RenewalPeriodId, [number, number]> = { 2: [12, 15], 3: [6, 9], 1: [1, 4], 4: [0, 0] };
  it.each<[RenewalPeriodId, string, number, number]>([
    [2, 'agrees with the shared cart logic on annual', 12, 15],
    [3, 'agrees with the shared cart logic on semi-annual', 6, 9],
    [1, 'agrees with the shared cart logic on monthly', 1, 4],
    [4, 'follows the screen, not the shared cart logic, on two years: 24 months (27 with a referral), not 0', 24, 27],
  ])('period %i %s', (period, _, plain, referred) => {
    expect([monthsAdded(period), monthsAdded(period, 99)]).toEqual([plain, referred]);
    const agrees = period !== 4;
    expect([plain, referred].every((m, i) => m === sharedCartReading[period][i])).toBe(agrees);
    const renewed = newExpirationDate({ startsToday: false, currentExpirationDate: '2027-02-01', renewalPeriod: period, referringCustomerId: 99 }, now);
    expect(iso(renewed)).toBe(iso(addMonths(new Date('2027-02-01'), referred)));
  });

  it.each<[string, 1 | 2, string, string]>([
    ['an expired or new customer on auto renews today and auto-renews on the new expiration', 1, '2027-11-25', 'Your account renews today and is set to auto-renew on November 25, 2027.'],
    ['an expired or new customer on manual renews today and is active until the new expiration', 2, '2027-11-25', 'Your account renews today and is active until November 25, 2027.'],
  ])('%s', (_, renewalType, renewalDate, message) => {
    const preview = expirationPreview({ startsToday: true, renewalPeriod: 2, renewalType }, now);
    expect(iso(preview.expirationDate)).toBe('2027-11-25');
    expect(iso(preview.renewalDate)).toBe(renewalDate);
    expect(preview.message).toBe(message);
  });

  it.each<[string, 1 | 2, string, string]>([
    ['a recurring customer sees the renewal one day before the stored expiry', 1, '2028-01-31', 'Your subscription is set to auto-renew on January 31, 2028.'],
    ['a manual renewal sees the expiry itself', 2, '2028-02-01', 'Your subscription is active until February 1, 2028.'],
  ])('%s', (_, renewalType, renewalDate, message) => {
    const preview = expirationPreview({ startsToday: false, currentExpirationDate: '2027-02-01', renewalPeriod: 2, renewalType }, now);
    expect(iso(preview.expirationDate)).toBe('2028-02-01');
    expect(iso(preview.renewalDate)).toBe(renewalDate);
    expect(preview.message).toBe(message);
  });

  it('writes dates as "Month D, YYYY" in UTC', () => {
    expect(formatCartDate(new Date('2027-01-01T00:00:00Z'))).toBe('January 1, 2027');
  });
});
