/** Sentence case for the titles of works in APA 7 references (§6.17), from titles typed in sentence case, Title Case or ALL CAPS. */
import {
  ACRONYMS, HONORIFICS, INSTITUTION_PATTERNS, MONTHS_THAT_ARE_WORDS, PROPER_NOUNS,
} from './proper-nouns.js';
import { entityCharacter } from '../text/markup.js';
import { englishWordCase } from './english-word-case.js';
import { organisationNames } from './organisation-names.js';
import { ITALIC_SCIENTIFIC_NAME } from './title-case.js';

/*
 * Beside the proper-noun dictionary, Hunspell's en_US word list (english-word-case.ts) is consulted for Title Case
 * and ALL CAPS input: a word it writes capitalised only is a proper noun ("Gatsby", "Obama"), with the capitalised
 * words next to it that it does not know ("Ahmad Khan Rahami"); a capitalised word it writes lower-case only is
 * evidence of Title Case ("Teaching to Transgress").
 *
 * Known limits (the first three are pinned by tests):
 * - In a Title Case or ALL CAPS title, a name the word lists do not hold as a name, or that is also a common word, is
 *   lower-cased ("Why Smith Left" gives "Why smith left"), except a name before a possessive ("Lois Lowry's") or
 *   after an honorific ("Dr. Seuss"); a first name ending like a common word (-ed, -ing, -ly...) is not taken for a
 *   name ("Alfred Kinsey's"). Titles of works inside the title ("The Lord of the Rings") are lower-cased the same
 *   way; so are names made of common words other than organisations' (organisation-names.ts): "Dylann Roof".
 * - A Title Case title whose only capitalised word after its sentence openers is no evidence, being a name or a word
 *   the list knows both ways ("Harry Potter", "Commonplace Book"), is kept as typed: a wrong capital is safer than a
 *   lost one. The list's evidence is for whole titles: a part of a mixed title ("Welcome to Upstream: The new
 *   space...") is judged without it.
 * - A question or exclamation inside quotation marks ("The "Why?" question") does not start a new sentence.
 * - Words that are proper only sometimes follow the dictionary in Title Case input: "Wild Turkey" keeps Turkey,
 *   "Red Fox" keeps Fox, "Black" and "White" as racial groups (capitalised in APA 7) are lower-cased.
 */

/** How a title was typed, which decides what its capitals mean. */
type TitleStyle = 'sentence' | 'title' | 'all-caps';

/** What happens to one word's letters. */
type Casing =
  | { readonly kind: 'keep' }
  | { readonly kind: 'lower' }
  | { readonly kind: 'capitalize' }
  | { readonly kind: 'spelling'; readonly spelling: string };

const KEEP: Casing = { kind: 'keep' };
const LOWER: Casing = { kind: 'lower' };
const CAPITALIZE: Casing = { kind: 'capitalize' };

/** Articles, coordinating conjunctions and short prepositions: lower-cased mid-title in Title Case and ALL CAPS input. */
const SMALL_WORDS = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'off', 'on',
  'onto', 'per', 'to', 'upon', 'via', 'vs', 'with',
]);

/** Words some title-case styles leave lower-case; they tell nothing about the style, so detection skips them. */
const STYLE_NEUTRAL_WORDS = new Set([
  ...SMALL_WORDS, 'about', 'above', 'across', 'after', 'against', 'along', 'amid', 'among', 'around', 'before',
  'behind', 'below', 'beneath', 'beside', 'besides', 'between', 'beyond', 'despite', 'down', 'during', 'except',
  'inside', 'like', 'near', 'over', 'outside', 'past', 'since', 'than', 'that', 'through', 'throughout',
  'toward', 'towards', 'under', 'underneath', 'until', 'unto', 'versus', 'within', 'without', 'although',
  'because', 'though', 'unless', 'whereas', 'whether', 'while', 'yet', 'so', 'up',
  // Short verbs and possessives that catalogues and blogs lower-case in Title Case ("Everything is Beautiful and
  // Everything Hurts", "From its Origins to the Colosseum", "Beauty is our Business").
  'is', 'are', 'its', 'our', 'his', 'her', 'their', 'my', 'your',
]);

/** Common words that are not given names, for the "Lois Lowry's" and "Dr. Seuss" rules. */
const COMMON_WORDS = new Set([
  'how', 'why', 'what', 'when', 'where', 'who', 'whom', 'whose', 'which', 'is', 'are', 'was', 'were', 'be', 'been',
  'am', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'has',
  'have', 'had', 'not', 'no', 'our', 'your', 'my', 'his', 'her', 'their', 'its', 'this', 'these', 'those', 'every',
  'each', 'all', 'any', 'some', 'many', 'much', 'more', 'most', 'new', 'old', 'young', 'great', 'good', 'bad',
  'best', 'better', 'big', 'small', 'first', 'last', 'next', 'one', 'two', 'just', 'only', 'even', 'still', 'also',
  'very', 'here', 'there', 'it', 'we', 'you', 'they', 'he', 'she', 'me', 'us', 'them', 'him', 'let', 'get', 'make',
  'why', 'yes', 'if', 'then', 'again', 'never', 'always', 'another', 'other', 'whole', 'true', 'real', 'modern',
  'complete', 'essential', 'global', 'public', 'human', 'social', 'little', 'long', 'short', 'high', 'low',
]);

/** Common nouns often in the possessive ("Women's", "Today's"), which do not make the word before them a name. */
const COMMON_POSSESSIVES = new Set([
  'children', 'child', 'women', 'woman', 'men', 'man', 'people', 'person', 'world', 'nation', 'country', 'today',
  'tomorrow', 'yesterday', 'year', 'week', 'day', 'mother', 'father', 'parent', 'family', 'society', 'nature',
  'life', 'earth', 'state', 'government', 'company', 'patient', 'student', 'teacher', 'reader', 'writer', 'author',
  'doctor', 'nurse', 'worker', 'employee', 'consumer', 'user', 'customer', 'leader', 'heaven', 'devil', 'artist',
  'scientist', 'mind', 'brain', 'body', 'heart', 'planet', 'city', 'community', 'youth', 'boy', 'girl', 'baby',
  'infant', 'kid', 'athlete', 'player', 'team', 'owner', 'investor', 'citizen', 'beginner', 'survivor',
  'traveler', 'traveller', 'king', 'queen', 'president', 'god', 'lord', 'everyone', 'nobody', 'somebody',
]);

/** Suffixes of common words (verbs, adverbs, abstract nouns), which given names rarely have. */
const COMMON_SUFFIX = /(?:ing|ed|ly|tion|sion|ness|ment|ity|ous|ive|ful|less|ism|ics|ance|ence|able|ible|hood|ship|logy|graphy)$/u;

/** Words before a capital letter that names a type or a grade ("Type A", "Vitamin A", "Plan A"), not the article. */
const LETTER_DESIGNATORS = new Set([
  'type', 'vitamin', 'hepatitis', 'plan', 'group', 'grade', 'class', 'section', 'part', 'appendix', 'study',
  'experiment', 'exhibit', 'phase', 'tier', 'category', 'option', 'model', 'schedule', 'series', 'influenza',
  'factor', 'protein', 'figure', 'table', 'block', 'wave', 'zone', 'unit', 'level', 'list', 'row', 'column',
  'generation', 'size', 'track', 'side', 'form', 'version', 'test', 'condition', 'site', 'sample',
]);

/** Abbreviations whose period does not end a sentence ("Dr. Seuss", "e.g. apples", "Vol. 2"). */
const ABBREVIATIONS = new Set([
  'dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'st', 'vs', 'v', 'etc', 'al', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp',
  'no', 'vol', 'fig', 'approx', 'ca', 'cf', 'gen', 'gov', 'sen', 'rep', 'rev', 'mt', 'ft', 'dept', 'univ', 'ed',
  'eds', 'pp', 'p', 'ch', 'sec', 'est',
]);

/** Words after which "May", "March" and "August" are months ("in May", "since March"). */
const DATE_CONTEXT = new Set([
  'in', 'of', 'since', 'until', 'till', 'during', 'early', 'late', 'mid', 'from', 'through', 'by', 'before',
  'after', 'every', 'last', 'next', 'this', 'each',
]);

/** One word of the title: letters and digits, with inner apostrophes, periods and ampersands ("O'Brien", "U.S", "AT&T"). */
interface Word {
  readonly text: string;
  /** UTF-16 index in the title's text without markup. */
  readonly start: number;
  /** What separates it from the word before (or the title's start). */
  readonly gap: string;
  /** Attached to the word before by a hyphen or slash: "traumatic" in "post-traumatic", "AIDS" in "HIV/AIDS". */
  readonly joined: boolean;
  /** First word of the title, of a subtitle or of a sentence: capitalised. */
  readonly opensSentence: boolean;
  /** Entirely inside a case hint ({braces}, nocase span): kept exactly as typed. */
  readonly locked: boolean;
}

/** The title's text without markup, which characters case hints protect, and the markup to put back. */
interface Markup {
  /** The text read for casing; an HTML entity stands as the character it means ("&amp;" as "&"). */
  readonly text: string;
  /** For each UTF-16 index of text, what the result shows unless the casing changes it: the character or its entity. */
  readonly source: readonly string[];
  readonly locked: readonly boolean[];
  readonly tags: readonly { readonly at: number; readonly markup: string }[];
}

type Piece =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'brace'; readonly text: string }
  | { readonly kind: 'entity'; readonly text: string; readonly meaning: string }
  | { readonly kind: 'tag'; readonly text: string; readonly role: 'nocase' | 'span' | 'end-span' | 'other' };

const TAG = /<\/?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?\/?>/y;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/y;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’.&][\p{L}\p{M}\p{N}]+)*/gu;
const JOINER = /^[-‐‑–/]$/u;
// A colon, an em dash (typed "—", "--" or "---"), a spaced hyphen or en dash, or a question or exclamation mark.
const SUBTITLE_BREAK = /:\s|[—―]|--|\s-\s|\s–\s|[?!]\s/u;
const PRONOUN_I = /^I(?:['’](?:m|ve|d|ll))?$/iu;
const SINGLE_CAPITAL = /^\p{Lu}$/u;
const PLURAL_S = /(?<=[^s])s$/u;
const AFTER_INITIAL = /^\.\s+$/u;
const HAS_LETTER = /\p{L}/u;
const SPACE_GAP = /^\s+$/u;
const STEPS = [-1, 1] as const;
const LABEL_NUMBER = /^(?:[IVX]+|\p{Lu}|\p{N}+)$/u;
const ROMAN_NUMERAL = /^(?=[IVX]{2,}$)X{0,3}(?:IX|IV|V?I{0,3})$/u;

/**
 * A title in sentence case, as APA 7 wants for the titles of works in references: first word, first word of a
 * subtitle and proper nouns capitalised, the rest lower-case.
 *
 * Use it on titles of articles, books, chapters, reports and web pages; not on periodical titles, which APA keeps in
 * title case. Capitals typed in a sentence-case title are trusted as proper nouns; in a Title Case or ALL CAPS
 * title they are judged against the proper-noun dictionary. {Braces}, `<span class="nocase">` and a scientific name
 * in italics protect text (the markers are removed); other HTML tags are kept. Idempotent; never throws.
 */
export function toSentenceCase(title: string): string {
  if (typeof title !== 'string' || title === '') return '';
  const markup = readMarkup(title.replace(ITALIC_SCIENTIFIC_NAME, '<i><span class="nocase">$1</span></i>'));
  const words = readWords(markup);
  const style = titleStyle(words, markup);
  const mixed = style === 'sentence' ? mixedStyles(words) : undefined;
  const judged = style !== 'sentence' || mixed !== undefined;
  const spellings = judged ? dictionarySpellings(words) : [];
  // ALL CAPS says nothing of which words are names; Title Case keeps an organisation's.
  const organisations = style === 'title' || mixed ? organisationNames(words) : undefined;
  const out = [...markup.source];
  words.forEach((word, index) => {
    const wordStyle = mixed?.styles[index] ?? style;
    const inName = wordStyle === 'title' && organisations?.has(index) && !SMALL_WORDS.has(key(word.text));
    const casing = inName ? KEEP : casingOf(words, index, wordStyle, spellings[index], mixed?.trusted);
    recase(word, casing).forEach(([at, text]) => {
      if (markup.locked[at]) return;
      out[at] = text;
      // A letter outside the Basic Multilingual Plane takes two UTF-16 units: the new text replaces both.
      if (markup.text.codePointAt(at)! > 0xffff) out[at + 1] = '';
    });
  });
  return withTags(out, markup.tags);
}

// ---- Markup: case hints and HTML tags ----

function readMarkup(title: string): Markup {
  const pieces = splitMarkup(title);
  const hints = pairedHints(pieces);
  let text = '';
  const source: string[] = [];
  const locked: boolean[] = [];
  const tags: { at: number; markup: string }[] = [];
  let depth = 0;
  pieces.forEach((piece, index) => {
    if (hints.has(index)) {
      depth += piece.text === '{' || (piece.kind === 'tag' && piece.role === 'nocase') ? 1 : -1;
    } else if (piece.kind === 'tag') {
      tags.push({ at: text.length, markup: piece.text });
    } else if (piece.kind === 'entity') {
      // The entity is shown as typed, so its stand-in is never recased.
      text += piece.meaning;
      for (let k = 0; k < piece.meaning.length; k += 1) {
        source.push(k === 0 ? piece.text : '');
        locked.push(true);
      }
    } else {
      text += piece.text;
      for (const unit of piece.text.split('')) {
        source.push(unit);
        locked.push(depth > 0);
      }
    }
  });
  return { text, source, locked, tags };
}

function splitMarkup(title: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  while (at < title.length) {
    const char = title[at]!;
    if (char === '{' || char === '}') {
      pieces.push({ kind: 'brace', text: char });
      at += 1;
      continue;
    }
    TAG.lastIndex = at;
    const tag = char === '<' ? TAG.exec(title) : null;
    if (tag) {
      pieces.push({ kind: 'tag', text: tag[0], role: tagRole(tag[0]) });
      at += tag[0].length;
      continue;
    }
    ENTITY.lastIndex = at;
    const entity = char === '&' ? ENTITY.exec(title) : null;
    const meaning = entity ? entityMeaning(entity) : undefined;
    if (entity && meaning !== undefined) {
      pieces.push({ kind: 'entity', text: entity[0], meaning });
      at += entity[0].length;
      continue;
    }
    let end = at + 1;
    while (end < title.length && !'{}<&'.includes(title[end]!)) end += 1;
    pieces.push({ kind: 'text', text: title.slice(at, end) });
    at = end;
  }
  return pieces;
}

/** The character an HTML entity stands for; an unknown name stands as U+FFFC, which is neither a letter nor a break. */
function entityMeaning([, decimal, hex, name]: RegExpExecArray): string | undefined {
  if (name !== undefined) return entityCharacter(name) ?? '\uFFFC';
  return entityCharacter(decimal !== undefined ? `#${decimal}` : `#x${hex ?? ''}`);
}

function tagRole(tag: string): 'nocase' | 'span' | 'end-span' | 'other' {
  if (/^<span\s+class\s*=\s*(["'])nocase\1\s*>$/i.test(tag)) return 'nocase';
  if (/^<span[\s>]/i.test(tag)) return 'span';
  if (/^<\/span\s*>$/i.test(tag)) return 'end-span';
  return 'other';
}

/** The pieces that open or close a case hint; an unpaired brace or span stays in the title as typed. */
function pairedHints(pieces: readonly Piece[]): Set<number> {
  const hints = new Set<number>();
  const braces: number[] = [];
  const spans: number[] = [];
  pieces.forEach((piece, index) => {
    if (piece.kind === 'brace') {
      if (piece.text === '{') braces.push(index);
      else pair(braces.pop(), index);
    } else if (piece.kind === 'tag') {
      if (piece.role === 'nocase' || piece.role === 'span') spans.push(index);
      else if (piece.role === 'end-span') {
        const open = spans.pop();
        const opening = open === undefined ? undefined : pieces[open];
        if (opening?.kind === 'tag' && opening.role === 'nocase') pair(open, index);
      }
    }
  });
  return hints;

  function pair(open: number | undefined, close: number): void {
    if (open === undefined) return;
    hints.add(open);
    hints.add(close);
  }
}

function withTags(out: readonly string[], tags: Markup['tags']): string {
  let result = '';
  let next = 0;
  out.forEach((text, at) => {
    while (next < tags.length && tags[next]!.at === at) result += tags[next++]!.markup;
    result += text;
  });
  while (next < tags.length) result += tags[next++]!.markup;
  return result;
}

// ---- Words and sentences ----

function readWords(markup: Markup): Word[] {
  const words: Word[] = [];
  let previousEnd = 0;
  for (const match of markup.text.matchAll(WORD)) {
    const start = match.index;
    const text = match[0];
    const gap = markup.text.slice(previousEnd, start);
    const previous = words.at(-1);
    words.push({
      text,
      start,
      gap,
      joined: previous !== undefined && JOINER.test(gap),
      opensSentence: previous === undefined || opensSentence(gap, previous.text),
      locked: markup.locked.slice(start, start + text.length).every(Boolean),
    });
    previousEnd = start + text.length;
  }
  return words;
}

function opensSentence(gap: string, previous: string): boolean {
  if (SUBTITLE_BREAK.test(gap)) return true;
  // A period ends a sentence unless it ends an initial or an abbreviation: "U.S. sees", "J. K. Rowling", "Dr. Seuss".
  return /^\.\s/u.test(gap)
    && !previous.includes('.')
    && Array.from(previous).length > 1
    && !ABBREVIATIONS.has(key(previous));
}

// ---- How the title was typed ----

function titleStyle(words: readonly Word[], markup: Markup): TitleStyle {
  const open = words.filter((word) => !word.locked && /\p{L}/u.test(word.text));
  // A code with digits ("4hhb", "p53") says nothing about how the title was typed.
  const allCaps = open.length >= 2
    && !open.some((word) => /\p{Ll}/u.test(word.text) && !/\p{N}/u.test(word.text))
    // At least one word that cannot be an acronym: "NASA JPL" may be two acronyms, "HIV AND AIDS" is shouted.
    && open.some((word) => {
      const wordKey = key(word.text);
      return SMALL_WORDS.has(wordKey) || (letterCount(word.text) >= 4 && !ACRONYM_SPELLING.has(wordKey));
    });
  if (allCaps) return 'all-caps';
  return isTitleCase(caseCounts(words, true)) ? 'title' : 'sentence';
}

interface CaseCounts {
  readonly capitalised: number;
  readonly lowerCase: number;
  /** Capitalised words a common noun's ending marks as no name ("Formatting", "Ecology", "Implementations"). */
  readonly commonNouns: number;
}

/**
 * Title Case when nearly every word that is not a sentence opener or a compound's tail is capitalised; a
 * sentence-case title has lower-case words of that kind. Short words count too: "Attention Is All You Need" has
 * one word of four letters.
 */
function caseCounts(words: readonly Word[], dictionary: boolean): CaseCounts {
  let capitalised = 0;
  let lowerCase = 0;
  let commonNouns = 0;
  for (const [index, word] of words.entries()) {
    if (word.locked || !HAS_LETTER.test(word.text)) continue;
    if (word.opensSentence || word.joined || hasInnerCapital(word.text) || letterCount(word.text) < 2) continue;
    const neutral = STYLE_NEUTRAL_WORDS.has(key(word.text));
    // A function word tells only when capitalised ("With"): sentence case never does that, title-case styles differ.
    if (/^\p{Ll}/u.test(word.text)) lowerCase += neutral ? 0 : 1;
    else if (isCapitalized(word.text)) {
      const found = dictionary ? englishWordCase(word.text) : undefined;
      capitalised += 1;
      const singular = key(word.text).replace(PLURAL_S, '');
      // A common word that labels a numbered part ("Part II", "Band 3") is capitalised in sentence case too; a number
      // after a comma is no label ("Diplomacy, 1736–1739").
      const next = words[index + 1];
      const label = found === 'common' && next !== undefined && SPACE_GAP.test(next.gap) && LABEL_NUMBER.test(next.text);
      if ((found === 'common' && !label) || (singular.length > 4 && COMMON_SUFFIX.test(singular))) commonNouns += 1;
    }
  }
  return { capitalised, lowerCase, commonNouns };
}

/**
 * Two capitalised words are evidence enough; so is a single one whose ending marks it as a common noun, which no
 * sentence-case title capitalises ("Text Formatting", "Chemical Ecology"), while "Harry Potter" stays as typed.
 */
const isTitleCase = ({ capitalised, lowerCase, commonNouns }: CaseCounts): boolean =>
  (capitalised >= 2 && lowerCase * 5 <= capitalised) || (capitalised === 1 && lowerCase === 0 && commonNouns === 1);

/**
 * A title whose main title came in Title Case and whose subtitle in sentence case ("The Structure of Ordinary Water:
 * New data and interpretations…", Crossref's title and subtitle joined): each part is read on its own evidence, and
 * the capitals of the sentence-case part are its proper nouns, kept wherever they stand ("A Conversation with Carlos
 * Segura: We discuss … with Carlos Segura"). Undefined when no part is in Title Case beside one in sentence case.
 */
function mixedStyles(words: readonly Word[]): { styles: TitleStyle[]; trusted: ReadonlySet<string> } | undefined {
  const parts: Word[][] = [];
  for (const word of words) {
    if (word.opensSentence || parts.length === 0) parts.push([]);
    parts.at(-1)!.push(word);
  }
  if (parts.length < 2) return undefined;
  // A part's one capitalised common word may be a name's ("Naturejobs Blog", "Welcome to Upstream"): the dictionary's
  // evidence is for whole titles only.
  const counts = parts.map((part) => caseCounts(part, false));
  const titled = counts.map(isTitleCase);
  // A part in sentence case has more lower-case words than capitalised ones: "is our Business" is sloppy Title Case.
  if (!titled.some(Boolean) || !counts.some((c, i) => !titled[i] && c.lowerCase > c.capitalised)) return undefined;
  const trusted = new Set<string>();
  const styles: TitleStyle[] = [];
  parts.forEach((part, i) => {
    for (const word of part) {
      styles.push(titled[i] ? 'title' : 'sentence');
      if (!titled[i] && !word.opensSentence && isCapitalized(word.text)) trusted.add(key(word.text));
    }
  });
  return { styles, trusted };
}

// ---- What each word becomes ----

function casingOf(words: readonly Word[], index: number, style: TitleStyle, spelling: string | undefined, trusted?: ReadonlySet<string>): Casing {
  const word = words[index]!;
  const text = word.text;
  if (word.locked || !/\p{L}/u.test(text)) return KEEP;
  if (trusted?.has(key(text))) return KEEP;
  // "30", "2nd", "1990s", "3D": only an ALL CAPS ordinal or decade changes ("2ND" → "2nd").
  if (/^\p{N}/u.test(text)) return style === 'all-caps' && /^\p{N}+(?:ST|ND|RD|TH|S)$/u.test(text) ? LOWER : KEEP;
  if (text.startsWith('I') && PRONOUN_I.test(text)) return CAPITALIZE;
  if (style === 'all-caps') return allCapsCasing(words, index, spelling);
  // Capitals typed in a sentence-case title are the user's proper nouns ("The Hobbit", "Type A"), small words included.
  if (style === 'sentence' || hasInnerCapital(text)) return KEEP;
  if (spelling !== undefined) return { kind: 'spelling', spelling };
  if (text === 'A') return isDesignated(words, index) ? KEEP : LOWER;
  if (/^\p{Lu}$/u.test(text)) return KEEP;
  if (SMALL_WORDS.has(key(text))) return LOWER;
  if (!isCapitalized(text)) return KEEP;
  return inDictionaryName(words, index, isCapitalized) || isName(words, index, style) ? KEEP : LOWER;
}

function allCapsCasing(words: readonly Word[], index: number, spelling: string | undefined): Casing {
  const text = words[index]!.text;
  const wordKey = key(text);
  if (spelling !== undefined) return { kind: 'spelling', spelling };
  if (text === 'A') return isDesignated(words, index) ? KEEP : LOWER;
  if (Array.from(text).length === 1) return KEEP;
  const acronym = ACRONYM_SPELLING.get(wordKey) ?? ACRONYM_SPELLING.get(wordKey.replace(/(?:'s|s)$/u, ''));
  if (acronym !== undefined) return { kind: 'spelling', spelling: acronym };
  // "US" is the country at the start or after "the" ("THE US ECONOMY"), the pronoun elsewhere ("HELP US").
  if (wordKey === 'us') return index === 0 || key(words[index - 1]!.text) === 'the' ? KEEP : LOWER;
  if (ROMAN_NUMERAL.test(text)) return KEEP;
  // Dotted initialisms and ampersand abbreviations ("U.S", "AT&T"); formulas and codes with digits ("CO2", "B12").
  if (/^(?:\p{Lu}\.)+\p{Lu}$/u.test(text) && !['e.g', 'i.e'].includes(wordKey)) return KEEP;
  if (/^\p{Lu}+&\p{Lu}+$/u.test(text) || /\p{N}/u.test(text)) return KEEP;
  return inDictionaryName(words, index, isAllCaps) || isName(words, index, 'all-caps') ? CAPITALIZE : LOWER;
}

/**
 * A proper noun by the English dictionary, which writes it capitalised only ("Obama", "Gatsby"), or the other parts of
 * a name beside one (APA 6.14): a capitalised word the dictionary does not know ("Rahami"), and one it knows both ways
 * ("Khan") when the name also holds a word it does not know, as personal names do ("Ahmad Khan Rahami"), where a term
 * does not ("Markov chain Monte Carlo").
 */
function inDictionaryName(words: readonly Word[], index: number, capitalised: (text: string) => boolean): boolean {
  const found = englishWordCase(words[index]!.text);
  if (found === 'proper') return true;
  if (found === 'common' || !looksLikeName(words[index]!.text)) return false;
  let reachesProper = false;
  let hasUnknown = false;
  for (const step of STEPS) {
    for (let at = index + step; ; at += step) {
      const word = words[at];
      const gapAfter = step < 0 ? words[at + 1]!.gap : word?.gap;
      if (!word || word.locked || !SPACE_GAP.test(gapAfter ?? '') || !capitalised(word.text)) break;
      const neighbour = englishWordCase(word.text);
      if (neighbour === 'common' || !looksLikeName(word.text)) break;
      if (neighbour === 'proper') reachesProper = true;
      else if (neighbour === undefined) hasUnknown = true;
    }
  }
  return reachesProper && (found === undefined || hasUnknown);
}

/** "A" naming a type or grade, after "Type", "Vitamin", "Plan"...: not the article. */
function isDesignated(words: readonly Word[], index: number): boolean {
  const previous = words[index - 1];
  return previous !== undefined && !words[index]!.opensSentence && LETTER_DESIGNATORS.has(key(previous.text));
}

/** A name the dictionary does not know, recognised by its neighbours: "Lois Lowry's", "Dr. Seuss", "Queen Victoria". */
function isName(words: readonly Word[], index: number, style: TitleStyle): boolean {
  const word = words[index]!;
  const previous = words[index - 1];
  const next = words[index + 1];
  const capitalised = (w: Word): boolean =>
    !w.locked && (style === 'all-caps' ? !/\p{Ll}/u.test(w.text) : isCapitalized(w.text));
  const titled = (honorific: Word, name: Word): boolean =>
    /^\.?\s+$/u.test(name.gap)
    && HONORIFIC_KEYS.has(key(honorific.text))
    && capitalised(name)
    && looksLikeName(name.text);
  const possessive = (name: Word, owner: Word): boolean => {
    const base = /^(.+)['’][sS]$/u.exec(owner.text)?.[1];
    return base !== undefined && /^\s+$/u.test(owner.gap) && capitalised(name) && capitalised(owner)
      && looksLikeName(name.text) && looksLikeName(base) && !COMMON_POSSESSIVES.has(key(base));
  };
  // "Edsger W. Dijkstra", "Andrew S. Grove": capitalised words either side of a capital initial and its period.
  const initial = (w: Word | undefined): boolean => w !== undefined && SINGLE_CAPITAL.test(w.text) && !w.locked;
  const afterInitial = (w: Word | undefined): boolean => w !== undefined && AFTER_INITIAL.test(w.gap) && capitalised(w) && looksLikeName(w.text);
  const initialled = (initial(next) && afterInitial(words[index + 2]) && looksLikeName(word.text))
    || (initial(previous) && afterInitial(word) && words[index - 2] !== undefined && capitalised(words[index - 2]!) && looksLikeName(words[index - 2]!.text));
  return initialled
    || (next !== undefined && (titled(word, next) || possessive(word, next)))
    || (previous !== undefined && (titled(previous, word) || possessive(previous, word)));
}

function looksLikeName(text: string): boolean {
  const wordKey = key(text);
  return /^[\p{L}\p{M}]{2,}$/u.test(text) && !STYLE_NEUTRAL_WORDS.has(wordKey) && !COMMON_WORDS.has(wordKey)
    && !(wordKey.length > 4 && COMMON_SUFFIX.test(wordKey));
}

/** Each letter of the word after its casing, as [UTF-16 index, new text]; the first is capitalised if it opens a sentence. */
function recase(word: Word, casing: Casing): [number, string][] {
  const model = casing.kind === 'spelling' ? Array.from(casing.spelling).filter(isLetter) : [];
  const letters: [number, string][] = [];
  let at = word.start;
  for (const point of word.text) {
    if (isLetter(point)) letters.push([at, caseLetter(point, letters.length, casing, model)]);
    at += point.length;
  }
  const first = letters[0];
  const firstPoint = word.text.codePointAt(0);
  const startsWithLetter = firstPoint !== undefined && isLetter(String.fromCodePoint(firstPoint));
  const result = letters.map(([, text]) => text).join('');
  if (word.opensSentence && !word.locked && first && startsWithLetter && !hasInnerCapital(result)) {
    first[1] = first[1].toUpperCase();
  }
  return letters;
}

function caseLetter(letter: string, position: number, casing: Casing, model: readonly string[]): string {
  switch (casing.kind) {
    case 'keep':
      return letter;
    case 'lower':
      return letter.toLowerCase();
    case 'capitalize':
      return position === 0 ? letter.toUpperCase() : letter.toLowerCase();
    case 'spelling': {
      const modelLetter = model[position];
      return modelLetter !== undefined && isUpper(modelLetter) ? letter.toUpperCase() : letter.toLowerCase();
    }
  }
}

// ---- The proper-noun dictionary ----

/** One dictionary entry or institution pattern: its words' keys and spellings, "*" for any place. */
interface Entry {
  readonly keys: readonly string[];
  readonly spellings: readonly string[];
  readonly place: boolean;
  readonly plural: boolean;
  readonly needsDate: boolean;
}

const ENTRIES_BY_FIRST_WORD = new Map<string, Entry[]>();
for (const list of Object.values(PROPER_NOUNS)) {
  for (const phrase of list.entries) {
    const spellings = phrase.split(' ');
    const keys = spellings.map(key);
    const entry: Entry = {
      keys, spellings, place: list.place, plural: list.plural, needsDate: MONTHS_THAT_ARE_WORDS.includes(phrase),
    };
    const first = keys[0]!;
    ENTRIES_BY_FIRST_WORD.set(first, [...(ENTRIES_BY_FIRST_WORD.get(first) ?? []), entry]);
  }
}
const PATTERNS: readonly Entry[] = INSTITUTION_PATTERNS.map((pattern) => {
  const spellings = pattern.split(' ');
  return { keys: spellings.map(key), spellings, place: false, plural: false, needsDate: false };
});
const ACRONYM_SPELLING = new Map(ACRONYMS.map((acronym) => [key(acronym), acronym]));
const HONORIFIC_KEYS = new Set(HONORIFICS.map(key));

/** For a Title Case or ALL CAPS title, the dictionary's spelling of each word that is (part of) a proper noun. */
function dictionarySpellings(words: readonly Word[]): (string | undefined)[] {
  const spellings: (string | undefined)[] = [];
  let index = 0;
  while (index < words.length) {
    const match = longestMatch(words, index, false);
    match?.forEach((spelling, offset) => {
      spellings[index + offset] = spelling;
    });
    index += match?.length ?? 1;
  }
  return spellings;
}

/** The spellings of the longest entry (or, unless placesOnly, institution pattern) starting at words[index]. */
function longestMatch(words: readonly Word[], index: number, placesOnly: boolean): string[] | undefined {
  const word = words[index];
  if (!word || word.locked) return undefined;
  const wordKey = key(word.text);
  const firstKeys = new Set([wordKey, wordKey.replace(/(?:'s|'|e?s)$/u, '')]);
  const candidates = [...firstKeys].flatMap((first) => ENTRIES_BY_FIRST_WORD.get(first) ?? []);
  let best: string[] | undefined;
  for (const entry of placesOnly ? candidates.filter((c) => c.place) : [...candidates, ...PATTERNS]) {
    const match = matchEntry(words, index, entry);
    if (match && (!best || match.length > best.length) && (!entry.needsDate || isDate(words, index))) best = match;
  }
  return best;
}

function matchEntry(words: readonly Word[], start: number, entry: Entry): string[] | undefined {
  const spellings: string[] = [];
  let index = start;
  for (const [position, entryKey] of entry.keys.entries()) {
    const word = words[index];
    if (!word || word.locked || (index > start && !/^\s+$/u.test(word.gap))) return undefined;
    if (entryKey === '*') {
      const place = longestMatch(words, index, true);
      if (!place) return undefined;
      spellings.push(...place);
      index += place.length;
      continue;
    }
    const wordKey = key(word.text);
    const last = position === entry.keys.length - 1;
    const suffix = wordKey.startsWith(entryKey) ? wordKey.slice(entryKey.length) : undefined;
    // Only the last word takes a possessive ("New York's") or, for peoples, religions and days, a plural.
    const inflected = suffix === "'s" || suffix === "'" || (entry.plural && (suffix === 's' || suffix === 'es'));
    const fits = suffix === '' || (last && inflected);
    if (!fits) return undefined;
    spellings.push(entry.spellings[position]!);
    index += 1;
  }
  return spellings;
}

/** "May", "March" and "August" are months only next to a number or after a word like "in" or "since". */
function isDate(words: readonly Word[], index: number): boolean {
  const previous = words[index - 1];
  const next = words[index + 1];
  return (previous !== undefined && (DATE_CONTEXT.has(key(previous.text)) || /^\p{N}/u.test(previous.text)))
    || (next !== undefined && /^\p{N}/u.test(next.text));
}

// ---- Letters ----

/** A word as the dictionaries compare it: NFC, lower-case, straight apostrophe. */
function key(text: string): string {
  return text.normalize('NFC').replace(/’/gu, "'").toLowerCase();
}

function isLetter(point: string): boolean {
  return /\p{L}/u.test(point);
}

function isUpper(point: string): boolean {
  return /[\p{Lu}\p{Lt}]/u.test(point);
}

/** A capital after the first letter: acronyms, initialisms, Roman numerals, iPhone, McDonald, O'Brien. */
function hasInnerCapital(text: string): boolean {
  return Array.from(text).slice(1).some(isUpper);
}

/** Capital first letter and no other capital: "Emotions", "Lowry's", "A". */
function isCapitalized(text: string): boolean {
  const first = text.codePointAt(0);
  return first !== undefined && isUpper(String.fromCodePoint(first)) && !hasInnerCapital(text);
}

function isAllCaps(text: string): boolean {
  return !/\p{Ll}/u.test(text);
}

function letterCount(text: string): number {
  return Array.from(text).filter(isLetter).length;
}
