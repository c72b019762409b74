/**
 * Names written as one string ("F. Scott Fitzgerald", "Fitzgerald, F. Scott", "Allen & Unwin") as CSL names:
 * what book services give, and what web pages give (`metadata/page-values.ts` adds the page's own cases).
 */
import type { CslName } from '../csl/csl-item.js';
import { looksLikePersonalName } from '../csl/csl-names.js';
import { plainText } from '../text/markup.js';

const SUFFIXES = /^(jr|sr|ii|iii|iv|v|2nd|3rd)\.?$/i;
/** Lower-case words before a family name that belong to it: "van Gogh", "de la Cruz". */
const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'du', 'del', 'della', 'des', 'la', 'le', 'ten', 'ter', 'bin', 'ibn', 'al', 'el', 'dos', 'das', 'do', 'y', "d'"]);

/**
 * A CSL name from one string. "Family, Given" and "Given Family" are people when the words look like a
 * person's name (a lower-case particle goes apart: "van Gogh"); a single word is a mononym; anything else
 * (publishers, institutions) is a literal.
 */
export function nameFromText(raw: string): CslName | undefined {
  let text = plainText(raw).replace(/[\s,;:]+$/, '');
  // "F. Scott Fitzgerald." ends a statement, not a name; "J." and "Jr." keep their period.
  const last = text.split(/\s+/).at(-1) ?? '';
  if (text.endsWith('.') && !/^\p{Lu}\.$/u.test(last) && !SUFFIXES.test(last)) text = text.slice(0, -1);
  if (!text) return undefined;
  const comma = /^([^,]+),\s*([^,]+?)(?:,\s*([^,]+))?$/.exec(text);
  if (comma && !SUFFIXES.test(comma[2]!.trim())) {
    const [, family, given, suffix] = comma;
    // "Smith, J.R.": one capitalised word before the comma is a family name, however the given names are written.
    if (looksLikePersonalName(`${given} ${family}`.replace(/\b(?:van|von|de|der|den|da|di|du|del|della|des|la|le)\b\s*/g, '')) || /^\p{Lu}[\p{L}'’-]+$/u.test(family!.trim())) {
      return { family: family!.trim(), given: given!.trim(), ...(suffix && SUFFIXES.test(suffix.trim()) ? { suffix: suffix.trim() } : {}) };
    }
    return { literal: text };
  }
  const words = text.replace(/,\s*/g, ' ').split(/\s+/);
  const suffix = words.length > 2 && SUFFIXES.test(words.at(-1)!) ? words.pop() : undefined;
  if (words.length === 1) return { family: words[0]! };
  const family = words.pop()!;
  let particleStart = words.length;
  while (particleStart > 1 && PARTICLES.has(words[particleStart - 1]!.toLowerCase()) && words[particleStart - 1] === words[particleStart - 1]!.toLowerCase()) particleStart--;
  const particle = words.slice(particleStart).join(' ');
  const given = words.slice(0, particleStart).join(' ');
  if (!looksLikePersonalName(`${given} ${family}`)) return { literal: text };
  return { family, given, ...(particle ? { 'non-dropping-particle': particle } : {}), ...(suffix ? { suffix } : {}) };
}
