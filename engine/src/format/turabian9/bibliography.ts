/** The Turabian 9 bibliography entry: its elements joined by periods, the first author inverted (Turabian 16.1). */
import type { Reference } from '../../model/reference.js';
import type { Inline } from '../inline.js';
import { assemble } from '../punctuation.js';
import { elements, makeContext } from './templates.js';

/**
 * One bibliography entry: "Smith, Zadie. <i>Swing Time</i>. New York: Penguin Press, 2016." With `repeatNames`
 * the names are the 3-em dash that stands for those of the entry above (formatBibliography decides).
 */
export function bibliographyEntry(ref: Reference, repeatNames = false): Inline {
  return assemble(elements(makeContext(ref, 'bibliography', undefined, repeatNames)), '. ', '.');
}
