/**
 * APA 7 per reference type, as data: how the title is set, how precise the date is, when a retrieval date
 * shows, who stands in the author position, the default bracketed description, the number's label, and
 * which source template follows the title (Publication Manual chapters 9-11).
 */
import { typeSlug, type TypeSlug } from '../../catalogue/type-kinds.js';
import type { ContributorRole } from '../../model/contributor.js';
import type { Reference } from '../../model/reference.js';

export type SourceKind =
  | 'periodical' | 'newspaper' | 'chapter' | 'publisher' | 'site' | 'blog' | 'platform' | 'event'
  | 'dissertation' | 'episode' | 'track' | 'entry' | 'patent' | 'legal-case' | 'statute' | 'bill' | 'legal';

/** The legal kinds, cited after the Bluebook (APA 11). */
const LEGAL_KINDS = ['legal-case', 'statute', 'bill', 'legal'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const isLegalKind = (kind: SourceKind): kind is LegalKind => (LEGAL_KINDS as readonly string[]).includes(kind);

export interface ApaTypeRule {
  /** Italic for works that stand alone, plain for parts of a greater whole. */
  title: 'italic' | 'plain';
  /** Periodicals and books print the year only; dated web and media works print the full date. */
  date: 'year' | 'full';
  /** 'when-given': content designed to change; 'undated': only with n.d.; 'never'. */
  retrieval: 'when-given' | 'undated' | 'never';
  /** Who takes the author position, first match wins; later sets are fallbacks. 'editor' adds (Ed.). */
  authorRoles: readonly (readonly ContributorRole[])[];
  description?: string;
  /** Label for a purely numeric `number`: "Report No. 12". */
  numberLabel?: string;
  /** The description names the series the number belongs to, and labels it: "(Computing Science Technical Report No. 145)" (APA 10.4). */
  describesNumber?: true;
  /** The number is a patent's, labelled with its office: "(U.S. Patent No. 5,668,842)" (patent-number.ts). */
  patentNumber?: true;
  source: SourceKind;
}

const AUTHOR = [['author'], ['editor']] as const;
const book = { title: 'italic', date: 'year', retrieval: 'never', authorRoles: AUTHOR, source: 'publisher' } as const;
const article = { title: 'plain', date: 'year', retrieval: 'never', authorRoles: [['author']], source: 'periodical' } as const;
const online = { title: 'italic', date: 'full', retrieval: 'undated', authorRoles: [['author']], source: 'site' } as const;
const presentation = { title: 'italic', date: 'full', retrieval: 'never', authorRoles: [['author'], ['chair'], ['organizer']], source: 'event' } as const;
const visual = { title: 'italic', date: 'year', retrieval: 'undated', authorRoles: [['author']], source: 'publisher' } as const;
const legal = { title: 'plain', date: 'year', retrieval: 'never', authorRoles: [], source: 'legal' } as const;

export const APA_TYPE_RULES = {
  'journal-article': article,
  book: book,
  webpage: online,
  report: { ...book, numberLabel: 'Report No.', describesNumber: true },
  'audio-work': { ...book, date: 'full', authorRoles: [['author'], ['performer'], ['host']], description: 'Audio recording' },
  'classical-work': book,
  dissertation: { ...book, numberLabel: 'Publication No.', source: 'dissertation', description: 'Doctoral dissertation' },
  'conference-paper': { ...presentation, description: 'Conference presentation' },
  'book-chapter': { ...article, source: 'chapter' },
  dataset: { ...book, retrieval: 'when-given', description: 'Data set' },
  'dictionary-entry': { ...article, retrieval: 'when-given', authorRoles: [['author']], source: 'entry' },
  'blog-post': { ...online, title: 'plain', source: 'blog' },
  'magazine-article': { ...article, date: 'full' },
  artwork: { ...visual, authorRoles: [['author']] },
  map: { ...visual, description: 'Map' },
  software: { ...book, retrieval: 'undated', description: 'Computer software' },
  'executive-order': { ...legal, source: 'legal' },
  'court-decision': { ...legal, source: 'legal-case' },
  film: { ...book, authorRoles: [['director'], ['producer'], ['author']], description: 'Film' },
  statute: { ...legal, source: 'statute' },
  bill: { ...legal, source: 'bill' },
  'unpublished-manuscript': { ...book, description: 'Unpublished manuscript' },
  interview: { ...online, date: 'full', authorRoles: [['interviewee'], ['author']], source: 'publisher', description: 'Interview' },
  'lecture-notes': { ...book, date: 'full', retrieval: 'undated', description: 'Lecture notes' },
  'press-release': { ...online, source: 'publisher', description: 'Press release' },
  retraction: article,
  review: { ...article, date: 'full' },
  'music-recording': { ...book, authorRoles: [['author'], ['performer'], ['composer']], source: 'track', description: 'Song' },
  'newspaper-article': { ...article, date: 'full', source: 'newspaper' },
  patent: { ...book, authorRoles: [['author']], patentNumber: true, source: 'patent' },
  'edited-book': { ...book, authorRoles: [['editor'], ['author']] },
  preprint: { ...book, description: 'Preprint' },
  'social-media-post': { ...online, source: 'platform' },
  'podcast-episode': { ...online, title: 'plain', retrieval: 'never', authorRoles: [['host'], ['executive-producer'], ['producer'], ['author']], source: 'episode', numberLabel: 'No.', description: 'Audio podcast episode' },
  speech: { ...presentation, description: 'Speech' },
  'online-comment': { ...online, title: 'plain', source: 'platform', description: 'Comment' },
  'religious-work': { ...book, authorRoles: [['author'], ['editor'], ['translator']] },
  'test-scale-inventory': { ...book, retrieval: 'when-given', description: 'Database record' },
  infographic: { ...visual, date: 'full', description: 'Infographic' },
  photograph: { ...visual, date: 'full', description: 'Photograph' },
  'musical-score': { ...book, authorRoles: [['composer'], ['author']], description: 'Musical score' },
  standard: { ...book, numberLabel: 'Standard No.' },
  'tv-episode': { ...book, date: 'full', title: 'plain', authorRoles: [['script-writer', 'director'], ['executive-producer', 'series-creator'], ['producer'], ['author']], source: 'episode', description: 'TV series episode' },
  treaty: { ...legal, source: 'legal' },
  webinar: { ...presentation, retrieval: 'undated', description: 'Webinar' },
  'wiki-entry': { ...article, retrieval: 'when-given', date: 'full', source: 'entry' },
  video: { ...online, date: 'full', retrieval: 'never', source: 'platform', description: 'Video' },
  miscellaneous: { ...book, description: undefined },
} satisfies Record<TypeSlug, ApaTypeRule>;

export const apaTypeRule = (typeId: number): ApaTypeRule => APA_TYPE_RULES[typeSlug(typeId)];

/** Whether the style sets the type's title in italics (the fallback entry of `safely` sets it so). */
export const apaItalicTitle = (ref: Pick<Reference, 'referenceTypeID'>): boolean => apaTypeRule(ref.referenceTypeID).title === 'italic';

