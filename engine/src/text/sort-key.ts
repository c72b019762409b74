/**
 * A text as a list sorts it: lower case, accents folded ("Böhm" among the Bo-, "Øberg" among the O-), leading
 * quotation marks and brackets ignored ("“Title”" under T). APA sorts letter by letter ignoring diacritics (9.44);
 * MLA and Chicago alphabetize the same way (CMOS 16.60).
 */
const FOLDED_LETTERS: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ð: 'd', ı: 'i' };

export function sortKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđþðı]/g, (c) => FOLDED_LETTERS[c]!)
    .replace(/^[\s“"‘'([]+/u, '');
}
