/** PubMed identifiers: PMIDs (digits) and PubMed Central ids (PMC followed by digits). */
import { fail, ok, type Result } from '../result.js';

export function parsePmid(input: string): Result<string, 'invalid-pmid'> {
  const text = input.trim().replace(/^pmid:?\s*/i, '');
  return /^\d{1,9}$/.test(text) && Number(text) > 0
    ? ok(String(Number(text)))
    : fail('invalid-pmid', `"${input.trim()}" is not a PubMed id (PMID). A PMID is a number, like 32302571.`);
}

export function parsePmcid(input: string): Result<string, 'invalid-pmcid'> {
  const text = input.trim().replace(/^pmcid:?\s*/i, '').toUpperCase();
  const digits = /^(?:PMC)?(\d{1,9})$/.exec(text)?.[1];
  return digits && Number(digits) > 0
    ? ok(`PMC${Number(digits)}`)
    : fail('invalid-pmcid', `"${input.trim()}" is not a PubMed Central id. A PMCID looks like PMC7162736.`);
}
