/** DOIs: read from what people paste (doi: prefixes, doi.org links), kept bare, printed as https://doi.org/ links. */
import { fail, ok, type Result } from '../result.js';

// Crossref's recommended pattern for modern DOIs, widened to any printable suffix.
const DOI = /^10\.\d{4,9}\/\S+$/;
const PREFIX = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/|(?:dx\.)?doi\.org\/)/i;

/** The bare DOI ("10.1037/amp0000722") from a DOI, a doi: string or a doi.org link; DOIs compare case-insensitively. */
export function parseDoi(input: string): Result<string, 'invalid-doi'> {
  let text = input.trim();
  try {
    if (/^https?:\/\//i.test(text)) text = decodeURIComponent(text);
  } catch {
    // A malformed percent-escape leaves the text as typed; the pattern check below decides.
  }
  const doi = text.replace(PREFIX, '').trim();
  return DOI.test(doi)
    ? ok(doi)
    : fail('invalid-doi', `"${input.trim()}" is not a DOI. A DOI starts with 10., a registrant code and a slash, like 10.1037/amp0000722.`);
}

/** The DOI as APA 7 and MLA 9 print it: https://doi.org/10.1037/amp0000722. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

/** The key two DOIs are compared by: no link prefix, lower-case (reference-library §5). */
export function doiKey(input: string): string | undefined {
  const parsed = parseDoi(input);
  return parsed.ok ? parsed.value.toLowerCase() : undefined;
}

/** The first DOI inside free text or a URL, without trailing punctuation. */
export function findDoi(text: string): string | undefined {
  const match = /\b10\.\d{4,9}\/[^\s"'<>]+/.exec(text);
  return match?.[0].replace(/[.,;:)\]}]+$/, '');
}
