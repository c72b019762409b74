/**
 * Turabian 9 names: full given names as written, natural order in notes ("Zadie Smith"), the first author
 * inverted in the bibliography ("Hayles, N. Katherine, and Jane Doe"), surnames in short notes, and the
 * many-author rules (CMOS 14.76): notes name three and give the first "et al." for four or more; the
 * bibliography lists up to ten, and for more than ten the first seven followed by "et al.".
 */
import type { Contributor, ContributorRole } from '../../model/contributor.js';
import { familyWithParticle, joinNames, personName } from '../names.js';
import { TURABIAN_TERMS } from './terms.js';

/** The most names a note lists before "et al." takes over. */
export const NOTE_NAME_LIMIT = 3;
/** The most names a bibliography entry lists in full, and how many it keeps when there are more. */
export const BIBLIOGRAPHY_NAME_LIMIT = 10;
export const BIBLIOGRAPHY_NAMES_KEPT = 7;

/** "Martin Luther King Jr.", "Ludwig von Mises", "World Health Organization", "Conan O’Brien (@ConanOBrien)". */
export const fullName = (c: Contributor): string => personName(c, { order: 'natural', given: 'as-written', suffix: ' ', handle: 'parentheses' });

/** "Smith, Zadie", "King, Martin Luther, Jr.", "Mises, Ludwig von", "van Gogh, Vincent". */
export const invertedName = (c: Contributor): string => personName(c, { order: 'inverted', given: 'as-written', suffix: ', ', handle: 'parentheses' });

/** The name short notes use: the family name with its particle, or the group's name. */
export function surname(c: Contributor): string {
  return c.kind === 'group' ? c.name : familyWithParticle(c);
}

/** "A", "A and B", "A, B, and C", or "A et al." past `limit` names. */
function list(names: readonly string[], limit: number): string {
  if (names.length > limit) return `${names[0]} ${TURABIAN_TERMS.etAl}`;
  return (joinNames(names, 'and', 'three-plus') as string[]).join('');
}

/**
 * A group's name in a note, whose elements commas divide: the levels a source writes as sentences take commas, and
 * the name's own final period goes ("European Commission. Joint Research Centre." → "European Commission, Joint
 * Research Centre", Turabian 16.1.7, CMOS 14.69); an abbreviation's period stays ("U.S. Department of Labor").
 */
const groupInNote = (name: string): string => name.replace(LEVEL_PERIOD, '$1,').replace(FINAL_WORD_PERIOD, '$1');
const LEVEL_PERIOD = /(\p{Ll}{2})\.(?=\s+\p{Lu})/gu;
const FINAL_WORD_PERIOD = /(\p{Ll}{2})\.$/u;
const noteName = (c: Contributor): string => (c.kind === 'group' ? groupInNote(fullName(c)) : fullName(c));

/** Names in a note, natural order: "Newton N. Minow and Craig L. LaMay", "Edward O. Laumann et al.". */
export function noteNames(people: readonly Contributor[]): string {
  return list(people.map(noteName), NOTE_NAME_LIMIT);
}

/** Surnames in a short note: "Minow and LaMay", "Berkman, Bauer, and Nold", "Evans et al.". */
export function shortNames(people: readonly Contributor[], name: (c: Contributor) => string = surname): string {
  return list(people.map(name), NOTE_NAME_LIMIT);
}

/** Up to ten names, else the first seven and "et al.": the bibliography's rule for every list of names. */
function bibliographyList(names: readonly string[]): string {
  if (names.length > BIBLIOGRAPHY_NAME_LIMIT) return `${names.slice(0, BIBLIOGRAPHY_NAMES_KEPT).join(', ')}, ${TURABIAN_TERMS.etAl}`;
  // The first name is inverted, so even two names take a comma before "and": "Weintraub, Arlene, and Laura Cohen".
  return (joinNames(names, 'and', names.length > 1 && names[0]!.includes(',') ? 'always' : 'three-plus') as string[]).join('');
}

/** The bibliography's author element: the first name inverted, the others in natural order. */
export function bibliographyNames(people: readonly Contributor[]): string {
  return bibliographyList(people.map((c, i) => (i === 0 ? invertedName(c) : fullName(c))));
}

/** Names after "edited by" in a bibliography entry: natural order, up to ten. */
export function bibliographyNaturalNames(people: readonly Contributor[]): string {
  return bibliographyList(people.map(fullName));
}

/** The label after names standing in the author position: "ed." or "eds.", "trans.", "dir."; none for authors. */
export function roleLabel(people: readonly Contributor[]): string | undefined {
  const role: ContributorRole | undefined = people[0]?.type;
  const labels = role ? TURABIAN_TERMS.roleLabels[role] : undefined;
  return labels?.[people.length === 1 ? 0 : 1];
}
