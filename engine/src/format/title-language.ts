/**
 * The language a title is written in, read from its function words when a record does not say: a source's
 * German, French or Polish title imported without a language would otherwise be put in English title or sentence
 * case ("Peristyl Und Polis"), which no manual wants (CMOS 11.6, APA 6.17). Function words are the surest
 * sign in a few words; a title with as many English ones, or with fewer than two, is left English.
 */
const FUNCTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['the', 'of', 'and', 'in', 'for', 'on', 'with', 'to', 'an', 'from', 'by', 'is', 'are', 'at', 'as', 'how', 'what', 'its', 'their'],
  de: ['der', 'die', 'das', 'und', 'von', 'zu', 'zur', 'zum', 'mit', 'für', 'über', 'im', 'ein', 'eine', 'einer', 'des', 'dem', 'den', 'auf', 'aus', 'bei', 'nach', 'vom', 'ist', 'oder'],
  fr: ['le', 'la', 'les', 'de', 'des', 'du', 'et', 'en', 'un', 'une', 'pour', 'dans', 'sur', 'au', 'aux', 'avec', 'par', 'est', 'ou'],
  es: ['el', 'los', 'las', 'de', 'del', 'para', 'con', 'una', 'por', 'al', 'sobre', 'entre', 'como'],
  it: ['il', 'lo', 'gli', 'del', 'della', 'delle', 'dei', 'degli', 'di', 'per', 'con', 'nel', 'nella', 'una', 'sul', 'alla'],
  pt: ['os', 'da', 'do', 'dos', 'das', 'de', 'para', 'com', 'em', 'uma', 'no', 'na', 'pelo', 'pela'],
  nl: ['de', 'het', 'een', 'van', 'en', 'met', 'voor', 'op', 'naar', 'bij', 'uit', 'over'],
  pl: ['się', 'jest', 'nie', 'co', 'jak', 'dla', 'od', 'oraz', 'po', 'przez', 'na', 'do'],
};
/** Letters one language writes and the others here do not, each as good a sign as a function word. */
const LETTERS: Readonly<Record<string, RegExp>> = {
  de: /[äöüß]/, fr: /[éèêçœ]/, es: /[ñ¿¡]/, pt: /[ãõ]/, pl: /[ąęłśżźćń]/,
};
/** Each function word with the languages that use it, so that a title's words are read once. */
const LANGUAGES_OF = new Map<string, string[]>();
for (const [code, words] of Object.entries(FUNCTION_WORDS)) for (const word of words) LANGUAGES_OF.set(word, [...(LANGUAGES_OF.get(word) ?? []), code]);
// Single letters are left out: initials and initialisms ("S.A.PR.I.S.T.I.") would read as Polish "i" or Italian "e".
const WORD = /\p{L}{2,}/gu;

/** The ISO 639-1 code of the language the title's function words show, when it is clearly not English. */
export function titleLanguage(title: string): string | undefined {
  const text = title.replace(/<[^>]*>/g, ' ').toLowerCase();
  const hits = new Map<string, number>();
  for (const [word] of text.matchAll(WORD)) for (const code of LANGUAGES_OF.get(word) ?? []) hits.set(code, (hits.get(code) ?? 0) + 1);
  for (const [code, letters] of Object.entries(LETTERS)) if (letters.test(text)) hits.set(code, (hits.get(code) ?? 0) + 1);
  let best: string | undefined;
  let bestHits = 0;
  for (const [code, count] of hits) if (code !== 'en' && count > bestHits) [best, bestHits] = [code, count];
  return bestHits >= 2 && bestHits > (hits.get('en') ?? 0) ? best : undefined;
}
