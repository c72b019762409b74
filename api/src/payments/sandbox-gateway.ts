/**
 * The sandbox gateway, `npm start`'s default: Stripe's documented test card numbers behave as they do on Stripe's
 * test mode (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined, ...9995 has insufficient funds, ...0069
 * is expired), and any other number is refused, so a real card is never taken by a server that cannot charge it.
 * A token says how its method charges (it outlives a restart and is the same on every api process); charges are kept
 * in memory by idempotency key, so the same key answers the first result again (the purchase's own record, in the
 * database, is what keeps a retried purchase to one charge across processes).
 */
import { randomBytes } from 'node:crypto';
import { PAYMENT_TYPES, refuse, type ChargeRequest, type GatewayResult, type NewPaymentMethod, type PaymentGateway, type PaymentRefusal, type StoredPaymentMethod } from './gateway.js';

/** Stripe's test cards (stripe.com/docs/testing): the number, its brand, and what a charge on it does. */
export const SANDBOX_CARDS: Readonly<Record<string, { brand: string; charge: Outcome }>> = {
  '4242424242424242': { brand: 'Visa', charge: 'succeeds' },
  '5555555555554444': { brand: 'MasterCard', charge: 'succeeds' },
  '378282246310005': { brand: 'Amex', charge: 'succeeds' },
  '6011111111111117': { brand: 'Discover', charge: 'succeeds' },
  '3566002020360505': { brand: 'JCB', charge: 'succeeds' },
  '4000000000000002': { brand: 'Visa', charge: 'card-declined' },
  '4000000000009995': { brand: 'Visa', charge: 'insufficient-funds' },
  '4000000000000069': { brand: 'Visa', charge: 'expired-card' },
};

/** The sandbox's test bank account (Stripe's ACH test routing and account numbers). */
const SANDBOX_BANK = { routingNumber: '110000000', accountNumber: '000123456789' };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

type Outcome = PaymentRefusal['code'] | 'succeeds';
const OUTCOMES: readonly Outcome[] = ['succeeds', 'card-declined', 'insufficient-funds', 'expired-card'];
/** A token with its outcome in it: sandbox_pm_<outcome>_<random>. */
const tokenFor = (kind: 'pm' | 'ba', outcome: Outcome) => id(`sandbox_${kind}_${outcome}`);
const outcomeOf = (token: string): Outcome | undefined => OUTCOMES.find((outcome) => new RegExp(`^sandbox_(pm|ba)_${outcome}_[0-9a-f]{24}$`).test(token));

export function createSandboxGateway(): PaymentGateway {
  const charges = new Map<string, Promise<GatewayResult<{ transactionId: string }>>>();

  return {
    name: 'sandbox',
    async saveMethod(input: NewPaymentMethod): Promise<GatewayResult<StoredPaymentMethod>> {
      const common = { gatewayCustomer: undefined, nameOnCard: input.nameOnCard, zipCode: input.zipCode };
      if (input.paymentTypeID === PAYMENT_TYPES.echeck) {
        if (input.routingNumber !== SANDBOX_BANK.routingNumber || input.accountNumber !== SANDBOX_BANK.accountNumber) return refuse('invalid-method');
        const gatewayToken = tokenFor('ba', 'succeeds');
        return { ok: true, value: { ...common, paymentTypeID: PAYMENT_TYPES.echeck, gatewayToken, brand: input.bankName, last4: input.accountNumber.slice(-4), expirationMonth: undefined, expirationYear: undefined } };
      }
      const card = input.card;
      const known = card ? SANDBOX_CARDS[card.number] : undefined;
      if (!card || !known) return refuse('invalid-method');
      const gatewayToken = tokenFor('pm', known.charge);
      return {
        ok: true,
        value: { ...common, paymentTypeID: PAYMENT_TYPES.card, gatewayToken, brand: known.brand, last4: card.number.slice(-4), expirationMonth: Number(card.expirationMonth), expirationYear: Number(card.expirationYear) },
      };
    },
    charge(request: ChargeRequest) {
      const earlier = charges.get(request.idempotencyKey);
      if (earlier) return earlier;
      const outcome = outcomeOf(request.method.gatewayToken);
      const result: GatewayResult<{ transactionId: string }> = !outcome ? refuse('invalid-method') : outcome === 'succeeds' ? { ok: true, value: { transactionId: id('sandbox_ch') } } : refuse(outcome);
      const answered = Promise.resolve(result);
      charges.set(request.idempotencyKey, answered);
      return answered;
    },
  };
}
