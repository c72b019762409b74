/**
 * Turabian 9 bibliography order (Turabian 16.2.2, CMOS 14.64-14.71): letter by letter by the first name in the
 * author position, inverted; a single author before several beginning with the same name; the same names by
 * role (author, editor, translator) and then by title, ignoring A, An and The; works with no author by title.
 */
import type { Reference } from '../../model/reference.js';
import { letterByLetter as collator, sortableTitle } from '../compare.js';
import { familyWithParticle } from '../names.js';
import { turabianAuthors } from './templates.js';
import { turabianTypeRule } from './type-rules.js';

const ROLE_RANK: Record<string, number> = { author: 0, interviewee: 0, editor: 1, compiler: 2, translator: 3 };

interface SortKey {
  ref: Reference;
  /** Family name, then given names, per name; or the title (or unsigned newspaper's name) when there is none. */
  names: string[];
  /** The names alone, lower case: successive entries with the same key share the 3-em dash. */
  nameKey: string;
  role: number;
  title: string;
  year: number;
}

function keyOf(ref: Reference): SortKey {
  const rule = turabianTypeRule(ref.referenceTypeID);
  const authors = turabianAuthors(ref, rule);
  const title = sortableTitle(ref.data.title);
  // An unsigned newspaper article is listed under the newspaper (CMOS 14.193).
  const paper = rule.template === 'newspaper' && authors.length === 0 ? sortableTitle(ref.data.containerTitle) : '';
  const names = authors.length
    ? authors.flatMap((c) => (c.kind === 'person' ? [familyWithParticle(c), c.given ?? ''] : [c.name, '']))
    : [paper || title];
  return {
    ref,
    names,
    nameKey: authors.length ? names.join('|').toLowerCase() : paper ? `paper:${paper.toLowerCase()}` : '',
    role: ROLE_RANK[authors[0]?.type ?? 'author'] ?? 4,
    title,
    year: ref.data.issued?.year ?? 99999,
  };
}

function compareKeys(a: SortKey, b: SortKey): number {
  const n = Math.min(a.names.length, b.names.length);
  for (let i = 0; i < n; i++) {
    const c = collator.compare(a.names[i]!, b.names[i]!);
    if (c) return c;
  }
  return a.names.length - b.names.length || a.role - b.role || collator.compare(a.title, b.title) || a.year - b.year;
}

export interface OrderedBibliography {
  refs: Reference[];
  /** The references whose names repeat those of the entry above them. */
  repeated: Set<Reference>;
}

/** Sorts references into bibliography order and marks the entries that take the 3-em dash. */
export function orderTurabian(refs: readonly Reference[]): OrderedBibliography {
  const keys = refs.map(keyOf).sort(compareKeys);
  const repeated = new Set<Reference>();
  keys.forEach((k, i) => {
    const previous = keys[i - 1];
    if (previous && k.nameKey && previous.nameKey === k.nameKey) repeated.add(k.ref);
  });
  return { refs: keys.map((k) => k.ref), repeated };
}
