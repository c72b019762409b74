/** ISSNs: eight characters with a mod-11 check digit, printed as 1234-567X. */
import { fail, ok, type Result } from '../result.js';

/** An ISSN in its printed form "0003-066X", with its check digit verified. */
export function parseIssn(input: string): Result<string, 'invalid-issn' | 'issn-check-digit'> {
  const compact = input.trim().replace(/^e?issn:?\s*/i, '').replace(/[\s-]/g, '').toUpperCase();
  if (!/^\d{7}[\dX]$/.test(compact)) {
    return fail('invalid-issn', `"${input.trim()}" is not an ISSN. An ISSN has eight characters, like 0003-066X.`);
  }
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (8 - i) * Number(compact[i]);
  const check = (11 - (sum % 11)) % 11;
  if (compact[7] !== (check === 10 ? 'X' : String(check))) {
    return fail('issn-check-digit', `The ISSN ${input.trim()} has a wrong check digit: check it for a typing error.`);
  }
  return ok(`${compact.slice(0, 4)}-${compact.slice(4)}`);
}
