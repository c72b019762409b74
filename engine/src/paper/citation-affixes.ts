/** A citation atom's prefix and suffix set into its formatted text: "(see Smith, 2020, p. 4, emphasis added)". */
import { escapeHtml } from '../format/inline.js';
import type { Formatted } from '../model/citation-item.js';

/** What closes a citation or note: a parenthesis, or a note's final period, maybe inside a closing quotation mark. */
const CLOSER = /(?:\)|\.([”’]?))$/;

function affix(text: string, prefix: string, suffix: string, escape: (s: string) => string): string {
  const opens = text.startsWith('(') ? 1 : 0;
  const closer = CLOSER.exec(text);
  const head = text.slice(0, opens);
  let body = text.slice(opens, closer ? closer.index : text.length);
  let tail = closer?.[0] ?? '';
  const before = prefix ? `${escape(prefix)} ` : '';
  // A suffix that starts with its own punctuation ("; see also ...") is set as typed, otherwise after a comma.
  const punctuated = /^[,;:.]/.test(suffix);
  if (suffix && closer?.[1]) {
    // A note ending in a quoted title: the comma goes inside the quotation mark, the suffix after it (CMOS 6.9).
    body += `${punctuated ? '' : ','}${closer[1]}`;
    tail = '.';
  }
  const after = !suffix ? '' : punctuated ? escape(suffix) : `${closer?.[1] ? ' ' : ', '}${escape(suffix)}`;
  return head + before + body + after + tail;
}

/**
 * A formatted citation with words around it: the prefix after the opening parenthesis (or before a narrative
 * citation or a note), the suffix before the closing parenthesis or the note's final period. Blank affixes leave
 * the text as it is.
 */
export function withAffixes(formatted: Formatted, prefix: string, suffix: string): Formatted {
  const before = prefix.trim();
  const after = suffix.trim();
  if (!before && !after) return formatted;
  return { text: affix(formatted.text, before, after, (s) => s), html: affix(formatted.html, before, after, escapeHtml) };
}
