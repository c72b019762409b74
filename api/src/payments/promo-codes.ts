/**
 * The promo codes Ibid takes (purchase-and-paper-creation §3: type 1 a percent off, type 3 dollars off), as data:
 * the server looks an entered code up here, so a client cannot invent its own discount. A code containing 3FREE is a
 * referral, read by the engine (`readPromoCode`), not listed.
 */
import { PROMO_CODE_TYPES, type PromotionalCode } from '@ibid/engine/commerce';

export const PROMO_CODES: readonly PromotionalCode[] = [
  { code: 'STUDENT20', codeType: PROMO_CODE_TYPES.PERCENT, discountPercent: 20, dollarDiscount: 0 },
  { code: 'WELCOME10', codeType: PROMO_CODE_TYPES.PERCENT, discountPercent: 10, dollarDiscount: 0 },
  { code: 'SAVE5', codeType: PROMO_CODE_TYPES.DOLLAR, discountPercent: 0, dollarDiscount: 500 },
];

export const findPromoCode = (code: string): PromotionalCode | undefined => PROMO_CODES.find((promo) => promo.code === code.trim().toUpperCase());
