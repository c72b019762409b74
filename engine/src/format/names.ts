/** Name formatting shared by the styles: initials, inverted and natural order, and the list joins. */
import { withParticle, type Contributor } from '../model/contributor.js';
import type { Inline } from './inline.js';

/** Initials typed together take a space between them: "C.J." → "C. J." (APA 9.8, CMOS 10.12; MLA prints names as the source does, spaced the same way). */
const spaceInitials = (given: string) => (/\.[^\s.-]/.test(given) ? given.replace(/(\p{Lu}\.)(?=\p{Lu}\.)/gu, '$1 ') : given);

/** Given names of plain letters single-spaced, most names: their initials need no splitting. */
const PLAIN_GIVEN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

/** A nickname the name gives in quotation marks ("Haiyang ‘Leo’"), which has no initial. */
const NICKNAME = /(?<=^|\s)[“"‘`'][^“”"‘’`']+[”"’'](?=\s|$)/gu;

/** "Jean-Paul Marie" → "J.-P. M."; initials already typed ("J. S.", "R.F.") are kept, spaced ("R. F."); a nickname has none. */
export function initials(given: string): string {
  if (PLAIN_GIVEN.test(given)) {
    let out = `${given[0]!.toUpperCase()}.`;
    for (let i = 1; i < given.length; i++) if (given[i - 1] === ' ') out += ` ${given[i]!.toUpperCase()}.`;
    return out;
  }
  return spaceInitials(given.replace(NICKNAME, ' '))
    .trim()
    .split(/\s+/)
    .map((token) => {
      if (/^(\p{Lu}\.)+-?(\p{Lu}\.)*$/u.test(token)) return token;
      return token
        .split('-')
        .filter(Boolean)
        .map((part) => {
          const letter = /\p{L}/u.exec(part)?.[0];
          return letter ? `${letter.toUpperCase()}.` : part;
        })
        .join('-');
    })
    .join(' ');
}

/** A given name as MLA and Turabian print it: as written, but a bare initial gets its period ("Maria C" → "Maria C.") and initials their space. */
export function givenAsWritten(given: string | undefined): string | undefined {
  return given === undefined ? undefined : spaceInitials(given.replace(/(^|\s)(\p{Lu})(?=\s|$)/gu, '$1$2.'));
}

/** The family name with its non-dropping particle: "van Gogh", "de la Cruz", "al-Rashid". */
export function familyWithParticle(c: Contributor & { kind: 'person' }): string {
  return withParticle(c.particle, c.family);
}

/** How a style writes one name: its order, its given names, the comma before a suffix, and a social-media handle. */
export interface NameForm {
  order: 'inverted' | 'natural';
  /** Initials (APA) or as written (MLA, Chicago). */
  given: 'initials' | 'as-written';
  /** "King, M. L., Jr." (APA, MLA) or "Martin Luther King Jr." (Chicago's natural order). */
  suffix: ', ' | ' ';
  /** After the name: " [@handle]" (APA 9.8, MLA 5.? social media), " (@handle)" (CMOS 14.209), or none. */
  handle?: 'brackets' | 'parentheses';
}

/** A contributor's social-media handle as it follows the name, or nothing. */
export function handleText(c: Contributor, handle: NameForm['handle']): string {
  if (!c.handle || !handle) return '';
  const at = c.handle.startsWith('@') ? c.handle : `@${c.handle}`;
  return handle === 'brackets' ? ` [${at}]` : ` (${at})`;
}

/** Two parts with `separator` between them when both are there, else the one that is (names are built per entry: no arrays). */
const joinPresent = (a: string | undefined, b: string | undefined, separator: string): string => (a && b ? a + separator + b : a || b || '');

/**
 * One name in a style's form: "Grady, J. S." and "R. F. Subotnik" (APA), "Hayles, N. Katherine" and "Robin Broad"
 * (MLA), "King, Martin Luther, Jr." and "Martin Luther King Jr." (Chicago); a group by its name.
 */
export function personName(c: Contributor, form: NameForm): string {
  if (c.kind === 'group') return c.name + handleText(c, form.handle);
  const given = c.given ? (form.given === 'initials' ? initials(c.given) : givenAsWritten(c.given)) : undefined;
  const family = familyWithParticle(c);
  const givenPart = joinPresent(given, c.droppingParticle, ' ');
  const name = form.order === 'inverted' ? joinPresent(family, givenPart, ', ') : joinPresent(givenPart, family, ' ');
  return (c.suffix ? `${name}${form.suffix}${c.suffix}` : name) + handleText(c, form.handle);
}

/** The name by which sorting and in-text citations know a contributor. */
export function sortName(c: Contributor): string {
  return c.kind === 'group' ? c.name : familyWithParticle(c);
}

/**
 * Joins names with commas and a final conjunction. `commaBeforeAnd`: 'always' gives "A, & B" (APA's
 * reference list, inverted names), 'three-plus' gives "A & B" but "A, B, & C", 'never' gives "A, B & C".
 */
export function joinNames(names: readonly Inline[], and: string, commaBeforeAnd: 'always' | 'three-plus' | 'never'): Inline[] {
  const out: Inline[] = [];
  names.forEach((name, i) => {
    if (i > 0) {
      const last = i === names.length - 1;
      const comma = commaBeforeAnd === 'always' || (commaBeforeAnd === 'three-plus' && names.length > 2);
      out.push(last ? `${comma ? ',' : ''} ${and} ` : ', ');
    }
    out.push(name);
  });
  return out;
}
