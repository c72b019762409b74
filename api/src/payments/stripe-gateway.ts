/**
 * The Stripe gateway (STRIPE_SECRET_KEY): cards collected by Stripe Elements in the payment screen, so their numbers
 * never reach Ibid; the browser sends the payment method Elements made (pm_...), which is attached to a Stripe
 * customer, and a purchase is one PaymentIntent confirmed at once (no webhooks), with the purchase's idempotency
 * key, so a retried purchase charges once. Stripe's card errors become the customer's refusal in Stripe's words.
 */
import Stripe from 'stripe';
import { PAYMENT_TYPES, refuse, type ChargeRequest, type GatewayResult, type NewPaymentMethod, type PaymentGateway, type PaymentRefusal, type StoredPaymentMethod } from './gateway.js';

export interface StripeSettings {
  secretKey: string;
  /** Stripe's API origin; tests point it at a loopback stand-in. */
  apiUrl?: string;
}

/** Stripe's brand names as the screens spell them (purchase-and-paper-creation §3). */
const BRANDS: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'MasterCard', amex: 'Amex', discover: 'Discover', jcb: 'JCB' };

function refusalOf(error: unknown): { ok: false; refusal: PaymentRefusal } {
  if (error instanceof Stripe.errors.StripeCardError) {
    if (error.code === 'expired_card') return refuse('expired-card');
    if (error.decline_code === 'insufficient_funds') return refuse('insufficient-funds');
    return { ok: false, refusal: { code: 'card-declined', message: error.message || refuse('card-declined').refusal.message } };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return refuse('invalid-method');
  return refuse('gateway-unavailable');
}

export function createStripeGateway({ secretKey, apiUrl }: StripeSettings): PaymentGateway {
  const api = apiUrl ? new URL(apiUrl) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });

  return {
    name: 'stripe',
    async saveMethod(input: NewPaymentMethod, customer): Promise<GatewayResult<StoredPaymentMethod>> {
      // Bank accounts through Stripe need its own verification flow (Financial Connections): cards only here.
      if (input.paymentTypeID !== PAYMENT_TYPES.card || !input.stripePaymentMethod) return refuse('invalid-method');
      try {
        const stripeCustomer = customer.gatewayCustomer ?? (await stripe.customers.create({ email: customer.email, metadata: { ibidCustomerId: String(customer.id) } })).id;
        const method = await stripe.paymentMethods.attach(input.stripePaymentMethod, { customer: stripeCustomer });
        if (!method.card) return refuse('invalid-method');
        return {
          ok: true,
          value: {
            paymentTypeID: PAYMENT_TYPES.card,
            gatewayToken: method.id,
            gatewayCustomer: stripeCustomer,
            brand: BRANDS[method.card.brand] ?? method.card.brand,
            last4: method.card.last4,
            expirationMonth: method.card.exp_month,
            expirationYear: method.card.exp_year,
            nameOnCard: input.nameOnCard,
            zipCode: input.zipCode,
          },
        };
      } catch (error) {
        return refusalOf(error);
      }
    },
    async charge({ amountCents, method, idempotencyKey, description }: ChargeRequest) {
      try {
        const intent = await stripe.paymentIntents.create(
          { amount: amountCents, currency: 'usd', customer: method.gatewayCustomer, payment_method: method.gatewayToken, confirm: true, off_session: true, description },
          { idempotencyKey },
        );
        if (intent.status !== 'succeeded') return refuse('card-declined');
        return { ok: true, value: { transactionId: typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.id } };
      } catch (error) {
        return refusalOf(error);
      }
    },
  };
}
