/**
 * The BibTeX file scanner: one pass over the text, entries and their raw field values with line numbers,
 * `@string` macros expanded and `#` joined, `@preamble` and `@comment` skipped. A broken entry is reported
 * and skipped; scanning resumes at the next `@` that starts a line, so the entries around it are kept.
 */
import { MONTH_NAMES } from '../../model/partial-date.js';
import type { ImportWarning } from '../../import-warning.js';
import { MONTH_MACROS } from './dates.js';

export interface RawField {
  /** Lower case, as BibTeX compares them. */
  name: string;
  /** The value with its outer delimiters removed, macros expanded, `#` parts joined; LaTeX still in it. */
  value: string;
  line: number;
}

export interface RawEntry {
  /** Lower case: "article", "inproceedings". */
  type: string;
  key: string;
  line: number;
  fields: RawField[];
}

export interface ScanResult {
  entries: RawEntry[];
  warnings: ImportWarning[];
}

/** The month macros every BibTeX style defines, as the month's name. */
const STANDARD_MACROS: Readonly<Record<string, string>> = Object.fromEntries(MONTH_MACROS.map((macro, i) => [macro, MONTH_NAMES[i]!]));

const AT = 64;
const LBRACE = 123;
const RBRACE = 125;
const LPAREN = 40;
const RPAREN = 41;
const QUOTE = 34;
const HASH = 35;
const COMMA = 44;
const EQUALS = 61;
const PERCENT = 37;
const NEWLINE = 10;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xfeff || c === 0xa0;
/** Characters that may appear in a type, a field name or a macro name. */
const isNameChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46 || c === 58 || c === 43 || c === 47 || c === 42 || c === 33 || c === 63 || c === 38 || c === 39 || c === 59 || c === 60 || c === 62 || c === 91 || c === 93 || c === 94 || c === 124 || c === 126 || c === 96 || c > 127;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** Thrown inside the scanner only, caught per entry: the entry is broken at `at`. */
class EntryError {
  constructor(readonly message: string, readonly at: number) {}
}

/**
 * Scans a BibTeX or BibLaTeX text into raw entries. Never throws: what cannot be read comes back as
 * warnings with the entry's key and line.
 */
export function scanBibtex(text: string): ScanResult {
  const s = text;
  const n = s.length;
  const entries: RawEntry[] = [];
  const warnings: ImportWarning[] = [];
  const macros = new Map<string, string>(Object.entries(STANDARD_MACROS));
  let i = 0;

  // Line numbers: counted forward from the last position asked for, so the whole scan stays one pass.
  let lineAt = 0;
  let line = 1;
  const lineOf = (pos: number): number => {
    if (pos < lineAt) {
      lineAt = 0;
      line = 1;
    }
    for (let p = s.indexOf('\n', lineAt); p !== -1 && p < pos; p = s.indexOf('\n', p + 1)) line++;
    lineAt = pos;
    return line;
  };

  const skipSpace = () => {
    for (;;) {
      while (i < n && isSpace(s.charCodeAt(i))) i++;
      // A % comment between fields (biber reads these; BibTeX files in the wild use them).
      if (i < n && s.charCodeAt(i) === PERCENT) {
        const eol = s.indexOf('\n', i);
        i = eol === -1 ? n : eol + 1;
      } else return;
    }
  };

  const readName = (): string => {
    const start = i;
    while (i < n && isNameChar(s.charCodeAt(i))) i++;
    return s.slice(start, i);
  };

  /** Where a line starts with `@name{` or `@name(`, the place to resume after a broken entry. */
  const startsEntry = (pos: number): boolean => {
    if (s.charCodeAt(pos) !== AT) return false;
    let p = pos + 1;
    while (p < n && isLetterCode(s.charCodeAt(p))) p++;
    if (p === pos + 1) return false;
    while (p < n && (s.charCodeAt(p) === 32 || s.charCodeAt(p) === 9)) p++;
    const c = s.charCodeAt(p);
    return c === LBRACE || c === LPAREN;
  };
  const nextEntryStart = (from: number): number => {
    for (let p = s.indexOf('\n@', from); p !== -1; p = s.indexOf('\n@', p + 1)) if (startsEntry(p + 1)) return p + 1;
    return n;
  };

  /** A `{…}` value; a line that starts a new entry inside it means the brace was never closed. */
  const readBraced = (): string => {
    const start = ++i;
    let depth = 1;
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c === LBRACE) depth++;
      else if (c === RBRACE) {
        if (--depth === 0) return s.slice(start, i++);
      } else if (c === 92) i++;
      else if (c === NEWLINE && startsEntry(i + 1)) throw new EntryError('a brace is never closed', start);
      i++;
    }
    throw new EntryError('a brace is never closed', start);
  };

  const readQuoted = (): string => {
    const start = ++i;
    let depth = 0;
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c === LBRACE) depth++;
      else if (c === RBRACE) depth--;
      else if (c === QUOTE && depth <= 0) return s.slice(start, i++);
      else if (c === 92) i++;
      else if (c === NEWLINE && startsEntry(i + 1)) throw new EntryError('a quote is never closed', start);
      i++;
    }
    throw new EntryError('a quote is never closed', start);
  };

  /** A value: parts joined by `#`, each braced, quoted, a number or a macro. */
  const readValue = (entry: string): string => {
    let value = '';
    for (;;) {
      skipSpace();
      if (i >= n) throw new EntryError('the text ends inside a value', i);
      const c = s.charCodeAt(i);
      if (c === LBRACE) value += readBraced();
      else if (c === QUOTE) value += readQuoted();
      else if (isDigit(c)) {
        const start = i;
        while (i < n && isDigit(s.charCodeAt(i))) i++;
        value += s.slice(start, i);
      } else if (isNameChar(c)) {
        const at = i;
        const name = readName();
        const macro = macros.get(name.toLowerCase());
        if (macro === undefined) {
          warnings.push({ code: 'macro-undefined', entry, line: lineOf(at), message: `The @string "${name}" is not defined; its name is kept as the text.` });
          value += name;
        } else value += macro;
      } else throw new EntryError(`"${s[i]}" cannot start a value`, i);
      skipSpace();
      if (i < n && s.charCodeAt(i) === HASH) i++;
      else return value;
    }
  };

  /** Skips a balanced `{…}` or `(…)` group without reading it (`@comment{…}`). */
  const skipGroup = () => {
    const open = s.charCodeAt(i);
    const close = open === LBRACE ? RBRACE : RPAREN;
    let depth = 0;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === open) depth++;
      else if (c === close && --depth === 0) {
        i++;
        return;
      }
    }
  };

  const readEntry = (at: number, type: string) => {
    const open = s.charCodeAt(i);
    const close = open === LBRACE ? RBRACE : RPAREN;
    i++;
    const entryLine = lineOf(at);
    if (type === 'comment') {
      i--;
      skipGroup();
      return;
    }
    if (type === 'preamble') {
      readValue('@preamble');
      skipSpace();
      if (s.charCodeAt(i) !== close) throw new EntryError('@preamble is not closed', i);
      i++;
      return;
    }
    if (type === 'string') {
      skipSpace();
      const nameAt = i;
      const name = readName();
      if (!name) throw new EntryError('@string has no name', nameAt);
      skipSpace();
      if (s.charCodeAt(i) !== EQUALS) throw new EntryError(`@string ${name} has no "="`, i);
      i++;
      macros.set(name.toLowerCase(), readValue(`@string ${name}`));
      skipSpace();
      if (s.charCodeAt(i) !== close) throw new EntryError(`@string ${name} is not closed`, i);
      i++;
      return;
    }

    skipSpace();
    const keyStart = i;
    // The key runs to the comma; BibTeX allows almost any character in it.
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c === COMMA || c === close || isSpace(c) || c === LBRACE || c === RBRACE) break;
      i++;
    }
    const key = s.slice(keyStart, i);
    const entry: RawEntry = { type, key, line: entryLine, fields: [] };
    skipSpace();
    const label = key || `@${type} on line ${entryLine}`;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === close) {
        i++;
        break;
      }
      if (c === COMMA) {
        i++;
        skipSpace();
        continue;
      }
      if (i >= n) throw new EntryError('the text ends before the entry is closed', i);
      const nameAt = i;
      const name = readName();
      if (!name) throw new EntryError(`"${s[i]}" where a field name was expected`, i);
      skipSpace();
      if (s.charCodeAt(i) !== EQUALS) throw new EntryError(`the field "${name}" has no "="`, i);
      i++;
      const fieldLine = lineOf(nameAt);
      const value = readValue(label);
      const lower = name.toLowerCase();
      if (entry.fields.some((f) => f.name === lower)) {
        warnings.push({ code: 'field-duplicate', entry: label, field: lower, line: fieldLine, message: `The field "${name}" appears twice; the first is kept.` });
      } else entry.fields.push({ name: lower, value, line: fieldLine });
      skipSpace();
    }
    entries.push(entry);
  };

  while (i < n) {
    const at = s.indexOf('@', i);
    if (at === -1) break;
    i = at + 1;
    skipInlineSpace();
    const type = readName().toLowerCase();
    skipInlineSpace();
    const c = s.charCodeAt(i);
    // "@" in text outside entries (an e-mail address in a header) is not an entry.
    if (!type || (c !== LBRACE && c !== LPAREN)) continue;
    try {
      readEntry(at, type);
    } catch (e) {
      if (!(e instanceof EntryError)) throw e;
      const entryLine = lineOf(at);
      const key = /^[^,\s{}()]*/.exec(s.slice(at + type.length + 2, at + type.length + 200).trimStart())?.[0] ?? '';
      const resume = nextEntryStart(at);
      warnings.push({
        code: 'entry-skipped',
        entry: key || `@${type}`,
        line: entryLine,
        message: `The @${type} entry${key ? ` "${key}"` : ''} on line ${entryLine} cannot be read (${e.message}, line ${lineOf(Math.min(e.at, n))}); skipped.`,
      });
      i = resume;
    }
  }
  return { entries, warnings };

  function skipInlineSpace() {
    while (i < n && isSpace(s.charCodeAt(i))) i++;
  }
}

function isLetterCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}
