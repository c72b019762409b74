/**
 * APA 7 in-text citations (§8.10-8.36): parenthetical and narrative, one, two or more authors, group
 * authors with their abbreviation, works without an author, year suffixes, original dates, locations,
 * and several works in one parenthesis in reference-list order.
 */
import type { Contributor } from '../../model/contributor.js';
import type { CitationItem, Formatted } from '../../model/citation-item.js';
import type { CitationLocation } from '../../model/location.js';
import type { Reference } from '../../model/reference.js';
import { italic, quoted, type Inline } from '../inline.js';
import { join } from '../punctuation.js';
import { toTitleCase } from '../title-case.js';
import { locationText } from '../location-text.js';
import { APA_TERMS } from './terms.js';
import { initials, joinNames, sortName } from '../names.js';
import { apaYear } from './date.js';
import { orderApa, type OrderedReferences } from './order.js';
import { apaAuthors } from './reference.js';
import { apaItalicTitle, apaTypeRule, isLegalKind } from './type-rules.js';
import { safely } from '../safely.js';

/** The citation's options as the formatter contract passes them. */
export interface ApaCitationOptions {
  narrative?: boolean;
  context?: readonly Reference[];
}

const isLegal = (ref: Reference) => isLegalKind(apaTypeRule(ref.referenceTypeID).source);

/** A short title for a work without an author: up to its first colon, period or question mark. */
function shortTitle(ref: Reference): string {
  const title = ref.data.shortTitle ?? ref.data.title ?? '';
  return title.split(/(?<=[?!])\s|:\s|\.\s/)[0]!.trim() || title;
}

/** The title in the text: in title case, italic as in the entry or else in quotation marks (APA 8.14); a case name as it is. */
function titleInText(ref: Reference): Inline {
  if (isLegal(ref)) return italic(ref.data.title ?? '');
  const title = toTitleCase(shortTitle(ref));
  return apaTypeRule(ref.referenceTypeID).title === 'italic' ? italic(title) : quoted(title);
}

/**
 * What citations need to know about the whole paper, computed once per list of references: the
 * reference-list order with year suffixes, first authors' initials by surname, and works by year and
 * first author (for et al. disambiguation).
 */
interface PaperIndex {
  ordered: OrderedReferences;
  rank: Map<Reference, number>;
  initialsBySurname: Map<string, Set<string>>;
  byYearAndFirstAuthor: Map<string, Contributor[][]>;
}

const indexes = new WeakMap<readonly Reference[], PaperIndex>();

function paperIndex(refs: readonly Reference[]): PaperIndex {
  const cached = indexes.get(refs);
  if (cached) return cached;
  const ordered = orderApa(refs);
  const initialsBySurname = new Map<string, Set<string>>();
  const byYearAndFirstAuthor = new Map<string, Contributor[][]>();
  for (const ref of refs) {
    const authors = apaAuthors(ref);
    const first = authors[0];
    if (!first) continue;
    if (first.kind === 'person' && first.given) {
      const set = initialsBySurname.get(sortName(first)) ?? new Set<string>();
      initialsBySurname.set(sortName(first), set.add(initials(first.given)));
    }
    if (authors.length >= 3) {
      const key = `${apaYear(ref.data.issued)}|${sortName(first)}`;
      byYearAndFirstAuthor.set(key, [...(byYearAndFirstAuthor.get(key) ?? []), authors]);
    }
  }
  const index = { ordered, rank: new Map(ordered.refs.map((r, i) => [r, i])), initialsBySurname, byYearAndFirstAuthor };
  indexes.set(refs, index);
  return index;
}

/** Whether another first author in the paper shares this family name: APA then adds initials (§8.20). */
function needsInitials(c: Contributor, index: PaperIndex): boolean {
  if (c.kind !== 'person' || !c.given) return false;
  const known = index.initialsBySurname.get(sortName(c));
  return !!known && (known.size > 1 || !known.has(initials(c.given)));
}

function surname(c: Contributor, index: PaperIndex, useAbbreviation: boolean): string {
  if (c.kind === 'group') return useAbbreviation && c.abbreviation ? c.abbreviation : c.name;
  return needsInitials(c, index) ? `${initials(c.given!)} ${sortName(c)}` : sortName(c);
}

/**
 * How many names to show before "et al." so two works of the same year do not read the same (§8.18):
 * one, unless another work's first names match, then as many as tell them apart.
 */
function namesShown(authors: readonly Contributor[], ref: Reference, index: PaperIndex): number {
  if (authors.length < 3) return authors.length;
  let shown = 1;
  for (const theirs of index.byYearAndFirstAuthor.get(`${apaYear(ref.data.issued)}|${sortName(authors[0]!)}`) ?? []) {
    let same = 0;
    while (same < authors.length && same < theirs.length && sortName(authors[same]!) === sortName(theirs[same]!)) same++;
    if (same >= shown && same < authors.length) shown = same + 1;
  }
  return shown;
}

interface NameParts {
  names: Inline;
  /** The group author's abbreviation introduced at first use: "[APA]" parenthetically, "(APA, " in narrative. */
  abbreviation?: string;
}

function authorNames(ref: Reference, index: PaperIndex, narrative: boolean, firstUse: boolean): NameParts {
  const authors = apaAuthors(ref);
  if (authors.length === 0 || isLegal(ref)) return { names: titleInText(ref) };
  const and = narrative ? 'and' : '&';
  if (authors.length === 1 && authors[0]!.kind === 'group' && authors[0]!.abbreviation) {
    const group = authors[0]!;
    return firstUse ? { names: group.name, abbreviation: group.abbreviation } : { names: group.abbreviation! };
  }
  const shown = namesShown(authors, ref, index);
  const names = authors.slice(0, shown).map((c) => surname(c, index, !firstUse));
  if (shown >= authors.length) return { names: joinNames(names, and, 'three-plus') };
  return { names: `${names.join(', ')}${shown > 1 ? ',' : ''} ${APA_TERMS.etAl}` };
}

/** "p. 3", "pp. 3–5", "para. 4", "Chapter 3", "1:23:45", "1.2.3", "Genesis 1:3", "Track 15". */
export const apaLocation = (location: CitationLocation | undefined): string | undefined => locationText(location, APA_TERMS.locations);

function dateText(ref: Reference, suffixes: OrderedReferences['suffixes']): string {
  const year = apaYear(ref.data.issued, suffixes.get(ref) ?? '');
  const original = ref.data.originalDate?.year !== undefined ? `${apaYear(ref.data.originalDate)}/` : '';
  return original + year;
}

function one(item: CitationItem, index: PaperIndex, narrative: boolean, firstUse: boolean): { names: Inline | undefined; rest: Inline[]; abbreviation?: string } {
  const ref = item.reference;
  const parts = item.namePart === false ? undefined : authorNames(ref, index, narrative, firstUse);
  const date = item.datePart === false ? undefined : dateText(ref, index.ordered.suffixes);
  const location = apaLocation(item.location);
  return { names: parts?.names, rest: [date, location].filter((x): x is string => !!x), ...(parts?.abbreviation ? { abbreviation: parts.abbreviation } : {}) };
}

function render(items: readonly CitationItem[], opts: ApaCitationOptions, firstUse: boolean): Inline {
  // Items outside the paper's list still take part, as the reference list would hold them too.
  const context = opts.context ?? [];
  const missing = items.map((i) => i.reference).filter((r) => !paperIndex(context).rank.has(r));
  const index = paperIndex(missing.length ? [...context, ...missing] : context);
  const sorted = [...items].sort((a, b) => (index.rank.get(a.reference) ?? 0) - (index.rank.get(b.reference) ?? 0));
  const cites = sorted.map((item) => one(item, index, !!opts.narrative, firstUse));

  if (opts.narrative) {
    const each = cites.map((c) => {
      const inParens = [...(c.abbreviation ? [c.abbreviation] : []), ...c.rest].join(', ');
      return join([c.names, inParens ? `(${inParens})` : undefined], ' ');
    });
    return joinNames(each, 'and', 'three-plus');
  }
  // Works by the same authors share one name: (Smith, 2019, 2020).
  const groups: { names: Inline | undefined; key: string; rests: Inline[][]; abbreviation?: string }[] = [];
  for (const c of cites) {
    const key = JSON.stringify(c.names ?? null);
    const last = groups[groups.length - 1];
    if (last && last.key === key && c.names !== undefined) last.rests.push(c.rest);
    else groups.push({ names: c.names, key, rests: [c.rest], ...(c.abbreviation ? { abbreviation: c.abbreviation } : {}) });
  }
  const body = groups.map((g) => {
    const names: Inline | undefined = g.abbreviation ? [g.names as Inline, ` [${g.abbreviation}]`] : g.names;
    return join([names, ...g.rests.map((r) => join(r, ', '))], ', ');
  });
  return ['(', join(body, '; '), ')'];
}

/** The citation for the first use (group abbreviations introduced) and for later uses. */
export function apaCitation(items: readonly CitationItem[], opts: ApaCitationOptions = {}): { first: Formatted; subsequent: Formatted } {
  const reference = items[0]?.reference;
  return { first: safely(() => render(items, opts, true), reference, apaItalicTitle), subsequent: safely(() => render(items, opts, false), reference, apaItalicTitle) };
}
