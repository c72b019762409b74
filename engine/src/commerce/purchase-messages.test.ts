import { describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES, purchaseErrorMessage } from './purchase-messages.js';

describe('purchase messages (purchase spec §1, §8)', () => {
  it.each<[string, Parameters<typeof purchaseErrorMessage>[0], string]>([
    ['a failed purchase shows the first of its errors', { errors: ['Your card was declined.', 'Second'] }, 'Your card was declined.'],
    ['blank errors are skipped', { errors: ['  ', 'Insufficient funds.'] }, 'Insufficient funds.'],
    ["a failed call shows the error's message", { message: 'Network down' }, 'Network down'],
    ["a failed call with no message shows 'There was an error.'", {}, 'There was an error.'],
    ['an empty error list with no message falls back too', { errors: [], message: '' }, 'There was an error.'],
  ])('%s', (_, failure, message) => {
    expect(purchaseErrorMessage(failure)).toBe(message);
  });

  it('has the texts of the spec word for word', () => {
    expect(PURCHASE_MESSAGES).toMatchObject({
      footer: 'All charges are in US dollars. Payment will be processed today.',
      errorModalButton: 'Got it - thanks!',
      purchaseFailedFallback: 'There was an error.',
      paymentMethodErrorTitle: 'Error',
      updatePaymentMethodButton: 'Update Payment Method',
      purchaseButton: 'Purchase',
      backToSettingsButton: 'Back to Subscription Settings',
      receiptTitle: 'Thanks for purchasing',
    });
  });
});
