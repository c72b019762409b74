/**
 * APA 7 reference-list order (§9.44-9.47) and year suffixes (§8.19): letter by letter, nothing precedes
 * something, one author before several, the same authors by year (n.d. first, in press last), then by
 * title; works with the same authors and year get a, b, c in that order, in the list and the citations.
 */
import type { Reference } from '../../model/reference.js';
import { letterByLetter as collator, sortableTitle } from '../compare.js';
import { initials, sortName } from '../names.js';
import { apaYear } from './date.js';
import { apaAuthors } from './reference.js';

// Letter by letter: spaces and punctuation do not count, nor do case and accents. Most names fold to plain
// a-z, whose code-unit order is the collator's, so sorting compares strings; the collator judges the rest.
/** Below every letter, so a name that ends sorts before a longer one: nothing precedes something. */
const NAME_END = '\u0001';
const PLAIN = /^[A-Za-z\s\p{P}]*$/u;
/** Most names: nothing to fold. */
const ASCII_LETTERS = /^[A-Za-z]*$/;

/**
 * The names as lower-case letters, each ended by NAME_END; undefined when a name holds anything but ASCII
 * letters (once accents go), spaces and punctuation: digits sort by value and "Ø" among the letters, so
 * code-unit order would put "Area 10" before "Area 2" and "Øberg" after "Zeller".
 */
function foldedNames(names: readonly string[]): string | undefined {
  let out = '';
  for (const name of names) {
    if (typeof name === 'string' && ASCII_LETTERS.test(name)) {
      out += name.toLowerCase() + NAME_END;
      continue;
    }
    // A name of the wrong type (a malformed import) sorts as its text, never throws.
    const bare = String(name ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (!PLAIN.test(bare)) return undefined;
    out += bare.toLowerCase().replace(/[^a-z]+/g, '') + NAME_END;
  }
  return out;
}

interface SortKey {
  ref: Reference;
  /** The folded names for the fast comparison, when code-unit order gives the collator's. */
  folded: string | undefined;
  /** Family name, then initials, per author: the family names compare first, so Brown precedes Browning. */
  names: string[];
  /** Same authors in the same order, roles included: who a year suffix disambiguates between. */
  authorKey: string;
  yearRank: number;
  year: string;
  title: string;
}

function yearRank(ref: Reference): number {
  const issued = ref.data.issued;
  if (!issued || issued.status === 'no-date' || (issued.year === undefined && !issued.status)) return -Infinity;
  if (issued.status) return Infinity;
  return issued.year ?? -Infinity;
}

function keyOf(ref: Reference): SortKey {
  const authors = apaAuthors(ref);
  const names = authors.length
    ? authors.flatMap((c) => (c.kind === 'person' ? [sortName(c), c.given ? initials(c.given) : ''] : [c.name, '']))
    : [sortableTitle(ref.data.title)];
  return {
    ref,
    folded: foldedNames(names),
    names,
    authorKey: authors.length ? authors.map((c, i) => `${c.type}:${names[2 * i]} ${names[2 * i + 1]}`).join('|').toLowerCase() : '',
    yearRank: yearRank(ref),
    year: apaYear(ref.data.issued),
    title: sortableTitle(ref.data.title),
  };
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (a.folded !== undefined && b.folded !== undefined && a.folded !== b.folded) return a.folded < b.folded ? -1 : 1;
  const n = Math.min(a.names.length, b.names.length);
  for (let i = 0; i < n; i++) {
    const c = collator.compare(a.names[i]!, b.names[i]!);
    if (c) return c;
  }
  return a.names.length - b.names.length || (a.yearRank === b.yearRank ? 0 : a.yearRank < b.yearRank ? -1 : 1) || collator.compare(a.title, b.title);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const suffixFor = (i: number): string => (i < 26 ? LETTERS[i]! : `${suffixFor(Math.floor(i / 26) - 1)}${LETTERS[i % 26]}`);

export interface OrderedReferences {
  refs: Reference[];
  /** The year suffix of each reference that needs one. */
  suffixes: Map<Reference, string>;
}

/** Sorts references into APA order and gives same-author, same-year works their letters. */
export function orderApa(refs: readonly Reference[]): OrderedReferences {
  const keys = refs.map(keyOf).sort(compareKeys);
  const suffixes = new Map<Reference, string>();
  for (let i = 0; i < keys.length; ) {
    let j = i + 1;
    const k = keys[i]!;
    while (j < keys.length && k.authorKey && keys[j]!.authorKey === k.authorKey && keys[j]!.year === k.year) j++;
    if (j - i > 1) for (let m = i; m < j; m++) suffixes.set(keys[m]!.ref, suffixFor(m - i));
    i = j;
  }
  return { refs: keys.map((k) => k.ref), suffixes };
}
