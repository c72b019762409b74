import { describe, expect, it } from 'vitest';
import { paymentSettings } from './payments.js';

describe('the payment gateway setting', () => {
  it('charges through Stripe when its secret key is set', () => {
    expect(paymentSettings({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' })).toEqual({ gateway: 'stripe', secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', apiUrl: undefined });
  });

  it("refuses a value that is not a Stripe secret key (a publishable key pasted by mistake)", () => {
    expect(() => paymentSettings({ STRIPE_SECRET_KEY: 'pk_live_abc' })).toThrow('STRIPE_SECRET_KEY is not a Stripe secret key');
  });

  it("uses the sandbox for npm start and tests, and takes no payments in production without Stripe unless asked", () => {
    expect(paymentSettings({})).toEqual({ gateway: 'sandbox' });
    expect(paymentSettings({ NODE_ENV: 'production' })).toEqual({ gateway: 'none' });
    expect(paymentSettings({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })).toEqual({ gateway: 'sandbox' });
  });
});
