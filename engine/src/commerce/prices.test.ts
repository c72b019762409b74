import { describe, expect, it } from 'vitest';
import { cartPrices, cartProduct, PRICES, productLine, SAVINGS_LABELS, savingsLabel, type PriceTable } from './prices.js';
import { PRODUCTS, RENEWAL_PERIODS, type ProductId, type RenewalPeriodId } from './products.js';
import { PRO_RATED_PRIORITY_SUPPORT } from './priority-support.js';

describe('products and prices (purchase spec §3)', () => {
  it.each<[ProductId, string, number]>([
    [801, 'Annual', 9599],
    [802, 'One Month', 999],
    [803, 'Semi-Annual', 4999],
    [804, 'Two Year', 15599],
    [204, 'Priority Support Annual', 1995],
    [205, 'Priority Support One Month', 199],
    [206, 'Priority Support Semi-Annual', 1195],
    [207, 'Priority Support Two Year', 3595],
  ])('product %i is %s at %i cents', (id, name, price) => {
    expect(cartProduct(id)).toEqual({ productID: id, name, price });
  });

  it('prices every product of the spec, and nothing else', () => {
    expect(Object.keys(PRICES).sort()).toEqual(Object.keys(PRODUCTS).sort());
  });

  it.each<[RenewalPeriodId, number, number]>([
    [1, 802, 205],
    [2, 801, 204],
    [3, 803, 206],
    [4, 804, 207],
  ])('period %i sells subscription %i and priority support %i', (period, subscription, support) => {
    expect(productLine(period, 'subscription').productID).toBe(subscription);
    expect(productLine(period, 'priority-support').productID).toBe(support);
  });

  it("fills the spec's Prices entity from the table", () => {
    expect(cartPrices()).toEqual({
      monthlySubscription: 999,
      semiAnnualSubscription: 4999,
      twoYearSubscription: 15599,
      prioritySupportMonthlySubscription: 199,
      prioritySupportSemiAnnualSubscription: 1195,
      prioritySupportAnnualSubscription: 1995,
      prioritySupportTwoYearSubscription: 3595,
    });
  });

  it("prices a year of priority support at the pro-rating's $19.95 ceiling", () => {
    expect(PRICES[204]).toBe(PRO_RATED_PRIORITY_SUPPORT.max);
  });
});

describe('savings labels (purchase spec §9)', () => {
  it.each<[RenewalPeriodId, string | undefined]>([
    [4, 'save 35 percent'],
    [2, 'save 20 percent'],
    [3, undefined],
    [1, undefined],
  ])('period %i is labelled %s', (period, label) => {
    expect(savingsLabel(period)).toBe(label);
  });

  it.each([
    [4, 35],
    [2, 20],
  ] as const)('the label of period %i is true: it costs %i percent less than paying monthly', (period, percent) => {
    const monthly = PRICES[802] * RENEWAL_PERIODS[period].months;
    const price = PRICES[period === 4 ? 804 : 801];
    expect(Math.round((1 - price / monthly) * 100)).toBe(percent);
    expect(SAVINGS_LABELS[period]).toBe(`save ${percent} percent`);
  });

  it.each([
    ['below', 9599, 'save 20 percent'],
    ['equal to', 4999, undefined],
    ['above', 3000, undefined],
  ])('shows the labels only when the semi-annual price is below the annual price (semi-annual %s annual)', (_, annual, label) => {
    const prices: PriceTable = { ...PRICES, 801: annual };
    expect(savingsLabel(2, prices)).toBe(label);
  });
});
