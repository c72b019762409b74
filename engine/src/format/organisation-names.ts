/**
 * Names of organisations inside a Title Case title, which sentence case keeps capitalised as proper nouns (APA 6.14):
 * "the American Psychological Association", "Swiss Federal Institute of Technology", "Academy of Management". A
 * capitalised word that heads an organisation's name ("Association", "Institute") is part of one when a proper noun or
 * an acronym stands in its run of capitals or after its "of" ("U.S. National Postdoctoral Association"), when it opens
 * the title with an "of" after it, or when a word such as "Organization" or "Foundation" has two capitals before it
 * ("World Health Organization"). An article before the run makes it a common noun ("a Theoretical Foundation").
 */
import { englishWordCase } from './english-word-case.js';

/** What the rule reads of a title's words (sentence-case.ts's Word). */
interface TitleWord {
  readonly text: string;
  readonly gap: string;
  readonly locked: boolean;
  readonly opensSentence: boolean;
}

/** Words that head an organisation's name; a plural is a common noun ("Professional Associations"). */
const HEADS = new Set([
  'organization', 'organisation', 'association', 'institute', 'foundation', 'federation', 'council', 'commission', 'agency',
  'academy', 'bureau', 'ministry', 'committee', 'corporation', 'society', 'union', 'congress', 'university', 'college',
  'museum', 'laboratory', 'center', 'centre', 'department', 'school',
]);
/** Heads that name an organisation after any two capitalised words; "society" and "union" also name ideas ("Risk Society"). */
const NAMING_HEADS = new Set([
  'organization', 'organisation', 'association', 'institute', 'foundation', 'federation', 'council', 'commission', 'agency',
  'academy', 'bureau', 'ministry', 'committee', 'corporation',
]);
const LINKS = new Set(['of', 'for', 'on']);
const JOINS = new Set(['of', 'for', 'on', 'and', 'in', 'the', '&']);
const ARTICLES = new Set(['a', 'an']);

const SPACE = /^\s+$/;
/** Between two words of a name: a space, or the hyphen of a compound ("Non-impact Printing"). */
const WITHIN = /^(?:\s+|[-‐])$/;
const capitalised = (word: TitleWord) => /^\p{Lu}/u.test(word.text);
/** A name by the dictionary ("American", "Dutch"), or an acronym ("U.S", "IEEE", "IS&T"). */
const proper = (word: TitleWord) => /\p{Lu}.*\p{Lu}/u.test(word.text) || ['proper', 'both'].includes(englishWordCase(word.text) ?? '');

/** The indexes of the words that stand in an organisation's name. */
export function organisationNames(words: readonly TitleWord[]): Set<number> {
  const kept = new Set<number>();
  words.forEach((word, head) => {
    const name = word.text.toLowerCase();
    if (!HEADS.has(name) || !capitalised(word) || word.locked) return;
    let start = head;
    while (start > 0 && !words[start]!.opensSentence && SPACE.test(words[start]!.gap) && capitalised(words[start - 1]!)) start -= 1;
    const article = words[start]!.opensSentence ? words[start] : words[start - 1];
    if (article && ARTICLES.has(article.text.toLowerCase())) return;
    let end = head;
    if (words[head + 1] && LINKS.has(words[head + 1]!.text.toLowerCase()) && SPACE.test(words[head + 1]!.gap)) {
      for (let at = head + 2; words[at] && WITHIN.test(words[at]!.gap); at += 1) {
        const next = words[at]!;
        if (capitalised(next)) end = at;
        else if (next.gap.trim() === '' && (!JOINS.has(next.text.toLowerCase()) || !words[at + 1] || !capitalised(words[at + 1]!))) break;
      }
    }
    const run = words.slice(start, head);
    // "of" joins a name ("Institute of Technology"); "for" and "on" only with a name after them ("Congress for Asian
    // Studies"), for in Title Case every word after them is capitalised ("World Health Organization for Malaria").
    if (end > head && words[head + 1]!.text.toLowerCase() !== 'of' && !words.slice(head + 2, end + 1).some(proper)) end = head;
    const after = words.slice(head + 1, end + 1);
    const opensTitle = start === head && word.opensSentence && end > head;
    if (run.some(proper) || after.some(proper) || opensTitle || (NAMING_HEADS.has(name) && run.length >= 2)) {
      for (let at = start; at <= end; at += 1) kept.add(at);
    }
  });
  return kept;
}
