import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES, REFUSALS, type NewPaymentMethod } from './gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';

const customer = { id: 7, email: 'ada@example.edu' };
const card = (number: string): NewPaymentMethod => ({ paymentTypeID: PAYMENT_TYPES.card, nameOnCard: 'Ada Lovelace', zipCode: '37203', card: { number, expirationMonth: '04', expirationYear: '2031', cvv: '123' } });

async function chargeWith(number: string, key = `key-${number}`) {
  const gateway = createSandboxGateway();
  const saved = await gateway.saveMethod(card(number), customer);
  if (!saved.ok) throw new Error(saved.refusal.message);
  return { saved: saved.value, charged: await gateway.charge({ amountCents: 3995, method: saved.value, idempotencyKey: key, description: 'Ibid Annual' }) };
}

describe('the sandbox payment gateway', () => {
  it("keeps only a token, the brand, the last four digits and the expiry of Stripe's test cards", async () => {
    const { saved } = await chargeWith('4242424242424242');
    expect(saved).toMatchObject({ paymentTypeID: 1, brand: 'Visa', last4: '4242', expirationMonth: 4, expirationYear: 2031 });
    expect(saved.gatewayToken).toMatch(/^sandbox_pm_/);
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');
    expect(JSON.stringify(saved)).not.toContain('"123"');
  });

  it("charges as Stripe's test mode does: 4242 succeeds, 0002 is declined, 9995 lacks funds, 0069 is expired", async () => {
    const cases = [
      ['4242424242424242', undefined],
      ['5555555555554444', undefined],
      ['4000000000000002', REFUSALS['card-declined']],
      ['4000000000009995', REFUSALS['insufficient-funds']],
      ['4000000000000069', REFUSALS['expired-card']],
    ] as const;
    for (const [number, refusal] of cases) {
      const { charged } = await chargeWith(number);
      if (refusal) expect(charged, number).toEqual({ ok: false, refusal: expect.objectContaining({ message: refusal }) });
      else expect(charged.ok && charged.value.transactionId, number).toMatch(/^sandbox_ch_/);
    }
  });

  it('refuses any other card number, so a real card is never taken by a server that cannot charge it', async () => {
    const saved = await createSandboxGateway().saveMethod(card('4111111111111111'), customer);
    expect(saved).toEqual({ ok: false, refusal: expect.objectContaining({ code: 'invalid-method' }) });
  });

  it('answers a repeated idempotency key with the first charge, and a token from another process alike', async () => {
    const gateway = createSandboxGateway();
    const saved = await gateway.saveMethod(card('4242424242424242'), customer);
    if (!saved.ok) throw new Error('not saved');
    const request = { amountCents: 3995, method: saved.value, idempotencyKey: 'purchase-1', description: 'Ibid Annual' };
    const first = await gateway.charge(request);
    expect(await gateway.charge(request)).toEqual(first);
    const other = await createSandboxGateway().charge({ ...request, idempotencyKey: 'purchase-2' });
    expect(other.ok).toBe(true);
  });

  it("takes Stripe's test bank account as an e-check and refuses others", async () => {
    const gateway = createSandboxGateway();
    const echeck = (accountNumber: string): NewPaymentMethod => ({ paymentTypeID: PAYMENT_TYPES.echeck, nameOnCard: 'Ada Lovelace', zipCode: '', bankName: 'First Bank', routingNumber: '110000000', accountNumber, accountType: 1 });
    expect(await gateway.saveMethod(echeck('000123456789'), customer)).toMatchObject({ ok: true, value: { paymentTypeID: 2, brand: 'First Bank', last4: '6789' } });
    expect((await gateway.saveMethod(echeck('000111111116'), customer)).ok).toBe(false);
  });
});
