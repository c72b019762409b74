/**
 * The fallback that keeps formatting total for the three styles: data no rule foresaw (a malformed import, a
 * field of the wrong shape) gives the reference's title, set as the style sets it, instead of an exception.
 */
import type { Formatted } from '../model/citation-item.js';
import type { Reference } from '../model/reference.js';
import { EMPTY_FORMATTED, formatted, italic, type Inline } from './inline.js';

export function safely(build: () => Inline, ref: Reference | undefined, italicTitle: (ref: Reference) => boolean): Formatted {
  try {
    return formatted(build());
  } catch {
    const title = typeof ref?.data?.title === 'string' ? ref.data.title : undefined;
    return ref && title ? formatted(italicTitle(ref) ? [italic(title), '.'] : `${title}.`) : EMPTY_FORMATTED;
  }
}
