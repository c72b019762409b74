import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const VISA = { paymentTypeID: 1, firstName: 'Ada', lastName: 'Lovelace', cardNumber: '4242 4242 4242 4242', expirationMonth: '4', expirationYear: '2031', verificationCode: '123', zipCode: '37203' };
const DECLINED = { ...VISA, cardNumber: '4000 0000 0000 0002' };
const newCustomer = { email: 'new.student@example.edu', firstName: 'Ada', lastName: 'Lovelace', password: 'a long enough password', institution: 'Vanderbilt' };
const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

const purchase = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/v4/Purchase', headers, payload });

describe('the purchase config (GET v4/Purchase/Config)', () => {
  it('says the sandbox takes payments when asked for (as the tests do), and that a server without Stripe takes none otherwise', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v4/Purchase/Config' })).json()).toEqual({ gateway: 'sandbox', publishableKey: null });
    const production = await createTestApp({ PAYMENT_SANDBOX: '0' });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/v4/Purchase/Config' })).json()).toEqual({ gateway: 'none', publishableKey: null });
      const refused = await production.app.inject({ method: 'POST', url: '/v4/Purchase', payload: { idempotencyKey: key(), renewalPeriod: 2, paymentMethod: VISA, newCustomer } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('payments-unavailable');
      expect(await production.db.customer.count({ where: { email: newCustomer.email } })).toBe(0);
    } finally {
      await production.close();
    }
  });

  it("gives Stripe's publishable key when Stripe takes the payments", async () => {
    const stripe = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' });
    try {
      expect((await stripe.app.inject({ method: 'GET', url: '/v4/Purchase/Config' })).json()).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_abc123' });
    } finally {
      await stripe.close();
    }
  });
});

describe('the cart (GET v4/Purchase/Cart)', () => {
  it('prices the cart on the server: annual for a new customer, tax only for a Tennessee zip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/v4/Purchase/Cart?renewalPeriod=2&zipCode=10001' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ customerId: 0, renewalPeriod: 2, renewalType: 1, subTotal: 95.99, tax: 0, grandTotal: 95.99, chargeTax: false });
    const tennessee = await t.app.inject({ method: 'GET', url: '/v4/Purchase/Cart?renewalPeriod=2&zipCode=37203' });
    // 9.75 percent of $95.99 is $9.359..., rounded to the cent.
    expect(tennessee.json()).toMatchObject({ subTotal: 95.99, tax: 9.36, grandTotal: 105.35, chargeTax: true });
  });

  it('refuses the monthly period to a customer the options do not offer it to, and an unknown promo code', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v4/Purchase/Cart?renewalPeriod=1' })).json().error.code).toBe('period-not-offered');
    expect((await t.app.inject({ method: 'GET', url: '/v4/Purchase/Cart?renewalPeriod=2&promotionalCode=FREEMONEY' })).json().error.code).toBe('promo-code-invalid');
  });
});

describe('promo codes (POST v4/Purchase/PromoCode)', () => {
  it('takes a percent off (rounded to cents), and a 3FREE referral names its customer', async () => {
    const percent = await t.app.inject({ method: 'POST', url: '/v4/Purchase/PromoCode?code=student20', payload: { renewalPeriod: 2 } });
    expect(percent.json()).toMatchObject({ promotionalCode: 'STUDENT20', subTotal: 95.99, discount: 19.2, grandTotal: 76.79, promoLabel: 'STUDENT20 applied!' });
    const referrer = await createAccount(t);
    const referral = await t.app.inject({ method: 'POST', url: `/v4/Purchase/PromoCode?code=3FREE-${referrer.id}`, payload: { renewalPeriod: 2 } });
    expect(referral.json()).toMatchObject({ referringCustomerID: referrer.id, discount: 0, promoLabel: `3FREE-${referrer.id} applied!` });
    const unknown = await t.app.inject({ method: 'POST', url: '/v4/Purchase/PromoCode?code=3FREE-999999', payload: { renewalPeriod: 2 } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('buying (POST v4/Purchase)', () => {
  it('makes a new customer an account, charges the server-computed total with a promo code and Tennessee tax, and e-mails the receipt', async () => {
    const answer = await purchase({ idempotencyKey: key(), renewalPeriod: 2, promotionalCode: 'STUDENT20', zipCode: '37203', paymentMethod: VISA, newCustomer, grandTotal: 0.01, subTotal: 0.01 });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ isSuccessful: true, errors: [] });
    expect(body.transactionID).toMatch(/^sandbox_ch_/);
    expect(body.newUserToken).toEqual(expect.any(String));
    // $95.99 less 20 percent ($19.20) is $76.79; 9.75 percent tax on that is $7.49; the total $84.28, whatever the client sent.
    const row = await t.db.purchase.findUniqueOrThrow({ where: { id: body.purchaseID }, include: { customer: { include: { subscription: true, paymentMethod: true } } } });
    expect(row).toMatchObject({ subtotalCents: 9599, discountCents: 1920, taxCents: 749, totalCents: 8428, promotionalCode: 'STUDENT20', paymentMethod: 'Visa ending in 4242' });
    expect(row.customer).toMatchObject({ email: newCustomer.email, role: 2 });
    expect(row.customer.subscription).toMatchObject({ isRecurring: true, renewalPeriod: 2 });
    const year = new Date();
    year.setUTCMonth(year.getUTCMonth() + 12);
    expect(row.customer.subscription!.expirationDate.toISOString().slice(0, 7)).toBe(year.toISOString().slice(0, 7));
    expect(row.customer.paymentMethod).toMatchObject({ brand: 'Visa', last4: '4242', gateway: 'sandbox' });
    // The token signs the new customer in.
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: bearer(body.newUserToken) })).json()).toMatchObject({ email: newCustomer.email, subscriptionState: 'active' });
    const receipt = t.mails.find((m) => m.to.includes(newCustomer.email))!;
    expect(receipt.subject).toBe(`Your Ibid receipt, purchase ${body.purchaseID}`);
    expect(receipt.decoded).toContain('Total: $84.28');
    expect(receipt.decoded).toContain('Tax: $7.49');
  });

  it('says a declined card in the gateway\'s words and changes nothing: no account, no method, no purchase', async () => {
    const answer = await purchase({ idempotencyKey: key(), renewalPeriod: 2, paymentMethod: DECLINED, newCustomer });
    expect(answer.json()).toEqual({ isSuccessful: false, purchaseID: null, transactionID: null, newUserToken: null, errors: ['Your card was declined.'] });
    expect(await t.db.customer.count({ where: { email: newCustomer.email } })).toBe(0);
    expect(await t.db.purchase.count()).toBe(0);
    expect(await t.db.paymentMethod.count()).toBe(0);
  });

  it('charges once for a retried or double-clicked purchase: the same key answers the first purchase', async () => {
    const a = await createAccount(t, { days: -3, isRecurring: false });
    const payload = { idempotencyKey: key(), renewalPeriod: 2, paymentMethod: VISA };
    const [first, second] = await Promise.all([purchase(payload, a.headers), purchase(payload, a.headers)]);
    const third = await purchase(payload, a.headers);
    const ids = [first, second, third].map((r) => r.json().purchaseID);
    expect(new Set(ids).size).toBe(1);
    expect([first, second, third].map((r) => r.json().transactionID)).toEqual([first.json().transactionID, first.json().transactionID, first.json().transactionID]);
    expect(await t.db.purchase.count({ where: { customerId: a.id } })).toBe(1);
  });

  it('lets a recurring customer buy with the saved method, without entering it again', async () => {
    const a = await createAccount(t, { days: 20 });
    expect((await t.app.inject({ method: 'POST', url: '/v4/PaymentMethod', headers: a.headers, payload: VISA })).statusCode).toBe(200);
    const answer = await purchase({ idempotencyKey: key(), renewalPeriod: 4, prioritySupport: true }, a.headers);
    expect(answer.json()).toMatchObject({ isSuccessful: true });
    const row = await t.db.purchase.findFirstOrThrow({ where: { customerId: a.id } });
    // Two years ($155.99) and priority support for two years ($35.95); no tax outside Tennessee.
    expect(row).toMatchObject({ subtotalCents: 15599 + 3595, totalCents: 15599 + 3595, renewalPeriod: 4 });
  });

  it('refuses without a payment method, and refuses a new customer whose e-mail has an account', async () => {
    const a = await createAccount(t);
    expect((await purchase({ idempotencyKey: key(), renewalPeriod: 2 }, a.headers)).json()).toMatchObject({ isSuccessful: false, errors: ['Enter a payment method to pay with.'] });
    expect((await purchase({ idempotencyKey: key(), renewalPeriod: 2, paymentMethod: VISA, newCustomer: { ...newCustomer, email: a.email } })).json().error.code).toBe('account-exists');
    expect((await purchase({ idempotencyKey: key(), renewalPeriod: 2, paymentMethod: VISA })).json().error.code).toBe('login-required');
  });

  it('buys priority support alone at the pro-rated price, keeping the expiry', async () => {
    const a = await createAccount(t, { days: 95 });
    const before = (await t.db.subscription.findUniqueOrThrow({ where: { customerId: a.id } })).expirationDate;
    const answer = await purchase({ idempotencyKey: key(), purpose: 'priority-support', paymentMethod: VISA }, a.headers);
    expect(answer.json()).toMatchObject({ isSuccessful: true });
    const row = await t.db.purchase.findFirstOrThrow({ where: { customerId: a.id } });
    expect(row.subtotalCents).toBeGreaterThanOrEqual(200);
    expect(row.subtotalCents).toBeLessThanOrEqual(1995);
    const after = await t.db.subscription.findUniqueOrThrow({ where: { customerId: a.id } });
    expect(after).toMatchObject({ hasPrioritySupport: true, expirationDate: before });
  });

  it('keeps no card number and no CVV anywhere: not in the database, not in the logs', async () => {
    const a = await createAccount(t);
    await t.app.inject({ method: 'POST', url: '/v4/PaymentMethod', headers: a.headers, payload: { ...VISA, verificationCode: '987' } });
    await purchase({ idempotencyKey: key(), renewalPeriod: 2, paymentMethod: { ...VISA, verificationCode: '987' }, newCustomer });
    const stored = await t.stored();
    for (const secret of ['4242424242424242', '4242 4242 4242 4242']) {
      expect(stored).not.toContain(secret);
      expect(t.logs.join('')).not.toContain(secret);
    }
    expect(t.logs.join('')).not.toContain('"987"');
  });
});

describe('the saved payment method (v4/PaymentMethod)', () => {
  it('saves a card as the gateway keeps it, shows it by brand and last four, and removes it', async () => {
    const a = await createAccount(t);
    expect((await t.app.inject({ method: 'GET', url: '/v4/PaymentMethod', headers: a.headers })).json()).toBeNull();
    const saved = await t.app.inject({ method: 'POST', url: '/v4/PaymentMethod', headers: a.headers, payload: VISA });
    expect(saved.json()).toMatchObject({ paymentTypeID: 1, name: 'Visa ending in 4242', cardType: 'Visa', expirationMonth: 4, expirationYear: 2031, zipCode: '37203' });
    expect(JSON.stringify((await t.app.inject({ method: 'GET', url: '/v4/PaymentMethod', headers: a.headers })).json())).not.toContain('4242424242424242');
    expect((await t.app.inject({ method: 'DELETE', url: '/v4/PaymentMethod', headers: a.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v4/PaymentMethod', headers: a.headers })).json()).toBeNull();
  });

  it("checks the form with the engine's rules and keeps the old method when a new one is refused", async () => {
    const a = await createAccount(t);
    await t.app.inject({ method: 'POST', url: '/v4/PaymentMethod', headers: a.headers, payload: VISA });
    const bad = await t.app.inject({ method: 'POST', url: '/v4/PaymentMethod', headers: a.headers, payload: { ...VISA, cardNumber: '4242 4242 4242 4241' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid-payment-method');
    const unknown = await t.app.inject({ method: 'POST', url: '/v4/PaymentMethod', headers: a.headers, payload: { ...VISA, cardNumber: '4111 1111 1111 1111' } });
    expect(unknown.statusCode).toBe(402);
    expect((await t.app.inject({ method: 'GET', url: '/v4/PaymentMethod', headers: a.headers })).json()).toMatchObject({ name: 'Visa ending in 4242' });
  });

  it('slows card testing: an address gets 10 tries in 10 minutes', async () => {
    const a = await createAccount(t);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await t.app.inject({ method: 'POST', url: '/v4/PaymentMethod', headers: a.headers, payload: { ...VISA, cardNumber: '4000 0000 0000 0002' } })).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v4/PaymentMethod' })).statusCode).toBe(401);
  });
});
