/**
 * Card rules of the payment form (purchase spec §3, §5): number (Luhn, lengths, brand by braintree's
 * card-validator), expiration month and year against a given clock, CVV length by brand.
 */
import cardValidator from 'card-validator';

/** The brands Ibid takes, keyed by card-validator's type, with the spec's names and the CVV length. */
export const CARD_BRANDS = {
  'american-express': { name: 'Amex', cvvLength: 4 },
  discover: { name: 'Discover', cvvLength: 3 },
  jcb: { name: 'JCB', cvvLength: 3 },
  mastercard: { name: 'MasterCard', cvvLength: 3 },
  visa: { name: 'Visa', cvvLength: 3 },
} as const;
export type CardBrand = (typeof CARD_BRANDS)[keyof typeof CARD_BRANDS]['name'];

/** Only digits: what is left of a card or account number once spaces and dashes are dropped. */
export function digitsOnly(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[\s-]/g, '');
}

const brandOfType = (type: string | undefined): CardBrand | undefined =>
  type && Object.hasOwn(CARD_BRANDS, type) ? CARD_BRANDS[type as keyof typeof CARD_BRANDS].name : undefined;

/** The brand of a card number as typed, from its first digits; undefined while unknown or for a brand not taken. */
export function detectCardBrand(cardNumber: string | null | undefined): CardBrand | undefined {
  const digits = digitsOnly(cardNumber);
  if (!/^\d+$/.test(digits)) return undefined;
  return brandOfType(cardValidator.number(digits).card?.type);
}

export type CardNumberProblem = 'required' | 'invalid' | 'unsupported-brand';

/** Whether a card number is complete, passes Luhn and is of a brand Ibid takes. */
export function checkCardNumber(cardNumber: string | null | undefined): { brand: CardBrand } | { problem: CardNumberProblem } {
  const digits = digitsOnly(cardNumber);
  if (!digits) return { problem: 'required' };
  if (!/^\d+$/.test(digits)) return { problem: 'invalid' };
  const checked = cardValidator.number(digits);
  if (!checked.isValid) return { problem: 'invalid' };
  const brand = brandOfType(checked.card?.type);
  return brand ? { brand } : { problem: 'unsupported-brand' };
}

/** The CVV length of a brand: 4 for Amex, 3 for the others. */
export function cvvLength(brand: CardBrand): number {
  return Object.values(CARD_BRANDS).find((b) => b.name === brand)?.cvvLength ?? 3;
}

/** The four-digit year of an entered year: "2027" as is, "27" as 2027. */
export function fullExpirationYear(year: string): number {
  return year.length <= 2 ? 2000 + Number(year) : Number(year);
}

/** Cards are accepted up to this many years ahead. */
export const MAX_CARD_YEARS_AHEAD = 20;

export type ExpirationProblem = 'invalid-month' | 'invalid-year' | 'expired';

/** Whether a card's month and year are well formed and not past (a card works to the end of its month, UTC). */
export function checkCardExpiration(month: string, year: string, now: Date): ExpirationProblem | undefined {
  const m = Number(month);
  if (!/^\d{1,2}$/.test(month) || m < 1 || m > 12) return 'invalid-month';
  if (!/^(\d{2}|\d{4})$/.test(year)) return 'invalid-year';
  const y = fullExpirationYear(year);
  const thisYear = now.getUTCFullYear();
  if (y > thisYear + MAX_CARD_YEARS_AHEAD) return 'invalid-year';
  if (y < thisYear || (y === thisYear && m < now.getUTCMonth() + 1)) return 'expired';
  return undefined;
}
