/**
 * Reaching the Customer Support Team from the paper screens (purchase-and-paper-creation §2, §8): a mailto link
 * whose subject carries the encoded customer id, so support finds the account without asking.
 */

/** Ibid's Customer Support Team's address. */
export const SUPPORT_EMAIL = 'support@ibid.app';

/** A mailto link to support with a subject, and the customer id base64-encoded when signed in. */
export function supportMailto(subject: string, customerId?: number): string {
  const tagged = customerId === undefined ? subject : `${subject} (customer ${btoa(String(customerId))})`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(tagged)}`;
}
