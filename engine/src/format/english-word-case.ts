/** How an English dictionary writes a word: the evidence sentence case needs when a title's capitals tell nothing (APA 6.14, 6.17). */
import { CAPITALISED_WORDS, COMMON_WORDS } from './english-words.js';

/**
 * 'common': the dictionary writes it lower-case only ("transgress", "impatient"); 'proper': capitalised only
 * ("Obama", "Gatsby"); 'both': either ("Turkey" and "turkey", "Smith" and "smith"); undefined: not in it.
 */
export type WordCase = 'common' | 'proper' | 'both';

let common: Set<string> | undefined;
let proper: Set<string> | undefined;

/** The word lists, read from their compact form the first time a title needs them. */
function lists(): { common: Set<string>; proper: Set<string> } {
  if (!common || !proper) {
    common = decode(COMMON_WORDS, false);
    proper = decode(CAPITALISED_WORDS, true);
  }
  return { common, proper };
}

/** Each word is a digit (letters shared with the word before) and the letters that follow. */
function decode(coded: string, lowerCase: boolean): Set<string> {
  const words = new Set<string>();
  let previous = '';
  let at = 0;
  while (at < coded.length) {
    const shared = coded.charCodeAt(at) - 48;
    let end = at + 1;
    while (end < coded.length && (coded.charCodeAt(end) < 48 || coded.charCodeAt(end) > 57)) end += 1;
    previous = previous.slice(0, shared) + coded.slice(at + 1, end);
    words.add(lowerCase ? previous.toLowerCase() : previous);
    at = end;
  }
  return words;
}

/** Inflections the dictionary stores through affix rules, as [ending, what replaces it]: plurals, verb forms, comparatives, adverbs. */
const INFLECTIONS: readonly (readonly [string, string])[] = [
  ['ies', 'y'], ['ied', 'y'], ['ier', 'y'], ['iest', 'y'], ['ily', 'y'],
  ['s', ''], ['ed', ''], ['ed', 'e'], ['ing', ''], ['ing', 'e'], ['ly', ''],
  ['er', ''], ['er', 'e'], ['est', ''], ['est', 'e'], ['ers', ''], ['ers', 'e'],
  ['ness', ''], ['ment', ''], ['ments', ''], ['ion', 'e'], ['ion', ''], ['ions', 'e'], ['ions', ''],
];
/** "-es" after a sibilant or o ("boxes", "heroes"); a doubled consonant before an ending ("stopped", "bigger"). */
const PLURAL_ES = /(?:[sxzo]|ch|sh)es$/u;
const DOUBLED = /(\p{L})\1(?:ed|ing|er|est)$/u;
const POSSESSIVE = /['’]s?$/u;

function has(set: Set<string>, word: string): boolean {
  if (set.has(word)) return true;
  for (const [ending, stem] of INFLECTIONS) {
    if (word.endsWith(ending) && set.has(word.slice(0, word.length - ending.length) + stem)) return true;
  }
  if (PLURAL_ES.test(word) && set.has(word.slice(0, -2))) return true;
  const doubled = DOUBLED.exec(word);
  return doubled !== null && set.has(word.slice(0, doubled.index + 1));
}

/** How the dictionary writes the word (any case typed; a possessive and inflections read as their stem). */
export function englishWordCase(text: string): WordCase | undefined {
  const { common: commonWords, proper: properWords } = lists();
  const word = text.normalize('NFC').toLowerCase().replace(POSSESSIVE, '');
  if (word.length < 2) return undefined;
  const isCommon = has(commonWords, word);
  const isProper = properWords.has(word) || (word.length > 3 && word.endsWith('s') && properWords.has(word.slice(0, -1)));
  if (isCommon) return isProper ? 'both' : 'common';
  return isProper ? 'proper' : undefined;
}
