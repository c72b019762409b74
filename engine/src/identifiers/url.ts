/** URLs: checked as http(s) links, and keyed for duplicate detection. */
import { fail, ok, type Result } from '../result.js';

/**
 * A web link, kept as the user typed it (styles print it verbatim), checked by the URL standard's parser:
 * only http and https, with a domain. A link without a scheme ("www.example.com/page") is accepted as https.
 */
export function parseWebUrl(input: string): Result<string, 'invalid-url'> {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return fail('invalid-url', `"${text}" is not a web address. A URL starts with http:// or https://.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail('invalid-url', `"${text}" is not a web address. A URL starts with http:// or https://.`);
  }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') {
    return fail('invalid-url', `"${text}" has no domain name.`);
  }
  return /\s/.test(text) ? fail('invalid-url', `"${text}" has spaces in it; a URL has none.`) : ok(text);
}

/**
 * The key two URLs are compared by: the scheme removed, as the spec says (reference-library §5), and also
 * the host lower-cased, a leading "www." and a trailing slash or fragment dropped, which name the same page.
 */
export function urlKey(input: string): string | undefined {
  const text = input.trim();
  if (!text) return undefined;
  let rest = text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/#.*$/, '');
  const slash = rest.search(/[/?]/);
  const host = (slash < 0 ? rest : rest.slice(0, slash)).toLowerCase().replace(/^www\./, '');
  rest = slash < 0 ? '' : rest.slice(slash);
  return (host + rest).replace(/\/+$/, '') || undefined;
}
