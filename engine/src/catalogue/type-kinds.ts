/**
 * Each catalogue type by its slug: its fixed id (DESIGN.md), the kind of work it is and the container it usually
 * sits in, as hayagriva types an `Article` in a `Periodical`. The styles declare their layouts per kind and their
 * rules per slug, checked complete against `TypeSlug`; code names a type by its slug, never by its number. A table
 * apart from reference-types.ts, so formatting loads neither fields nor help texts.
 */

/** What a work is, whatever its container. */
export type TypeKind =
  | 'article' | 'book' | 'chapter' | 'entry' | 'report' | 'thesis' | 'manuscript' | 'presentation' | 'web'
  | 'audio' | 'audiovisual' | 'visual' | 'data' | 'interview' | 'legal' | 'misc';

/** Where a work usually appears: the larger whole a style names after its title. */
export type TypeContainer =
  | 'periodical' | 'newspaper' | 'book' | 'reference-work' | 'website' | 'blog' | 'platform' | 'series' | 'album'
  | 'proceedings' | 'repository' | 'none';

export interface TypeKindEntry {
  id: number;
  kind: TypeKind;
  container: TypeContainer;
}

const t = (id: number, kind: TypeKind, container: TypeContainer = 'none'): TypeKindEntry => ({ id, kind, container });

export const TYPE_KINDS = {
  'journal-article': t(1, 'article', 'periodical'),
  book: t(2, 'book'),
  webpage: t(3, 'web', 'website'),
  report: t(4, 'report'),
  'audio-work': t(5, 'audio'),
  'classical-work': t(6, 'book'),
  dissertation: t(7, 'thesis'),
  'conference-paper': t(8, 'presentation', 'proceedings'),
  'book-chapter': t(9, 'chapter', 'book'),
  dataset: t(10, 'data'),
  'dictionary-entry': t(11, 'entry', 'reference-work'),
  'blog-post': t(12, 'web', 'blog'),
  'magazine-article': t(13, 'article', 'periodical'),
  artwork: t(14, 'visual'),
  map: t(15, 'visual'),
  software: t(16, 'data'),
  'executive-order': t(17, 'legal'),
  'court-decision': t(18, 'legal'),
  film: t(19, 'audiovisual'),
  statute: t(20, 'legal'),
  bill: t(21, 'legal'),
  'unpublished-manuscript': t(22, 'manuscript'),
  interview: t(23, 'interview'),
  'lecture-notes': t(24, 'manuscript'),
  'press-release': t(25, 'report'),
  retraction: t(26, 'article', 'periodical'),
  review: t(27, 'article', 'periodical'),
  'music-recording': t(28, 'audio', 'album'),
  'newspaper-article': t(29, 'article', 'newspaper'),
  patent: t(30, 'legal'),
  'edited-book': t(31, 'book'),
  preprint: t(32, 'manuscript', 'repository'),
  'social-media-post': t(33, 'web', 'platform'),
  'podcast-episode': t(34, 'audio', 'series'),
  speech: t(35, 'presentation'),
  'online-comment': t(36, 'web', 'platform'),
  'religious-work': t(37, 'book'),
  'test-scale-inventory': t(38, 'data'),
  infographic: t(39, 'visual'),
  photograph: t(40, 'visual'),
  'musical-score': t(41, 'book'),
  standard: t(42, 'report'),
  'tv-episode': t(43, 'audiovisual', 'series'),
  treaty: t(44, 'legal'),
  webinar: t(45, 'presentation'),
  'wiki-entry': t(46, 'entry', 'website'),
  video: t(47, 'audiovisual', 'platform'),
  miscellaneous: t(48, 'misc'),
} as const satisfies Record<string, TypeKindEntry>;

export type TypeSlug = keyof typeof TYPE_KINDS;

const SLUGS_BY_ID = new Map(Object.entries(TYPE_KINDS).map(([slug, entry]) => [entry.id, slug as TypeSlug]));

/** A type's slug by its id; an id the catalogue does not have reads as miscellaneous, as formatting treats it. */
export const typeSlug = (typeId: number): TypeSlug => SLUGS_BY_ID.get(typeId) ?? 'miscellaneous';

/** A type's kind and container by its id. */
export const typeKind = (typeId: number): TypeKindEntry => TYPE_KINDS[typeSlug(typeId)];

/** Whether a type is one of the slugs named. */
export const isType = (typeId: number, ...slugs: readonly TypeSlug[]): boolean => slugs.includes(typeSlug(typeId));
