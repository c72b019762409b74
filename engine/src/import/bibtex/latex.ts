/**
 * LaTeX in BibTeX values to Unicode text: accents, special letters, dashes, quotes, styles and math, read in
 * one pass. Titles keep case hints as `<span class="nocase">` and styles as `<i>`, `<b>`, `<sup>`, `<sub>`.
 */
import {
  ACCENTS, CHAR_COMMANDS, DROPPED_ARGUMENT_COMMANDS, SECOND_ARGUMENT_COMMANDS, STYLE_COMMANDS, STYLE_SWITCHES, SYMBOLS,
} from './latex-tables.js';

export interface Decoded {
  text: string;
  /** Commands this decoder does not know; their argument's text was kept, the command dropped. */
  unknown: string[];
}

/** Shared by every result without unknown commands: never added to. */
const NONE: string[] = [];
/** Binary operators and relations, which math sets with space around them (not in a superscript: "Cu<sup>2+</sup>"). */
const MATH_OPERATORS = new Set('=+×÷±∓·≤≥≠≈≡<>→←↔∈∉⊂⊆∪∩−');
const spacedOperator = (piece: string) => (MATH_OPERATORS.has(piece) ? ` ${piece} ` : piece);
const NEEDS_DECODING = /[\\{}$~`\n\r\t]|--|''| {2}/;
const VERBATIM_COMMANDS = new Set(['url', 'path', 'nolinkurl']);
/** csquotes' and biblatex's quotation commands: their text in quotation marks. */
const QUOTING = new Set(['enquote', 'mkbibquote', 'textquote']);
const NBSP = '\u00A0';
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
/** A symbol that is a word (a logo such as TeX) keeps its spelling when a style changes a title's case. */
const isWordSymbol = (value: string) => value.length > 1 && /^[A-Za-z]/.test(value);

const dotless = (c: string) => (c === 'ı' ? 'i' : c === 'ȷ' ? 'j' : c);

/** Puts a combining mark on the first character of `text`: "e" + acute gives "é". */
function accent(text: string, mark: string): string {
  if (!text) return mark === '\u0303' ? '~' : mark === '\u0302' ? '^' : '';
  const first = String.fromCodePoint(text.codePointAt(0)!);
  const key = first + mark;
  let accented = ACCENTED.get(key);
  if (accented === undefined) {
    accented = `${dotless(first)}${mark}`.normalize('NFC');
    if (ACCENTED.size < 4096) ACCENTED.set(key, accented);
  }
  return first.length === text.length ? accented : accented + text.slice(first.length);
}

/** Letters with accents already composed: files repeat the same few thousand. */
const ACCENTED = new Map<string, string>();

/**
 * Decodes one BibTeX value (its outer delimiters already removed). With `markup`, braces at the value's top
 * level become nocase spans and styles become tags (titles); without, the result is plain text.
 */
export function decodeLatex(source: string, markup = false): Decoded {
  if (!NEEDS_DECODING.test(source)) return { text: source.trim(), unknown: NONE };
  const s = source;
  const n = s.length;
  let unknown: string[] = NONE;
  let i = 0;
  // Inside a top-level {group}, which is already a case hint: no further hints are needed.
  let inHint = false;

  const tag = (name: string, content: string) => (markup && name && content ? `<${name}>${content}</${name}>` : content);

  /** Reads a `{…}` group's text raw (for URLs and dropped arguments); `i` is on the opening brace. */
  function rawGroup(): string {
    let depth = 0;
    const start = i + 1;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 123) depth++;
      else if (c === 125 && --depth === 0) {
        i++;
        return s.slice(start, i - 1);
      }
    }
    return s.slice(start);
  }

  function skipSpaces(): boolean {
    const from = i;
    while (i < n && isSpace(s.charCodeAt(i))) i++;
    return i > from;
  }

  /** The next argument decoded: a group, a command, or one character. */
  function argument(inMath: boolean): string {
    if (i >= n) return '';
    const c = s.charCodeAt(i);
    if (c === 123) {
      i++;
      const text = sequence(1, inMath);
      if (i < n) i++;
      return text;
    }
    if (c === 92) return command(1, inMath);
    if (c === 125) return '';
    const ch = String.fromCodePoint(s.codePointAt(i)!);
    i += ch.length;
    return ch;
  }

  function command(depth: number, inMath: boolean, onSwitch?: (tagName: string) => void): string {
    i++; // the backslash
    if (i >= n) return '';
    const c = s.charCodeAt(i);
    if (!isLetter(c)) {
      const ch = s[i]!;
      i++;
      const mark = ACCENTS[ch];
      if (mark !== undefined) return accent(argument(inMath), mark);
      const char = CHAR_COMMANDS[ch];
      if (char !== undefined) return char;
      return ch;
    }
    const start = i;
    while (i < n && isLetter(s.charCodeAt(i))) i++;
    const name = s.slice(start, i);
    const spaced = skipSpaces();

    const mark = ACCENTS[name];
    if (mark !== undefined) return accent(argument(inMath), mark);
    const symbol = SYMBOLS[name];
    if (symbol !== undefined) {
      if (!isWordSymbol(symbol)) return symbol;
      const word = markup && !inHint ? `<span class="nocase">${symbol}</span>` : symbol;
      // Math sets an operator's name ("\log") apart from what stands on either side: "O(n log n)".
      if (inMath) return ` ${word} `;
      return word + (spaced && i < n && isLetter(s.charCodeAt(i)) ? ' ' : '');
    }
    if (VERBATIM_COMMANDS.has(name)) return i < n && s.charCodeAt(i) === 123 ? rawGroup() : '';
    if (DROPPED_ARGUMENT_COMMANDS.has(name)) {
      if (i < n && s.charCodeAt(i) === 123) rawGroup();
      return '';
    }
    if (SECOND_ARGUMENT_COMMANDS.has(name)) {
      if (i < n && s.charCodeAt(i) === 123) rawGroup();
      skipSpaces();
      return argument(inMath);
    }
    const style = STYLE_COMMANDS[name];
    if (style !== undefined) {
      const text = argument(inMath);
      return QUOTING.has(name) ? `"${text}"` : tag(style, text);
    }
    const switchTag = STYLE_SWITCHES[name];
    if (switchTag !== undefined) {
      if (switchTag && onSwitch) onSwitch(switchTag);
      return '';
    }
    if (unknown === NONE) unknown = [name];
    else if (!unknown.includes(name)) unknown.push(name);
    // An unknown command's first argument is kept as text: "\foo{Bar}" reads "Bar".
    if (i < n && s.charCodeAt(i) === 123) {
      i++;
      const text = sequence(depth + 1, inMath);
      if (i < n) i++;
      return text;
    }
    return '';
  }

  /**
   * `$…$`: letters and symbols kept readable, ^ and _ as superscript and subscript. Math ignores the spaces typed in
   * it ("$ \Omega $" is "Ω", "$\mu o \nu o$" is "μoνo") and sets its own around operators and relations ("×", "=").
   */
  function math(depth: number): string {
    i++;
    let out = '';
    while (i < n) {
      const c = s.charCodeAt(i);
      if (c === 36) {
        i++;
        break;
      }
      if (c === 94 || c === 95) {
        i++;
        out += tag(c === 94 ? 'sup' : 'sub', argument(true));
      } else if (c === 92) out += spacedOperator(command(depth + 1, true));
      else if (c === 123) {
        i++;
        out += sequence(depth + 1, true);
        if (i < n) i++;
      } else if (c === 125) i++;
      else if (isSpace(c)) skipSpaces();
      else {
        out += spacedOperator(s[i]!);
        i++;
      }
    }
    return out.replace(/ {2,}/g, ' ').replace(/([([]) | (?=[)\]])/g, '$1').trim();
  }

  /** Text up to the closing brace of the current group (not consumed) or the end. */
  function sequence(depth: number, inMath: boolean): string {
    let out = '';
    let closers = '';
    const onSwitch = (name: string) => {
      if (!markup) return;
      out += `<${name}>`;
      closers = `</${name}>${closers}`;
    };
    while (i < n) {
      const c = s.charCodeAt(i);
      switch (c) {
        case 125: // }
          if (depth > 0) return out + closers;
          i++;
          continue;
        case 123: {
          i++;
          // Top-level braces around words are case hints; braces around an accent or command are not.
          const hint = markup && depth === 0 && !inHint && !(i < n && s.charCodeAt(i) === 92);
          if (hint) inHint = true;
          const text = sequence(depth + 1, inMath);
          if (hint) inHint = false;
          if (i < n) i++;
          out += hint && text ? `<span class="nocase">${text}</span>` : text;
          continue;
        }
        case 92: {
          // A switch (\em) writes its opening tag into `out` while the command is read.
          const read = command(depth, inMath, onSwitch);
          out += read;
          continue;
        }
        case 36:
          out += math(depth);
          continue;
        case 126: // ~
          out += NBSP;
          i++;
          continue;
        case 45: // -
          if (s.charCodeAt(i + 1) === 45) {
            if (s.charCodeAt(i + 2) === 45) {
              out += '—';
              i += 3;
            } else {
              out += '–';
              i += 2;
            }
          } else {
            out += '-';
            i++;
          }
          continue;
        case 96: // `
          // Quotes become straight ones, as in every reference text: each style sets its own quotation marks.
          if (s.charCodeAt(i + 1) === 96) {
            out += '"';
            i += 2;
          } else {
            out += "'";
            i++;
          }
          continue;
        case 39: // '
          if (s.charCodeAt(i + 1) === 39) {
            out += '"';
            i += 2;
          } else {
            out += "'";
            i++;
          }
          continue;
        case 32:
        case 9:
        case 10:
        case 13:
          while (i < n && isSpace(s.charCodeAt(i))) i++;
          out += ' ';
          continue;
        default: {
          const start = i;
          i++;
          while (i < n && !SPECIAL[s.charCodeAt(i)]) i++;
          out += s.slice(start, i);
        }
      }
    }
    return out + closers;
  }

  let text = '';
  while (i < n) {
    text += sequence(0, false);
    if (i < n) i++; // a stray closing brace at the top level
  }
  // Runs of spaces were collapsed as read; only joins of pieces and raw arguments can still hold some.
  if (text.includes('  ') || text.includes('\n') || text.includes('\t') || text.includes('\r')) text = text.replace(/[ \t\n\r]{2,}|[\t\n\r]/g, ' ');
  return { text: text.trim(), unknown };
}

/** Character codes that end a run of plain text (a typed array: out-of-range reads stay fast). */
const SPECIAL = new Uint8Array(65536);
for (const ch of '{}\\$~-`\' \t\n\r') SPECIAL[ch.charCodeAt(0)] = 1;

/**
 * A value that is a link or identifier (url, doi, eprint): braces and `\url{}` removed, escaped specials
 * unescaped, nothing else touched (a `~` in a URL stays a tilde).
 */
export function decodeVerbatim(source: string): string {
  let s = source.trim();
  const wrapped = /^\\(?:url|path|nolinkurl)\s*\{([^]*)\}$/.exec(s);
  if (wrapped) s = wrapped[1]!;
  if (!/[\\{}]/.test(s)) return s.trim();
  return s.replace(/\\([&%$_#{}~])/g, '$1').replace(/[{}]/g, '').trim();
}
