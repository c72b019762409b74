/**
 * Roles the same people hold, named once: "(J. Strachey, Ed. & Trans.)" in APA, "edited and translated by" in MLA and
 * Chicago ("ed. and trans." in a note), instead of the same names twice.
 */
import { displayName, type Contributor, type ContributorRole } from '../model/contributor.js';
import { sameName } from './compare.js';

export interface RoleGroup {
  roles: ContributorRole[];
  people: readonly Contributor[];
}

/** Whether two lists name the same people, in the same order. */
export const samePeople = (a: readonly Contributor[], b: readonly Contributor[]): boolean =>
  a.length === b.length && a.every((c, i) => sameName(displayName(c), displayName(b[i]!)));

/** Each role's people, in the order given, with a role whose people an earlier role already lists joined to it. */
export function groupSharedRoles(lists: readonly (readonly [ContributorRole, readonly Contributor[]])[]): RoleGroup[] {
  const groups: RoleGroup[] = [];
  for (const [role, people] of lists) {
    if (!people.length) continue;
    const same = groups.find((g) => samePeople(g.people, people));
    if (same) same.roles.push(role);
    else groups.push({ roles: [role], people });
  }
  return groups;
}

/** Role phrases joined as one: "edited by" and "translated by" → "edited and translated by"; "ed." and "trans." → "ed. and trans.". */
export function joinedRolePhrase(phrases: readonly string[]): string {
  const last = phrases.at(-1) ?? '';
  const by = / by$/.test(last) ? ' by' : '';
  return [...phrases.slice(0, -1).map((p) => p.replace(/ by$/, '')), last.slice(0, last.length - by.length)].join(' and ') + by;
}
