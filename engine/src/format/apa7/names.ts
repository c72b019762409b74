/** APA 7 names: the reference list's inverted names with roles, and natural-order names for editors. */
import { APA_TERMS } from './terms.js';
import type { Contributor, ContributorRole } from '../../model/contributor.js';
import type { Inline } from '../inline.js';
import { joinNames, personName } from '../names.js';

/** "Grady, J. S.", "King, M. L., Jr.", "Beethoven, L. van", "APA Databases [@APA_Databases]". */
export const invertedName = (c: Contributor): string => personName(c, { order: 'inverted', given: 'initials', suffix: ', ', handle: 'brackets' });

/** "R. F. Subotnik": editors, translators and producers named inside another element. */
export const naturalName = (c: Contributor): string => personName(c, { order: 'natural', given: 'initials', suffix: ', ' });

const label = (role: ContributorRole, count: number): string | undefined => APA_TERMS.roleLabels[role]?.[count === 1 ? 0 : 1];

/**
 * The author element's names: up to 20 inverted names, "A, B, & C"; 21 or more give the first 19, an
 * ellipsis and the last. A run of names in one labelled role is followed by its label: "Simon, D., Burns, E.
 * (Writers), & Johnson, C. (Director)"; editors standing in for authors get "(Ed.)" or "(Eds.)" at the end.
 */
export function apaAuthorList(people: readonly Contributor[]): string {
  if (people.length === 0) return '';
  const shown = people.length > 20 ? [...people.slice(0, 19), people[people.length - 1]!] : people;
  const names = shown.map((c, i) => {
    const next = shown[i + 1];
    const runEnds = !next || next.type !== c.type;
    if (!runEnds || c.type === 'author' || c.type === 'interviewee') return invertedName(c);
    const runLength = shown.slice(0, i + 1).reverse().findIndex((p) => p.type !== c.type);
    const count = runLength === -1 ? i + 1 : runLength;
    const text = label(c.type, count);
    return text ? `${invertedName(c)} (${text})` : invertedName(c);
  });
  if (people.length > 20) {
    return `${names.slice(0, 19).join(', ')}, … ${names[19]}`;
  }
  return (joinNames(names, '&', 'always') as string[]).join('');
}

/** "J. Bliss & H. Furth, Trans.", "R. F. Subotnik, P. Olszewski-Kubilius, & F. C. Worrell (Eds.)". */
export function apaNaturalList(people: readonly Contributor[], roleText?: { text: string; style: 'comma' | 'parens' }): Inline {
  const list = (joinNames(people.map(naturalName), '&', 'three-plus') as string[]).join('');
  if (!roleText) return list;
  return roleText.style === 'comma' ? `${list}, ${roleText.text}` : `${list} (${roleText.text})`;
}

export function roleLabel(role: ContributorRole, count: number): string {
  return label(role, count) ?? '';
}
