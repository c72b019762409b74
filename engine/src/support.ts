/**
 * Reaching Ibid's Customer Support Team (the spec's {email}): the address, and a mailto link whose subject carries
 * the base64-encoded customer id, so support finds the account without asking.
 */

/** The Customer Support Team's address (the live host's domain, see `environmentForHost`). */
export const SUPPORT_EMAIL = 'support@ibid.app';

/** A mailto link to support with a subject, tagged with the customer id when there is one. */
export function supportMailto(subject: string, customerId?: number): string {
  const tagged = customerId === undefined ? subject : `${subject} (customer ${btoa(String(customerId))})`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(tagged)}`;
}
