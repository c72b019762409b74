/** Finding types in the catalogue by id or slug, with a clear error for ids that do not exist. */
import { fail, ok, type Result } from '../result.js';
import { TYPE_CATEGORIES, type ReferenceType, type TypeCategory } from './reference-type.js';
import { referenceTypes } from './reference-types.js';

const byId = new Map(referenceTypes.map((t) => [t.id, t]));
const bySlug = new Map(referenceTypes.map((t) => [t.slug, t]));

export type UnknownTypeCode = 'unknown-type';

/** The catalogue entry for an id, or an `unknown-type` error naming the id. */
export function getReferenceType(id: unknown): Result<ReferenceType, UnknownTypeCode> {
  const type = typeof id === 'number' ? byId.get(id) : typeof id === 'string' && /^\d+$/.test(id) ? byId.get(Number(id)) : undefined;
  return type ? ok(type) : fail('unknown-type', `There is no reference type with id ${JSON.stringify(id)}. Type ids run from 1 to 48.`);
}

export function getReferenceTypeBySlug(slug: string): Result<ReferenceType, UnknownTypeCode> {
  const type = bySlug.get(slug);
  return type ? ok(type) : fail('unknown-type', `There is no reference type called "${slug}".`);
}

/** The Common tab: the types flagged common, in id order (1, 2, 3, 4, 9, 29, 47). */
export function commonReferenceTypes(types: readonly ReferenceType[] = referenceTypes): ReferenceType[] {
  return types.filter((t) => t.isCommon);
}

/** The All tab: types grouped by category in the catalogue's category order, each group sorted by title. */
export function referenceTypesByCategory(
  types: readonly ReferenceType[] = referenceTypes,
): { category: TypeCategory; label: string; types: ReferenceType[] }[] {
  return (Object.keys(TYPE_CATEGORIES) as TypeCategory[])
    .map((category) => ({
      category,
      label: TYPE_CATEGORIES[category],
      types: types.filter((t) => t.category === category).sort((a, b) => a.title.localeCompare(b.title)),
    }))
    .filter((group) => group.types.length > 0);
}
