/** The products, renewal periods and payment enumerations of the purchase spec (§3). */

/** Renewal periods with the months each adds: month 1, annual 2 (12), semi-annual 3 (6), two years 4 (24). */
export const RENEWAL_PERIODS = {
  1: { key: 'month', label: 'One Month', months: 1 },
  2: { key: 'annual', label: 'Annual', months: 12 },
  3: { key: 'semi-annual', label: 'Semi-Annual', months: 6 },
  4: { key: 'two-years', label: 'Two Year', months: 24 },
} as const;
export type RenewalPeriodId = keyof typeof RENEWAL_PERIODS;

export const RENEWAL_TYPES = { AUTO: 1, MANUAL: 2 } as const;
export const PAYMENT_TYPES = { CARD: 1, ECHECK: 2 } as const;
export const ACCOUNT_TYPES = { CHECKING: 1, SAVINGS: 2 } as const;
export const PROMO_CODE_TYPES = { PERCENT: 1, DOLLAR: 3 } as const;

/** Subscription and priority-support products by id, each tied to its renewal period. */
export const PRODUCTS = {
  801: { name: 'Annual', kind: 'subscription', period: 2 },
  802: { name: 'One Month', kind: 'subscription', period: 1 },
  803: { name: 'Semi-Annual', kind: 'subscription', period: 3 },
  804: { name: 'Two Year', kind: 'subscription', period: 4 },
  204: { name: 'Priority Support Annual', kind: 'priority-support', period: 2 },
  205: { name: 'Priority Support One Month', kind: 'priority-support', period: 1 },
  206: { name: 'Priority Support Semi-Annual', kind: 'priority-support', period: 3 },
  207: { name: 'Priority Support Two Year', kind: 'priority-support', period: 4 },
} as const satisfies Record<number, { name: string; kind: 'subscription' | 'priority-support'; period: RenewalPeriodId }>;
export type ProductId = keyof typeof PRODUCTS;

/** The product id for a period and kind: the subscription or the priority support that renews with it. */
export function productFor(period: RenewalPeriodId, kind: 'subscription' | 'priority-support'): ProductId {
  const id = (Object.keys(PRODUCTS).map(Number) as ProductId[]).find((p) => PRODUCTS[p].period === period && PRODUCTS[p].kind === kind);
  return id as ProductId;
}
