import { describe, expect, it } from 'vitest';
import { CART_DELAYS, isBalanceCovered, PRIMARY_BUTTON_LABELS, primaryButtonLabel, showPrioritySupportSection, showPromoCodeInput } from './cart-screen.js';
import type { CustomerKind } from './cart.js';

const facts = (customerKind: CustomerKind, over: { hasPaymentMethod?: boolean; disablePromoCode?: boolean; prioritySupport?: boolean } = {}) => ({
  customerKind,
  hasPaymentMethod: over.hasPaymentMethod ?? false,
  prioritySupport: over.prioritySupport ?? false,
  cartOptions: { disablePromoCode: over.disablePromoCode ?? false, enableMonthly: false, customerID: 0 },
});

describe('promo code input (purchase spec §4, §6)', () => {
  it.each<[CustomerKind, boolean, boolean, boolean]>([
    // kind, saved payment method, options disable promo codes, shown
    ['free-trial', true, false, true],
    ['non-recurring', true, false, true],
    ['expired', true, false, true],
    ['free-trial', false, true, false],
    ['non-recurring', false, true, false],
    ['expired', false, true, false],
    ['recurring', true, false, false],
    ['recurring', false, false, true],
    ['new', false, false, true],
    ['recurring', false, true, false],
  ])('a %s customer (saved method: %s, promo codes disabled: %s) sees the input: %s', (kind, hasPaymentMethod, disablePromoCode, shown) => {
    expect(showPromoCodeInput(facts(kind, { hasPaymentMethod, disablePromoCode }))).toBe(shown);
  });

  it('replaces the input with the confirmation line once a code is applied', () => {
    expect(showPromoCodeInput(facts('free-trial'), { promoLabel: '3FREE-12 applied!' })).toBe(false);
    expect(showPromoCodeInput(facts('free-trial'), { promoLabel: null })).toBe(true);
  });
});

describe('priority-support section (purchase spec §4)', () => {
  it.each<[CustomerKind, boolean, boolean]>([
    ['expired', false, true],
    ['new', false, true],
    ['free-trial', false, true],
    ['non-recurring', false, true],
    ['recurring', false, false],
    ['recurring', true, true],
  ])('a %s customer (priority support in the cart: %s) sees the section: %s', (kind, prioritySupport, shown) => {
    expect(showPrioritySupportSection(facts(kind, { prioritySupport }))).toBe(shown);
  });
});

describe('primary button of Subscription Settings (purchase spec §2)', () => {
  it.each<[CustomerKind, boolean, string]>([
    ['recurring', true, 'Update Subscription Settings'],
    ['recurring', false, 'Next: Payment Information'],
    ['non-recurring', true, 'Next: Payment Information'],
    ['expired', true, 'Next: Payment Information'],
    ['free-trial', true, 'Next: Payment Information'],
    ['new', false, 'Next: Payment Information'],
  ])('a %s customer (saved method: %s) reads %s', (kind, hasPaymentMethod, label) => {
    expect(primaryButtonLabel(facts(kind, { hasPaymentMethod }))).toBe(label);
  });

  it('has exactly the two labels of the spec', () => {
    expect(Object.values(PRIMARY_BUTTON_LABELS)).toEqual(['Next: Payment Information', 'Update Subscription Settings']);
  });
});

describe('payment screen (purchase spec §2, §9)', () => {
  it.each([
    [0, true],
    [1, false],
    [9599, false],
  ])('a grand total of %i cents is fully covered: %s', (grandTotal, covered) => {
    expect(isBalanceCovered({ grandTotal })).toBe(covered);
  });

  it('waits 66 ms between cart steps and 750 ms before validating a field', () => {
    expect(CART_DELAYS).toEqual({ stepNavigation: 66, fieldValidation: 750 });
  });
});
