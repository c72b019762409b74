/**
 * Each catalogue type's category by id, apart from the catalogue (reference-types.ts) so that a screen showing only a
 * type's category (the library's row icons) does not load every type's fields; reference-types.test.ts checks that
 * it agrees with the catalogue.
 */
import type { TypeCategory } from './reference-type.js';

const CATEGORIES: readonly TypeCategory[] = [
  'periodicals', 'books', 'online', 'reports', 'audio', 'books', 'academic', 'academic', 'books', 'data', 'books', 'online',
  'periodicals', 'visual', 'visual', 'data', 'legal', 'legal', 'audiovisual', 'legal', 'legal', 'academic', 'other', 'academic',
  'reports', 'periodicals', 'periodicals', 'audio', 'periodicals', 'legal', 'books', 'academic', 'online', 'audio', 'other', 'online',
  'books', 'data', 'visual', 'visual', 'other', 'reports', 'audiovisual', 'legal', 'academic', 'online', 'audiovisual', 'misc',
];

/** The category of catalogue type `id` (1-48), or undefined for an id the catalogue does not have. */
export function referenceTypeCategory(id: number): TypeCategory | undefined {
  return Number.isInteger(id) ? CATEGORIES[id - 1] : undefined;
}
