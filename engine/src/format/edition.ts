/**
 * Edition text shared by the styles: "3" → "3rd ed."; "3rd digital ed." and "Rev. ed." stay as typed. A first
 * edition is the default and is not named (APA 9.25, the MLA core element Version, CMOS 14.113: "an edition other than the first").
 */

/** English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * The word "edition" as catalogues write it after the edition's name ("Second edition", "3rd edn", "Third ed."), cut
 * short as some exporters cut a field ("First edit", "Second edi", Mendeley's), or with a period too many ("1st ed..").
 */
const EDITION_WORD = /\s*\b(?:ed(?:i(?:t(?:i(?:on?)?)?)?)?|edn)\.*$/i;
/** "1", "1st", "first", "1st ed.", "First edition": what imports and catalogues store for an ordinary first edition. */
const FIRST_EDITION = /^(?:1|1st|first)$/i;
/** Ordinals catalogues write as words, which the styles give as numerals ("Second edition" → "2nd ed."; MLA 5.48, CMOS 14.113). */
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

export function editionText(edition: string): string | undefined {
  const name = edition.trim().replace(EDITION_WORD, '');
  if (!name || FIRST_EDITION.test(name)) return undefined;
  if (/^\d+$/.test(name)) return `${ordinal(Number(name))} ed.`;
  const nth = ORDINAL_WORDS.indexOf(name.toLowerCase());
  // "Revised" is abbreviated as every style abbreviates it: "Rev. ed." (APA 9.25, MLA 5.49, CMOS 14.113).
  return nth >= 0 ? `${ordinal(nth + 1)} ed.` : `${name.replace(/^(r)evised\b/i, '$1ev.')} ed.`;
}
