/**
 * One person's or group's name written as one string, as a CSL name: "Smith, John, Jr.", "F. Scott Fitzgerald",
 * "Ludwig van Beethoven", "Allen & Unwin". RIS fields, catalogue statements (Open Library, Google Books) and web
 * pages write names so; the options say what differs between them.
 */
import { plainText } from '../text/markup.js';
import type { CslName } from './csl-item.js';
import { isParticle, looksLikePersonalName, trailingParticles } from './csl-names.js';

/** A suffix after the given names: "Jr.", "Sr", "III", "2nd". */
export const NAME_SUFFIX = /^(?:jr|sr|ii|iii|iv|v|2nd|3rd)\.?$/i;

/** "E.", "JA", "J.A.": initials that Medline and Embase write after the family name. */
const INITIALS = /^(?:\p{Lu}\.?){1,3}$/u;

export interface NameTextOptions {
  /**
   * The string is a name field of its own, written "Family, Given, Suffix" (RIS): a comma always makes a person,
   * whatever the parts look like, and punctuation is the name's ("Plato," is the mononym Plato). Otherwise the
   * name comes from running text (a catalogue's statement, a page): markup goes, trailing punctuation and a
   * sentence's full stop go ("F. Scott Fitzgerald."), and "Family, Given" must look like a person's name.
   */
  readonly formatted?: boolean;
  /**
   * A lone word with no comma: a mononym ("Plato"), the default; or a literal where lone words are agencies,
   * sites and databases (RIS, pages: "Reuters").
   */
  readonly singleWord?: 'person' | 'literal';
  /** "Fanning E.", "Smith JA": initials after the family name with no comma, as Medline and Embase write (RIS). */
  readonly initialsAfterFamily?: boolean;
  /**
   * A word in capitals that is not an initial ("ONE Media", "NASA Goddard") makes a name with no comma an
   * organisation's (pages). Off where such words are initials ("Smith JA").
   */
  readonly capitalsMeanOrganisation?: boolean;
  /** The string is a byline (pages): a leading "By" goes, and a profile link or an @handle is no name. */
  readonly byline?: boolean;
}

/** A byline that names a newsroom's staff, not a person. */
const STAFF_BYLINE = /\b(?:staff|editors|editorial board|newsroom|news desk|team)\b/i;

/**
 * A CSL name from one string, or undefined when there is none. "Family, Given[, Suffix]" goes by its parts;
 * "Given Family" when the words look like a person's name; lower-case particles go apart ("van" of "van Gogh"
 * before the family, "von" of "Mises, Ludwig von" after the given names); anything else (publishers,
 * institutions) is a literal.
 */
export function readNameText(value: string, options: NameTextOptions = {}): CslName | undefined {
  let text = value.trim().replace(/\s+/g, ' ');
  if (options.byline) {
    text = text.replace(/^by\s+/i, '');
    if (/^https?:\/\//i.test(text) || text.startsWith('@')) return undefined;
  }
  if (!text) return undefined;
  // A newsroom's byline is no person's name: "Reuters Staff", "Editors, USA TODAY" (→ "USA TODAY Editors").
  if (options.byline && STAFF_BYLINE.test(text)) return { literal: text.replace(/^([^,]+),\s*(.+)$/, '$2 $1') };
  if (!text.includes(',')) {
    const words = text.split(' ');
    if (options.singleWord === 'literal' && words.length === 1) return { literal: text };
    if (options.capitalsMeanOrganisation && words.some((w) => /^\p{Lu}{2,}$/u.test(w))) return { literal: text };
  }
  if (options.formatted) {
    if (!text.includes(',')) return nameFromWords(text.split(' '), text, options);
    const [family = '', given = '', ...suffixParts] = text.split(',').map((s) => s.trim());
    if (!family) return given ? { family: given } : undefined;
    return nameFromParts(family, given, suffixParts.filter(Boolean).join(', '));
  }
  text = withoutSentenceEnd(plainText(text));
  if (!text) return undefined;
  const parts = text.split(',').map((s) => s.trim());
  if ((parts.length === 2 || parts.length === 3) && parts.every(Boolean) && !NAME_SUFFIX.test(parts[1]!)) {
    const [family, given, suffix] = parts as [string, string, string | undefined];
    const core = `${given} ${family}`.split(' ').filter((w) => !isParticle(w)).join(' ');
    // "Smith, J.R.": one capitalised word before the comma is a family name, however the given names are written.
    if (!looksLikePersonalName(core) && !/^\p{Lu}[\p{L}'’-]+$/u.test(family)) return { literal: text };
    // A third part that is no suffix (a degree, a role) is left out.
    return nameFromParts(family, given, suffix && NAME_SUFFIX.test(suffix) ? suffix : '');
  }
  return nameFromWords(text.replace(/,\s*/g, ' ').split(/\s+/), text, options);
}

/** Text without trailing punctuation, and without a final full stop unless it ends an initial or a suffix ("J.", "Jr."). */
function withoutSentenceEnd(text: string): string {
  const trimmed = text.replace(/[\s,;:]+$/, '');
  const last = trimmed.split(/\s+/).at(-1) ?? '';
  return trimmed.endsWith('.') && !/^\p{Lu}\.$/u.test(last) && !NAME_SUFFIX.test(last) ? trimmed.slice(0, -1) : trimmed;
}

/** A person from "Family", "Given" and "Suffix" parts, the particles at the family's start and the given names' end apart. */
function nameFromParts(family: string, given: string, suffix: string): CslName {
  const familyWords = family.split(' ');
  let start = 0;
  while (start < familyWords.length - 1 && isParticle(familyWords[start]!)) start++;
  const givenWords = given ? given.split(' ') : [];
  const end = trailingParticles(givenWords);
  const name: CslName = { family: familyWords.slice(start).join(' ') };
  if (start) name['non-dropping-particle'] = familyWords.slice(0, start).join(' ');
  if (end) name.given = givenWords.slice(0, end).join(' ');
  if (end < givenWords.length) name['dropping-particle'] = givenWords.slice(end).join(' ');
  if (suffix) name.suffix = suffix;
  return name;
}

/** A name written with no comma ("Martin Luther King Jr.", "Ludwig van Beethoven", "Fanning E."), or a literal. */
function nameFromWords(words: string[], text: string, options: NameTextOptions): CslName {
  const suffix = words.length > 2 && NAME_SUFFIX.test(words.at(-1)!) ? words.pop() : undefined;
  const withSuffix = suffix ? { suffix } : {};
  if (words.length === 1) return { family: words[0]!, ...withSuffix };
  if (options.initialsAfterFamily && INITIALS.test(words.at(-1)!) && looksLikePersonalName(words.join(' '))) {
    return { family: words.slice(0, -1).join(' '), given: words.at(-1)!, ...withSuffix };
  }
  const family = words.pop()!;
  const particleStart = trailingParticles(words);
  const particle = words.slice(particleStart).join(' ');
  const given = words.slice(0, particleStart).join(' ');
  if (!looksLikePersonalName(`${given} ${family}`)) return { literal: text };
  return { family, given, ...(particle ? { 'non-dropping-particle': particle } : {}), ...withSuffix };
}
