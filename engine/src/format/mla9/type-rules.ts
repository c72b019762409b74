/**
 * MLA 9 per reference type, as data: whether the title is italic or in quotation marks, who stands in the
 * author position (others become "other contributors" in the container), whether a publisher is given
 * (MLA 9 §2.108: not for periodicals, websites named for their publisher, or social media), and the
 * label a bare number gets.
 */
import { typeSlug, type TypeSlug } from '../../catalogue/type-kinds.js';
import type { ContributorRole } from '../../model/contributor.js';
import type { Reference } from '../../model/reference.js';

export interface MlaTypeRule {
  title: 'italic' | 'quoted';
  authorRoles: readonly (readonly ContributorRole[])[];
  publisher: boolean;
  /** "no." for periodicals; "episode" for episodes; none where the number is printed as given. */
  numberLabel?: string;
  /** Newspapers give the edition after the date (MLA 9 §2.72). */
  editionAfterDate?: boolean;
  /** Works seen in person end with their medium: "Oil on canvas." */
  mediumAtEnd?: boolean;
  /** What a volume is called: "season" for a series' episodes (MLA 9 5.56), "vol." otherwise. */
  volumeLabel?: string;
  /**
   * Where the description (genre) goes: after the institution of an unpublished work, whose date then follows its
   * title ("2007. Ohio State University, PhD dissertation."), or at the end of a lecture's entry ("Address.").
   */
  description?: 'after-publisher' | 'at-end';
  /** A talk or presentation: an event without a container stands in its place, its place as location (MLA 9 5.115). */
  event?: boolean;
  /** What a description (genre) says when a work of a quoted type is a whole one, set in italics: an album (MLA 5.26). */
  wholeWork?: RegExp;
  /**
   * Dated by the year alone, whatever day the record gives (MLA 9 5.68-5.70: a book's date is its year of
   * publication); 'in-container' when only a book holding the work makes it so (a paper in published proceedings).
   */
  yearOnly?: true | 'in-container';
  /** A report's kind (genre) goes before its labelled number (MLA 9 5.58): "Technical Report no. 145". */
  numberNamedByKind?: boolean;
  /** The number is a patent's, named with its office: "US Patent 5,668,842" (patent-number.ts). */
  patentNumber?: true;
  /**
   * A work a server or repository holds: without a container of its own, its one publisher (the server) is its
   * container, italic and spelled as the server spells it, and its title goes in quotation marks (MLA 9 5.23-5.24,
   * 5.30: “Title.” <i>bioRxiv</i>, date).
   */
  serverAsContainer?: boolean;
  /** A work MLA sets in italics whose title goes in quotation marks when a container holds it: a video on YouTube (MLA 9 5.42). */
  quotedInContainer?: boolean;
}

const AUTHOR = [['author'], ['editor']] as const;
const standalone: MlaTypeRule = { title: 'italic', authorRoles: AUTHOR, publisher: true };
const book: MlaTypeRule = { ...standalone, yearOnly: true };
const part: MlaTypeRule = { title: 'quoted', authorRoles: [['author']], publisher: false, numberLabel: 'no.' };
const online: MlaTypeRule = { title: 'quoted', authorRoles: [['author']], publisher: true };

export const MLA_TYPE_RULES = {
  'journal-article': part,
  book,
  webpage: online,
  report: { ...standalone, numberLabel: 'no.', numberNamedByKind: true },
  'audio-work': { ...standalone, authorRoles: [['author'], ['performer']] },
  'classical-work': standalone,
  dissertation: { ...book, description: 'after-publisher' },
  'conference-paper': { ...online, authorRoles: [['author']], event: true, yearOnly: 'in-container' },
  'book-chapter': { ...part, publisher: true, yearOnly: true },
  dataset: standalone,
  'dictionary-entry': { ...part, publisher: true },
  'blog-post': online,
  'magazine-article': part,
  artwork: { ...standalone, mediumAtEnd: true },
  map: standalone,
  software: standalone,
  'executive-order': standalone,
  'court-decision': standalone,
  film: { ...standalone, authorRoles: [] },
  statute: standalone,
  bill: standalone,
  'unpublished-manuscript': online,
  interview: { ...online, authorRoles: [['interviewee'], ['author']] },
  'lecture-notes': online,
  'press-release': online,
  retraction: part,
  review: part,
  'music-recording': { ...online, authorRoles: [['author'], ['performer'], ['composer']], wholeWork: /\b(?:album|EP|LP)\b/i },
  'newspaper-article': { ...part, editionAfterDate: true },
  patent: { ...standalone, patentNumber: true },
  'edited-book': { ...book, authorRoles: [['editor'], ['author']] },
  preprint: { ...online, authorRoles: AUTHOR, serverAsContainer: true },
  'social-media-post': { ...online, publisher: false },
  'podcast-episode': { ...online, authorRoles: [['host'], ['author']], numberLabel: 'episode', volumeLabel: 'season' },
  speech: { ...online, description: 'at-end', event: true },
  'online-comment': { ...online, publisher: false },
  // A sacred text is known by its title; its editors are other contributors (MLA 9 5.50: "The New Jerusalem Bible. Edited by…").
  'religious-work': { ...standalone, authorRoles: [['author']] },
  'test-scale-inventory': standalone,
  infographic: { ...standalone, mediumAtEnd: true },
  photograph: { ...standalone, mediumAtEnd: true },
  'musical-score': standalone,
  standard: standalone,
  'tv-episode': { ...online, authorRoles: [], numberLabel: 'episode', volumeLabel: 'season' },
  treaty: standalone,
  webinar: { ...online, event: true },
  'wiki-entry': { ...part, publisher: true },
  video: { ...standalone, authorRoles: [['author']], quotedInContainer: true },
  miscellaneous: standalone,
} satisfies Record<TypeSlug, MlaTypeRule>;

export const mlaTypeRule = (typeId: number): MlaTypeRule => MLA_TYPE_RULES[typeSlug(typeId)];

/** Whether the style sets the type's title in italics (the fallback entry of `safely` sets it so). */
export const mlaItalicTitle = (ref: Pick<Reference, 'referenceTypeID'>): boolean => mlaTypeRule(ref.referenceTypeID).title === 'italic';


