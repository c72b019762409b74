/** Bodies, queries and answers of the purchase and payment-method calls (purchase-and-paper-creation §3, §7). */
import { z } from 'zod';
import { passwordField } from './account.js';
import { emailField, requiredText } from './common.js';

const digits = z.union([z.string().max(40), z.number()]).optional().nullable();
const boolText = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The payment form as entered (the engine checks each field on the server too). */
export const paymentMethodBody = z.object({
  paymentTypeID: z.coerce.number().int().refine((v) => v === 1 || v === 2, 'paymentTypeID is 1 (card) or 2 (e-check)'),
  firstName: z.string().max(100).optional().nullable(),
  lastName: z.string().max(100).optional().nullable(),
  nameOnCard: z.string().max(200).optional(),
  cardNumber: digits,
  expirationMonth: digits,
  expirationYear: digits,
  verificationCode: digits,
  bankName: z.string().max(100).optional().nullable(),
  accountNumber: digits,
  routingNumber: digits,
  accountType: z.coerce.number().int().optional().nullable(),
  zipCode: digits,
  nonUsBillingAddress: z.boolean().optional(),
  stripePaymentMethod: z.string().max(100).optional(),
});

/** The saved method as shown: its name ("Visa ending in 4242"), never a number. */
export const paymentMethodView = z
  .object({
    paymentMethodID: z.number().int(),
    paymentTypeID: z.number().int(),
    name: z.string(),
    nameOnCard: z.string(),
    zipCode: z.string(),
    cardType: z.string().optional(),
    expirationMonth: z.number().int().nullable().optional(),
    expirationYear: z.number().int().nullable().optional(),
    bankName: z.string().optional(),
  })
  .nullable()
  .describe('The saved payment method; null when none is saved.');

/** The choices a cart is priced for; every amount is the server's. */
export const cartChoices = z.object({
  purpose: z.enum(['subscription', 'priority-support']).default('subscription'),
  renewalPeriod: z.coerce.number().int().min(0).max(4).optional(),
  renewalType: z.coerce.number().int().min(1).max(2).optional(),
  prioritySupport: boolText.optional(),
  options: z.string().max(500).optional(),
  promotionalCode: z.string().max(40).optional(),
  zipCode: z.string().max(10).optional(),
});

export const cartQuery = cartChoices.extend({ shoppingCartUserID: z.string().max(100).optional() });

export const promoCodeQuery = z.object({ code: z.string().trim().min(1, 'Please enter a promo code').max(40) });

export const purchaseBody = cartChoices.extend({
  /** A random key the cart makes once per purchase: a retry or a second click is the same purchase. */
  idempotencyKey: z.string().trim().min(16, 'idempotencyKey is a random key of at least 16 characters').max(100),
  paymentMethod: paymentMethodBody.optional(),
  /** Without a session: the account the purchase makes. */
  newCustomer: z
    .object({ email: emailField(), firstName: requiredText('first name'), lastName: requiredText('last name'), password: passwordField(), institution: z.string().trim().max(200).default('') })
    .optional(),
});

export const purchaseAnswer = z.object({
  isSuccessful: z.boolean(),
  purchaseID: z.number().int().nullable(),
  transactionID: z.string().nullable(),
  newUserToken: z.string().nullable(),
  errors: z.array(z.string()),
});

/** The cart as the calls answer it: the spec's fields in dollars, and the preview of the new expiry. */
export const cartAnswerSchema = z.object({}).passthrough().describe('The cart (purchase spec §3), priced by the server.');

/** Which gateway takes payments here, for the payment screen: Stripe's card form needs its publishable key. */
export const purchaseConfig = z.object({
  gateway: z.enum(['sandbox', 'stripe', 'none']),
  publishableKey: z.string().nullable(),
});
