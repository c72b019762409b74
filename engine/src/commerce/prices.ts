/**
 * Prices of the products (purchase spec §3, §9), in cents. The spec names the price fields but gives no amounts:
 * these are Ibid's, chosen so that the spec's savings labels are true (annual 20 percent and two years 35 percent
 * below paying monthly) and so that a year of priority support costs the pro-rating's ceiling, $19.95.
 */
import type { Cents } from './money.js';
import { PRODUCTS, productFor, type ProductId, type RenewalPeriodId } from './products.js';

export const PRICES = {
  801: 9599,
  802: 999,
  803: 4999,
  804: 15599,
  204: 1995,
  205: 199,
  206: 1195,
  207: 3595,
} as const satisfies Record<ProductId, Cents>;

export type PriceTable = Readonly<Record<ProductId, Cents>>;

/** The spec's Prices entity (the annual subscription travels apart, as the cart's annualSubscriptionPrice). */
export interface CartPrices {
  monthlySubscription: Cents;
  semiAnnualSubscription: Cents;
  twoYearSubscription: Cents;
  prioritySupportMonthlySubscription: Cents;
  prioritySupportSemiAnnualSubscription: Cents;
  prioritySupportAnnualSubscription: Cents;
  prioritySupportTwoYearSubscription: Cents;
}

/** The Prices entity of a price table. */
export function cartPrices(prices: PriceTable = PRICES): CartPrices {
  return {
    monthlySubscription: prices[802],
    semiAnnualSubscription: prices[803],
    twoYearSubscription: prices[804],
    prioritySupportMonthlySubscription: prices[205],
    prioritySupportSemiAnnualSubscription: prices[206],
    prioritySupportAnnualSubscription: prices[204],
    prioritySupportTwoYearSubscription: prices[207],
  };
}

/** A cart line: the spec's product with productID, name and price. */
export interface CartProduct {
  productID: ProductId;
  name: string;
  price: Cents;
}

/** The cart line of a product at its listed price. */
export function cartProduct(productID: ProductId, prices: PriceTable = PRICES): CartProduct {
  return { productID, name: PRODUCTS[productID].name, price: prices[productID] };
}

/** The subscription or priority-support line that renews with a period. */
export function productLine(period: RenewalPeriodId, kind: 'subscription' | 'priority-support', prices: PriceTable = PRICES): CartProduct {
  return cartProduct(productFor(period, kind), prices);
}

/** §9: the savings label of each period; shown only when the semi-annual price is below the annual price. */
export const SAVINGS_LABELS: Readonly<Partial<Record<RenewalPeriodId, string>>> = {
  4: 'save 35 percent',
  2: 'save 20 percent',
};

/** The savings label beside a period's option, or undefined. */
export function savingsLabel(period: RenewalPeriodId, prices: PriceTable = PRICES): string | undefined {
  return prices[803] < prices[801] ? SAVINGS_LABELS[period] : undefined;
}
