/**
 * Turabian 9 (Chicago 17 notes-bibliography) per reference type, as data: which template builds the note and
 * the bibliography entry, how the title is set, who stands in the author position, how precise the date is,
 * the default description, and the words each contributor role takes (Turabian chapters 16-17, CMOS 14).
 */
import { typeSlug, type TypeSlug } from '../../catalogue/type-kinds.js';
import type { ContributorRole } from '../../model/contributor.js';
import type { Reference } from '../../model/reference.js';

/**
 * The shape of the note and entry after the author and title:
 * - book: facts of publication in parentheses in notes ("(Chicago: University of Chicago Press, 2010)");
 * - chapter: "in Book, ed. X (...)"; journal: "Journal 12, no. 3 (2019): 45"; magazine and newspaper: date only;
 * - web: site, owner, date; described: "“Title” (PhD diss., University, 2016)" for unpublished works and talks;
 * - media: films, broadcasts, recordings, videos; visual: art and photographs with the holding institution;
 * - entry: reference works cited "s.v."; interview; review; and the legal forms Chicago takes from the Bluebook.
 */
export type TemplateKind =
  | 'book' | 'chapter' | 'journal' | 'magazine' | 'newspaper' | 'web' | 'described' | 'media' | 'visual'
  | 'entry' | 'interview' | 'review' | 'case' | 'statute' | 'bill' | 'treaty' | 'regulation' | 'patent';

export interface TurabianTypeRule {
  template: TemplateKind;
  /**
   * 'italic' for works that stand alone, 'quoted' for parts of a whole and unpublished works, 'part' for
   * works quoted inside a container and italic without one (an episode, a track), 'plain' for legal names.
   */
  title: 'italic' | 'quoted' | 'part' | 'plain';
  /** Headline-style capitalisation; off for post text, dictionary headwords and case names, kept as typed. */
  titleCase: boolean;
  /** Who takes the author position, first match wins; later sets are fallbacks. */
  authorRoles: readonly (readonly ContributorRole[])[];
  /** Notes that begin with the title (films, television), the author-position people following as "directed by". */
  noteLead?: 'title';
  /** 'year' for books, 'month' for journals ("June 2005"), 'full' for dated works ("May 4, 2021"). */
  date: 'year' | 'month' | 'full';
  /** The description when the data gives none: "PhD diss.", "paper presented at", "press release". */
  description?: string;
  /** The institution named without its place: a thesis gives the degree-granting university only (Turabian 17.4.1, CMOS 14.224). */
  institutionOnly?: boolean;
  /** Whether the data's description (genre) is printed after the title. */
  describe?: boolean;
  /** Label for a purely numeric `number`: "Report no. 12". */
  numberLabel?: string;
  /** For web works: a site ("Site. Owner. Date."), a blog ("Blog (blog)"), or a platform ("Twitter, date"). */
  site?: 'site' | 'blog' | 'platform';
  /** Left out of the bibliography: Turabian cites these in notes only (type notices of the catalogue). */
  notesOnly?: boolean;
  /**
   * How a first appearance precedes the facts of publication: 'reprint' for books ("1899; repr., New York:
   * Dover, 2003"), 'plain' for films and works dated by composition ("1997; London: Warner Home Video, 1998").
   */
  firstAppeared?: 'reprint' | 'plain';
}

/** Roles named after the title of a book-like work ("ed. X", "Translated by Y"), in Chicago's order. */
export const SECONDARY_ROLES: readonly ContributorRole[] = ['editor', 'compiler', 'translator', 'illustrator', 'narrator'];

const AUTHOR = [['author'], ['editor'], ['translator'], ['compiler']] as const;
const book: TurabianTypeRule = { template: 'book', title: 'italic', titleCase: true, authorRoles: AUTHOR, date: 'year' };
const article: TurabianTypeRule = { template: 'journal', title: 'quoted', titleCase: true, authorRoles: [['author']], date: 'month' };
const web: TurabianTypeRule = { template: 'web', title: 'quoted', titleCase: true, authorRoles: [['author'], ['editor']], date: 'full', site: 'site' };
const described: TurabianTypeRule = { template: 'described', title: 'quoted', titleCase: true, authorRoles: [['author']], date: 'full' };
const media: TurabianTypeRule = { template: 'media', title: 'part', titleCase: true, authorRoles: [['author']], date: 'full' };
const visual: TurabianTypeRule = { template: 'visual', title: 'italic', titleCase: true, authorRoles: [['author']], date: 'full', describe: true };
const legal = { title: 'plain', titleCase: false, authorRoles: [], date: 'full' } as const;

export const TURABIAN_TYPE_RULES = {
  'journal-article': article,
  book: book,
  webpage: web,
  report: { ...book, describe: false, numberLabel: 'Report no.' },
  'audio-work': { ...media, authorRoles: [['author'], ['performer'], ['host'], ['producer']] },
  'classical-work': { ...book, firstAppeared: 'plain' },
  dissertation: { ...described, date: 'year', description: 'PhD diss.', institutionOnly: true },
  'conference-paper': { ...described, authorRoles: [['author'], ['chair']], description: 'paper presented at' },
  'book-chapter': { ...article, template: 'chapter', date: 'year' },
  dataset: { ...book, describe: true },
  'dictionary-entry': { ...article, template: 'entry', titleCase: false, date: 'year' },
  'blog-post': { ...web, site: 'blog' },
  'magazine-article': { ...article, template: 'magazine', date: 'full' },
  artwork: { ...visual, date: 'year' },
  map: { ...book, describe: true },
  software: book,
  'executive-order': { ...legal, template: 'regulation' },
  'court-decision': { ...legal, template: 'case', title: 'italic' },
  film: { ...media, title: 'italic', authorRoles: [['director'], ['producer'], ['author']], noteLead: 'title', date: 'year', firstAppeared: 'plain' },
  statute: { ...legal, template: 'statute' },
  bill: { ...legal, template: 'bill' },
  'unpublished-manuscript': { ...described, description: 'unpublished manuscript' },
  interview: { ...described, template: 'interview', authorRoles: [['interviewee'], ['author']] },
  'lecture-notes': { ...described, description: 'lecture notes' },
  'press-release': { ...web, description: 'press release' },
  retraction: article,
  review: { ...article, template: 'review', date: 'full' },
  'music-recording': { ...media, authorRoles: [['author'], ['performer'], ['composer']], date: 'year' },
  'newspaper-article': { ...article, template: 'newspaper', date: 'full' },
  patent: { ...book, template: 'patent', authorRoles: [['author']], date: 'full' },
  'edited-book': { ...book, authorRoles: [['editor'], ['author'], ['compiler']] },
  preprint: { ...described, description: 'preprint' },
  'social-media-post': { ...web, titleCase: false, site: 'platform', authorRoles: [['author']] },
  'podcast-episode': { ...media, authorRoles: [['host'], ['executive-producer'], ['producer'], ['author']], description: 'podcast' },
  speech: { ...described, description: 'speech' },
  'online-comment': { ...web, titleCase: false, site: 'platform', authorRoles: [['author']], description: 'comment', notesOnly: true },
  'religious-work': { ...book, authorRoles: [['author'], ['editor'], ['translator']] },
  'test-scale-inventory': { ...book, describe: true },
  infographic: { ...visual, description: 'infographic' },
  photograph: { ...visual, description: 'photograph' },
  'musical-score': { ...book, authorRoles: [['composer'], ['author'], ['editor']], firstAppeared: 'plain' },
  standard: book,
  'tv-episode': { ...media, authorRoles: [['director'], ['script-writer'], ['series-creator'], ['executive-producer'], ['producer']], noteLead: 'title' },
  treaty: { ...legal, template: 'treaty' },
  webinar: { ...described, authorRoles: [['author'], ['host'], ['organizer']], description: 'webinar' },
  'wiki-entry': { ...article, template: 'entry', titleCase: false, date: 'full' },
  video: { ...media, title: 'quoted', authorRoles: [['author'], ['director'], ['producer'], ['executive-producer'], ['performer']], description: 'video' },
  miscellaneous: book,
} satisfies Record<TypeSlug, TurabianTypeRule>;

export const turabianTypeRule = (typeId: number): TurabianTypeRule => TURABIAN_TYPE_RULES[typeSlug(typeId)];

/** Whether the style sets the type's title in italics (the fallback entry of `safely` sets it so). */
export const turabianItalicTitle = (ref: Pick<Reference, 'referenceTypeID'>): boolean => turabianTypeRule(ref.referenceTypeID).title === 'italic';



/**
 * Descriptions as Chicago words them, for the descriptions other styles and importers use (APA's
 * "Doctoral dissertation" is Chicago's "PhD diss."). Matched case-insensitively on the whole text.
 */
export const DESCRIPTION_WORDS: readonly (readonly [RegExp, string])[] = [
  [/^(doctoral|ph\.?\s?d\.?)\s+(dissertation|diss\.?|thesis)$/i, 'PhD diss.'],
  [/^dissertation$/i, 'PhD diss.'],
  [/^master['’]?s\s+thesis$/i, 'master’s thesis'],
  [/^(paper|paper presentation|conference paper|conference presentation)$/i, 'paper presented at'],
  [/^(poster|poster presentation|poster session)$/i, 'poster presented at'],
  [/^(keynote|keynote address|keynote presentation)$/i, 'keynote address at'],
  [/^(symposium|symposium presentation)$/i, 'symposium presentation at'],
];

/**
 * Website names that stand for a publication with a print counterpart are italic; other site names are roman
 * (Turabian 17.5.1, CMOS 8.191): an encyclopedia, dictionary, journal, magazine or newspaper online.
 */
export const PUBLICATION_NAME = /\b(encyclop\w*|dictionar\w*|journal|review|magazine|quarterly|gazette|times|post|tribune|herald|chronicle|bulletin|annals|proceedings|yearbook|almanac)\b/i;
