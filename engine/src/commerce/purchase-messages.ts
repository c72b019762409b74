/** The texts of the purchase flow the spec gives word for word (purchase spec §1, §2, §8), as data. */

export const PURCHASE_MESSAGES = {
  footer: 'All charges are in US dollars. Payment will be processed today.',
  /** The button of the untitled modal that shows a failed purchase's first error. */
  errorModalButton: 'Got it - thanks!',
  /** The modal's text when the purchase call fails with no message. */
  purchaseFailedFallback: 'There was an error.',
  /** The title of the sticky danger toast when adding a payment method fails. */
  paymentMethodErrorTitle: 'Error',
  updatePaymentMethodButton: 'Update Payment Method',
  purchaseButton: 'Purchase',
  backToSettingsButton: 'Back to Subscription Settings',
  receiptTitle: 'Thanks for purchasing',
  receiptBackButton: 'Back to using Ibid',
} as const;

/** §8: the modal's message: the first of the purchase's errors, else the call's error message, else the fallback. */
export function purchaseErrorMessage(failure: { errors?: readonly string[] | null; message?: string | null }): string {
  const first = failure.errors?.find((e) => e.trim());
  if (first) return first;
  return failure.message?.trim() || PURCHASE_MESSAGES.purchaseFailedFallback;
}

/** What POST v4/Purchase answers (purchase spec §7), for the api that writes it and the screens that read it. */
export interface PurchaseAnswer {
  isSuccessful: boolean;
  purchaseID: number | null;
  transactionID: string | null;
  /** A new customer's session, made by the purchase. */
  newUserToken: string | null;
  errors: string[];
}
