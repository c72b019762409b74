import { describe, expect, it } from 'vitest';
import { encodeCartOptions } from './cart-options.js';
import { showPromoCodeInput } from './cart-screen.js';
import { assembleCart, assemblePrioritySupportCart, cartExpirationPreview, cartTotals, customerKind, isMonthlyOffered, offeredRenewalPeriods, type Cart, type CartCustomer, type CustomerKind } from './cart.js';
import type { PromotionalCode } from './promo-code.js';

const now = new Date('2026-11-25T12:00:00Z');
const customer = (over: Partial<CartCustomer>): CartCustomer => ({
  customerId: 501,
  role: 2,
  expirationDate: '2027-02-01',
  isCancelled: false,
  isRecurring: true,
  renewalPeriod: 2,
  renewalType: 1,
  hasPrioritySupport: false,
  hasPaymentMethod: true,
  ...over,
});
const NEW = customer({ customerId: 0, role: 0, expirationDate: null, isRecurring: false, renewalPeriod: 0, renewalType: null, hasPaymentMethod: false });
const TRIAL = customer({ role: 1, expirationDate: '2026-11-28', isRecurring: false, renewalPeriod: 0, hasPaymentMethod: false });
const RECURRING = customer({});
const NON_RECURRING = customer({ isRecurring: false, renewalType: 2 });
const EXPIRED = customer({ expirationDate: '2026-10-01', isRecurring: false });
const cart = (c: CartCustomer, choices = {}): Cart => {
  const r = assembleCart(c, choices, now);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const percent = (discountPercent: number): PromotionalCode => ({ code: 'SPRING', codeType: 1, discountPercent, dollarDiscount: 0 });

describe('customer kinds (purchase spec §1)', () => {
  it.each<[string, CartCustomer, CustomerKind]>([
    ['customer id 0 is a new customer', NEW, 'new'],
    ['a running trial is a free-trial customer', TRIAL, 'free-trial'],
    ['a trial is never a recurring renewal, even marked recurring', { ...TRIAL, isRecurring: true }, 'free-trial'],
    ['an active auto-renewing subscription is recurring', RECURRING, 'recurring'],
    ['an active manual subscription is non-recurring', NON_RECURRING, 'non-recurring'],
    ['a cancelled subscription with access left is non-recurring: it will not renew', customer({ isCancelled: true }), 'non-recurring'],
    ['a subscription that ended before today is expired', EXPIRED, 'expired'],
    ['a recurring subscription past its expiry is expired', customer({ expirationDate: '2026-11-24' }), 'expired'],
    ['a subscription ending today is not expired yet', customer({ expirationDate: '2026-11-25' }), 'recurring'],
    ['a trial that ended is expired', customer({ role: 1, expirationDate: '2026-11-01', isRecurring: false }), 'expired'],
  ])('%s', (_, c, kind) => {
    expect(customerKind(c, now)).toBe(kind);
  });
});

describe('cart assembly for every customer kind (purchase spec §3-4)', () => {
  it.each<[string, CartCustomer, Partial<Cart>, number[]]>([
    ['a new customer gets annual auto, not a renewal', NEW, { customerKind: 'new', isRenewal: false, renewalPeriod: 2, renewalType: 1, prioritySupport: false }, [801]],
    ['a free trial (period 0) gets annual auto, not a renewal', TRIAL, { customerKind: 'free-trial', isRenewal: false, renewalPeriod: 2, renewalType: 1 }, [801]],
    ['a recurring customer keeps their period and type, as a renewal', customer({ renewalPeriod: 3 }), { customerKind: 'recurring', isRenewal: true, renewalPeriod: 3, renewalType: 1 }, [803]],
    ['a non-recurring customer keeps manual renewal', NON_RECURRING, { customerKind: 'non-recurring', isRenewal: true, renewalPeriod: 2, renewalType: 2 }, [801]],
    ['an expired customer is a renewal that starts again', EXPIRED, { customerKind: 'expired', isRenewal: true, renewalPeriod: 2 }, [801]],
    ['a customer with priority support gets it in the cart, second', customer({ hasPrioritySupport: true, renewalPeriod: 4 }), { prioritySupport: true, renewalPeriod: 4 }, [804, 207]],
    ['a monthly customer stays monthly, on auto', customer({ renewalPeriod: 1, renewalType: 2 }), { renewalPeriod: 1, renewalType: 1 }, [802]],
  ])('%s', (_, c, expected, productIds) => {
    const assembled = cart(c);
    expect(assembled).toMatchObject(expected);
    expect(assembled.products.map((p) => p.productID)).toEqual(productIds);
    expect(assembled.annualSubscriptionPrice).toBe(9599);
  });

  it.each<[string, object, number[]]>([
    ['two years with priority support', { renewalPeriod: 4, prioritySupport: true }, [804, 207]],
    ['semi-annual without priority support', { renewalPeriod: 3, prioritySupport: false }, [803]],
    ['annual with priority support', { renewalPeriod: 2, prioritySupport: true }, [801, 204]],
    ['period 0 is annual', { renewalPeriod: 0, prioritySupport: true }, [801, 204]],
  ])('a choice of %s puts those products in the cart', (_, choices, productIds) => {
    expect(cart(NEW, choices).products.map((p) => p.productID)).toEqual(productIds);
  });

  it.each<[string, CartCustomer, object, boolean]>([
    ['monthly is refused to a new customer without options', NEW, { renewalPeriod: 1 }, false],
    ['monthly is offered when the options enable it for this customer', TRIAL, { renewalPeriod: 1, cartOptions: encodeCartOptions({ enableMonthly: true, disablePromoCode: false, customerID: 501 }) }, true],
    ['monthly is refused when the options were made for another customer', TRIAL, { renewalPeriod: 1, cartOptions: { enableMonthly: true, disablePromoCode: false, customerID: 777 } }, false],
    ['monthly is offered to a customer already on monthly', customer({ renewalPeriod: 1 }), { renewalPeriod: 1 }, true],
    ['a lapsed trial (expired 6 days) is offered monthly', customer({ role: 1, expirationDate: '2026-11-19', renewalPeriod: 0 }), { renewalPeriod: 1 }, true],
    ['a lapsed trial is refused anything but monthly', customer({ role: 1, expirationDate: '2026-11-19', renewalPeriod: 0 }), { renewalPeriod: 2 }, false],
  ])('%s', (_, c, choices, accepted) => {
    const r = assembleCart(c, choices, now);
    expect(r.ok).toBe(accepted);
    if (!r.ok) expect(r.error.code).toBe('period-not-offered');
  });

  it.each<[string, boolean, number, number, boolean, boolean]>([
    // enableMonthly, options' customerID, current period, monthly only, shown
    ['the monthly option shows when the options enable it for this customer', true, 501, 2, false, true],
    ['the monthly option hides when the options enable it for another customer', true, 777, 2, false, false],
    ['the monthly option hides when the options do not enable it', false, 501, 2, false, false],
    ['the monthly option shows when the customer is already monthly', false, 0, 1, false, true],
    ['the monthly option shows when the cart is monthly only', false, 0, 0, true, true],
    ['the monthly option hides when nothing enables it', false, 0, 0, false, false],
  ])('%s', (_, enableMonthly, customerID, currentRenewalPeriod, monthlyOnly, shown) => {
    const facts = { customerId: 501, cartOptions: { enableMonthly, customerID, disablePromoCode: false }, currentRenewalPeriod: currentRenewalPeriod as 0 | 1 | 2, monthlyOnly };
    expect(isMonthlyOffered(facts)).toBe(shown);
  });

  it('gives a lapsed trial a monthly-only cart with no promo code, even from a link without options', () => {
    const lapsed = cart(customer({ role: 1, expirationDate: '2026-11-19', renewalPeriod: 0 }));
    expect(lapsed).toMatchObject({ monthlyOnly: true, renewalPeriod: 1, renewalType: 1 });
    expect(lapsed.cartOptions).toEqual({ disablePromoCode: true, enableMonthly: true, customerID: 501 });
    expect(showPromoCodeInput(lapsed)).toBe(false);
    expect(offeredRenewalPeriods(lapsed)).toEqual([1]);
  });

  it.each<[string, CartCustomer, number[]]>([
    ['without the monthly option, the three longer periods', NEW, [4, 2, 3]],
    ['with it, all four', customer({ renewalPeriod: 1 }), [4, 2, 3, 1]],
  ])('offers %s', (_, c, periods) => {
    expect(offeredRenewalPeriods(cart(c))).toEqual(periods);
  });
});

describe('cart totals (purchase spec §7, §9)', () => {
  it.each<[string, object, PromotionalCode | null, string | null, { subTotal: number; discount: number; tax: number; grandTotal: number; chargeTax: boolean }]>([
    ['annual alone, no code, outside Tennessee', {}, null, '10001', { subTotal: 9599, discount: 0, tax: 0, grandTotal: 9599, chargeTax: false }],
    ['annual in Tennessee (37203) pays 9.75 percent: $9.36 on $95.99', {}, null, '37203', { subTotal: 9599, discount: 0, tax: 936, grandTotal: 10535, chargeTax: true }],
    ['annual at zip 38599, the top of the range, is taxed', {}, null, '38599', { subTotal: 9599, discount: 0, tax: 936, grandTotal: 10535, chargeTax: true }],
    ['annual at zip 38600 is not taxed', {}, null, '38600', { subTotal: 9599, discount: 0, tax: 0, grandTotal: 9599, chargeTax: false }],
    ['an incomplete zip (3720) clears chargeTax', {}, null, '3720', { subTotal: 9599, discount: 0, tax: 0, grandTotal: 9599, chargeTax: false }],
    ['no zip (non-US) is not taxed', {}, null, null, { subTotal: 9599, discount: 0, tax: 0, grandTotal: 9599, chargeTax: false }],
    ['annual with priority support, 20 percent off, in Tennessee: 9.75 percent of the $92.75 left is $9.04', { prioritySupport: true }, percent(20), '37000', { subTotal: 11594, discount: 2319, tax: 904, grandTotal: 10179, chargeTax: true }],
    ['two years, $25 off', { renewalPeriod: 4 }, { code: 'TWENTYFIVE', codeType: 3, discountPercent: 0, dollarDiscount: 2500 }, '90210', { subTotal: 15599, discount: 2500, tax: 0, grandTotal: 13099, chargeTax: false }],
    ['semi-annual, 100 percent off, is fully covered', { renewalPeriod: 3 }, percent(100), '37000', { subTotal: 4999, discount: 4999, tax: 0, grandTotal: 0, chargeTax: true }],
  ])('%s', (_, choices, promo, zip, expected) => {
    expect(cartTotals(cart(NEW, choices), promo, zip)).toMatchObject(expected);
  });

  it('shows the subtotal as dollars and names the applied code', () => {
    const totals = cartTotals(cart(NEW, { prioritySupport: true }), percent(20), '10001');
    expect(totals).toMatchObject({ subTotalDisplay: '$115.94', promotionalCode: 'SPRING', promoLabel: 'SPRING applied!' });
  });

  it("gives a 3FREE referral no discount and the label '3FREE-{id} applied!'", () => {
    const totals = cartTotals(cart(NEW, { referringCustomerId: 1234 }), null, '10001');
    expect(totals).toMatchObject({ discount: 0, grandTotal: 9599, promoLabel: '3FREE-1234 applied!', promotionalCode: null });
  });
});

describe('priority support bought alone (purchase spec §4)', () => {
  it.each<[string, string, number, number]>([
    ['an annual subscriber with ten months left pays the $19.95 ceiling', '2027-09-25', 2, 1995],
    ['a subscriber with three months left pays $6', '2027-02-25', 2, 600],
    ['a semi-annual subscriber with two weeks left pays the $2 floor', '2026-12-09', 3, 200],
  ])('%s', (_, expirationDate, renewalPeriod, price) => {
    const r = assemblePrioritySupportCart(customer({ expirationDate, renewalPeriod }), now);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.purpose).toBe('priority-support');
    expect(r.value.products).toEqual([{ productID: renewalPeriod === 2 ? 204 : 206, name: expect.stringMatching(/^Priority Support/), price }]);
    expect(cartTotals(r.value, percent(50), '10001')).toMatchObject({ subTotal: price, discount: 0, grandTotal: price, promotionalCode: null });
  });

  it('takes no discount but is still taxed in Tennessee', () => {
    const r = assemblePrioritySupportCart(customer({ expirationDate: '2027-09-25' }), now);
    if (!r.ok) throw new Error(r.error.message);
    expect(cartTotals(r.value, percent(50), '37203')).toMatchObject({ discount: 0, tax: 195, grandTotal: 2190 });
  });

  it.each<[string, CartCustomer, string]>([
    ['a visitor with no customer id goes to Login', NEW, 'login-required'],
    ['an expired subscription cannot add priority support', EXPIRED, 'no-subscription'],
  ])('%s', (_, c, code) => {
    const r = assemblePrioritySupportCart(c, now);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });
});

describe("the cart's expiration preview (purchase spec §4)", () => {
  it.each<[string, CartCustomer, object, string]>([
    ['a new customer starts today', NEW, {}, '2027-11-25'],
    ['a free trial starts today', TRIAL, {}, '2027-11-25'],
    ['an expired customer starts today', EXPIRED, {}, '2027-11-25'],
    ['a recurring customer adds to the current expiration', RECURRING, {}, '2028-02-01'],
    ['a non-recurring customer adds to the current expiration', NON_RECURRING, { renewalPeriod: 3 }, '2027-08-01'],
    ['a referral adds 3 months more', NEW, { referringCustomerId: 1234 }, '2028-02-25'],
  ])('%s', (_, c, choices, expected) => {
    expect(cartExpirationPreview(cart(c, choices), now).expirationDate.toISOString().slice(0, 10)).toBe(expected);
  });

  it('keeps the expiry for priority support alone, the renewal shown one day before it', () => {
    const support = assemblePrioritySupportCart(RECURRING, now);
    if (!support.ok) throw new Error(support.error.message);
    const preview = cartExpirationPreview(support.value, now);
    expect(preview.expirationDate.toISOString().slice(0, 10)).toBe(new Date(RECURRING.expirationDate!).toISOString().slice(0, 10));
    expect(preview.renewalDate.getTime()).toBe(preview.expirationDate.getTime() - 86_400_000);
    expect(preview.message).toMatch(/^Your subscription is set to auto-renew on /);
  });
});
