/** RIS names ("Last, First, Suffix") to and from CSL names, with the forms databases write without a comma. */
import { looksLikePersonalName } from '../../csl/csl-names.js';
import type { CslName } from '../../csl/csl-item.js';

/** Leading lower-case words of a family name ("van der" in "van der Berg") are its particle. */
const LEADING_PARTICLE = /^((?:\p{Ll}[\p{L}'’]*\s+)+)(.+)$/u;
/** Trailing lower-case words of a given name ("von" in "Ludwig von") are a dropping particle. */
const TRAILING_PARTICLE = /^(.+?)((?:\s+\p{Ll}[\p{L}'’]*)+)$/u;
/** "E.", "JA", "J.A.": initials that Medline and Embase write after the family name. */
const INITIALS = /^(?:\p{Lu}\.?){1,3}$/u;

/**
 * A CSL name from a RIS name: "Smith, John, Jr." by its parts; "Fanning E." and "Catarina Barata" (no
 * comma) split when they look like one person's name; anything else ("World Health Organization") a literal.
 * Undefined for an empty value.
 */
export function parseRisName(value: string): CslName | undefined {
  const text = value.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  if (!text.includes(',')) {
    if (!looksLikePersonalName(text)) return { literal: text };
    const words = text.split(' ');
    const lastIsInitials = INITIALS.test(words.at(-1)!);
    return lastIsInitials
      ? { family: words.slice(0, -1).join(' '), given: words.at(-1)! }
      : { family: words.at(-1)!, given: words.slice(0, -1).join(' ') };
  }
  const [familyPart = '', givenPart = '', ...suffixParts] = text.split(',').map((s) => s.trim());
  if (!familyPart) return givenPart ? { family: givenPart } : undefined;
  const name: CslName = {};
  const particle = LEADING_PARTICLE.exec(familyPart);
  if (particle) {
    name['non-dropping-particle'] = particle[1]!.trim();
    name.family = particle[2]!;
  } else name.family = familyPart;
  const dropping = TRAILING_PARTICLE.exec(givenPart);
  if (dropping && !/\p{Lu}/u.test(dropping[2]!)) {
    name.given = dropping[1]!;
    name['dropping-particle'] = dropping[2]!.trim();
  } else if (givenPart) name.given = givenPart;
  const suffix = suffixParts.filter(Boolean).join(', ');
  if (suffix) name.suffix = suffix;
  return name;
}

/**
 * A CSL name as RIS writes it: "van Gogh, Vincent", "Mises, Ludwig von", "King, Martin Luther, Jr.";
 * a mononym keeps its comma ("Plato,") so that it reads back as a person; a literal is written whole.
 */
export function formatRisName(name: CslName): string | undefined {
  const clean = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '');
  const family = [clean(name['non-dropping-particle']), clean(name.family)].filter(Boolean).join(' ');
  if (!clean(name.family)) return clean(name.literal) || undefined;
  const given = [clean(name.given), clean(name['dropping-particle'])].filter(Boolean).join(' ');
  const suffix = clean(name.suffix);
  return suffix ? `${family}, ${given}, ${suffix}` : `${family},${given ? ` ${given}` : ''}`;
}
