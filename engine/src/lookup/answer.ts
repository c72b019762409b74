/** What every lookup parser returns: the works an answer holds, or a failure with a stable code; never a throw. */
import { cslToReference } from '../csl/from-csl.js';
import type { CslItem } from '../csl/csl-item.js';
import type { ImportWarning } from '../import-warning.js';
import type { Reference } from '../model/reference.js';
import { fail, ok, type Result } from '../result.js';

/**
 * Why an answer gave no work. `doi-not-found` and `isbn-not-found` are the services saying they do not know
 * the identifier; the others mean the answer could not be read and the search should be reported as failed.
 */
export const LOOKUP_ERROR_CODES = ['empty-answer', 'invalid-json', 'unexpected-answer', 'service-error', 'doi-not-found', 'isbn-not-found'] as const;
export type LookupErrorCode = (typeof LOOKUP_ERROR_CODES)[number];

/** One work found by a lookup, already an Ibid reference, with what the source gave beyond the reference. */
export interface LookupWork {
  reference: Reference;
  /** What the mapping could not keep or had to guess (`type-guessed` when the work's type has no Ibid type). */
  warnings: ImportWarning[];
  /** The subtitle as the source gave it apart; the reference's title already ends with ": subtitle". */
  subtitle?: string;
  /** A cover image (books); reference data has no field for it. */
  imageUrl?: string;
}

/** A parsed answer: its works in the source's order, and what was skipped on the way. */
export interface LookupAnswer {
  works: LookupWork[];
  /** Items of a list that could not be read at all (`entry-skipped`). */
  warnings: ImportWarning[];
  /** A search's total hits at the source, when the answer says (Crossref `total-results`, Google `totalItems`). */
  totalResults?: number;
}

export type LookupParseResult = Result<LookupAnswer, LookupErrorCode>;

export const lookupFailure = (code: LookupErrorCode, message: string) => fail(code, message);

export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The answer's body as JSON. Accepts the body text (what an HTTP client reads) or a value already parsed.
 * `notFound` says which plain-text bodies are the service's "no such identifier".
 */
export function readJson(body: unknown, service: string, notFound?: { test: RegExp; code: LookupErrorCode; message: string }): Result<unknown, LookupErrorCode> {
  if (typeof body !== 'string') {
    return body === undefined || body === null ? lookupFailure('empty-answer', `${service} sent an empty answer.`) : ok(body);
  }
  const text = body.replace(/^\uFEFF/, '').trim();
  if (!text) return lookupFailure('empty-answer', `${service} sent an empty answer.`);
  if (notFound && notFound.test.test(text) && !/^[[{]/.test(text)) return lookupFailure(notFound.code, notFound.message);
  if (/^</.test(text)) return lookupFailure('invalid-json', `${service} answered with a web page instead of data.`);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return lookupFailure('invalid-json', `${service} answered with text that is not JSON: "${text.slice(0, 60)}${text.length > 60 ? '…' : ''}".`);
  }
}

/** A CSL item through the one mapping path; `undefined` only if the mapping itself broke (it never should). */
export function workFromCsl(item: CslItem, entry: string, extra: Pick<LookupWork, 'subtitle' | 'imageUrl'> = {}): LookupWork | undefined {
  try {
    const { reference, warnings } = cslToReference(item, entry);
    const work: LookupWork = { reference, warnings };
    if (extra.subtitle && reference.title?.endsWith(extra.subtitle)) work.subtitle = extra.subtitle;
    if (extra.imageUrl) work.imageUrl = extra.imageUrl;
    return work;
  } catch {
    return undefined;
  }
}

/** Builds the answer from a list of source items, skipping with a warning each that gives no work. */
export function answerFrom<T>(items: readonly T[], toWork: (item: T, index: number) => LookupWork | string, totalResults?: number): LookupAnswer {
  const answer: LookupAnswer = { works: [], warnings: [] };
  items.forEach((item, i) => {
    const work = toWork(item, i);
    if (typeof work === 'string') answer.warnings.push({ code: 'entry-skipped', entry: `#${i + 1}`, message: work });
    else answer.works.push(work);
  });
  if (totalResults !== undefined) answer.totalResults = totalResults;
  return answer;
}

/** The first non-blank string of a value that may be a string, a number or a list of them. */
export function firstString(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string') return v.trim() || undefined;
  if (Array.isArray(v)) {
    for (const x of v) {
      const s = firstString(x);
      if (s) return s;
    }
  }
  return undefined;
}

/** The non-blank strings of a value that may be one string or a list. */
export function strings(v: unknown): string[] {
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => (typeof x === 'number' && Number.isFinite(x) ? String(x) : typeof x === 'string' ? x.trim() : '')).filter(Boolean);
}
