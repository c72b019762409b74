/**
 * Titles as Turabian sets them: headline-style capitals for English titles, italics for works that stand
 * alone, quotation marks for parts and unpublished works, and the short title of short notes (CMOS 14.32).
 */
import type { Reference } from '../../model/reference.js';
import { italic, quoted, type Inline } from '../inline.js';
import { isEnglish } from '../language.js';
import { toTitleCase } from '../title-case.js';
import { turabianTypeRule, type TurabianTypeRule } from './type-rules.js';

// A paper formats each title several times (entry, full note, short note): capitalise each once.
const HEADLINE_CACHE_SIZE = 4096;
const headlines = new Map<string, string>();

function cachedTitleCase(text: string): string {
  let out = headlines.get(text);
  if (out === undefined) {
    if (headlines.size >= HEADLINE_CACHE_SIZE) headlines.clear();
    headlines.set(text, (out = toTitleCase(text)));
  }
  return out;
}

/** A title in headline style when the type and the language call for it; as typed otherwise. */
export function headline(text: string, ref: Reference, rule: TurabianTypeRule = turabianTypeRule(ref.referenceTypeID)): string {
  return rule.titleCase && isEnglish(ref.data) ? cachedTitleCase(text) : text;
}

/**
 * The entry named after "s.v." (Turabian 17.5.3, CMOS 14.233): a headword a dictionary defines stands as the work
 * prints it ("mondegreen"); a titled article, which begins with a capital, is in headline style like any article
 * title, whatever case the reference stores it in ("Communicating ecology" → “Communicating Ecology”).
 */
export function entryName(text: string, ref: Reference): string {
  return STARTS_CAPITAL.test(text) && isEnglish(ref.data) ? cachedTitleCase(text) : text;
}
const STARTS_CAPITAL = /^\p{Lu}/u;

/** A title set as its kind asks: italic, in quotation marks, or plain. */
export function setTitle(text: string, style: 'italic' | 'quoted' | 'plain'): Inline {
  if (style === 'italic') return italic(text);
  return style === 'quoted' ? quoted(text) : text;
}

/** Articles dropped from the start of a short title, and the words a title may be cut before. */
const ARTICLES = /^(the|an?)\s+/i;
const TRAILING_PARENTHESIS = /\s+\([^()]*\)$/;
const TRAILING_DASH = /\s*[—–]$/;
const MINOR = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'so', 'yet', 'as', 'to', 'at', 'by', 'in', 'of', 'off', 'on', 'for',
  'per', 'up', 'via', 'vs', 'vs.', 'v.', 'from', 'into', 'onto', 'with', 'over', 'upon', 'about', 'after', 'against',
  'among', 'before', 'between', 'during', 'through', 'toward', 'towards', 'under', 'until', 'within', 'without',
]);
const NOT_A_CUT = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'so', 'yet']);
/** Titles with no more key words than this are not shortened ("titles of four words or fewer", CMOS 14.32). */
const SHORT_TITLE_KEY_WORDS = 4;

const CONJUNCTIONS = new Set(['and', 'but', 'or', 'nor']);
const conjunctionCut = (phrase: readonly string[]) =>
  phrase.findIndex((w, i) => CONJUNCTIONS.has(bare(w)) && phrase.slice(0, i).filter(isKeyWord).length >= 2);

/**
 * Verbs a headline opens its predicate with: the subject before one stands for the title ("Snap Makes a Bet ..." →
 * "Snap", "Apple’s iPhone Is Sleek ..." → "Apple’s iPhone", as the CMOS quick guide shortens them); a question
 * ("Why Do People ...") is not cut so.
 */
const VERBS = new Set([
  'is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'can', 'makes', 'made', 'takes', 'took', 'does', 'gets', 'goes',
  'becomes', 'says', 'shows', 'finds', 'turns', 'wins', 'needs', 'seeks', 'faces', 'meets', 'brings', 'leaves',
]);
const QUESTION_WORDS = new Set(['why', 'how', 'what', 'when', 'where', 'who', 'whom', 'whose', 'which', 'is', 'are', 'do', 'does', 'did', 'can', 'should', 'will']);
// A pronoun before the verb is no subject to stand alone ("The Times They Are A-Changing" stays whole).
const PRONOUNS = new Set(['i', 'we', 'you', 'he', 'she', 'it', 'they', 'this', 'that', 'there', 'these', 'those']);
const verbCut = (phrase: readonly string[]) =>
  QUESTION_WORDS.has(bare(phrase[0] ?? '')) ? -1 : phrase.findIndex((w, i) => i > 0 && VERBS.has(bare(w)) && isKeyWord(phrase[i - 1]!) && !PRONOUNS.has(bare(phrase[i - 1]!)));

const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '');
const isKeyWord = (word: string) => /[\p{L}\p{N}]/u.test(word) && !MINOR.has(bare(word));

/**
 * The short title of a short note: the writer's short title if given; otherwise the main title without its
 * subtitle and without a leading A, An or The; a main title of more than four key words is cut before its first
 * preposition or verb ("Snap Makes a Bet on the Cultural Supremacy of the Camera" → "Snap").
 */
export function shortTitleText(ref: Reference): string {
  const given = ref.data.shortTitle?.trim();
  if (given) return given;
  const title = ref.data.title?.trim() ?? '';
  // The main title ends at a colon, at "; or," and after a question or exclamation mark.
  // A closing parenthetical ("(Apologies to Mr. Zimmerman)", "(1976–1983)") is no key word either, nor a dash left before one.
  const main = (/^(.+?[?!])\s+\S/.exec(title)?.[1] ?? title).split(/:\s|;\s/)[0]!.replace(TRAILING_PARENTHESIS, '').replace(TRAILING_DASH, '').trim() || title;
  const english = isEnglish(ref.data);
  const withoutArticle = english ? main.replace(ARTICLES, '') || main : main;
  const words = withoutArticle.split(/\s+/);
  if (!english || words.filter(isKeyWord).length <= SHORT_TITLE_KEY_WORDS) return withoutArticle;
  // Post text is a sentence: its opening clause stands for it (“In honor of Earth Day, I’m recycling ...”).
  const clause = turabianTypeRule(ref.referenceTypeID).titleCase ? undefined : /^(.+?)(?<!\b\p{Lu})[,;.!?](\s|$)/u.exec(withoutArticle)?.[1];
  const phrase = clause && clause.split(/\s+/).some(isKeyWord) ? clause.split(/\s+/) : words;
  if (phrase.filter(isKeyWord).length <= SHORT_TITLE_KEY_WORDS) return phrase.join(' ');
  // The key words before the first preposition, as the CMOS quick guide shortens titles ("Censorship in Children’s
  // Literature ..." → "Censorship"), "of" joining a lone noun to its object ("Origins of Homophily in ...", "Work of
  // Art in ...") unless nothing else follows; with no preposition, a conjunction after two key words ("King Lear and
  // Its Folktale Analogues").
  const atPreposition = (keyWordsBeforeOf: number) =>
    phrase.findIndex((w, i) => {
      const word = bare(w);
      if (i === 0 || !MINOR.has(word) || NOT_A_CUT.has(word) || !isKeyWord(phrase[i - 1]!)) return false;
      return phrase.slice(0, i).filter(isKeyWord).length >= (word === 'of' ? keyWordsBeforeOf : 1);
    });
  const preposition = atPreposition(2);
  const anyPreposition = preposition > 0 ? preposition : atPreposition(1);
  const verb = turabianTypeRule(ref.referenceTypeID).titleCase ? verbCut(phrase) : -1;
  const cut = verb > 0 && (anyPreposition < 0 || verb < anyPreposition) ? verb : anyPreposition > 0 ? anyPreposition : conjunctionCut(phrase);
  return cut > 0 ? phrase.slice(0, cut).join(' ').replace(/[,;:]$/, '') : withoutArticle;
}
