/** MLA 9 works-cited order (§2.120-2.126): by author, letter by letter, then by title, ignoring articles. */
import type { Reference } from '../../model/reference.js';
import { letterByLetter as collator, sortableTitle } from '../compare.js';
import { mlaAuthorNames } from './parts.js';
import { mlaAuthors } from './reference.js';

/** References in works-cited order, each flagged when its authors repeat the previous entry's. */
export function orderMla(refs: readonly Reference[]): { ref: Reference; repeatsAuthors: boolean }[] {
  const keyed = refs.map((ref) => {
    const authors = mlaAuthors(ref);
    return { ref, names: authors.length ? mlaAuthorNames(authors) : '', title: sortableTitle(ref.data.title) };
  });
  keyed.sort((a, b) => collator.compare(a.names || a.title, b.names || b.title) || collator.compare(a.title, b.title));
  return keyed.map((k, i) => ({ ref: k.ref, repeatsAuthors: i > 0 && !!k.names && k.names === keyed[i - 1]!.names }));
}
