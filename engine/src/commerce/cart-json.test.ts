import { describe, expect, it } from 'vitest';
import { decodeCartOptions } from './cart-options.js';
import { assembleCart, assemblePrioritySupportCart, cartTotals, type CartCustomer } from './cart.js';
import { cartJson } from './cart-json.js';

const now = new Date('2026-11-25T12:00:00Z');
const customer: CartCustomer = { customerId: 0, role: 0, expirationDate: null, isCancelled: false, isRecurring: false, hasPaymentMethod: false };

describe('the cart on the wire (purchase spec §3, §7)', () => {
  it('carries amounts as dollars with two decimals under the spec field names', () => {
    const cart = assembleCart(customer, { prioritySupport: true }, now);
    if (!cart.ok) throw new Error(cart.error.message);
    const json = cartJson(cart.value, cartTotals(cart.value, { code: 'SPRING', codeType: 1, discountPercent: 20, dollarDiscount: 0 }, '37203'));
    expect(json).toMatchObject({
      customerId: 0,
      products: [
        { productID: 801, name: 'Annual', price: 95.99 },
        { productID: 204, name: 'Priority Support Annual', price: 19.95 },
      ],
      annualSubscriptionPrice: 95.99,
      renewalPeriod: 2,
      renewalType: 1,
      prioritySupport: true,
      isRenewal: false,
      currentExpirationDate: null,
      subTotal: 115.94,
      subTotalDisplay: '$115.94',
      discount: 23.19,
      tax: 9.04,
      grandTotal: 101.79,
      chargeTax: true,
      promotionalCode: 'SPRING',
      referringCustomerId: 0,
      proRatedPrioritySupportPrice: null,
    });
    expect(json.prices).toEqual({
      monthlySubscription: 9.99,
      semiAnnualSubscription: 49.99,
      twoYearSubscription: 155.99,
      prioritySupportMonthlySubscription: 1.99,
      prioritySupportSemiAnnualSubscription: 11.95,
      prioritySupportAnnualSubscription: 19.95,
      prioritySupportTwoYearSubscription: 35.95,
    });
    expect(decodeCartOptions(json.cartOptionsEncoded)).toEqual(cart.value.cartOptions);
  });

  it('names the pro-rated price of a priority-support-only cart', () => {
    const cart = assemblePrioritySupportCart({ ...customer, customerId: 5, role: 2, expirationDate: '2027-02-25', renewalPeriod: 2 }, now);
    if (!cart.ok) throw new Error(cart.error.message);
    expect(cartJson(cart.value, cartTotals(cart.value, null, null))).toMatchObject({ proRatedPrioritySupportPrice: 6, grandTotal: 6, products: [{ productID: 204, price: 6 }] });
  });
});
