/** The gateway the settings name (config/payments.ts); none when neither Stripe nor the sandbox is set up: purchases answer so. */
import type { PaymentSettings } from '../config/payments.js';
import type { PaymentGateway } from './gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';

export * from './gateway.js';

export function createGateway(settings: PaymentSettings): PaymentGateway | undefined {
  if (settings.gateway === 'stripe') return createStripeGateway({ secretKey: settings.secretKey, apiUrl: settings.apiUrl });
  if (settings.gateway === 'sandbox') return createSandboxGateway();
  return undefined;
}
