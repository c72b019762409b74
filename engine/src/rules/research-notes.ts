/**
 * Research notes (word-addin §2.8, §3, §4): how a typed note is stored (line breaks as <br>, no other markup), how
 * a citation is read from its JSON text and pointed at another reference, the four sort orders and the search.
 */
import { decodeEntities } from '../text/markup.js';

/** The longest note a customer may type, counted on the text as sent. */
export const RESEARCH_NOTE_MAX = 10_000;
/** The longest citation JSON text: citation data is a handful of short fields. */
export const CITATION_MAX = 10_000;

export const EMPTY_NOTE = 'Write something in the research note before saving it: an empty note is not saved.';

/** 0 created newest first, 1 oldest first, 2 citation first to last, 3 citation last to first (word-addin §3). */
export const RESEARCH_NOTE_SORTS = { NEWEST: 0, OLDEST: 1, CITATION_FIRST_TO_LAST: 2, CITATION_LAST_TO_FIRST: 3 } as const;
export type ResearchNoteSort = (typeof RESEARCH_NOTE_SORTS)[keyof typeof RESEARCH_NOTE_SORTS];

const BR = /<br\s*\/?>/gi;
/** Line breaks, spaces and non-breaking spaces at either end of a stored note: trimmed away. */
const EDGE_SPACE = /^(?:\s|<br>|&nbsp;)+|(?:\s|<br>|&nbsp;)+$/g;

/**
 * Everything but a line break is text: notes travel to other customers with shared references, so a `<` typed
 * into one can never become markup in someone else's add-in. An `&` that already starts an entity is kept, so
 * storing a note read back from the api does not escape it twice.
 */
const escapeText = (text: string) =>
  text.replace(/&(?!(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The note as stored: line breaks (typed or already <br>) become `<br>`, the rest is escaped, the ends trimmed. Empty means blank. */
export function storedNoteText(typed: string): string {
  return typed
    .replace(/\r\n?/g, '\n')
    .split(BR)
    .map((part) => escapeText(part).replace(/\n/g, '<br>'))
    .join('<br>')
    .replace(EDGE_SPACE, '');
}

/** A stored note as the text a box edits: `<br>` back to line breaks, entities decoded (the inverse of `storedNoteText`). */
export function editableNoteText(stored: string): string {
  return decodeEntities(stored.replace(BR, '\n'));
}

/** The citation as stored: '' for none, otherwise the JSON text of an object, re-serialised; undefined when it is not one. */
export function storedCitationText(text: string): string | undefined {
  if (text.trim() === '') return '';
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? JSON.stringify(parsed) : undefined;
  } catch {
    return undefined;
  }
}

type CitationObject = Record<string, unknown>;

/** The citation data inside a stored citation: the spec's client wraps it in `citationData`, older notes hold it bare. */
export function innerCitationData(citation: CitationObject): CitationObject {
  const inner = citation.citationData;
  return inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (inner as CitationObject) : citation;
}

/** Where a note's citation points: its location type code and value, or undefined for an uncited note or one with no location. */
function citedLocation(citation: string): { type: number; value: string } | undefined {
  if (!citation) return undefined;
  const data = innerCitationData(JSON.parse(citation) as CitationObject);
  const type = Number(data.type);
  const value = typeof data.value === 'string' || typeof data.value === 'number' ? String(data.value).trim() : '';
  // Type 0 is "not a direct quote": it cites the whole work, so it has no place in the work's order.
  return Number.isInteger(type) && type > 0 && value ? { type, value } : undefined;
}

/** A stored citation pointed at another reference: the copy a shared reference's note gets in the recipient's library. */
export function citationForReference(citation: string, referenceUniqueId: string): string {
  if (!citation) return citation;
  const parsed = JSON.parse(citation) as CitationObject;
  const data = innerCitationData(parsed);
  if ('referenceUniqueID' in data) data.referenceUniqueID = referenceUniqueId;
  return JSON.stringify(parsed);
}

/** What the sort reads of a note: its id (the tie-break), when it was created and its stored citation. */
export interface SortableResearchNote {
  id: number;
  createdAt: Date;
  citation: string;
}

const byCreated = (a: SortableResearchNote, b: SortableResearchNote) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
// Numeric-aware, so page 9 comes before page 12 and "1:10" after "1:9".
const locationCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Notes in one of the four orders. The citation orders follow where the citation points in the work: notes whose
 * citation has a location, grouped by location type (page, paragraph... in code order) and ordered by value, first
 * to last or last to first; after them, notes cited without a location ("not a direct quote"), then notes without
 * a citation, each oldest first.
 */
export function sortResearchNotes<T extends SortableResearchNote>(notes: readonly T[], sortBy: ResearchNoteSort): T[] {
  if (sortBy === RESEARCH_NOTE_SORTS.NEWEST) return [...notes].sort((a, b) => byCreated(b, a));
  if (sortBy === RESEARCH_NOTE_SORTS.OLDEST) return [...notes].sort(byCreated);
  const direction = sortBy === RESEARCH_NOTE_SORTS.CITATION_FIRST_TO_LAST ? 1 : -1;
  const keyed = notes.map((note) => ({ note, location: citedLocation(note.citation), cited: note.citation !== '' }));
  const group = (k: (typeof keyed)[number]) => (k.location ? 0 : k.cited ? 1 : 2);
  return keyed
    .sort((a, b) => {
      const groups = group(a) - group(b);
      if (groups !== 0) return groups;
      if (a.location && b.location) {
        const order = a.location.type - b.location.type || locationCollator.compare(a.location.value, b.location.value);
        if (order !== 0) return direction * order;
      }
      return byCreated(a.note, b.note);
    })
    .map((k) => k.note);
}

/** The note as plain lower-cased text, what a search matches: line breaks as spaces, the entities we write decoded. */
function searchableText(note: string): string {
  return note
    .replace(/<br>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Notes whose text holds the search term (case-insensitive, runs of spaces and line breaks alike); all notes for a blank term. */
export function searchResearchNotes<T extends { note: string }>(notes: readonly T[], search: string | undefined): T[] {
  const term = (search ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return term ? notes.filter((n) => searchableText(n.note).includes(term)) : [...notes];
}
