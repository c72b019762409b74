/** The cart, purchase and payment-method calls (purchase-and-paper-creation §7); every amount is the server's. */
import type { CartJson, CartPurpose, RenewalTypeId, PurchaseAnswer } from '@ibid/engine/commerce';
import type { PaymentFormInput } from '@ibid/engine/validation';
import { http } from './http';

/** What Subscription Settings chose; anything left out is the customer's current setting. */
export interface CartChoices {
  purpose: CartPurpose;
  renewalPeriod?: number | undefined;
  renewalType?: RenewalTypeId | undefined;
  prioritySupport?: boolean | undefined;
  /** The encoded cart options from the cart link. */
  options?: string | undefined;
  /** The applied promo code (or 3FREE referral). */
  promotionalCode?: string | undefined;
  zipCode?: string | undefined;
}

/** The cart as the api prices it: the spec's fields in dollars, and the preview of the new expiry. */
export interface CartAnswer extends CartJson {
  promoLabel: string | null;
  /** ISO date-time of the expiry after the purchase. */
  expirationDate: string;
  renewalMessage: string;
  /** Set by the promo-code call for a 3FREE referral. */
  referringCustomerID?: number | null;
}

/** The saved method as shown ("Visa ending in 4242"); never a number. */
export interface SavedPaymentMethod {
  paymentMethodID: number;
  paymentTypeID: number;
  name: string;
  nameOnCard: string;
  zipCode: string;
  cardType?: string;
  expirationMonth?: number | null;
  expirationYear?: number | null;
  bankName?: string;
}

/** A new customer's account, made by their first purchase. */
export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  institution: string;
}

/** A payment method as sent: the form as entered, or with Stripe the payment method Stripe made of the card. */
export type PaymentMethodInput = PaymentFormInput & { stripePaymentMethod?: string };

export type { PurchaseAnswer };

export interface PurchaseRequest extends CartChoices {
  /** One random key per purchase attempt: a retry or a second click is the same purchase. */
  idempotencyKey: string;
  paymentMethod?: PaymentMethodInput;
  newCustomer?: NewCustomer;
}

/** How the server takes payments (GET v4/Purchase/Config): none when it is not set up for them. */
export interface PurchaseConfig {
  gateway: 'sandbox' | 'stripe' | 'none';
  publishableKey: string | null;
}

export const cartApi = {
  config: () => http.get<PurchaseConfig>('/v4/Purchase/Config'),
  cart: (choices: CartChoices) => http.get<CartAnswer>('/v4/Purchase/Cart', { query: { ...choices } }),
  applyPromoCode: (code: string, choices: CartChoices) => http.post<CartAnswer>('/v4/Purchase/PromoCode', { query: { code }, body: { ...choices, promotionalCode: undefined } }),
  purchase: (body: PurchaseRequest) => http.post<PurchaseAnswer>('/v4/Purchase', { body }),
  paymentMethod: () => http.get<SavedPaymentMethod | null>('/v4/PaymentMethod'),
  savePaymentMethod: (form: PaymentMethodInput) => http.post<SavedPaymentMethod>('/v4/PaymentMethod', { body: form }),
};
