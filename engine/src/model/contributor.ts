/** Contributors: people and groups with the role they played in a work. */

/**
 * Every role a contributor can have, with the CSL name variable it maps to.
 * `interviewee` is CSL's `author` of an interview; `null` means CSL has no such variable.
 */
export const CONTRIBUTOR_ROLES = {
  author: { label: 'Author', csl: 'author' },
  editor: { label: 'Editor', csl: 'editor' },
  translator: { label: 'Translator', csl: 'translator' },
  narrator: { label: 'Narrator', csl: 'narrator' },
  director: { label: 'Director', csl: 'director' },
  producer: { label: 'Producer', csl: 'producer' },
  'executive-producer': { label: 'Executive Producer', csl: 'executive-producer' },
  host: { label: 'Host', csl: 'host' },
  guest: { label: 'Guest', csl: 'guest' },
  performer: { label: 'Performer', csl: 'performer' },
  composer: { label: 'Composer', csl: 'composer' },
  interviewer: { label: 'Interviewer', csl: 'interviewer' },
  interviewee: { label: 'Interviewee', csl: 'author' },
  illustrator: { label: 'Illustrator', csl: 'illustrator' },
  compiler: { label: 'Compiler', csl: 'compiler' },
  chair: { label: 'Chair', csl: 'chair' },
  curator: { label: 'Curator', csl: 'curator' },
  organizer: { label: 'Organizer', csl: 'organizer' },
  recipient: { label: 'Recipient', csl: 'recipient' },
  'script-writer': { label: 'Writer', csl: 'script-writer' },
  'series-creator': { label: 'Creator', csl: 'series-creator' },
  'reviewed-author': { label: 'Author of the reviewed work', csl: 'reviewed-author' },
  'original-author': { label: 'Original author', csl: 'original-author' },
  'container-author': { label: 'Author of the container', csl: 'container-author' },
  'collection-editor': { label: 'Series editor', csl: 'collection-editor' },
  contributor: { label: 'Contributor', csl: 'contributor' },
} as const;

export type ContributorRole = keyof typeof CONTRIBUTOR_ROLES;

/** A person who contributed to a work. Every name part is non-blank when present. */
export type PersonContributor = {
  id: string;
  type: ContributorRole;
  kind: 'person';
  /** Family name; a mononym ("Plato") goes here with no given name. */
  family: string;
  given?: string;
  /** "van", "de la": kept with the family name when sorting (CSL non-dropping-particle). */
  particle?: string;
  /** "von" in "Ludwig von Mises" when it drops in sorting (CSL dropping-particle). */
  droppingParticle?: string;
  suffix?: string;
  /** A social-media handle such as "@APA_Style", shown after the name by APA and MLA. */
  handle?: string;
};

/** An organisation or group credited as one contributor. */
export type GroupContributor = {
  id: string;
  type: ContributorRole;
  kind: 'group';
  /** The organisation's name spelled out: "American Psychological Association". */
  name: string;
  /** The abbreviation APA introduces at first citation: "APA". */
  abbreviation?: string;
  handle?: string;
};

export type Contributor = PersonContributor | GroupContributor;

/** Contributors in a given role, in the order they were entered. */
export function contributorsWithRole(list: readonly Contributor[] | undefined, role: ContributorRole): Contributor[] {
  return (list ?? []).filter((c) => c.type === role);
}

/**
 * Who stands in a style's author position: the contributors of the first role set anyone fills (authors, else
 * editors, ...). The sets come from each style's type rules.
 */
export function authorPosition(list: readonly Contributor[] | undefined, roleSets: readonly (readonly ContributorRole[])[]): Contributor[] {
  for (const roles of roleSets) {
    const found = (list ?? []).filter((c) => roles.includes(c.type));
    if (found.length) return found;
  }
  return [];
}

/** A particle before the family name, joined as written: with a space ("van Gogh"), or none after a hyphen or apostrophe ("al-Rashid", "d’Alembert"). */
export const withParticle = (particle: string | undefined, family: string): string =>
  !particle ? family : /[-'’]$/.test(particle) ? particle + family : `${particle} ${family}`;

/** The name as a reader would write it in running text: "Ludwig van Beethoven", "World Health Organization". */
export function displayName(c: Contributor): string {
  if (c.kind === 'group') return c.name;
  const family = withParticle(c.droppingParticle, withParticle(c.particle, c.family));
  const name = [c.given, family].filter(Boolean).join(' ');
  return c.suffix ? `${name}, ${c.suffix}` : name;
}
