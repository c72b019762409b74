/**
 * BibTeX name lists to CSL names: "and"-separated, each "First von Last", "von Last, First" or
 * "von Last, Jr, First", read brace-aware as BibTeX does; `{Corporate Authors}` is one literal name.
 */
import type { CslName } from '../../csl/csl-item.js';
import { decodeLatex } from './latex.js';

export interface NameList {
  names: CslName[];
  /** The list ended with "and others": more names exist than the file gives. */
  others: boolean;
  /** LaTeX commands the decoder did not know. */
  unknown: string[];
}

/** Where a list splits: at " and " between names, at commas between parts, at spaces (and ~) between words. */
const SPLIT_AND = 0;
const SPLIT_COMMA = 1;
const SPLIT_SPACE = 2;
type Split = typeof SPLIT_AND | typeof SPLIT_COMMA | typeof SPLIT_SPACE;

const isWhite = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** Splits `text` at brace depth 0 only, so "{Barnes and Noble}" stays one name. */
function splitTopLevel(text: string, split: Split): string[] {
  const parts: string[] = [];
  const n = text.length;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125) depth = depth > 0 ? depth - 1 : 0;
    else if (c === 92) i++;
    else if (depth === 0) {
      if (split === SPLIT_COMMA) {
        if (c === 44) {
          parts.push(text.slice(start, i));
          start = i + 1;
        }
      } else if (split === SPLIT_SPACE) {
        if (isWhite(c) || c === 126) {
          parts.push(text.slice(start, i));
          while (i + 1 < n && (isWhite(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 126)) i++;
          start = i + 1;
        }
      } else if (isWhite(c)) {
        // " and ", any case, with any run of spaces around it.
        let j = i;
        while (j < n && isWhite(text.charCodeAt(j))) j++;
        if (j + 3 < n && (text.charCodeAt(j) | 32) === 97 && (text.charCodeAt(j + 1) | 32) === 110 && (text.charCodeAt(j + 2) | 32) === 100 && isWhite(text.charCodeAt(j + 3))) {
          let k = j + 3;
          while (k < n && isWhite(text.charCodeAt(k))) k++;
          parts.push(text.slice(start, i));
          start = k;
          i = k - 1;
        } else i = j - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The case of a name token as BibTeX sees it: the first letter at brace depth 0, or the first letter after
 * the command in a `{\…}` special character. A token with neither (`{van}`) counts as upper case.
 */
function isLowerCaseToken(token: string): boolean {
  // Most tokens start with a plain letter.
  const first = token.charCodeAt(0);
  if (first >= 97 && first <= 122) return true;
  if (first >= 65 && first <= 90) return false;
  let depth = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i]!;
    if (c === '{') {
      if (depth === 0 && token[i + 1] === '\\') {
        // A special character: its case is the case of the letter it is built on.
        const inner = /^\{\\(?:[a-zA-Z]+|.)\s*\{?\s*([A-Za-z])?/.exec(token.slice(i));
        const command = /^\{\\([a-zA-Z]+)/.exec(token.slice(i))?.[1];
        const letter = inner?.[1] ?? command?.[0];
        if (letter) return letter >= 'a' && letter <= 'z';
      }
      depth++;
    } else if (c === '}') depth--;
    else if (c === '\\' && depth === 0) {
      const m = /^\\(?:[a-zA-Z]+|.)\s*\{?\s*([A-Za-z])/.exec(token.slice(i));
      if (m) return m[1]! >= 'a' && m[1]! <= 'z';
    } else if (depth === 0 && /\p{L}/u.test(c)) return c === c.toLowerCase() && c !== c.toUpperCase();
  }
  return false;
}

/** One name's parts, from its tokens as BibTeX splits them. */
function nameParts(raw: string): { first: string[]; von: string[]; last: string[]; jr: string[] } | undefined {
  const commaParts = splitTopLevel(raw, SPLIT_COMMA).map((p) => p.trim());
  const tokens = (part: string) => splitTopLevel(part, SPLIT_SPACE).map((t) => t.trim()).filter(Boolean);
  if (commaParts.length === 1) {
    const words = tokens(commaParts[0]!);
    if (words.length === 0) return undefined;
    // First von Last: von runs from the first lower-case word to the last one before the final word.
    let vonStart = -1;
    let vonEnd = -1;
    for (let k = 0; k < words.length - 1; k++) {
      if (isLowerCaseToken(words[k]!)) {
        if (vonStart === -1) vonStart = k;
        vonEnd = k;
      }
    }
    if (vonStart === -1) return { first: words.slice(0, -1), von: [], last: words.slice(-1), jr: [] };
    return { first: words.slice(0, vonStart), von: words.slice(vonStart, vonEnd + 1), last: words.slice(vonEnd + 1), jr: [] };
  }
  const head = tokens(commaParts[0]!);
  const jr = commaParts.length >= 3 ? tokens(commaParts[1]!) : [];
  const first = tokens(commaParts.slice(commaParts.length >= 3 ? 2 : 1).join(' '));
  if (head.length === 0) return first.length ? { first: [], von: [], last: first, jr } : undefined;
  // von Last: the von part is the longest run of leading words up to the last lower-case one, keeping a last word.
  let vonEnd = -1;
  for (let k = 0; k < head.length - 1; k++) if (isLowerCaseToken(head[k]!)) vonEnd = k;
  return { first, von: head.slice(0, vonEnd + 1), last: head.slice(vonEnd + 1), jr };
}

/** A name that is one brace group ("{World Health Organization}") is an organisation, written whole. */
function isLiteral(raw: string): boolean {
  const t = raw.trim();
  if (t.length < 2 || t[0] !== '{' || t[t.length - 1] !== '}') return false;
  let depth = 0;
  for (let i = 0; i < t.length; i++) {
    if (t[i] === '\\') i++;
    else if (t[i] === '{') depth++;
    else if (t[i] === '}' && --depth === 0 && i < t.length - 1) return false;
  }
  return true;
}

/** A BibLaTeX list field's items ("Durham and London"), split at " and " outside braces. */
export const splitList = (raw: string): string[] => splitTopLevel(raw.trim(), SPLIT_AND);

/** Reads a BibTeX name field (LaTeX still in it) as CSL names. */
export function parseNames(raw: string): NameList {
  const unknown: string[] = [];
  const decode = (words: string[]) => {
    if (words.length === 0) return undefined;
    const d = decodeLatex(words.join(' '));
    for (const u of d.unknown) if (!unknown.includes(u)) unknown.push(u);
    return d.text || undefined;
  };
  const names: CslName[] = [];
  let others = false;
  const list = splitTopLevel(raw.trim(), SPLIT_AND);
  for (const [index, part] of list.entries()) {
    const text = part.trim();
    if (!text) continue;
    if (index === list.length - 1 && index > 0 && /^others$/i.test(text)) {
      others = true;
      continue;
    }
    if (isLiteral(text)) {
      const literal = decode([text.slice(1, -1)]);
      if (literal) names.push({ literal });
      continue;
    }
    const parts = nameParts(text);
    if (!parts) continue;
    const name: CslName = {};
    const family = decode(parts.last);
    const given = decode(parts.first);
    const von = decode(parts.von);
    const suffix = decode(parts.jr);
    if (family) name.family = family;
    if (given) name.given = given;
    if (von) name['non-dropping-particle'] = von;
    if (suffix) name.suffix = suffix;
    if (name.family || name.given) names.push(name);
  }
  return { names, others, unknown };
}
