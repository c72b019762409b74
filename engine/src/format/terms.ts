/**
 * A style's words, which its layouts print and the shared formatters (locations, names) read: role labels after
 * names and phrases before them, location labels, months, "n.d." and "et al.". Each style's terms.ts fills one.
 */
import type { ContributorRole } from '../model/contributor.js';
import type { LocationTerms } from './location-text.js';

/** Words by role, singular and plural: "(Ed.)" and "(Eds.)", "editor" and "editors", "ed." and "eds.". */
export type RoleWords = Partial<Record<ContributorRole, readonly [string, string]>>;

/** A phrase by role: "edited by", "ed.". */
export type RolePhrases = Partial<Record<ContributorRole, string>>;

export interface StyleTerms {
  locations: LocationTerms;
  /** The label after names in the author position. */
  roleLabels: RoleWords;
  /** The phrase before the names of other contributors: "edited by", "translated by" (APA names them with a label). */
  rolePhrases?: RolePhrases;
  /** Month names as dates print them, January first. */
  months: readonly string[];
  /** What stands for a missing date; MLA leaves the date out. */
  noDate?: string;
  etAl: string;
}
