/**
 * The rules of the legacy (APA 6 / MLA 8) engine: the named controls its wizard showed, what each held, and
 * the CSL variable each becomes when a legacy reference is updated to a new-style one. One table, read by the
 * rule sets of every legacy type and by the conversion.
 */

export type LegacyRuleKind = 'text' | 'names' | 'year' | 'month' | 'day' | 'date';

export interface LegacyRule {
  label: string;
  kind: LegacyRuleKind;
  /** The CSL variable the value converts to; the three date parts together make `issued`. */
  csl: string;
}

export const LEGACY_RULES = {
  authors: { label: 'Authors', kind: 'names', csl: 'author' },
  editors: { label: 'Editors', kind: 'names', csl: 'editor' },
  translators: { label: 'Translators', kind: 'names', csl: 'translator' },
  directors: { label: 'Directors', kind: 'names', csl: 'director' },
  producers: { label: 'Producers', kind: 'names', csl: 'producer' },
  hosts: { label: 'Hosts', kind: 'names', csl: 'host' },
  performers: { label: 'Performers', kind: 'names', csl: 'performer' },
  interviewers: { label: 'Interviewers', kind: 'names', csl: 'interviewer' },
  recipients: { label: 'Recipients', kind: 'names', csl: 'recipient' },
  title: { label: 'Title', kind: 'text', csl: 'title' },
  subtitle: { label: 'Subtitle', kind: 'text', csl: 'subtitle' },
  publicationTitle: { label: 'Publication title', kind: 'text', csl: 'container-title' },
  seriesTitle: { label: 'Series title', kind: 'text', csl: 'collection-title' },
  volume: { label: 'Volume', kind: 'text', csl: 'volume' },
  issue: { label: 'Issue', kind: 'text', csl: 'issue' },
  pages: { label: 'Pages', kind: 'text', csl: 'page' },
  edition: { label: 'Edition', kind: 'text', csl: 'edition' },
  number: { label: 'Number', kind: 'text', csl: 'number' },
  publisher: { label: 'Publisher', kind: 'text', csl: 'publisher' },
  publisherLocation: { label: 'Publisher location', kind: 'text', csl: 'publisher-place' },
  publicationYear: { label: 'Year', kind: 'year', csl: 'issued' },
  publicationMonth: { label: 'Month', kind: 'month', csl: 'issued' },
  publicationDay: { label: 'Day', kind: 'day', csl: 'issued' },
  retrievalDate: { label: 'Date retrieved', kind: 'date', csl: 'accessed' },
  doi: { label: 'DOI', kind: 'text', csl: 'DOI' },
  url: { label: 'URL', kind: 'text', csl: 'URL' },
  isbn: { label: 'ISBN', kind: 'text', csl: 'ISBN' },
  description: { label: 'Description', kind: 'text', csl: 'genre' },
  medium: { label: 'Medium', kind: 'text', csl: 'medium' },
  database: { label: 'Database', kind: 'text', csl: 'source' },
  eventName: { label: 'Event name', kind: 'text', csl: 'event-title' },
  eventLocation: { label: 'Event location', kind: 'text', csl: 'event-place' },
  court: { label: 'Court', kind: 'text', csl: 'authority' },
  abstract: { label: 'Abstract', kind: 'text', csl: 'abstract' },
} as const satisfies Record<string, LegacyRule>;

export type LegacyRuleName = keyof typeof LEGACY_RULES;

export function isLegacyRuleName(name: string): name is LegacyRuleName {
  return Object.hasOwn(LEGACY_RULES, name);
}
