/**
 * MLA 9 in-text citations (chapter 6): (Author page), two authors with "and", three or more with
 * "et al.", a short title for works without an author or for one of several works by an author, initials
 * for authors who share a surname, and the Handbook's location forms.
 */
import type { Contributor } from '../../model/contributor.js';
import type { CitationItem, Formatted } from '../../model/citation-item.js';
import { LOCATION_TYPES, type CitationLocation } from '../../model/location.js';
import type { Reference } from '../../model/reference.js';
import { italic, quoted, type Inline } from '../inline.js';
import { join } from '../punctuation.js';
import { locationText } from '../location-text.js';
import { MLA_TERMS } from './terms.js';
import { sortName } from '../names.js';
import { mlaAuthors, mlaQuotedTitle, mlaTitle } from './reference.js';
import { mlaItalicTitle } from './type-rules.js';
import { isEnglish } from '../language.js';
import { safely } from '../safely.js';

export interface MlaCitationOptions {
  narrative?: boolean;
  context?: readonly Reference[];
}

/** "45", "212–25", "par. 4", "ch. 3", "00:02:15", "1.2.34", "Gen. 1.3", "Track 15". */
export const mlaLocation = (location: CitationLocation | undefined): string | undefined => locationText(location, MLA_TERMS.locations);

/**
 * A short title: the title up to its subtitle and without a closing parenthetical, in the
 * title's own dress, beginning with the word it is alphabetized by, so without an English title's initial article
 * (MLA 9 6.11: "Double Helix").
 */
function shortTitle(ref: Reference): Inline {
  const full = mlaTitle(ref, ref.data.shortTitle ?? ref.data.title ?? '');
  const short = full.split(SUBTITLE)[0]!.replace(TRAILING_PARENTHETICAL, '').trim();
  const bare = isEnglish(ref.data) ? short.replace(INITIAL_ARTICLE, '') : short;
  return mlaQuotedTitle(ref) ? quoted(bare) : italic(bare);
}

const INITIAL_ARTICLE = /^(?:the|an?)\s+(?=\S)/i;
/** Where a subtitle begins: after a colon, a question or exclamation mark, or a spaced dash ("Athlete's Foot - Topic Overview"). */
const SUBTITLE = /:\s|(?<=[?!])\s|\s[-–—]\s/;
/** A parenthetical at a title's end, which the short form leaves out: "Autism Spectrum Disorder (ASD)", "… — (Revision 2.07)". */
const TRAILING_PARENTHETICAL = /[\s—–-]+\([^()]*\)$/;

interface PaperIndex {
  /** First authors' given-name initials by surname. */
  givenBySurname: Map<string, Set<string>>;
  /** How many works each author list has in the paper. */
  worksByAuthors: Map<string, number>;
}

const indexes = new WeakMap<readonly Reference[], PaperIndex>();
const authorsKey = (authors: readonly Contributor[]) => authors.map((c) => `${sortName(c)} ${c.kind === 'person' ? (c.given ?? '') : ''}`).join('|');

function paperIndex(refs: readonly Reference[]): PaperIndex {
  const cached = indexes.get(refs);
  if (cached) return cached;
  const index: PaperIndex = { givenBySurname: new Map(), worksByAuthors: new Map() };
  for (const ref of refs) {
    const authors = mlaAuthors(ref);
    if (!authors.length) continue;
    const key = authorsKey(authors);
    index.worksByAuthors.set(key, (index.worksByAuthors.get(key) ?? 0) + 1);
    for (const c of authors) {
      if (c.kind !== 'person') continue;
      const set = index.givenBySurname.get(sortName(c)) ?? new Set<string>();
      index.givenBySurname.set(sortName(c), set.add(c.given ?? ''));
    }
  }
  indexes.set(refs, index);
  return index;
}

function surname(c: Contributor, index: PaperIndex): string {
  if (c.kind === 'group') return c.name;
  const given = index.givenBySurname.get(sortName(c));
  // Authors who share a surname get their first initial, or the whole first name when the initials match too.
  if (!given || given.size < 2 || !c.given) return sortName(c);
  const initial = c.given.charAt(0);
  const sameInitial = [...given].filter((g) => g.charAt(0) === initial).length > 1;
  return `${sameInitial ? c.given : `${initial}.`} ${sortName(c)}`;
}

function names(ref: Reference, index: PaperIndex): { names: Inline; needsTitle: boolean } {
  const authors = mlaAuthors(ref);
  if (!authors.length) return { names: shortTitle(ref), needsTitle: false };
  const list = authors.map((c) => surname(c, index));
  const text = list.length > 2 ? `${list[0]} ${MLA_TERMS.etAl}` : list.join(' and ');
  return { names: text, needsTitle: (index.worksByAuthors.get(authorsKey(authors)) ?? 0) > 1 };
}

function one(item: CitationItem, index: PaperIndex, narrative: boolean): Inline {
  const location = mlaLocation(item.location);
  if (item.namePart === false) return location ?? '';
  const { names: who, needsTitle } = names(item.reference, index);
  if (narrative) return join([who, location ? `(${location})` : undefined], ' ');
  // Between an author and a short title MLA puts a comma; between either and a page, line or time only a space,
  // before a labelled location ("par. 3", "ch. 2") a comma again (MLA 9 6.21: "(Chan, par. 41)").
  const head: Inline = needsTitle ? [who, ', ', shortTitle(item.reference)] : who;
  return join([head, location], item.location && UNLABELLED.has(item.location.type) ? ' ' : ', ');
}

/** Locations MLA gives as bare numbers, after the author with a space. */
const UNLABELLED: ReadonlySet<number> = new Set([LOCATION_TYPES.PAGE, LOCATION_TYPES.ACT_SCENE_LINE, LOCATION_TYPES.TIME]);

/** MLA has no first/subsequent difference: both are the same citation. */
export function mlaCitation(items: readonly CitationItem[], opts: MlaCitationOptions = {}): { first: Formatted; subsequent: Formatted } {
  const out = safely(
    () => {
      const index = paperIndex(opts.context ?? items.map((i) => i.reference));
      const parts = items.map((item) => one(item, index, !!opts.narrative));
      return opts.narrative ? join(parts, ', ') : ['(', join(parts, '; '), ')'];
    },
    items[0]?.reference,
    mlaItalicTitle,
  );
  return { first: out, subsequent: out };
}
