/**
 * Which payment gateway the api charges through (issue 18). Stripe when STRIPE_SECRET_KEY is set; otherwise the
 * sandbox, which takes Stripe's test cards only, when asked for: by the demo (`npm start`, DEMO=1) or by
 * PAYMENT_SANDBOX=1 (tests, a staging server). Otherwise no payments at all: the sandbox's test cards would give
 * anyone a subscription for nothing.
 */
export type PaymentSettings =
  | { gateway: 'sandbox' }
  | { gateway: 'stripe'; secretKey: string; publishableKey: string | undefined; apiUrl: string | undefined }
  | { gateway: 'none' };

export function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey) {
    if (!/^sk_(test|live)_\w+$/.test(secretKey)) throw new Error('STRIPE_SECRET_KEY is not a Stripe secret key (sk_test_... or sk_live_...).');
    return { gateway: 'stripe', secretKey, publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined, apiUrl: env.STRIPE_API_URL?.trim() || undefined };
  }
  return env.DEMO === '1' || env.PAYMENT_SANDBOX === '1' ? { gateway: 'sandbox' } : { gateway: 'none' };
}
