/**
 * A customer's payment method (purchase-and-paper-creation §3, §7): the form checked by the engine's rules on the
 * server too, handed to the gateway, and only what the gateway hands back stored. With Stripe the card was entered
 * in Stripe's own form (Elements), so the body names Stripe's payment method and carries no card number at all.
 */
import { PAYMENT_TYPES } from '@ibid/engine/commerce';
import { normalizePayment, paymentMethodName, type PaymentFormInput } from '@ibid/engine/validation';
import type { PaymentMethod } from '../generated/prisma/client.js';
import type { Db } from '../db/prisma.js';
import { ApiError, badRequest } from '../errors.js';
import type { NewPaymentMethod, PaymentGateway, StoredPaymentMethod } from '../payments/gateway.js';

export interface PaymentMethodBody extends PaymentFormInput {
  /** The spec's single name field; split into first and last name when those are not given. */
  nameOnCard?: string | undefined;
  /** Stripe: the payment method Elements made (pm_...). */
  stripePaymentMethod?: string | undefined;
}

/** No payments on this server (neither Stripe nor the sandbox). */
export const paymentsUnavailable = () => new ApiError(503, 'payments-unavailable', 'Payments are not set up on this server yet. Nothing was charged.');

function withNames(body: PaymentMethodBody): PaymentMethodBody {
  if (body.firstName || body.lastName || !body.nameOnCard) return body;
  const words = body.nameOnCard.trim().split(/\s+/);
  return { ...body, firstName: words.slice(0, -1).join(' ') || words[0], lastName: words.length > 1 ? words.at(-1) : '' };
}

/** What the gateway is given for the form, or a 400 with the form's first message. */
export function newPaymentMethod(body: PaymentMethodBody, gateway: PaymentGateway, now: Date): NewPaymentMethod {
  const form = withNames(body);
  if (gateway.name === 'stripe') {
    if (form.cardNumber) throw badRequest('card-number-not-taken', 'Card numbers are entered in the payment form from Stripe, not sent to Ibid.');
    if (!form.stripePaymentMethod || !/^pm_\w+$/.test(form.stripePaymentMethod)) throw badRequest('invalid-payment-method', 'Enter your card in the payment form.');
    const nameOnCard = `${form.firstName ?? ''} ${form.lastName ?? ''}`.trim();
    if (!nameOnCard) throw badRequest('invalid-payment-method', 'Please enter first name');
    return { paymentTypeID: PAYMENT_TYPES.CARD, nameOnCard, zipCode: form.nonUsBillingAddress ? '' : String(form.zipCode ?? ''), stripePaymentMethod: form.stripePaymentMethod };
  }
  const normalized = normalizePayment(form, now);
  if (!normalized.ok) throw badRequest('invalid-payment-method', normalized.error.message);
  const method = normalized.value;
  if (method.paymentTypeID === PAYMENT_TYPES.ECHECK) {
    return { paymentTypeID: PAYMENT_TYPES.ECHECK, nameOnCard: method.nameOnCard, zipCode: method.zipCode, bankName: method.bankName, routingNumber: method.routingNumber, accountNumber: method.accountNumber, accountType: method.accountType };
  }
  return { paymentTypeID: PAYMENT_TYPES.CARD, nameOnCard: method.nameOnCard, zipCode: method.zipCode, card: { number: method.cardNumber, expirationMonth: method.expirationMonth, expirationYear: method.expirationYear, cvv: method.verificationCode } };
}

/** Stores what the gateway kept, replacing the customer's method. */
export function storePaymentMethod(db: Db, customerId: number, gateway: PaymentGateway, stored: StoredPaymentMethod): Promise<PaymentMethod> {
  const data = {
    paymentTypeId: stored.paymentTypeID,
    gateway: gateway.name,
    gatewayToken: stored.gatewayToken,
    gatewayCustomer: stored.gatewayCustomer ?? null,
    brand: stored.brand,
    last4: stored.last4,
    expirationMonth: stored.expirationMonth ?? null,
    expirationYear: stored.expirationYear ?? null,
    nameOnCard: stored.nameOnCard,
    zipCode: stored.zipCode,
  };
  return db.paymentMethod.upsert({ where: { customerId }, create: { customerId, ...data }, update: data });
}

/** The saved method as GET v4/PaymentMethod answers it: what the screens show, never a number. */
export function paymentMethodView(row: PaymentMethod) {
  const card = row.paymentTypeId === PAYMENT_TYPES.CARD;
  return {
    paymentMethodID: row.customerId,
    paymentTypeID: row.paymentTypeId,
    name: paymentMethodName(row.brand, row.last4),
    nameOnCard: row.nameOnCard,
    zipCode: row.zipCode,
    ...(card ? { cardType: row.brand, expirationMonth: row.expirationMonth, expirationYear: row.expirationYear } : { bankName: row.brand }),
  };
}
