#!/usr/bin/env node
/**
 * Writes english-words.ts from a Hunspell en_US dictionary (SCOWL's: Debian's hunspell-en-us, or npm's
 * dictionary-en, whose index.dic is the same file): each stem as the dictionary writes it, lower-case words and
 * capitalised ones apart, with the words its prefix flags make ("re" + "search"), suffix flags dropped
 * (english-word-case.ts reads plurals and verb forms back), sorted and prefix-coded.
 *
 *   node engine/src/format/english-words.generate.mjs /usr/share/hunspell/en_US.dic
 */
import { readFileSync, writeFileSync } from 'node:fs';

const source = process.argv[2];
if (!source) throw new Error('usage: node english-words.generate.mjs <en_US.dic>');
// en_US's prefix rules are plain additions ("PFX A 0 re ."): "research" is stored as "search" with flag A.
const prefixes = new Map();
for (const line of readFileSync(source.replace(/\.dic$/u, '.aff'), 'utf8').split('\n')) {
  const rule = /^PFX\s+(\S)\s+0\s+(\S+)\s+\.\s*$/u.exec(line);
  if (rule) prefixes.set(rule[1], rule[2]);
}
const stems = readFileSync(source, 'utf8').split('\n').slice(1).flatMap((line) => {
  const [word = '', flags = ''] = line.trim().split('/');
  if (word === '' || /\d/u.test(word)) return [];
  return [word, ...[...flags].filter((flag) => prefixes.has(flag)).map((flag) => prefixes.get(flag) + word)];
});
const lower = [...new Set(stems.filter((word) => word === word.toLowerCase()))].sort();
const capitalised = [...new Set(stems.filter((word) => word !== word.toLowerCase()))].sort();

/** Each word as the number of letters it shares with the one before (one digit) and the letters that follow. */
function prefixCoded(words) {
  let previous = '';
  return words.map((word) => {
    let shared = 0;
    while (shared < 9 && shared < previous.length && previous[shared] === word[shared]) shared += 1;
    previous = word;
    return `${shared}${word.slice(shared)}`;
  }).join('');
}

writeFileSync(new URL('./english-words.ts', import.meta.url), `/*
 * English words from Hunspell's en_US dictionary (SCOWL 2020.12.07, size 60), written by english-words.generate.mjs:
 * each stem as the dictionary writes it (with its prefixed forms), lower-case common words and capitalised proper nouns, sorted, each as how
 * many letters it shares with the word before (one digit) and the letters that follow.
 *
 * SCOWL: Copyright 2000-2020 by Kevin Atkinson. Permission to use, copy, modify, distribute and sell these word
 * lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby
 * granted without fee, provided that the above copyright notice appears in all copies and that both that copyright
 * notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations
 * about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.
 */
export const COMMON_WORDS = ${JSON.stringify(prefixCoded(lower))};
export const CAPITALISED_WORDS = ${JSON.stringify(prefixCoded(capitalised))};
`);
console.log(`english-words.ts: ${lower.length} lower-case stems, ${capitalised.length} capitalised`);
