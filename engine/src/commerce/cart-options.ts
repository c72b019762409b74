/**
 * The encoded cart options (purchase spec §3, §6): JSON of disablePromoCode, enableMonthly and customerID, carried
 * in a URL as base64url. Decoding never fails: anything unreadable is the default options, which enable nothing.
 */
import { ACCOUNT_ROLES, daysUntilExpiry, type SubscriptionFacts } from './subscription.js';

export interface CartOptions {
  disablePromoCode: boolean;
  enableMonthly: boolean;
  /** The customer the options were made for: the monthly option applies only to that customer. */
  customerID: number;
}

export const DEFAULT_CART_OPTIONS: CartOptions = { disablePromoCode: false, enableMonthly: false, customerID: 0 };

/** §6: a free trial expired this many days or more gets a monthly-only cart with no promo code. */
export const MONTHLY_ONLY_AFTER_TRIAL_DAYS = 6;

export function encodeCartOptions(options: CartOptions): string {
  const json = JSON.stringify({ disablePromoCode: options.disablePromoCode, enableMonthly: options.enableMonthly, customerID: options.customerID });
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCartOptions(encoded: string | null | undefined): CartOptions {
  if (!encoded) return { ...DEFAULT_CART_OPTIONS };
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const parsed: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof parsed !== 'object' || parsed === null) return { ...DEFAULT_CART_OPTIONS };
    const o = parsed as Record<string, unknown>;
    return {
      disablePromoCode: o.disablePromoCode === true,
      enableMonthly: o.enableMonthly === true,
      customerID: typeof o.customerID === 'number' && Number.isSafeInteger(o.customerID) ? o.customerID : 0,
    };
  } catch {
    return { ...DEFAULT_CART_OPTIONS };
  }
}

/** Whether a customer is a free trial expired 6 or more days ago: their cart is monthly only, with no promo code. */
export function isLapsedTrial(customer: Pick<SubscriptionFacts, 'role' | 'expirationDate'>, now: Date): boolean {
  const days = daysUntilExpiry(customer, now);
  return customer.role === ACCOUNT_ROLES.FREE_TRIAL && days !== undefined && -days >= MONTHLY_ONLY_AFTER_TRIAL_DAYS;
}

/** The options the server encodes for a customer's cart link: only a lapsed trial gets any. */
export function cartOptionsFor(customer: Pick<SubscriptionFacts, 'role' | 'expirationDate'> & { customerId: number }, now: Date): CartOptions {
  return isLapsedTrial(customer, now)
    ? { disablePromoCode: true, enableMonthly: true, customerID: customer.customerId }
    : { ...DEFAULT_CART_OPTIONS, customerID: customer.customerId };
}
