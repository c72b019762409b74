/** CSL names to and from contributors: persons by their parts, organisations as literals. */
import type { Contributor, ContributorRole } from '../model/contributor.js';
import type { CslName } from './csl-item.js';

const ORGANISATION_WORDS =
  /\b(university|universit[äéy]|college|school|institute|institutes|association|society|organi[sz]ation|council|committee|department|ministry|agency|center|centre|foundation|library|museum|press|publishing|inc|llc|ltd|corp|corporation|company|group|team|project|consortium|network|news|times|journal|review|office|bureau|board|commission|services|service|government|academy|hospital|clinic|laboratory|lab|bank|fund|alliance|federation|union|party|trust|national|international|world|global|american|british|european|databases?|research|collaboration|initiative|investigators|labs|studies|program|programme|partners|[a-z]+\.(?:com|org|net))\b/i;

/**
 * Whether a literal name could be one person's name ("George Githinji"): two to four capitalised words or
 * initials, no digits, no leading article and no word that organisations use. CSL's own convention is
 * that a literal is an institution, so this alone never makes a person (see `hasMiddleInitial`).
 */
export function looksLikePersonalName(literal: string): boolean {
  const words = literal.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4 || /\d/.test(literal) || ORGANISATION_WORDS.test(literal) || /^(the|a|an)$/i.test(words[0]!)) return false;
  return words.every((w) => /^\p{Lu}[\p{L}'’-]*\.?$/u.test(w));
}

/** "Arfon M Smith", "J. R. R. Tolkien": a personal-looking name with an initial before the family name. */
export function hasMiddleInitial(literal: string): boolean {
  const words = literal.trim().split(/\s+/);
  return looksLikePersonalName(literal) && words.slice(0, -1).some((w) => /^\p{Lu}\.?$/u.test(w));
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * An initial an export ran into a given name ("MEmre", "JorgeS", a publisher's RIS for M. Emre Celebi and Jorge S.
 * Marques), set apart: two capitals before lower case, or one after it, are no name's spelling.
 */
const withInitialsApart = (given: string): string =>
  given.replace(/(?<![\p{L}.])(\p{Lu})(\p{Lu}\p{Ll}{2,})(?![\p{L}])/gu, '$1. $2').replace(/(?<![\p{L}])(\p{Lu}\p{Ll}{2,})(\p{Lu})(?![\p{L}.])/gu, '$1 $2.');

/**
 * What a person's name part holds in parentheses: a library catalogue's fuller form ("Roy L (Roy Lavon)", MARC 21
 * 100 $q), a preferred name ("Fatemeh (Shadi)") or the name in another script ("Tian (田琳)"). No style prints it: a
 * name is given as the work gives it (APA 9.8, CMOS 14.72). A nickname in quotation marks is the work's
 * own ("Haiyang ‘Leo’ Liu"): it stays, and only APA's initials pass over it.
 */
const NAME_ASIDE = /\s*\([^()]*\)/gu;

/** The parenthesised parts of a CSL name's family and given names, which the contributor leaves out. */
export const nameAsides = (name: CslName): string[] =>
  [name.family, name.given].flatMap((part) => (typeof part === 'string' ? [...part.matchAll(NAME_ASIDE)].map((m) => m[0].trim()) : []));

/** A name part without its asides, or the part as it was when it is nothing else ("(Organization)"). */
const withoutAsides = (part: string | undefined): string | undefined => {
  const bare = part?.replace(NAME_ASIDE, ' ').replace(/\s+/g, ' ').trim();
  return bare || part;
};

/** Lower-case words before a family name that belong to it: "van Gogh", "de la Cruz", "von Mises". */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'van', 'von', 'vom', 'zu', 'zum', 'zur', 'de', 'der', 'den', 'da', 'di', 'du', 'del', 'della', 'dei', 'degli', 'des',
  'la', 'le', 'ten', 'ter', 'bin', 'ibn', 'al', 'el', 'dos', 'das', 'do', 'y', "d'",
]);

export const isParticle = (word: string): boolean => word === word.toLowerCase() && NAME_PARTICLES.has(word);

/**
 * Where the particles that a name's words end with begin, the first word never one: "Ludwig van" → 1. A catalogue
 * files a name under its family with the particle after the given name ("Eickstedt, Klaus-Valtin von"): the name's
 * dropping particle (APA 9.8 "Beethoven, L. van", CMOS 8.5).
 */
export function trailingParticles(words: readonly string[]): number {
  let start = words.length;
  while (start > 1 && isParticle(words[start - 1]!)) start--;
  return start;
}

/** Lower-case words between a name's parts that are English prepositions, which only organisations' names hold. */
const ORGANISATION_PARTICLE = /^(?:of|for|on)(?:\s+the)?$/;

/**
 * A contributor from a CSL name, or undefined when the name is empty. `literalsArePeople` says the list's
 * literals are people written whole (an arXiv export), which the caller decides from the whole list.
 */
export function cslNameToContributor(name: CslName, role: ContributorRole, id: string, literalsArePeople = false): Contributor | undefined {
  const literal = text(name.literal);
  const family = withoutAsides(text(name.family));
  const given = withoutAsides(text(name.given));
  if (!family && literal) {
    if (literalsArePeople ? looksLikePersonalName(literal) : hasMiddleInitial(literal)) {
      const words = literal.trim().split(/\s+/);
      return { id, type: role, kind: 'person', family: words.at(-1) as string, given: words.slice(0, -1).join(' ') };
    }
    return { id, type: role, kind: 'group', name: literal };
  }
  // An English preposition is no name's particle: BibTeX split an organisation's name typed without braces
  // ("Ministry of Health", "American Council of Learned Societies") as a person's.
  const particle = text(name['non-dropping-particle']);
  if (family && particle && ORGANISATION_PARTICLE.test(particle)) return { id, type: role, kind: 'group', name: [given, particle, family].filter(Boolean).join(' ') };
  // A name with only a given part is a mononym ("Plato", "Madonna").
  const surname = family ?? given;
  if (!surname) return undefined;
  const person: Contributor = { id, type: role, kind: 'person', family: surname };
  const givenWords = family && given ? given.split(/\s+/) : [];
  const end = particle || name['dropping-particle'] ? givenWords.length : trailingParticles(givenWords);
  if (givenWords.length) person.given = withInitialsApart(givenWords.slice(0, end).join(' '));
  const dropping = end < givenWords.length ? givenWords.slice(end).join(' ') : text(name['dropping-particle']);
  const suffix = text(name.suffix);
  if (particle) person.particle = particle;
  if (dropping) person.droppingParticle = dropping;
  if (suffix) person.suffix = suffix;
  return person;
}

export function contributorToCslName(c: Contributor): CslName {
  if (c.kind === 'group') return { literal: c.name };
  const name: CslName = { family: c.family };
  if (c.given) name.given = c.given;
  if (c.particle) name['non-dropping-particle'] = c.particle;
  if (c.droppingParticle) name['dropping-particle'] = c.droppingParticle;
  if (c.suffix) name.suffix = c.suffix;
  return name;
}

/**
 * Whether a name list writes people as literals: most of its literals have a middle initial, or its literals stand
 * among people given by their parts and each is a first and a last name (DataCite's "Udit Nangia" beside
 * "Katz, Daniel S."): a list's authors are of one kind.
 */
export function literalsArePeople(names: readonly CslName[]): boolean {
  const literals = names.filter((n) => !text(n?.family)).map((n) => text(n?.literal)).filter((l): l is string => !!l);
  if (literals.length >= 2 && literals.filter(hasMiddleInitial).length * 2 >= literals.length) return true;
  const people = names.filter((n) => text(n?.family) && text(n?.given)).length;
  return literals.length > 0 && people > 0 && literals.every((l) => looksLikePersonalName(l) && l.trim().split(SPACES).length === 2);
}

const SPACES = /\s+/;
