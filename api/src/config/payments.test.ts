import { describe, expect, it } from 'vitest';
import { paymentSettings } from './payments.js';

describe('the payment gateway setting', () => {
  it('charges through Stripe when its secret key is set', () => {
    expect(paymentSettings({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' })).toEqual({ gateway: 'stripe', secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', apiUrl: undefined });
  });

  it("refuses a value that is not a Stripe secret key (a publishable key pasted by mistake)", () => {
    expect(() => paymentSettings({ STRIPE_SECRET_KEY: 'pk_live_abc' })).toThrow('STRIPE_SECRET_KEY is not a Stripe secret key');
  });

  it("takes no payments without Stripe unless the sandbox is asked for: by the demo (npm start) or PAYMENT_SANDBOX=1", () => {
    expect(paymentSettings({})).toEqual({ gateway: 'none' });
    expect(paymentSettings({ NODE_ENV: 'development' })).toEqual({ gateway: 'none' });
    expect(paymentSettings({ DEMO: '1' })).toEqual({ gateway: 'sandbox' });
    expect(paymentSettings({ PAYMENT_SANDBOX: '1' })).toEqual({ gateway: 'sandbox' });
  });
});
