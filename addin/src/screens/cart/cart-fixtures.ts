/**
 * An api for the cart's component tests that prices carts as the real one does: the engine's rules on the
 * customer and the choices (api/src/services/purchases.ts), with the api's STUDENT20 (20 percent off) and a
 * test-only GIFT200 ($200 off, more than any cart: the balance is fully covered).
 */
import {
  assembleCart,
  assemblePrioritySupportCart,
  cartExpirationPreview,
  cartJson,
  cartTotals,
  readPromoCode,
  showPromoCodeInput,
  type CartCustomer,
  type PromotionalCode,
} from '@ibid/engine/commerce';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CartAnswer } from '../../api/cart';
import type { Customer } from '../../api/types';
import { apiError, type Handler } from '../../testing/render';

const PROMO_CODES: Record<string, PromotionalCode> = {
  STUDENT20: { code: 'STUDENT20', codeType: 1, discountPercent: 20, dollarDiscount: 0 },
  GIFT200: { code: 'GIFT200', codeType: 3, discountPercent: 0, dollarDiscount: 20000 },
};

export const TEST_CARDS = { visa: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Types a card into the payment form, with a Tennessee zip or, `nonUs`, the Non-US Billing Address box. */
export async function enterCard(user: UserEvent, cardNumber: string, { nonUs = false } = {}) {
  const form = within(await screen.findByRole('group', { name: 'New payment method' }));
  await user.type(form.getByRole('textbox', { name: /First Name/ }), 'Ada');
  await user.type(form.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
  await user.type(form.getByRole('textbox', { name: /Card Number/ }), cardNumber);
  await user.type(form.getByRole('textbox', { name: /Expiration Month/ }), '4');
  await user.type(form.getByRole('textbox', { name: /Expiration Year/ }), '2031');
  await user.type(form.getByRole('textbox', { name: /CVV/ }), '123');
  if (nonUs) await user.click(form.getByRole('checkbox', { name: 'Non-US Billing Address' }));
  else await user.type(form.getByRole('textbox', { name: /Zip Code/ }), '37203');
  return form;
}

function cartCustomer(customer: Customer | undefined, hasPaymentMethod: boolean): CartCustomer {
  if (!customer) return { customerId: 0, role: 0, expirationDate: null, isCancelled: false, isRecurring: false, hasPaymentMethod: false };
  return {
    customerId: customer.id,
    role: customer.role,
    expirationDate: customer.expirationDate,
    isCancelled: customer.isCancelled,
    isRecurring: customer.isRecurring,
    renewalPeriod: customer.renewalPeriod,
    renewalType: customer.isRecurring ? 1 : 2,
    hasPrioritySupport: customer.hasPrioritySupport,
    hasPaymentMethod,
  };
}

const numberOf = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

/** The cart the api answers for these choices (query or body), or its 400. */
export function priceCart(customer: Customer | undefined, hasPaymentMethod: boolean, choices: Record<string, unknown>): CartAnswer | Response {
  const now = new Date();
  const who = cartCustomer(customer, hasPaymentMethod);
  const entered = readPromoCode(String(choices.promotionalCode ?? ''));
  const referringCustomerId = entered.kind === 'referral' ? entered.referringCustomerId : undefined;
  const assembled =
    choices.purpose === 'priority-support'
      ? assemblePrioritySupportCart(who, now)
      : assembleCart(who, { renewalPeriod: numberOf(choices.renewalPeriod), renewalType: numberOf(choices.renewalType), prioritySupport: choices.prioritySupport === undefined ? undefined : String(choices.prioritySupport) === 'true', cartOptions: choices.options as string | undefined, referringCustomerId }, now);
  if (!assembled.ok) return apiError(400, assembled.error.code, assembled.error.message);
  const cart = assembled.value;
  let promo: PromotionalCode | undefined;
  if (entered.kind === 'code') {
    promo = PROMO_CODES[entered.code];
    if (!promo || !showPromoCodeInput(cart)) return apiError(400, 'promo-code-invalid', 'That promo code is not valid.');
  }
  const totals = cartTotals(cart, promo, choices.zipCode as string | undefined);
  const preview = cartExpirationPreview(cart, now);
  return { ...cartJson(cart, totals), promoLabel: totals.promoLabel, expirationDate: preview.expirationDate.toISOString(), renewalMessage: preview.message };
}

/** GET v4/Purchase/Cart and POST v4/Purchase/PromoCode for a customer (none: a new customer). */
/** GET v4/Purchase/Config as `npm start`'s api answers it: the sandbox takes the payments, with Ibid's own card form. */
export const SANDBOX_CONFIG: Record<string, Handler> = { 'GET /v4/Purchase/Config': () => ({ gateway: 'sandbox', publishableKey: null }) };

export function cartHandlers(customer: Customer | undefined, hasPaymentMethod = false): Record<string, Handler> {
  return {
    ...SANDBOX_CONFIG,
    'GET /v4/Purchase/Cart': ({ url }) => priceCart(customer, hasPaymentMethod, Object.fromEntries(url.searchParams)),
    'POST /v4/Purchase/PromoCode': ({ url, body }) => {
      const answer = priceCart(customer, hasPaymentMethod, { ...(body as object), promotionalCode: url.searchParams.get('code') });
      return answer instanceof Response ? answer : { ...answer, referringCustomerID: answer.referringCustomerId || null };
    },
  };
}
