/** E-mail addresses: the format check every e-mail field uses, and the form addresses are compared in. */

// RFC 5322 "atext" plus dots: what mail providers accept in practice, without quoted local parts or comments.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
// A top-level domain is letters, or an internationalised one in its punycode form (xn--...).
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * Whether text is a usable e-mail address: local@domain.tld with one @, no spaces, a local part of at most 64
 * characters without leading, trailing or doubled dots, valid domain labels and a top-level domain of two or more
 * letters. The text is checked as given: trim it (or use `normalizeEmail`) first.
 */
export function isValidEmail(text: string | null | undefined): boolean {
  if (typeof text !== 'string' || text.length > 254) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  const tld = labels[labels.length - 1];
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && tld !== undefined && TOP_LEVEL.test(tld);
}

/** An address in the form it is stored and compared in: trimmed and lower-cased. */
export function normalizeEmail(text: string | null | undefined): string {
  return typeof text === 'string' ? text.trim().toLowerCase() : '';
}
