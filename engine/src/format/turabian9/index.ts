/**
 * Turabian 9 notes-bibliography (following the Chicago Manual 17th): bibliography entries, the sorted
 * bibliography with the 3-em dash for repeated names, and notes: the full note first, the short note after.
 */
import type { BibliographyEntry, CitationItem, Formatted } from '../../model/citation-item.js';
import type { Reference } from '../../model/reference.js';
import type { Inline } from '../inline.js';
import { safely as safelyIn } from '../safely.js';
import { bibliographyEntry } from './bibliography.js';
import { fullNoteBody, ibidNote, joinNotes, shortNameFor, shortNoteBody, type ShortName } from './note.js';
import { orderTurabian } from './order.js';
import { turabianItalicTitle, turabianTypeRule } from './type-rules.js';
import { isPersonalInterview } from '../../catalogue/type-ids.js';

/** The citation's options as the formatter contract passes them. */
export interface TurabianCitationOptions {
  /**
   * Every reference of the paper: short notes then give the full name of an author whose surname another
   * author shares. Pass the same array for every citation of a paper: what is derived from it is kept per array.
   */
  context?: readonly Reference[];
  /** Chicago-style "Ibid." for a note citing the same single source as the note before it (Turabian prefers short notes). */
  ibid?: boolean;
  /** The items of the note before this one, for `ibid`. */
  previous?: readonly CitationItem[];
}

const safely = (build: () => Inline, ref: Reference | undefined): Formatted => safelyIn(build, ref, turabianItalicTitle);

/** One bibliography entry, as the reference list shows it. */
export function turabianFormatReference(ref: Reference): Formatted {
  return safely(() => bibliographyEntry(ref), ref);
}

/**
 * The bibliography in Turabian order; successive entries by the same names take the 3-em dash. Unpublished
 * interviews and online comments are cited in notes only (the catalogue's Turabian notices) and are left out.
 */
export function turabianBibliography(refs: readonly Reference[]): BibliographyEntry[] {
  const listed = refs.filter((r) => !turabianTypeRule(r.referenceTypeID).notesOnly && !isPersonalInterview(r.referenceTypeID, r.data));
  const { refs: ordered, repeated } = orderTurabian(listed);
  return ordered.map((reference) => ({ reference, text: safely(() => bibliographyEntry(reference, repeated.has(reference)), reference) })).filter((e) => e.text.text !== '');
}

const shortNames = new WeakMap<readonly Reference[], ShortName>();

function shortNameOf(context: readonly Reference[] | undefined): ShortName | undefined {
  if (!context) return undefined;
  let name = shortNames.get(context);
  if (!name) shortNames.set(context, (name = shortNameFor(context)));
  return name;
}

/**
 * A note citing one or more sources: `first` is the full note, `subsequent` the short note (or "Ibid." when
 * `opts.ibid` is set and the previous note cited the same single source).
 */
export function turabianCitation(items: readonly CitationItem[], opts: TurabianCitationOptions = {}): { first: Formatted; subsequent: Formatted } {
  const ref = items[0]?.reference;
  const name = shortNameOf(opts.context);
  const first = safely(() => joinNotes(items.map(fullNoteBody)), ref);
  const ibid = opts.ibid ? ibidNote(items, opts.previous) : undefined;
  const subsequent = safely(() => ibid ?? joinNotes(items.map((item) => shortNoteBody(item, name))), ref);
  return { first, subsequent };
}
