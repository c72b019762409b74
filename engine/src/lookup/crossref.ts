/**
 * Crossref REST answers as references: `/works/{doi}` (`message-type: "work"`), searches such as
 * `/works?query.bibliographic=` (`"work-list"`, `message.items`), the plain-text 404 "Resource not found."
 * and Crossref's own error answers. Pure: the caller fetches and passes the body.
 */
import { answerFrom, isObject, lookupFailure, readJson, firstString, type JsonObject, type LookupParseResult, type LookupWork } from './answer.js';
import { ok } from '../result.js';
import { workToLookupWork } from './work-to-csl.js';

/** reference-library §8 message 2 goes with this: Crossref has no record of the DOI. */
const NOT_FOUND = {
  test: /^(resource not found\.?|not found\.?)$/i,
  code: 'doi-not-found',
  message: 'Crossref has no record of this DOI.',
} as const;

/** One Crossref work (a `message`, or an item of a work list) as a reference. */
export function crossrefWorkToReference(work: JsonObject, entry?: string): LookupWork | undefined {
  return workToLookupWork(work, entry ?? firstString(work.DOI) ?? 'crossref');
}

function crossrefError(json: JsonObject): string {
  const details = Array.isArray(json.message) ? json.message.filter(isObject).map((m) => firstString(m.message)).filter(Boolean) : [];
  const detail = details.length ? details.join(' ') : firstString(json.message) ?? firstString(json['message-type']);
  return `Crossref could not answer this request${detail ? `: ${detail}` : ''}.`;
}

/**
 * Reads a Crossref REST answer. A single work gives one work; a work list gives its items in Crossref's order
 * (an empty list is a success with no works). Use it for any `api.crossref.org` works route; for doi.org
 * content negotiation use `parseDoiCslAnswer`.
 */
export function parseCrossrefAnswer(body: unknown): LookupParseResult {
  const json = readJson(body, 'Crossref', NOT_FOUND);
  if (!json.ok) return json;
  const answer = json.value;
  if (!isObject(answer)) return lookupFailure('unexpected-answer', 'Crossref answered with something other than a Crossref record.');
  if (answer.status !== undefined && answer.status !== 'ok') return lookupFailure('service-error', crossrefError(answer));
  const type = answer['message-type'];
  const message = answer.message;
  if (!isObject(message)) return lookupFailure('unexpected-answer', 'Crossref answered without a message holding the work.');

  if (type === 'work-list' || (type === undefined && Array.isArray(message.items))) {
    if (!Array.isArray(message.items)) return lookupFailure('unexpected-answer', 'Crossref sent a work list without items.');
    const total = typeof message['total-results'] === 'number' ? message['total-results'] : undefined;
    return ok(
      answerFrom(
        message.items,
        (item, i) => {
          if (!isObject(item)) return `Crossref item ${i + 1} is not a work; skipped.`;
          return crossrefWorkToReference(item) ?? `Crossref item ${i + 1} could not be read; skipped.`;
        },
        total,
      ),
    );
  }
  if (type !== undefined && type !== 'work') return lookupFailure('unexpected-answer', `Crossref sent a "${firstString(type) ?? 'different'}" record, not a work.`);
  const work = crossrefWorkToReference(message);
  return work ? ok({ works: [work], warnings: [] }) : lookupFailure('unexpected-answer', 'Crossref sent a work that could not be read.');
}
