/** Builders for the formatters' tests: contributors and references written short. Not part of the build. */
import type { Contributor } from '../model/contributor.js';
import type { Reference } from '../model/reference.js';

let next = 0;

/** A person ("Smith", "Zadie"), an author unless a role is given; `extra` adds a suffix, a particle and so on. */
export const person = (family: string, given?: string, type: Contributor['type'] = 'author', extra: Partial<Contributor> = {}): Contributor =>
  ({ id: String(++next), type, kind: 'person', family, ...(given ? { given } : {}), ...extra }) as Contributor;

/** A group ("World Health Organization"), an author unless a role is given, with its abbreviation if any. */
export const group = (name: string, type: Contributor['type'] = 'author', abbreviation?: string): Contributor =>
  ({ id: String(++next), type, kind: 'group', name, ...(abbreviation ? { abbreviation } : {}) }) as Contributor;

/** A reference of a type with its data. */
export const ref = (referenceTypeID: number, data: Reference['data']): Reference => ({ referenceTypeID, data });
