/**
 * The inline tree formatters build once (text, italics, superscripts, quotations), and its serializers: html with
 * only <i> and <sup> and escaped entities, and plain text. A .docx writer is one more serializer of the same tree.
 * Every output passes through `formatted`, which places commas and periods inside closing quotation marks once.
 */
import type { Formatted } from '../model/citation-item.js';

export type Inline = string | { italic: Inline[] } | { sup: Inline[] } | { quoted: Inline[] } | Inline[];

export const italic = (...content: Inline[]): Inline => ({ italic: content });
export const sup = (...content: Inline[]): Inline => ({ sup: content });

/**
 * Quotation marks within a quoted title become single ones, and a quotation inside those double again: the levels
 * alternate (APA 6.7, MLA 6.17, CMOS 13.30: “Response to ‘Comment on “Some Considerations” ’”).
 */
const innerQuotes = (text: string) => {
  if (!/["“”]/.test(text)) return text;
  const nested = text.includes('‘') ? text.replace(SINGLE_QUOTATIONS, '\u0001$1\u0002') : text;
  return nested.replace(/"([^"]*)"/g, '‘$1’').replace(/“/g, '‘').replace(/”/g, '’').replace(/\u0001/g, '“').replace(/\u0002/g, '”');
};

/** Content in double quotation marks: a title of a part, a short title in a citation. */
export const quoted = (...content: Inline[]): Inline => ({ quoted: content.map((c) => (typeof c === 'string' ? innerQuotes(c) : c)) });

/** A node's children, whatever kind of node it is. */
const childrenOf = (node: Exclude<Inline, string | Inline[]>): Inline[] => ('italic' in node ? node.italic : 'sup' in node ? node.sup : node.quoted);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (s: string): string => (/[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESCAPES[c]!) : s);

// The rich-text markup titles carry (CSL-JSON's, Crossref's and the BibTeX import's): <i>/<em> and <sup> keep
// their meaning; <b>, <sub>, small caps and <span class="nocase"> (a case hint, already honoured) print as text.
const MARKUP = /<(\/?)(i|em|b|strong|sup|sub|sc|span)\b[^<>]*>/gi;
// The same pattern without the global flag, so that test() keeps no lastIndex between strings.
const ANY_MARKUP = new RegExp(MARKUP.source, 'i');
const hasMarkup = (s: string) => s.includes('<') && ANY_MARKUP.test(s);

type Frame = { tag: string; children: Inline[] };

/** Closes the open tags above `depth` into their parents: <i> and <sup> keep their meaning, others only their content. */
function closeFrames(stack: Frame[], depth: number): void {
  while (stack.length > depth) {
    const { tag, children } = stack.pop()!;
    const parent = stack[stack.length - 1]!.children;
    // A comma or semicolon the source closed inside italics belongs to the sentence around them, in roman
    // (CMOS 6.3): "<i>Eleutheronema tetradactylum</i>, and".
    const last = children[children.length - 1];
    const trailing = tag === 'i' && typeof last === 'string' && (last.endsWith(',') || last.endsWith(';')) ? last.slice(-1) : undefined;
    if (trailing) children[children.length - 1] = (last as string).slice(0, -1);
    parent.push(tag === 'i' ? { italic: children } : tag === 'sup' ? { sup: children } : children);
    if (trailing) parent.push(trailing);
  }
}

/** A string's markup as inline nodes; unmatched tags are dropped and their text kept. */
export function parseMarkup(s: string): Inline[] {
  const root: Inline[] = [];
  const stack: Frame[] = [{ tag: '', children: root }];
  let at = 0;
  for (const m of s.matchAll(MARKUP)) {
    const top = stack[stack.length - 1]!;
    if (m.index > at) top.children.push(s.slice(at, m.index));
    at = m.index + m[0].length;
    const name = m[2]!.toLowerCase();
    const tag = name === 'em' ? 'i' : name === 'strong' ? 'b' : name;
    if (!m[1]) {
      stack.push({ tag, children: [] });
      continue;
    }
    const open = stack.findLastIndex((f, i) => i > 0 && f.tag === tag);
    if (open >= 0) closeFrames(stack, open);
  }
  const top = stack[stack.length - 1]!;
  if (at < s.length) top.children.push(s.slice(at));
  // Tags left open at the end close there.
  closeFrames(stack, 1);
  return root;
}

/** Html with <i> and <sup> only; italics inside italics read as roman (CSL's flip-flop). */
export function toHtml(node: Inline, inItalic = false): string {
  const html = renderHtml(node, inItalic);
  return html.includes('<i></i>') ? html.replaceAll('<i></i>', '') : html;
}

function renderHtml(node: Inline, inItalic: boolean): string {
  if (typeof node === 'string') return hasMarkup(node) ? renderHtml(parseMarkup(node), inItalic) : escapeHtml(node);
  if (Array.isArray(node)) return node.map((n) => renderHtml(n, inItalic)).join('');
  if ('italic' in node) return inItalic ? `</i>${renderHtml(node.italic, false)}<i>` : `<i>${renderHtml(node.italic, true)}</i>`;
  if ('quoted' in node) return `“${renderHtml(node.quoted, inItalic)}”`;
  return `<sup>${renderHtml(node.sup, inItalic)}</sup>`;
}

export function toText(node: Inline): string {
  if (typeof node === 'string') return hasMarkup(node) ? toText(parseMarkup(node)) : node;
  if (Array.isArray(node)) return node.map(toText).join('');
  if ('quoted' in node) return `“${toText(node.quoted)}”`;
  return toText(childrenOf(node));
}

/**
 * The tree with its quotations written out as marks and side-by-side strings joined, so punctuation can move
 * across what were separate elements.
 */
function flatten(node: Inline, out: Inline[] = []): Inline[] {
  if (typeof node === 'string') {
    if (node === '') return out;
    const last = out[out.length - 1];
    if (typeof last === 'string') out[out.length - 1] = last + node;
    else out.push(node);
  } else if (Array.isArray(node)) for (const n of node) flatten(n, out);
  else if ('quoted' in node) flatten(['“', ...node.quoted, '”'], out);
  else if ('italic' in node) out.push({ italic: flatten(node.italic) });
  else out.push({ sup: flatten(node.sup) });
  return out;
}

/**
 * American placement (APA 6.11, MLA 6.47, CMOS 6.9): a comma or period after a closing quotation mark goes inside
 * it, inside a nested single quotation that closes with it too (“… ‘The Yellow Wallpaper.’”); a question or
 * exclamation mark inside takes its place; a sentence's own final period gives way to the comma (“… my tweets,”),
 * an abbreviation's stays (“… in the U.S.,”).
 */
function punctuateQuotes(nodes: Inline[], depth = { open: 0 }): Inline[] {
  return nodes.map((n) => {
    if (typeof n !== 'string') return 'italic' in n ? { italic: punctuateQuotes(n.italic, depth) } : n;
    let marked = n;
    if (n.includes('‘')) marked = doubleOuterSingles(n, depth);
    else if (n.includes('“') || n.includes('”')) countQuotes(n, depth);
    return marked.includes('”') ? punctuateString(marked) : marked.includes('’') ? punctuateSingle(marked) : marked;
  });
}

/** Follows the double quotation marks of a string: `depth.open` says how many are open after it. */
function countQuotes(n: string, depth: { open: number }): void {
  for (const c of n) if (c === '“') depth.open += 1;
  else if (c === '”') depth.open = Math.max(0, depth.open - 1);
}

/**
 * A quotation that no quotation marks enclose takes double marks, single ones being for a quotation within a
 * quotation (APA 6.7, MLA 6.17, CMOS 13.30): a source's ‘design typography’ in a title APA sets without quotation
 * marks reads “design typography”; inside a quoted title it stays single. A ’ inside a word is an apostrophe.
 */
function doubleOuterSingles(n: string, depth: { open: number }): string {
  let out = '';
  for (let i = 0; i < n.length; i++) {
    const c = n[i]!;
    if (c === '“' || c === '”') countQuotes(c, depth);
    else if (c === '‘' && depth.open === 0) {
      SINGLE_QUOTATION.lastIndex = i;
      const quotation = SINGLE_QUOTATION.exec(n);
      if (quotation) {
        out += `“${quotation[1]}”`;
        i += quotation[0].length - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}

/** A quotation in single marks from its opening ‘: its closing ’ is one no letter or digit follows. */
const SINGLE_QUOTATION = /‘([^‘’“”]*(?:’[\p{L}\p{N}][^‘’“”]*)*)’(?![\p{L}\p{N}])/uy;
const SINGLE_QUOTATIONS = new RegExp(SINGLE_QUOTATION.source, 'gu');

function punctuateString(n: string): string {
  // Every rule below moves a period or comma that follows a closing ”: most strings (every quoted title) have none.
  if (!QUOTE_THEN_MARK.test(n)) return punctuateSingle(n);
  const stops = n.replace(/([?!])(’?)”[.,]/g, '$1$2”');
  const placed = stops.includes('.”,') ? stops.replace(WORD_PERIOD_COMMA, keepAbbreviationPeriod) : stops;
  // A ’ closes a nested quotation only after an opening ‘; otherwise it is an apostrophe (“… the Teachers’”).
  return punctuateSingle(placed.includes('’”') ? placed.replace(NESTED_CLOSE, '$1$2’”') : placed).replace(/”([.,])/g, '$1”');
}

const QUOTE_THEN_MARK = /”[.,]/;
// A word's period before a comma that closes a quotation: a sentence's, which gives way, unless the word is an
// abbreviation whose period stays (CMOS 6.122: “… Carter & Cone Type Inc.,”).
const WORD_PERIOD_COMMA = /(\p{L}*\p{Ll}{2})\.”,/gu;
const ABBREVIATIONS_WITH_PERIOD = new Set(['Inc', 'Ltd', 'Corp', 'Bros', 'etc', 'al', 'Dept', 'Assn', 'Univ', 'Intl']);
const keepAbbreviationPeriod = (match: string, word: string): string => (ABBREVIATIONS_WITH_PERIOD.has(word) ? match : `${word},”`);

/** A quotation in single marks that is not nested (a phrase quoted in an APA title, “the ‘big ones’.”) takes the period or comma inside too. */
const punctuateSingle = (n: string): string => (n.includes('‘') ? n.replace(SINGLE_CLOSE, '$1$2’') : n);

const NESTED_CLOSE = /(‘[^‘“”]*)’”([.,])/g;
// The ’ that closes is the quotation's last one: an earlier ’ before a comma is a word's apostrophe ("Crackin’, But Um
// Fackin’’"), whose comma stays outside.
const SINGLE_CLOSE = /(‘[^‘’“”]*)’([.,])(?![^‘“”]*’(?![\p{L}\p{N}]))/gu;

// Typographic quotation marks (CMOS 6.115, 11.8-11.9; citeproc-js alike): the data's straight ' and " print as ’ ‘
// and “ ”. A web address is matched whole so that it stays as typed.
const STRAIGHT = /(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S*|["']/gi;
// After these (or at the start of a string) a straight mark opens a quotation; after anything else it closes one.
// Words that open with an apostrophe, read where the apostrophe stands (sticky, so no string is cut).
const ELISION = /(?:tis|twas|em|n|s|t|til|cause)(?![\p{L}\p{N}])/iuy;
const OPENING_CONTEXT = ' \t\n\u00a0([{\u2014\u2013-/“‘';

/**
 * One string's straight marks as typographic ones; within a quotation a double mark becomes a single one. `before`
 * is the character the reader sees before the string ('' at the start of the text).
 */
function curlQuotes(text: string, nested = false, before = ''): string {
  if (!text.includes("'") && !text.includes('"')) return text;
  return text.replace(STRAIGHT, (mark: string, offset: number) => {
    if (mark.length > 1) return mark;
    const previous = offset === 0 ? before : text.charAt(offset - 1);
    const opens = previous === '' || OPENING_CONTEXT.includes(previous);
    if (mark === '"') return nested ? (opens ? '‘' : '’') : opens ? '“' : '”';
    // An apostrophe after a letter (don't, Joneses'), or one that elides a year's digits ('90s) or the start of a
    // word ('Tis, rock 'n' roll, Dutch 't Hooft).
    if (!opens) return '’';
    const next = text.charCodeAt(offset + 1);
    if (next >= 48 && next <= 57) return '’';
    ELISION.lastIndex = offset + 1;
    return ELISION.test(text) ? '’' : '‘';
  });
}

/**
 * The tree with its strings' straight marks made typographic, read in order so that a mark at a string's start
 * sees the text before it (<i>Hamlet</i>'s); markup is parsed first so that its attributes stay out.
 */
function curlTree(node: Inline, nested: boolean, seen: { last: string }): Inline {
  if (typeof node === 'string') {
    if (hasMarkup(node)) return curlTree(parseMarkup(node), nested, seen);
    const curled = curlQuotes(node, nested, seen.last);
    if (curled) seen.last = curled.charAt(curled.length - 1);
    return curled;
  }
  if (Array.isArray(node)) return node.map((n) => curlTree(n, nested, seen));
  if ('italic' in node) return { italic: curlTree(node.italic, nested, seen) as Inline[] };
  if ('sup' in node) return { sup: curlTree(node.sup, nested, seen) as Inline[] };
  seen.last = '“';
  const inner = curlTree(node.quoted, true, seen) as Inline[];
  seen.last = '”';
  return { quoted: inner };
}

/** A colon a source typed after a title's question or exclamation mark ("Which Side Are You On?: Seven …"). */
const COLON_AFTER_MARK = /(?<=[?!][’”"']?):(?=\s)/g;
const HAS_COLON_AFTER_MARK = new RegExp(COLON_AFTER_MARK.source);

/** The tree without such colons: a subtitle after a title that ends in a question or exclamation mark takes none, in all three styles. */
function withoutColonAfterMark(node: Inline): Inline {
  if (typeof node === 'string') return node.replace(COLON_AFTER_MARK, '');
  if (Array.isArray(node)) return node.map(withoutColonAfterMark);
  if ('italic' in node) return { italic: node.italic.map(withoutColonAfterMark) };
  if ('sup' in node) return node;
  return { quoted: node.quoted.map(withoutColonAfterMark) };
}

/** The tree's text and html, its quotation marks typographic and its punctuation placed around them. */
export function formatted(tree: Inline): Formatted {
  let text = toText(tree);
  // Few entries hold such a colon: no tree to copy for the others.
  const input = HAS_COLON_AFTER_MARK.test(text) ? withoutColonAfterMark(tree) : tree;
  if (input !== tree) text = toText(input);
  // Most entries hold no straight mark: no tree to copy.
  const node = text.includes("'") || text.includes('"') ? curlTree(input, false, { last: '' }) : input;
  if (node !== input) text = toText(node);
  // Most entries hold no closing quotation mark: nothing to move, and no tree to flatten.
  if (!text.includes('”') && !(text.includes('’') && text.includes('‘'))) return { text, html: toHtml(node) };
  const final = punctuateQuotes(flatten(node));
  return { text: toText(final), html: toHtml(final) };
}

export const EMPTY_FORMATTED: Formatted = { text: '', html: '' };

/** The last character a reader sees, to decide whether a period is needed; walks from the end, builds nothing. */
export function lastChar(node: Inline): string {
  if (typeof node === 'string') return (hasMarkup(node) ? toText(node) : node).trimEnd().slice(-1);
  if (!Array.isArray(node)) return lastChar(childrenOf(node));
  for (let i = node.length - 1; i >= 0; i--) {
    const c = lastChar(node[i]!);
    if (c) return c;
  }
  return '';
}

/** True when an inline holds visible text. */
function hasText(node: Inline): boolean {
  if (typeof node === 'string') return /\S/.test(node);
  if (Array.isArray(node)) return node.some(hasText);
  return hasText(childrenOf(node));
}

/** True when an inline holds no visible text. */
export const isBlank = (node: Inline | undefined): boolean => node === undefined || !hasText(node);
