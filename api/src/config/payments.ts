/**
 * Which payment gateway the api charges through (issue 18). Stripe when STRIPE_SECRET_KEY is set; otherwise the
 * sandbox, which takes Stripe's test cards only, for `npm start` and the tests. A production server without Stripe
 * takes no payments at all rather than the sandbox's (its test cards would give anyone a subscription for nothing),
 * unless PAYMENT_SANDBOX=1 says that is wanted (a staging server).
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
  if (env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX !== '1') return { gateway: 'none' };
  return { gateway: 'sandbox' };
}
