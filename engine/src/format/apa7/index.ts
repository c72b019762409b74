/** APA 7: reference entries, the sorted and disambiguated reference list, in-text citations. */
import type { BibliographyEntry, Formatted } from '../../model/citation-item.js';
import type { Reference } from '../../model/reference.js';
import { safely } from '../safely.js';
import { orderApa } from './order.js';
import { apaReference } from './reference.js';
import { apaItalicTitle } from './type-rules.js';

export { apaCitation } from './citation.js';
export { apaReference } from './reference.js';

export function apaFormatReference(ref: Reference): Formatted {
  return safely(() => apaReference(ref), ref, apaItalicTitle);
}

/** The reference list in APA order; personal communications are cited in the text only and left out. */
export function apaBibliography(refs: readonly Reference[]): BibliographyEntry[] {
  const { refs: ordered, suffixes } = orderApa(refs);
  return ordered.map((reference) => ({ reference, text: safely(() => apaReference(reference, suffixes.get(reference) ?? ''), reference, apaItalicTitle) })).filter((e) => e.text.text !== '');
}
