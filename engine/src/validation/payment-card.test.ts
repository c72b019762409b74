import { describe, expect, it } from 'vitest';
import { checkCardExpiration, checkCardNumber, cvvLength, detectCardBrand, digitsOnly, fullExpirationYear, type CardBrand } from './payment-card.js';

describe('card number and brand (purchase spec §3, §5)', () => {
  it.each<[string, CardBrand]>([
    ['4242 4242 4242 4242', 'Visa'],
    ['4000 0000 0000 0002', 'Visa'],
    ['4000-0566-5566-5556', 'Visa'],
    ['3782 822463 10005', 'Amex'],
    ['371449635398431', 'Amex'],
    ['6011 1111 1111 1117', 'Discover'],
    ['6011000990139424', 'Discover'],
    ['3566 0020 2036 0505', 'JCB'],
    ['5555 5555 5555 4444', 'MasterCard'],
    ['2223003122003222', 'MasterCard'],
    ['5105105105105100', 'MasterCard'],
  ])('%s is a valid %s card', (number, brand) => {
    expect(checkCardNumber(number)).toEqual({ brand });
  });

  it.each<[string, string, string]>([
    ['fails the Luhn check', '4242 4242 4242 4241', 'invalid'],
    ['is too short', '4242 4242 4242', 'invalid'],
    ['has letters', '4242 4242 4242 424X', 'invalid'],
    ['is empty', '  ', 'required'],
    ['is a Diners Club card, a brand not taken', '3622 720627 1667', 'unsupported-brand'],
    ['is a UnionPay card, a brand not taken', '6200000000000005', 'unsupported-brand'],
  ])('refuses a number that %s', (_, number, problem) => {
    expect(checkCardNumber(number)).toEqual({ problem });
  });

  it.each<[string, CardBrand | undefined]>([
    ['42', 'Visa'],
    ['34', 'Amex'],
    ['37', 'Amex'],
    ['35', 'JCB'],
    ['6011', 'Discover'],
    ['51', 'MasterCard'],
    ['2221', 'MasterCard'],
    ['3', undefined],
    ['', undefined],
    ['abc', undefined],
  ])('detects the brand of %j as it is typed: %s', (typed, brand) => {
    expect(detectCardBrand(typed)).toBe(brand);
  });

  it.each<[CardBrand, number]>([
    ['Amex', 4],
    ['Discover', 3],
    ['JCB', 3],
    ['MasterCard', 3],
    ['Visa', 3],
  ])('the %s CVV has %i digits', (brand, length) => {
    expect(cvvLength(brand)).toBe(length);
  });

  it('keeps only the digits of a number typed with spaces and dashes', () => {
    expect(digitsOnly(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });
});

describe('card expiration (purchase spec §5)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it.each<[string, string, string, string | undefined]>([
    ['this month still works', '11', '2026', undefined],
    ['a one-digit month works', '1', '2027', undefined],
    ['a two-digit year is 20yy', '12', '26', undefined],
    ['last month has expired', '10', '2026', 'expired'],
    ['last year has expired', '12', '2025', 'expired'],
    ['month 0 is not a month', '0', '2027', 'invalid-month'],
    ['month 13 is not a month', '13', '2027', 'invalid-month'],
    ['a three-digit year is not a year', '12', '202', 'invalid-year'],
    ['more than 20 years ahead is not a card year', '12', '2047', 'invalid-year'],
    ['20 years ahead is', '12', '2046', undefined],
  ])('%s (%s/%s)', (_, month, year, problem) => {
    expect(checkCardExpiration(month, year, now)).toBe(problem);
  });

  it.each([
    ['27', 2027],
    ['2031', 2031],
    ['05', 2005],
  ])('reads the year %s as %i', (year, full) => {
    expect(fullExpirationYear(year)).toBe(full);
  });
});
