import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOOKUP_ERROR_CODES, type LookupParseResult } from './answer.js';
import { parseCrossrefAnswer } from './crossref.js';
import { parseDoiCslAnswer } from './doi-csl.js';
import { parseGoogleBooksAnswer } from './google-books.js';
import { lookupOutcome, lookupResponseFor } from './lookup-result.js';
import { cleanAbstract, cleanTitle } from './markup.js';
import { parseOpenLibraryAnswer } from './open-library.js';

// Vite inlines the recorded answers at transform time, so the tests read no files themselves.
const raw = import.meta.glob('./fixtures/*/*.json', { query: '?raw', import: 'default', eager: true });
const recorded = (folder: string) => Object.entries(raw).filter(([path]) => path.includes(`/${folder}/`)).map(([, text]) => JSON.parse(text) as unknown);

const PARSERS: readonly [string, (body: unknown) => LookupParseResult, unknown[]][] = [
  ['parseCrossrefAnswer', parseCrossrefAnswer, recorded('crossref').filter((a) => JSON.stringify(a).length < 60_000)],
  ['parseDoiCslAnswer', parseDoiCslAnswer, recorded('doi-csl')],
  ['parseOpenLibraryAnswer', parseOpenLibraryAnswer, recorded('openlibrary')],
  ['parseGoogleBooksAnswer', parseGoogleBooksAnswer, recorded('googlebooks')],
];

/** A well-formed result: works with a type in range, or a failure with a known code and a message. */
function wellFormed(result: LookupParseResult): boolean {
  if (!result.ok) return (LOOKUP_ERROR_CODES as readonly string[]).includes(result.error.code) && result.error.message.length > 0;
  return result.value.works.every((w) => w.reference.referenceTypeID >= 1 && w.reference.referenceTypeID <= 48 && Array.isArray(w.warnings));
}

/** Replaces one value somewhere in a JSON value with an arbitrary one: the shapes real answers break in. */
function mutate(value: unknown, path: readonly number[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  if (Array.isArray(value)) {
    if (value.length === 0) return [replacement];
    const i = path[0]! % value.length;
    return value.map((v, j) => (j === i ? mutate(v, path.slice(1), replacement) : v));
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return { x: replacement };
    const key = keys[path[0]! % keys.length]!;
    return { ...(value as Record<string, unknown>), [key]: mutate((value as Record<string, unknown>)[key], path.slice(1), replacement) };
  }
  return replacement;
}

const RUNS = { numRuns: 150 };

describe.each(PARSERS)('%s never throws', (_name, parse, answers) => {
  it('on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => wellFormed(parse(text))), RUNS);
  });

  it('on any JSON text', () => {
    fc.assert(fc.property(fc.json({ maxDepth: 4 }), (text) => wellFormed(parse(text))), RUNS);
  });

  it('on any value already parsed', () => {
    fc.assert(fc.property(fc.anything({ maxDepth: 4 }), (value) => wellFormed(parse(value))), RUNS);
  });

  it('on a recorded answer with one value anywhere replaced by anything', () => {
    fc.assert(
      fc.property(fc.constantFrom(...answers), fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), fc.anything({ maxDepth: 3 }), (answer, path, replacement) => {
        const result = parse(mutate(answer, path, replacement));
        return wellFormed(result) && typeof lookupOutcome(lookupResponseFor(result)).kind === 'string';
      }),
      RUNS,
    );
  });

  it('on a recorded answer cut short', () => {
    const texts = answers.map((a) => JSON.stringify(a));
    fc.assert(fc.property(fc.constantFrom(...texts), fc.nat(), (text, cut) => wellFormed(parse(text.slice(0, cut % (text.length + 1))))), RUNS);
  });
});

describe('markup cleaning never throws and never leaves a tag it does not keep', () => {
  it('on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const title = cleanTitle(text);
        cleanAbstract(text);
        // Entities may decode to "<" and ">", so only answers without "&" are held to "no foreign tag".
        return /&/.test(text) || !/<(?!\/?(?:i|sub|sup)>)\/?[a-z][\w:.-]*(?:\s[^<>]*)?\/?>/i.test(title);
      }),
      RUNS,
    );
  });

  it('keeps the text of any tagged title', () => {
    // Not <sup>: a trailing one is a footnote mark and is dropped on purpose (markup.test.ts).
    const tag = fc.constantFrom('jats:italic', 'i', 'scp', 'jats:p', 'b', 'sub', 'mml:math');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^[A-Za-z0-9 .,]{0,12}$/), tag), { maxLength: 5 }), (parts) => {
        const text = parts.map(([t, name]) => `<${name}>${t}</${name}>`).join(' ');
        const words = parts.map(([t]) => t).join(' ').split(/\s+/).filter(Boolean);
        const plain = cleanTitle(text).replace(/<[^>]+>/g, '');
        return words.every((w) => plain.includes(w));
      }),
      RUNS,
    );
  });
});

it('fuzzing covers every parser with recorded answers', () => {
  expect(PARSERS.every(([, , answers]) => answers.length > 0)).toBe(true);
});
