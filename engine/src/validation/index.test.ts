import { describe, expect, it } from 'vitest';
import * as validation from './index.js';

describe('the @ibid/engine/validation entry', () => {
  it('exposes the payment form rules', () => {
    for (const name of ['validatePaymentForm', 'validatePaymentField', 'normalizePayment', 'setNonUsBillingAddress', 'paymentFieldsOf', 'checkCardNumber', 'detectCardBrand', 'checkCardExpiration', 'cvvLength', 'isValidRoutingNumber', 'isValidAccountNumber', 'CARD_BRANDS', 'PAYMENT_MESSAGES', 'CARD_SEND_FORMAT']) {
      expect(validation, name).toHaveProperty(name);
    }
  });

  it('exposes the e-mail, share, date-picker and message rules', () => {
    for (const name of ['isValidEmail', 'normalizeEmail', 'addShareEmails', 'canShare', 'validateDatePicker', 'formatPickedDate', 'validateField', 'VALIDATION']) {
      expect(validation, name).toHaveProperty(name);
    }
  });
});
