/** APA 7: reference entries, the sorted and disambiguated reference list, in-text citations. */
import type { Formatted } from '../../model/citation-item.js';
import type { Reference } from '../../model/reference.js';
import { formatted } from '../inline.js';
import { orderApa } from './order.js';
import { apaReference } from './reference.js';

export { apaCitation } from './citation.js';
export { apaReference } from './reference.js';

export function apaFormatReference(ref: Reference): Formatted {
  return formatted(apaReference(ref));
}

/** The reference list in APA order; personal communications are cited in the text only and left out. */
export function apaBibliography(refs: readonly Reference[]): Formatted[] {
  const { refs: ordered, suffixes } = orderApa(refs);
  return ordered.map((r) => formatted(apaReference(r, suffixes.get(r) ?? ''))).filter((f) => f.text !== '');
}
