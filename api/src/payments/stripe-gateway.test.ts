import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in.js';
import { PAYMENT_TYPES, REFUSALS } from './gateway.js';
import { createStripeGateway } from './stripe-gateway.js';

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

const customer = { id: 7, email: 'ada@example.edu' };
const gateway = () => createStripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url });
const fromElements = (stripePaymentMethod: string) => ({ paymentTypeID: PAYMENT_TYPES.card, nameOnCard: 'Ada Lovelace', zipCode: '37203', stripePaymentMethod }) as const;

async function saved(pm: string) {
  const result = await gateway().saveMethod(fromElements(pm), customer);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}

describe('the Stripe gateway, against a loopback stand-in for Stripe', () => {
  it("attaches the payment method Stripe Elements made to a new Stripe customer and keeps its brand, last four and expiry", async () => {
    const method = await saved('pm_card_visa');
    expect(method).toMatchObject({ paymentTypeID: 1, gatewayToken: 'pm_card_visa', brand: 'Visa', last4: '4242', expirationMonth: 12 });
    expect(method.gatewayCustomer).toMatch(/^cus_/);
    const attach = stripe.requests.find((r) => r.path === '/v1/payment_methods/pm_card_visa/attach');
    expect(attach?.form.get('customer')).toBe(method.gatewayCustomer);
  });

  it("keeps the customer's Stripe customer when a new card replaces the saved one", async () => {
    const first = await saved('pm_card_visa');
    const customers = stripe.requests.filter((r) => r.path === '/v1/customers').length;
    const replaced = await gateway().saveMethod(fromElements('pm_card_amex'), { ...customer, gatewayCustomer: first.gatewayCustomer });
    expect(replaced).toMatchObject({ ok: true, value: { gatewayCustomer: first.gatewayCustomer, brand: 'Amex', last4: '8431' } });
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(customers);
  });

  it('charges in cents with one PaymentIntent confirmed at once, and a repeated idempotency key charges once', async () => {
    const method = await saved('pm_card_mastercard');
    const request = { amountCents: 4372, method, idempotencyKey: 'purchase-abc', description: 'Ibid Annual' };
    const first = await gateway().charge(request);
    const again = await gateway().charge(request);
    expect(first.ok && first.value.transactionId).toMatch(/^ch_/);
    expect(again).toEqual(first);
    expect(stripe.charges.filter((c) => c.paymentMethod === 'pm_card_mastercard')).toEqual([{ amount: 4372, customer: method.gatewayCustomer, paymentMethod: 'pm_card_mastercard', description: 'Ibid Annual' }]);
    const intents = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === 'purchase-abc');
    expect(intents.map((r) => [r.form.get('confirm'), r.form.get('currency')])).toEqual([['true', 'usd'], ['true', 'usd']]);
  });

  it("says Stripe's declines in Stripe's words: declined, insufficient funds, expired", async () => {
    for (const [pm, message] of [
      ['pm_card_chargeDeclined', REFUSALS['card-declined']],
      ['pm_card_chargeDeclinedInsufficientFunds', REFUSALS['insufficient-funds']],
      ['pm_card_chargeDeclinedExpiredCard', REFUSALS['expired-card']],
    ] as const) {
      const charged = await gateway().charge({ amountCents: 3995, method: await saved(pm), idempotencyKey: `k-${pm}`, description: 'Ibid Annual' });
      expect(charged, pm).toEqual({ ok: false, refusal: expect.objectContaining({ message }) });
    }
  });

  it('refuses an unknown payment method, a card number sent to the server, and a bad secret key', async () => {
    expect((await gateway().saveMethod(fromElements('pm_made_up'), customer)).ok).toBe(false);
    const typed = { paymentTypeID: PAYMENT_TYPES.card, nameOnCard: 'A', zipCode: '', card: { number: '4242424242424242', expirationMonth: '04', expirationYear: '2031', cvv: '123' } } as const;
    expect(await gateway().saveMethod(typed, customer)).toEqual({ ok: false, refusal: expect.objectContaining({ code: 'invalid-method' }) });
    const wrongKey = createStripeGateway({ secretKey: 'sk_test_wrong', apiUrl: stripe.url });
    expect(await wrongKey.saveMethod(fromElements('pm_card_visa'), customer)).toEqual({ ok: false, refusal: expect.objectContaining({ code: 'gateway-unavailable' }) });
  });
});
