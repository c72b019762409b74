import { describe, expect, it } from 'vitest';
import * as commerce from './index.js';

describe('the @ibid/engine/commerce entry', () => {
  it('exposes the purchase rules the cart screens and the api call', () => {
    for (const name of [
      'formatDollars', 'centsToDollars', 'PRICES', 'cartPrices', 'savingsLabel', 'chargesTax', 'taxFor', 'normalizeRenewal',
      'renewalTypeOptions', 'readPromoCode', 'promoDiscount', 'promoAppliedLabel', 'proRatedPrioritySupportPrice',
      'newExpirationDate', 'expirationPreview', 'encodeCartOptions', 'decodeCartOptions', 'cartOptionsFor', 'customerKind',
      'assembleCart', 'assemblePrioritySupportCart', 'cartTotals', 'cartExpirationPreview', 'offeredRenewalPeriods',
      'showPromoCodeInput', 'showPrioritySupportSection', 'primaryButtonLabel', 'isBalanceCovered', 'PURCHASE_MESSAGES',
      'purchaseErrorMessage', 'displayedRenewalDate', 'isMonthlyOffered', 'cartJson',
    ]) {
      expect(commerce, name).toHaveProperty(name);
    }
  });
});
