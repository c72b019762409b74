/**
 * Joining the elements of a note (commas) or a bibliography entry (periods) with Chicago's punctuation: no
 * doubled period after an abbreviation, no comma or period after a title ending in ? or !, and American
 * placement of commas and periods inside closing quotation marks (“Title,” and “Title.”).
 */
import { isBlank, toText, type Inline } from '../inline.js';

/** One element and, when it differs from the default, the separator that goes before it. */
export interface Piece {
  node: Inline;
  before?: string;
}

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

/** Strings side by side become one, so punctuation can move across what were separate elements. */
function flatten(node: Inline, out: Inline[] = []): Inline[] {
  if (typeof node === 'string') {
    if (node === '') return out;
    const last = out[out.length - 1];
    if (typeof last === 'string') out[out.length - 1] = last + node;
    else out.push(node);
  } else if (Array.isArray(node)) for (const n of node) flatten(n, out);
  else if ('italic' in node) out.push({ italic: flatten(node.italic) });
  else out.push({ sup: flatten(node.sup) });
  return out;
}

/**
 * American style: a comma or period after a closing quotation mark goes inside it; a sentence's own final period
 * gives way to the comma (“… my tweets,”), an abbreviation's stays (“… in the U.S.,”).
 */
function americanQuotes(nodes: Inline[]): Inline[] {
  return nodes.map((n) =>
    typeof n === 'string' && n.includes('”') ? n.replace(/([?!])”[.,]/g, '$1”').replace(/(\p{Ll}{2})\.”,/gu, '$1,”').replace(/”([.,])/g, '$1”') : n,
  );
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
  return americanQuotes(flatten(out));
}

/** Capitalises the first letter of an element that opens a sentence of a bibliography entry. */
export function capitalize(text: string): string {
  return text.replace(/^([^\p{L}\p{N}]*)(\p{Ll})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}
