/**
 * Turabian 9 notes: the full note for a source's first citation, the short note (author's surname, short
 * title, location) after it (Turabian 16.4.1), and "Ibid." when a writer asks for it (CMOS 14.34).
 * Turabian always shows the name, title and location: the citation's namePart and datePart do not apply.
 */
import { isType } from '../../catalogue/type-kinds.js';
import type { Contributor } from '../../model/contributor.js';
import type { CitationItem } from '../../model/citation-item.js';
import { LOCATION_TYPES } from '../../model/location.js';
import type { Reference } from '../../model/reference.js';
import { italic, quoted, type Inline } from '../inline.js';
import { chicagoLocation } from './locations.js';
import { fullName, shortNames, surname } from './names.js';
import { assemble, piece, type Piece } from '../punctuation.js';
import { elements, makeContext, prefatoryPart, referenceWorkNode, titleStyle, turabianAuthors, type Context } from './templates.js';
import { entryName, headline, setTitle, shortTitleText } from './titles.js';

/** Religious works cited by book, chapter and verse give the version in notes: "Gen. 1:3 (New International Version)". */
const isScripture = (item: CitationItem) => isType(item.reference.referenceTypeID, 'religious-work') && item.location?.type === LOCATION_TYPES.BOOK_CHAPTER_VERSE;

/** The version of a scripture: its short title, else its subtitle ("The Holy Bible: New International Version"), else its title. */
function scriptureVersion(ref: Reference): string | undefined {
  const title = ref.data.title?.trim();
  return ref.data.shortTitle?.trim() || (title?.includes(': ') ? title.slice(title.lastIndexOf(': ') + 2) : title) || undefined;
}

/** The full note of one item, without its closing period. */
export function fullNoteBody(item: CitationItem): Inline {
  const location = chicagoLocation(item.location);
  if (isScripture(item) && location) {
    const version = scriptureVersion(item.reference);
    return version ? `${location} (${version})` : location;
  }
  return assemble(elements(makeContext(item.reference, 'note', location)), ', ');
}

/** How the short note names people: the surname, or the full name where another author in the paper shares it. */
export type ShortName = (c: Contributor) => string;

/** The short title as the type sets it: italic for whole works, in quotation marks for parts. */
function shortTitleNode(ctx: Context): Inline | undefined {
  const text = shortTitleText(ctx.ref);
  if (!text) return undefined;
  return setTitle(headline(text, ctx.ref, ctx.rule), titleStyle(ctx));
}

/** The short form of a decision: "Brown, 347 U.S. at 495" (CMOS 14.280). */
function shortCase(ctx: Context, location: string | undefined): (Piece | undefined)[] {
  const d = ctx.data;
  const name = d.shortTitle?.trim() || d.title?.split(/\s+v\.?\s+/)[0]?.trim();
  const reporter = [d.volume, d.containerTitle].filter(Boolean).join(' ');
  const at = location ? (reporter ? `${reporter} at ${location}` : location) : undefined;
  return [piece(name ? italic(name) : undefined), piece(at)];
}

/** The pieces of a short note for one item. */
function shortNotePieces(item: CitationItem, name: ShortName): (Piece | undefined)[] {
  const ref = item.reference;
  const location = chicagoLocation(item.location);
  if (isScripture(item) && location) return [piece(location)];
  const ctx = makeContext(ref, 'note', location);
  const d = ref.data;
  switch (ctx.rule.template) {
    case 'case':
      return shortCase(ctx, location);
    case 'statute':
    case 'bill':
    case 'treaty':
    case 'regulation':
      return [piece(d.shortTitle?.trim() || d.title), piece(location)];
    case 'entry':
      // An unsigned entry keeps its "s.v." form: Wikipedia, s.v. “Stephen King.”
      if (ctx.authors.length === 0) return [piece(referenceWorkNode(ctx)), piece(d.title ? ['s.v. ', quoted(entryName(d.title, ctx.ref))] : undefined), piece(location)];
      break;
    case 'interview':
      // An interview is short-cited by the person interviewed and the word, titled or not: "Stamper, interview" (CMOS 14.213).
      if (ctx.authors.length) return [piece(shortNames(ctx.authors, name)), piece('interview'), piece(location)];
      break;
    default:
      break;
  }
  const names = ctx.rule.noteLead === 'title' || ctx.authors.length === 0 ? undefined : shortNames(ctx.authors, name);
  // An introduction is named by what it is: "Rieger, introduction, xxxiii" (CMOS 14.110).
  return [piece(names), piece(prefatoryPart(ctx) ?? shortTitleNode(ctx)), piece(location)];
}

/** The short note of one item, without its closing period: "Kelly, “Seeing Red,” 81–82". */
export function shortNoteBody(item: CitationItem, name: ShortName = surname): Inline {
  return assemble(shortNotePieces(item, name), ', ');
}

/** Notes for several sources in one note are separated by semicolons (CMOS 14.57) and end with a period. */
export function joinNotes(bodies: readonly Inline[]): Inline {
  return assemble(bodies.map((b) => piece(b)), '; ', '.');
}

const sameReference = (a: Reference, b: Reference) => a === b || (!!a.referenceUniqueID && a.referenceUniqueID === b.referenceUniqueID);

/**
 * "Ibid." for a note citing the same single source as the note before it, "Ibid., 45." when the place
 * differs; undefined when the previous note cited something else.
 */
export function ibidNote(items: readonly CitationItem[], previous: readonly CitationItem[] | undefined): Inline | undefined {
  const [item] = items;
  const [before] = previous ?? [];
  if (items.length !== 1 || previous?.length !== 1 || !item || !before || !sameReference(item.reference, before.reference)) return undefined;
  const here = chicagoLocation(item.location);
  const there = chicagoLocation(before.location);
  return here && here !== there ? `Ibid., ${here}.` : 'Ibid.';
}

/** The full-name test for short notes: another author in the paper has the same surname (CMOS 14.29). */
export function shortNameFor(refs: readonly Reference[]): ShortName {
  const given = new Map<string, Set<string>>();
  for (const ref of refs) {
    for (const c of turabianAuthors(ref)) {
      if (c.kind !== 'person') continue;
      const key = surname(c).toLowerCase();
      given.set(key, (given.get(key) ?? new Set<string>()).add(c.given ?? ''));
    }
  }
  return (c) => (c.kind === 'person' && (given.get(surname(c).toLowerCase())?.size ?? 0) > 1 ? fullName(c) : surname(c));
}
