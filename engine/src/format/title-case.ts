/**
 * Headline-style capitalisation for MLA 9 and Chicago/Turabian titles: first and last words and every
 * major word capitalised; articles, prepositions, coordinating conjunctions, "to" and "as" lower-cased
 * inside the title; the first word of a subtitle capitalised. Words already capitalised stay so (proper
 * nouns, acronyms, "iPhone"); text in {braces} or a nocase span is left alone.
 */

const MINOR_WORDS = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'to', 'at', 'by', 'in', 'of', 'off', 'on',
  'per', 'up', 'via', 'versus', 'vs', 'vs.', 'v.', 'from', 'into', 'onto', 'with', 'over', 'upon', 'about', 'above', 'across',
  'after', 'against', 'along', 'among', 'around', 'before', 'behind', 'below', 'beneath', 'beside', 'between',
  'beyond', 'down', 'during', 'except', 'inside', 'like', 'near', 'outside', 'past', 'since', 'through',
  'throughout', 'toward', 'towards', 'under', 'underneath', 'until', 'unto', 'within', 'without',
]);

const ARTICLES = new Set(['a', 'an', 'the']);
/**
 * Conjunctions and prepositions that are nothing else: a capital on them inside a title is the source's habit. An
 * article is not among them: a capital "The" inside a title often opens a name or a title ("from The Tempest").
 */
const FUNCTION_WORDS = new Set(['and', 'but', 'or', 'nor', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'into', 'onto', 'upon', 'via', 'as']);
/** A word with its first letter capital and the rest lower case ("The"), not an acronym ("AND", "OR"). */
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}+$/u;

/** Particles of personal and place names, lower case between two capitalised words ("Vincent van Gogh", "Tour de France"; CMOS 8.5). */
const NAME_PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'du', 'da', 'di', 'del', 'della', 'dos', 'das', 'ter', 'ten']);
const opensWithCapital = (token: string | undefined) => token !== undefined && /^[^\p{L}]*\p{Lu}/u.test(token);

const isGreek = (letter: string) => (letter >= '\u0370' && letter <= '\u03ff') || (letter >= '\u1f00' && letter <= '\u1fff');

// A word of lower-case ASCII letters, most words of most titles: raised without a regular expression's replace.
const PLAIN_LOWER = /^[a-z]+$/;

const capitalizeWord = (word: string): string => {
  if (PLAIN_LOWER.test(word)) return word[0]!.toUpperCase() + word.slice(1);
  // A word with a capital already, or a URL-like token, is kept as typed.
  if (/\p{Lu}/u.test(word) || ((word.includes('.') || word.includes('@')) && /[@.]\p{L}/u.test(word))) return word;
  // Only a letter that opens the word is raised: "1bn" and "3rd" stay as they are; a Greek letter in an English
  // title is a symbol there ("ω-3 fatty acids") and stays too.
  return word.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_, before: string, c: string) => before + (isGreek(c) ? c : c.toUpperCase()));
};

/**
 * Hyphenated compounds capitalise each part except minor words inside ("Self-Made", "Out-of-Date"); words joined by
 * a slash each take their capital ("Time/Space"), the slash of a closing tag being none.
 */
function capitalizeCompound(token: string): string {
  if (!token.includes('-') && !token.includes('/')) return capitalizeWord(token);
  return token
    .split('-')
    .map((part, k) => (k > 0 && MINOR_WORDS.has(part.toLowerCase()) ? part : SLASH_BETWEEN_LETTERS.test(part) ? part.split('/').map(capitalizeWord).join('/') : capitalizeWord(part)))
    .join('-');
}

const INNER_EM_DASH = /[^—]—[^—]/;
// A slash between letters joins words; one in markup ("</i>") does not.
const SLASH_BETWEEN_LETTERS = /\p{L}\/\p{L}/u;

/**
 * A scientific name the title sets in italics, a capitalised genus and its lower-case species epithet, is kept as typed
 * in either case of title (CMOS 8.120, which MLA follows: "<i>Streptococcus agalactiae</i>"; APA 6.22).
 */
export const ITALIC_SCIENTIFIC_NAME = /<i>(\p{Lu}\p{Ll}+\.? \p{Ll}{3,}[,;:]?)<\/i>/gu;
/** Kept as typed: {braces}, a nocase span, and a scientific name in italics. */
const PROTECTED = new RegExp(`\\{[^{}]*\\}|<span class="nocase">.*?<\\/span>|${ITALIC_SCIENTIFIC_NAME.source}`, 'gu');

/** Capitalises a title in headline style; never lower-cases what the user capitalised. */
export function toTitleCase(title: string): string {
  const protectedParts: string[] = [];
  const text = title.replace(PROTECTED, (m) => {
    protectedParts.push(m.startsWith('<i>') ? m : m.replace(/^\{|\}$/g, '').replace(/^<span class="nocase">|<\/span>$/g, ''));
    return `\u0000${protectedParts.length - 1}\u0000`;
  });
  const tokens = text.split(/(\s+)/);
  // Words are the even tokens (white space at the odd ones); an empty first or last token is no word.
  const first = tokens[0] === '' ? 2 : 0;
  const last = tokens[tokens.length - 1] === '' ? tokens.length - 3 : tokens.length - 1;
  let startsSubtitle = false;
  let afterArticle = false;
  const out = tokens.map((token, i) => {
    if (!/\S/.test(token)) return token;
    const bare = PLAIN_LOWER.test(token) ? token : token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '').toLowerCase();
    const opensAfterPunctuation = startsSubtitle;
    // The last word before a subtitle is a title's last word too (CMOS 8.159, MLA 2.90): "Space and Beyond: The Frontier".
    const endsTitle = /[:?!—]$/.test(token);
    startsSubtitle = endsTitle || token === '—';
    // A word an article opens is a noun, not a preposition: "the Past", "a Round" (CMOS 8.159); a word that is never a
    // noun stays minor, the "A" before it being a letter that names ("Vitamin A and the Immune System").
    const nounAfterArticle = afterArticle && !FUNCTION_WORDS.has(bare);
    afterArticle = ARTICLES.has(bare);
    const isMinor = MINOR_WORDS.has(bare) && i !== first && i !== last && !opensAfterPunctuation && !endsTitle && !nounAfterArticle;
    const isParticle = NAME_PARTICLES.has(token) && i !== first && !opensAfterPunctuation && opensWithCapital(tokens[i - 2]) && opensWithCapital(tokens[i + 2]);
    // A function word a source capitalised inside the title, as sources that capitalise every word do ("Simple But
    // High-Quality"), is lower case in headline style (MLA 2.90, CMOS 8.159). Words that are also nouns or
    // adverbs ("Their Improbable Past", "Get So Big") keep the capital given, as does a word after a comma, semicolon
    // or period, which may open a title of its own ("The Weight of a Serif, or, The Influences").
    if (isMinor && FUNCTION_WORDS.has(bare) && CAPITALISED_WORD.test(token) && !/[,;.]$/.test(tokens[i - 2] ?? '')) return token.toLowerCase();
    // An address or a domain is kept as typed ("example.com", "http://x.org/a").
    if (isMinor || isParticle || (/[.:@]/.test(token) && /:\/\/|[@.]\p{L}/u.test(token))) return token;
    // Words joined by an unspaced em dash are each a word of the title, the one after it opening a new phrase
    // ("TeX and Typesetting—A Publisher’s View", CMOS 8.159).
    return INNER_EM_DASH.test(token) ? token.split('—').map(capitalizeCompound).join('—') : capitalizeCompound(token);
  });
  return out.join('').replace(/\u0000(\d+)\u0000/g, (_, n: string) => protectedParts[Number(n)]!);
}
