/**
 * APA 7 per reference type, as data: how the title is set, how precise the date is, when a retrieval date
 * shows, who stands in the author position, the default bracketed description, the number's label, and
 * which source template follows the title (Publication Manual chapters 9-11).
 */
import type { ContributorRole } from '../../model/contributor.js';

export type SourceKind =
  | 'periodical' | 'newspaper' | 'chapter' | 'publisher' | 'site' | 'blog' | 'platform' | 'event'
  | 'dissertation' | 'episode' | 'track' | 'entry' | 'legal-case' | 'statute' | 'bill' | 'legal';

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
  source: SourceKind;
}

const AUTHOR = [['author'], ['editor']] as const;
const book = { title: 'italic', date: 'year', retrieval: 'never', authorRoles: AUTHOR, source: 'publisher' } as const;
const article = { title: 'plain', date: 'year', retrieval: 'never', authorRoles: [['author']], source: 'periodical' } as const;
const online = { title: 'italic', date: 'full', retrieval: 'undated', authorRoles: [['author']], source: 'site' } as const;
const presentation = { title: 'italic', date: 'full', retrieval: 'never', authorRoles: [['author'], ['chair'], ['organizer']], source: 'event' } as const;
const visual = { title: 'italic', date: 'year', retrieval: 'undated', authorRoles: [['author']], source: 'publisher' } as const;
const legal = { title: 'plain', date: 'year', retrieval: 'never', authorRoles: [], source: 'legal' } as const;

export const APA_TYPE_RULES: Readonly<Record<number, ApaTypeRule>> = {
  1: article,
  2: book,
  3: online,
  4: { ...book, numberLabel: 'Report No.' },
  5: { ...book, date: 'full', authorRoles: [['author'], ['performer'], ['host']], description: 'Audio recording' },
  6: book,
  7: { ...book, numberLabel: 'Publication No.', source: 'dissertation', description: 'Doctoral dissertation' },
  8: { ...presentation, description: 'Conference presentation' },
  9: { ...article, source: 'chapter' },
  10: { ...book, retrieval: 'when-given', description: 'Data set' },
  11: { ...article, retrieval: 'when-given', authorRoles: [['author']], source: 'entry' },
  12: { ...online, title: 'plain', source: 'blog' },
  13: { ...article, date: 'full' },
  14: { ...visual, authorRoles: [['author']] },
  15: { ...visual, description: 'Map' },
  16: { ...book, retrieval: 'undated', description: 'Computer software' },
  17: { ...legal, source: 'legal' },
  18: { ...legal, source: 'legal-case' },
  19: { ...book, authorRoles: [['director'], ['producer'], ['author']], description: 'Film' },
  20: { ...legal, source: 'statute' },
  21: { ...legal, source: 'bill' },
  22: { ...book, description: 'Unpublished manuscript' },
  23: { ...online, date: 'full', authorRoles: [['interviewee'], ['author']], source: 'publisher', description: 'Interview' },
  24: { ...book, date: 'full', retrieval: 'undated', description: 'Lecture notes' },
  25: { ...online, source: 'publisher', description: 'Press release' },
  26: article,
  27: { ...article, date: 'full' },
  28: { ...book, authorRoles: [['author'], ['performer'], ['composer']], source: 'track', description: 'Song' },
  29: { ...article, date: 'full', source: 'newspaper' },
  30: { ...book, authorRoles: [['author']], numberLabel: 'U.S. Patent No.' },
  31: { ...book, authorRoles: [['editor'], ['author']] },
  32: { ...book, description: 'Preprint' },
  33: { ...online, source: 'platform' },
  34: { ...online, title: 'plain', retrieval: 'never', authorRoles: [['host'], ['executive-producer'], ['producer'], ['author']], source: 'episode', numberLabel: 'No.', description: 'Audio podcast episode' },
  35: { ...presentation, description: 'Speech' },
  36: { ...online, title: 'plain', source: 'platform', description: 'Comment' },
  37: { ...book, authorRoles: [['author'], ['editor'], ['translator']] },
  38: { ...book, retrieval: 'when-given', description: 'Database record' },
  39: { ...visual, date: 'full', description: 'Infographic' },
  40: { ...visual, date: 'full', description: 'Photograph' },
  41: { ...book, authorRoles: [['composer'], ['author']], description: 'Musical score' },
  42: { ...book, numberLabel: 'Standard No.' },
  43: { ...book, date: 'full', title: 'plain', authorRoles: [['script-writer', 'director'], ['executive-producer', 'series-creator'], ['producer'], ['author']], source: 'episode', description: 'TV series episode' },
  44: { ...legal, source: 'legal' },
  45: { ...presentation, retrieval: 'undated', description: 'Webinar' },
  46: { ...article, retrieval: 'when-given', date: 'full', source: 'entry' },
  47: { ...online, date: 'full', retrieval: 'never', source: 'platform', description: 'Video' },
  48: { ...book, description: undefined },
};

export function apaTypeRule(typeId: number): ApaTypeRule {
  return APA_TYPE_RULES[typeId] ?? (APA_TYPE_RULES[48] as ApaTypeRule);
}

/** Role labels in the author position, singular and plural: "(Director)", "(Executive Producers)". */
export const APA_ROLE_LABELS: Partial<Record<ContributorRole, readonly [string, string]>> = {
  editor: ['Ed.', 'Eds.'],
  director: ['Director', 'Directors'],
  producer: ['Producer', 'Producers'],
  'executive-producer': ['Executive Producer', 'Executive Producers'],
  'script-writer': ['Writer', 'Writers'],
  'series-creator': ['Creator', 'Creators'],
  host: ['Host', 'Hosts'],
  performer: ['Performer', 'Performers'],
  composer: ['Composer', 'Composers'],
  chair: ['Chair', 'Chairs'],
  organizer: ['Organizer', 'Organizers'],
  translator: ['Trans.', 'Trans.'],
  narrator: ['Narr.', 'Narrs.'],
};
