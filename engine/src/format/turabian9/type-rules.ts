/**
 * Turabian 9 (Chicago 17 notes-bibliography) per reference type, as data: which template builds the note and
 * the bibliography entry, how the title is set, who stands in the author position, how precise the date is,
 * the default description, and the words each contributor role takes (Turabian chapters 16-17, CMOS 14).
 */
import type { ContributorRole } from '../../model/contributor.js';

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

export const TURABIAN_TYPE_RULES: Readonly<Record<number, TurabianTypeRule>> = {
  1: article,
  2: book,
  3: web,
  4: { ...book, describe: false, numberLabel: 'Report no.' },
  5: { ...media, authorRoles: [['author'], ['performer'], ['host'], ['producer']] },
  6: { ...book, firstAppeared: 'plain' },
  7: { ...described, date: 'year', description: 'PhD diss.' },
  8: { ...described, authorRoles: [['author'], ['chair']], description: 'paper presented at' },
  9: { ...article, template: 'chapter', date: 'year' },
  10: { ...book, describe: true },
  11: { ...article, template: 'entry', titleCase: false, date: 'year' },
  12: { ...web, site: 'blog' },
  13: { ...article, template: 'magazine', date: 'full' },
  14: { ...visual, date: 'year' },
  15: { ...book, describe: true },
  16: book,
  17: { ...legal, template: 'regulation' },
  18: { ...legal, template: 'case', title: 'italic' },
  19: { ...media, title: 'italic', authorRoles: [['director'], ['producer'], ['author']], noteLead: 'title', date: 'year', firstAppeared: 'plain' },
  20: { ...legal, template: 'statute' },
  21: { ...legal, template: 'bill' },
  22: { ...described, description: 'unpublished manuscript' },
  23: { ...described, template: 'interview', authorRoles: [['interviewee'], ['author']] },
  24: { ...described, description: 'lecture notes' },
  25: { ...web, description: 'press release' },
  26: article,
  27: { ...article, template: 'review', date: 'full' },
  28: { ...media, authorRoles: [['author'], ['performer'], ['composer']], date: 'year' },
  29: { ...article, template: 'newspaper', date: 'full' },
  30: { ...book, template: 'patent', authorRoles: [['author']], date: 'full' },
  31: { ...book, authorRoles: [['editor'], ['author'], ['compiler']] },
  32: { ...described, description: 'preprint' },
  33: { ...web, titleCase: false, site: 'platform', authorRoles: [['author']] },
  34: { ...media, authorRoles: [['host'], ['executive-producer'], ['producer'], ['author']], description: 'podcast' },
  35: { ...described, description: 'speech' },
  36: { ...web, titleCase: false, site: 'platform', authorRoles: [['author']], description: 'comment', notesOnly: true },
  37: { ...book, authorRoles: [['author'], ['editor'], ['translator']] },
  38: { ...book, describe: true },
  39: { ...visual, description: 'infographic' },
  40: { ...visual, description: 'photograph' },
  41: { ...book, authorRoles: [['composer'], ['author'], ['editor']], firstAppeared: 'plain' },
  42: book,
  43: { ...media, authorRoles: [['director'], ['script-writer'], ['series-creator'], ['executive-producer'], ['producer']], noteLead: 'title' },
  44: { ...legal, template: 'treaty' },
  45: { ...described, authorRoles: [['author'], ['host'], ['organizer']], description: 'webinar' },
  46: { ...article, template: 'entry', titleCase: false, date: 'full' },
  47: { ...media, title: 'quoted', authorRoles: [['author'], ['director'], ['producer'], ['executive-producer'], ['performer']], description: 'video' },
  48: book,
};

export function turabianTypeRule(typeId: number): TurabianTypeRule {
  return TURABIAN_TYPE_RULES[typeId] ?? (TURABIAN_TYPE_RULES[48] as TurabianTypeRule);
}

/** The label after names in the author position: "D’Agata, John, ed.", "Jordan, Neil, dir."; singular, plural. */
export const ROLE_LABELS: Partial<Record<ContributorRole, readonly [string, string]>> = {
  editor: ['ed.', 'eds.'],
  translator: ['trans.', 'trans.'],
  compiler: ['comp.', 'comps.'],
  director: ['dir.', 'dirs.'],
  producer: ['prod.', 'prods.'],
  'executive-producer': ['exec. prod.', 'exec. prods.'],
  host: ['host', 'hosts'],
  performer: ['performer', 'performers'],
  'script-writer': ['writer', 'writers'],
  'series-creator': ['creator', 'creators'],
  chair: ['chair', 'chairs'],
  organizer: ['organizer', 'organizers'],
};

/** How a role is named after a title: in notes ("ed. X", "trans. Y") and in the bibliography ("Edited by X"). */
export const ROLE_PHRASES: Partial<Record<ContributorRole, { note: string; bibliography: string }>> = {
  editor: { note: 'ed.', bibliography: 'edited by' },
  compiler: { note: 'comp.', bibliography: 'compiled by' },
  translator: { note: 'trans.', bibliography: 'translated by' },
  illustrator: { note: 'illus.', bibliography: 'illustrated by' },
  narrator: { note: 'read by', bibliography: 'read by' },
  director: { note: 'directed by', bibliography: 'directed by' },
  'script-writer': { note: 'written by', bibliography: 'written by' },
  'series-creator': { note: 'created by', bibliography: 'created by' },
  producer: { note: 'produced by', bibliography: 'produced by' },
  'executive-producer': { note: 'executive produced by', bibliography: 'executive produced by' },
  performer: { note: 'performed by', bibliography: 'performed by' },
  host: { note: 'hosted by', bibliography: 'hosted by' },
  interviewer: { note: 'interview by', bibliography: 'interview by' },
  composer: { note: 'composed by', bibliography: 'composed by' },
  'reviewed-author': { note: 'by', bibliography: 'by' },
};

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
