/**
 * Promo codes (purchase spec §3, §7, §9): type 1 takes a percent off the subtotal, type 3 a fixed dollar amount;
 * a code containing 3FREE is a referral, worth no discount but 3 more months, labelled '3FREE-{id} applied!'.
 */
import { percentOf, type Cents } from './money.js';
import { PROMO_CODE_TYPES } from './products.js';

export type PromoCodeType = (typeof PROMO_CODE_TYPES)[keyof typeof PROMO_CODE_TYPES];

/** The spec's PromotionalCode; dollarDiscount is in cents inside the engine. */
export interface PromotionalCode {
  code: string;
  codeType: PromoCodeType;
  discountPercent: number;
  dollarDiscount: Cents;
}

export const REFERRAL_CODE_MARK = '3FREE';
export const REFERRAL_BONUS_MONTHS = 3;

/** What an entered code is: a referral (3FREE-{referring customer id}) or a code to look up. */
export type EnteredPromoCode = { kind: 'referral'; referringCustomerId: number } | { kind: 'code'; code: string } | { kind: 'empty' };

export function readPromoCode(entered: string): EnteredPromoCode {
  const code = entered.trim().toUpperCase();
  if (!code) return { kind: 'empty' };
  const referral = new RegExp(`${REFERRAL_CODE_MARK}-?(\\d+)`).exec(code);
  if (referral) {
    const id = Number(referral[1]);
    if (Number.isSafeInteger(id) && id > 0) return { kind: 'referral', referringCustomerId: id };
  }
  return { kind: 'code', code };
}

/** The discount a promo code gives on a subtotal, in cents: percent rounded to the cent, never above the subtotal. */
export function promoDiscount(subTotal: Cents, promo: PromotionalCode | null | undefined): Cents {
  if (!promo || subTotal <= 0) return 0;
  const discount = promo.codeType === PROMO_CODE_TYPES.PERCENT ? percentOf(subTotal, promo.discountPercent) : Math.round(promo.dollarDiscount);
  return Math.min(Math.max(discount, 0), subTotal);
}

/** The confirmation line that replaces the promo input once a code is applied. */
export function promoAppliedLabel(applied: { referringCustomerId: number } | { code: string }): string {
  return 'referringCustomerId' in applied ? `${REFERRAL_CODE_MARK}-${applied.referringCustomerId} applied!` : `${applied.code} applied!`;
}
