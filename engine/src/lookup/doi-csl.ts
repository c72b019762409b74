/**
 * doi.org content negotiation answers (`Accept: application/vnd.citationstyles.csl+json`) as references. The
 * registration agency answers: Crossref with its work record in CSL clothing (Crossref type names, arrays,
 * JATS abstracts), DataCite and mEDRA with plain CSL. All go through the same cleaning and the CSL path.
 */
import { answerFrom, firstString, isObject, lookupFailure, readJson, type LookupParseResult } from './answer.js';
import { ok } from '../result.js';
import { workToLookupWork } from './work-to-csl.js';

/** doi.org answers an unknown DOI with a 404 whose body says so, in text or in a small HTML page. */
const NOT_FOUND = {
  test: /^(?:doi not found|resource not found|not found)\b|<title>\s*(?:doi|resource)?\s*not found/i,
  code: 'doi-not-found',
  message: 'doi.org has no record of this DOI.',
} as const;

/**
 * Reads a doi.org CSL-JSON answer: one item (what doi.org sends), or a list of items (what some caches
 * keep). A JSON answer without a title, a DOI or a type is not a CSL item and is refused.
 */
export function parseDoiCslAnswer(body: unknown): LookupParseResult {
  const json = readJson(body, 'doi.org', NOT_FOUND);
  if (!json.ok) return json;
  const value = json.value;
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) return lookupFailure('unexpected-answer', 'doi.org sent an empty list instead of a CSL item.');
  if (!Array.isArray(value)) {
    if (!isObject(value)) return lookupFailure('unexpected-answer', 'doi.org answered with something other than a CSL item.');
    if (value.status !== undefined && value.status !== 'ok' && value.message !== undefined) {
      return lookupFailure('service-error', `doi.org could not answer this request: ${firstString(value.message) ?? 'no reason given'}.`);
    }
    if (!isCslItem(value)) return lookupFailure('unexpected-answer', 'doi.org answered with JSON that is not a CSL item.');
  }
  const answer = answerFrom(list, (item, i) => {
    if (!isObject(item) || !isCslItem(item)) return `Item ${i + 1} is not a CSL item; skipped.`;
    return workToLookupWork(item, firstString(item.DOI) ?? `#${i + 1}`) ?? `Item ${i + 1} could not be read; skipped.`;
  });
  if (answer.works.length === 0) return lookupFailure('unexpected-answer', 'doi.org sent no CSL item that could be read.');
  return ok(answer);
}

const isCslItem = (v: Record<string, unknown>): boolean => firstString(v.title) !== undefined || firstString(v.DOI) !== undefined || typeof v.type === 'string';
