/** ISBNs: ISBN-10 and ISBN-13 with their check digits, and the key that makes both forms of one book equal. */
import { fail, ok, type Result } from '../result.js';

export type IsbnError = 'invalid-isbn' | 'isbn-check-digit';

function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(first9[i]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(first12[i]);
  return String((10 - (sum % 10)) % 10);
}

/**
 * An ISBN-10 or ISBN-13 from what people type ("ISBN 978-0-7432-7356-5", "0-7432-7356-7"),
 * as bare digits (an ISBN-10 may end in X), with its check digit verified.
 */
export function parseIsbn(input: string): Result<string, IsbnError> {
  const text = input.trim().replace(/^isbn(?:-1[03])?:?\s*/i, '');
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(compact)) {
    return compact[9] === isbn10CheckDigit(compact.slice(0, 9))
      ? ok(compact)
      : fail('isbn-check-digit', `The ISBN ${input.trim()} has a wrong check digit: check it for a typing error.`);
  }
  if (/^97[89]\d{10}$/.test(compact)) {
    return compact[12] === isbn13CheckDigit(compact.slice(0, 12))
      ? ok(compact)
      : fail('isbn-check-digit', `The ISBN ${input.trim()} has a wrong check digit: check it for a typing error.`);
  }
  return fail('invalid-isbn', `"${input.trim()}" is not an ISBN. An ISBN has 10 digits (the last may be X) or 13 digits starting with 978 or 979.`);
}

/** The ISBN-13 of a valid ISBN-10 or ISBN-13. */
export function toIsbn13(isbn: string): string {
  if (isbn.length === 13) return isbn;
  const first12 = `978${isbn.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/** The ISBN-10 of a valid ISBN, or undefined for a 979 ISBN-13, which has none. */
export function toIsbn10(isbn: string): string | undefined {
  if (isbn.length === 10) return isbn;
  if (!isbn.startsWith('978')) return undefined;
  const first9 = isbn.slice(3, 12);
  return first9 + isbn10CheckDigit(first9);
}

/**
 * The key two ISBNs are compared by. The spec drops hyphens, the leading 978 and the check digit, so the
 * ISBN-10 and ISBN-13 of one book meet on their nine core digits; a 979 ISBN keeps its prefix, because
 * 979 and 978 ISBNs with the same nine digits are different books.
 */
export function isbnKey(input: string): string | undefined {
  const parsed = parseIsbn(input);
  if (!parsed.ok) return undefined;
  const isbn = parsed.value;
  if (isbn.length === 10) return isbn.slice(0, 9);
  return isbn.startsWith('978') ? isbn.slice(3, 12) : isbn.slice(0, 12);
}

/** ISBN candidates inside free text ("ISBN: 978-0-7432-7356-5"), only those with a valid check digit. */
export function findIsbns(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b(?:97[89][\s-]?)?\d(?:[\s-]?\d){8}[\s-]?[\dXx]\b/g)) {
    const parsed = parseIsbn(m[0]);
    if (parsed.ok) found.add(parsed.value);
  }
  return [...found];
}
