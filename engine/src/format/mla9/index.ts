/** MLA 9: works-cited entries, the ordered list with three hyphens for repeated authors, in-text citations. */
import type { BibliographyEntry, Formatted } from '../../model/citation-item.js';
import type { Reference } from '../../model/reference.js';
import { safely } from '../safely.js';
import { orderMla } from './order.js';
import { mlaReference } from './reference.js';
import { mlaItalicTitle } from './type-rules.js';

export { mlaCitation } from './citation.js';

export function mlaFormatReference(ref: Reference): Formatted {
  return safely(() => mlaReference(ref), ref, mlaItalicTitle);
}

export function mlaBibliography(refs: readonly Reference[]): BibliographyEntry[] {
  return orderMla(refs).map(({ ref, repeatsAuthors }) => ({ reference: ref, text: safely(() => mlaReference(ref, repeatsAuthors), ref, mlaItalicTitle) }));
}
