import { describe, expect, it } from 'vitest';
import { cartOptionsFor, decodeCartOptions, DEFAULT_CART_OPTIONS, encodeCartOptions, isLapsedTrial, type CartOptions } from './cart-options.js';

const now = new Date('2026-11-25T12:00:00Z');

describe('encoded cart options (purchase spec §3, §6)', () => {
  it.each<CartOptions>([
    { disablePromoCode: false, enableMonthly: false, customerID: 0 },
    { disablePromoCode: true, enableMonthly: true, customerID: 42 },
    { disablePromoCode: false, enableMonthly: true, customerID: 1234567 },
    { disablePromoCode: true, enableMonthly: false, customerID: 7 },
  ])('round-trips %j through a URL-safe string', (options) => {
    const encoded = encodeCartOptions(options);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCartOptions(encoded)).toEqual(options);
  });

  it('encodes JSON of the three options as base64url', () => {
    const encoded = encodeCartOptions({ disablePromoCode: true, enableMonthly: true, customerID: 42 });
    expect(JSON.parse(atob(encoded))).toEqual({ disablePromoCode: true, enableMonthly: true, customerID: 42 });
  });

  it.each<[string, string | null | undefined]>([
    ['nothing', undefined],
    ['an empty string', ''],
    ['text that is not base64 JSON', 'not-options'],
    ['base64 of a JSON number', btoa('42')],
    ['base64 of broken JSON', btoa('{"enableMonthly":')],
  ])('reads %s as the default options, which enable nothing', (_, encoded) => {
    expect(decodeCartOptions(encoded)).toEqual(DEFAULT_CART_OPTIONS);
  });

  it('keeps only true booleans and an integer customer id from what it decodes', () => {
    expect(decodeCartOptions(btoa(JSON.stringify({ disablePromoCode: 'yes', enableMonthly: 1, customerID: '42', extra: true })))).toEqual(DEFAULT_CART_OPTIONS);
  });

  it.each<[string, number, string, boolean]>([
    ['a free trial expired 6 days ago is lapsed', 1, '2026-11-19', true],
    ['a free trial expired 30 days ago is lapsed', 1, '2026-10-26', true],
    ['a free trial expired 5 days ago is not', 1, '2026-11-20', false],
    ['a running free trial is not', 1, '2026-11-28', false],
    ['a paid subscription expired 6 days ago is not a trial', 2, '2026-11-19', false],
  ])('%s', (_, role, expirationDate, lapsed) => {
    expect(isLapsedTrial({ role, expirationDate }, now)).toBe(lapsed);
    const options = cartOptionsFor({ role, expirationDate, customerId: 9 }, now);
    expect(options).toEqual(lapsed ? { disablePromoCode: true, enableMonthly: true, customerID: 9 } : { disablePromoCode: false, enableMonthly: false, customerID: 9 });
  });
});
