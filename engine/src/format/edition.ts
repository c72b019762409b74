/**
 * Edition text shared by the styles: "3" → "3rd ed."; "3rd digital ed." and "Rev. ed." stay as typed. A first
 * edition is the default and is not named (APA 9.25, the MLA core element Version, CMOS 14.113: "an edition other than the first").
 */

/** English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "1", "1st", "first", "1st ed.", "First edition": what imports and catalogues store for an ordinary first edition. */
const FIRST_EDITION = /^(1|1st|first)(\s*(ed\.?|edn\.?|edition))?$/i;

export function editionText(edition: string): string | undefined {
  const e = edition.trim();
  if (!e || FIRST_EDITION.test(e)) return undefined;
  if (/\bed\.?$/i.test(e)) return e.replace(/\bed$/i, 'ed.');
  return /^\d+$/.test(e) ? `${ordinal(Number(e))} ed.` : `${e} ed.`;
}
