import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDollars, parseDollars, percentOf } from './money.js';
import { PRODUCTS, productFor, RENEWAL_PERIODS } from './products.js';
import { chargesTax, taxFor } from './tax.js';

describe('money', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatDollars(1234)).toBe('$12.34');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(123456)).toBe('$1,234.56');
    expect(formatDollars(-500)).toBe('-$5.00');
  });
  it('formats with Intl.NumberFormat en-US USD and carries dollars on the wire', () => {
    expect(formatDollars(1999)).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(19.99));
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it('reads dollar amounts into cents and refuses what is not an amount', () => {
    expect(parseDollars('12.34')).toEqual({ ok: true, value: 1234 });
    expect(parseDollars('$1,200')).toEqual({ ok: true, value: 120000 });
    expect(parseDollars(12.5)).toEqual({ ok: true, value: 1250 });
    expect(parseDollars('12.345')).toMatchObject({ ok: false, error: { code: 'invalid-amount' } });
    expect(parseDollars('ten')).toMatchObject({ ok: false });
  });
  it('rounds a percentage to the cent', () => {
    expect(percentOf(1999, 20)).toBe(400);
    expect(percentOf(1000, 9.75)).toBe(98);
  });
});

describe('tax (purchase spec §9)', () => {
  it('charges 9.75 percent for five-digit zips from 37000 to 38599 only', () => {
    expect(chargesTax('37000')).toBe(true);
    expect(chargesTax('38599')).toBe(true);
    expect(chargesTax('38600')).toBe(false);
    expect(chargesTax('36999')).toBe(false);
    expect(chargesTax('3700')).toBe(false);
    expect(chargesTax(undefined)).toBe(false);
    expect(taxFor(10000, true)).toBe(975);
    expect(taxFor(10000, false)).toBe(0);
  });
});

describe('products (purchase spec §3)', () => {
  it('has the spec\'s product ids for each period', () => {
    expect(productFor(2, 'subscription')).toBe(801);
    expect(productFor(1, 'subscription')).toBe(802);
    expect(productFor(3, 'subscription')).toBe(803);
    expect(productFor(4, 'subscription')).toBe(804);
    expect([1, 2, 3, 4].map((p) => productFor(p as 1, 'priority-support'))).toEqual([205, 204, 206, 207]);
    expect(Object.keys(PRODUCTS)).toHaveLength(8);
  });
  it('knows the months each renewal period adds: 1, 12, 6 and 24', () => {
    expect([1, 2, 3, 4].map((p) => RENEWAL_PERIODS[p as 1].months)).toEqual([1, 12, 6, 24]);
  });
});
