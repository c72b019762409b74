/** Small text helpers for reference forms: link normalisation, straight quotes, slash-separated values (word-addin §5, reference-library §5). */

// A scheme followed by "//" (http://, https://, ftp://) or one of the schemes written without it.
const HAS_SCHEME = /^(?:[a-z][a-z0-9+.-]*:\/\/|(?:mailto|tel|sms|news|urn|data):)/i;

/** The scheme given to a link typed without one. */
export const DEFAULT_LINK_SCHEME = 'http://';

/**
 * A link as a rich-text field stores it: all whitespace removed and "http://" added when there is no scheme.
 * "www.example.com" becomes "http://www.example.com"; "mailto:a@b.org" and "https://..." are kept. Blank gives ''.
 */
export function normalizeLink(text: string | null | undefined): string {
  const link = typeof text === 'string' ? text.replace(/\s+/g, '') : '';
  if (!link || HAS_SCHEME.test(link)) return link;
  // A protocol-relative link ("//example.com") already has its slashes.
  return link.startsWith('//') ? `http:${link}` : `${DEFAULT_LINK_SCHEME}${link}`;
}

/** The typographic quotes replaced in reference text, and the straight quote each becomes. */
export const CURLY_QUOTES = {
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201A': "'", // ‚
  '\u201B': "'", // ‛
  '\u201C': '"', // “
  '\u201D': '"', // ”
  '\u201E': '"', // „
  '\u201F': '"', // ‟
} as const;

const CURLY = new RegExp(`[${Object.keys(CURLY_QUOTES).join('')}]`, 'g');

/**
 * Text with typographic single and double quotes made straight, because the formatter applies each style's own quotes.
 * Primes and guillemets are left alone: they are not quotation marks a word processor substituted.
 */
export function replaceCurlyQuotes(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  return text.replace(CURLY, (quote) => CURLY_QUOTES[quote as keyof typeof CURLY_QUOTES]);
}

/**
 * Whether a slash-separated string ("3/1/56", lookup words "novel/fiction") has no empty segment.
 * "a//b", "/a", "a/", a blank segment ("a/ /b") and the empty string are rejected.
 */
export function isValidSlashSeparated(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.split('/').every((segment) => segment.trim() !== '');
}
