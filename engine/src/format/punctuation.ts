/**
 * Joining the elements of an entry, a note or a citation, for every style: each element with the separator before
 * it (a period and space between the sentences of an entry, a comma in a note or a container), no doubled period
 * after an abbreviation, no comma or period after a title ending in ? or !. Commas and periods move inside closing
 * quotation marks when the assembled tree is serialized (`formatted`).
 */
import { isBlank, lastChar, toText, type Inline } from './inline.js';

/** One element and, when it differs from the default, the separator that goes before it. */
export interface Piece {
  node: Inline;
  before?: string;
}

/**
 * A style's layout: the elements of an entry, a note or a part of one for a reference in its context, in order,
 * each with the separator before it when it differs from the default; blank ones are dropped when assembled.
 */
export type Layout<Context> = (ctx: Context) => (Piece | undefined)[];

/** An element worth printing, or undefined for a blank one. */
export function piece(node: Inline | undefined, before?: string): Piece | undefined {
  if (node === undefined || isBlank(node)) return undefined;
  return before === undefined ? { node } : { node, before };
}

/** The separator as it must read after `previous`: "ed.," keeps its comma, "ed.." loses a period, "So Big?," its comma. */
function fit(previous: string, separator: string): string {
  const mark = separator.charAt(0);
  if (mark !== '.' && mark !== ',') return separator;
  const trimmed = previous.trimEnd();
  let last = trimmed.charAt(trimmed.length - 1);
  if (last === '”' || last === '’' || last === '"') last = trimmed.charAt(trimmed.length - 2);
  if (last === '?' || last === '!' || (mark === '.' && last === '.')) return separator.slice(1);
  return separator;
}

/** Joins the elements with `separator` (or each one's own), then closes with `end` ("." for a note or entry). */
export function assemble(pieces: readonly (Piece | undefined)[], separator: string, end = ''): Inline {
  const out: Inline[] = [];
  let previous = '';
  for (const p of pieces) {
    if (!p) continue;
    if (out.length) out.push(fit(previous, p.before ?? separator));
    out.push(p.node);
    previous = toText(p.node);
  }
  if (out.length && end) out.push(fit(previous, end));
  return out;
}

/** Joins the non-blank parts with a separator, as it is. */
export function join(parts: readonly (Inline | undefined)[], separator: Inline): Inline[] {
  const kept = parts.filter((p): p is Inline => !isBlank(p));
  return kept.flatMap((p, i) => (i === 0 ? [p] : [separator, p]));
}

/** Ends an element with a period unless it already ends with terminal punctuation (inside its quotation marks too). */
export function withPeriod(node: Inline): Inline {
  const period = fit(lastChar(node), '.');
  return period ? [node, period] : node;
}

/** Capitalises the first letter of an element that opens a sentence of a bibliography entry. */
export function capitalize(text: string): string {
  return text.replace(/^([^\p{L}\p{N}]*)(\p{Ll})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}
