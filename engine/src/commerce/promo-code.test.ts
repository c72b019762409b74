import { describe, expect, it } from 'vitest';
import { promoAppliedLabel, promoDiscount, readPromoCode, REFERRAL_BONUS_MONTHS, type PromotionalCode } from './promo-code.js';

const percent = (discountPercent: number): PromotionalCode => ({ code: 'PCT', codeType: 1, discountPercent, dollarDiscount: 0 });
const dollars = (dollarDiscount: number): PromotionalCode => ({ code: 'OFF', codeType: 3, discountPercent: 0, dollarDiscount });

describe('promo codes (purchase spec §3, §9)', () => {
  it.each<[string, PromotionalCode | null, number, number]>([
    ['type 1 takes a percent off: 20 percent of $95.99 is $19.20 (19.198 rounded to the cent)', percent(20), 9599, 1920],
    ['type 1 rounds half a cent up: 10 percent of $0.05 is $0.01', percent(10), 5, 1],
    ['type 1 at 15 percent of $115.94 is $17.39 (17.391)', percent(15), 11594, 1739],
    ['type 1 at 100 percent covers the whole subtotal', percent(100), 9599, 9599],
    ['type 3 takes a fixed dollar amount off: $10.00', dollars(1000), 9599, 1000],
    ['type 3 never takes off more than the subtotal', dollars(20000), 9599, 9599],
    ['no code gives no discount', null, 9599, 0],
    ['nothing comes off an empty subtotal', percent(50), 0, 0],
  ])('%s', (_, promo, subTotal, discount) => {
    expect(promoDiscount(subTotal, promo)).toBe(discount);
  });

  it.each<[string, ReturnType<typeof readPromoCode>]>([
    ['3FREE-1234', { kind: 'referral', referringCustomerId: 1234 }],
    ['3free-77', { kind: 'referral', referringCustomerId: 77 }],
    [' 3FREE42 ', { kind: 'referral', referringCustomerId: 42 }],
    ['3FREE', { kind: 'code', code: '3FREE' }],
    ['3FREE-0', { kind: 'code', code: '3FREE-0' }],
    ['spring20', { kind: 'code', code: 'SPRING20' }],
    ['  ', { kind: 'empty' }],
  ])('reads the entered code %j', (entered, read) => {
    expect(readPromoCode(entered)).toEqual(read);
  });

  it("labels a referral '3FREE-{id} applied!' and gives it 3 months", () => {
    expect(promoAppliedLabel({ referringCustomerId: 1234 })).toBe('3FREE-1234 applied!');
    expect(REFERRAL_BONUS_MONTHS).toBe(3);
  });

  it('labels another applied code by the code', () => {
    expect(promoAppliedLabel({ code: 'SPRING20' })).toBe('SPRING20 applied!');
  });
});
