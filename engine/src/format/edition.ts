/** Edition text shared by the styles: "3" → "3rd ed."; "3rd digital ed." and "Rev. ed." stay as typed. */

/** English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export function editionText(edition: string): string {
  const e = edition.trim();
  if (/\bed\.?$/i.test(e)) return e.replace(/\bed$/i, 'ed.');
  return /^\d+$/.test(e) ? `${ordinal(Number(e))} ed.` : `${e} ed.`;
}
