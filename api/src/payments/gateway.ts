/**
 * Payments go through one interface (issue 18): the sandbox by default, Stripe when configured. A gateway keeps
 * the card or bank details; Ibid keeps only what it hands back (a token, the brand, the last four digits, the
 * expiry), never a card number or a CVV. A charge is confirmed synchronously (no webhooks) and is idempotent by
 * the key the purchase gives it: a retried or double-clicked purchase charges once.
 */

/** Payment types (purchase-and-paper-creation §3): card 1, e-check 2. */
export const PAYMENT_TYPES = { card: 1, echeck: 2 } as const;
export type PaymentTypeId = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];

/** What a customer enters for a new method, as the engine's normalisation sends it. */
export type NewPaymentMethod =
  | {
      paymentTypeID: typeof PAYMENT_TYPES.card;
      nameOnCard: string;
      zipCode: string;
      /**
       * The sandbox's input: the card's number, expiry and CVV (digits only). With Stripe the card never reaches
       * Ibid: Stripe Elements makes a payment method in the browser and `stripePaymentMethod` names it.
       */
      card?: { number: string; expirationMonth: string; expirationYear: string; cvv: string };
      stripePaymentMethod?: string;
    }
  | {
      paymentTypeID: typeof PAYMENT_TYPES.echeck;
      nameOnCard: string;
      zipCode: string;
      bankName: string;
      routingNumber: string;
      accountNumber: string;
      /** 1 checking, 2 savings. */
      accountType: 1 | 2;
    };

/** What Ibid stores of a method: the gateway's token and what the screens show. */
export interface StoredPaymentMethod {
  paymentTypeID: PaymentTypeId;
  gatewayToken: string;
  /** The gateway's customer the method is attached to (Stripe's cus_...), when it has one. */
  gatewayCustomer: string | undefined;
  /** Card brand (Amex, Discover, JCB, MasterCard, Visa) or the bank's name. */
  brand: string;
  last4: string;
  expirationMonth: number | undefined;
  expirationYear: number | undefined;
  nameOnCard: string;
  zipCode: string;
}

export interface ChargeRequest {
  amountCents: number;
  method: Pick<StoredPaymentMethod, 'gatewayToken' | 'gatewayCustomer' | 'paymentTypeID'>;
  /** The same key answers the first charge's result again, without charging. */
  idempotencyKey: string;
  description: string;
}

/** A refusal the customer can act on, in the gateway's words ("Your card was declined."). */
export interface PaymentRefusal {
  code: 'card-declined' | 'insufficient-funds' | 'expired-card' | 'invalid-method' | 'gateway-unavailable';
  message: string;
}

export type GatewayResult<T> = { ok: true; value: T } | { ok: false; refusal: PaymentRefusal };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** `customer.gatewayCustomer`: the gateway's customer of the method being replaced, kept for the new one. */
  saveMethod(input: NewPaymentMethod, customer: { id: number; email: string; gatewayCustomer?: string | undefined }): Promise<GatewayResult<StoredPaymentMethod>>;
  charge(request: ChargeRequest): Promise<GatewayResult<{ transactionId: string }>>;
}

/** The refusals' words, as Stripe says them to a customer. */
export const REFUSALS = {
  'card-declined': 'Your card was declined.',
  'insufficient-funds': 'Your card has insufficient funds.',
  'expired-card': 'Your card has expired.',
  'invalid-method': 'This payment method cannot be used. Check its details, or use another.',
  'gateway-unavailable': 'We could not reach our payment provider. Nothing was charged; please try again in a moment.',
} as const satisfies Record<PaymentRefusal['code'], string>;

export const refuse = (code: PaymentRefusal['code']): { ok: false; refusal: PaymentRefusal } => ({ ok: false, refusal: { code, message: REFUSALS[code] } });
