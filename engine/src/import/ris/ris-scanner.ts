/**
 * The RIS line scanner: "TAG  - value" lines grouped into TY…ER records, with the 1-based line of each,
 * tolerant of one or two spaces before the dash, CRLF, CR or LF line ends, a byte order mark, untagged
 * continuation lines and a missing final ER. It reads no tag's meaning; ris-to-csl.ts does.
 */
import type { ImportWarning } from '../../import-warning.js';

export interface RisField {
  tag: string;
  /** Trimmed; continuation lines are joined to it with a line break. */
  value: string;
  /** 1-based line of the tag. */
  line: number;
}

export interface RisRecord {
  /** The TY value as written (trimmed, upper case). */
  type: string;
  /** 1-based line of the TY tag. */
  line: number;
  /** Every tag between TY and ER, in order, TY and ER excluded. */
  fields: RisField[];
}

export interface RisScan {
  records: RisRecord[];
  /** Lines that belong to no record, and records that another TY cut short. */
  warnings: ImportWarning[];
}

/**
 * A tag line: two characters (a capital, then a capital or digit), one or two spaces, a dash, then a space or the
 * end. Its value may hold Unicode's line and paragraph separators (U+2028, U+2029), which are no line ends in RIS.
 */
export const RIS_TAG_LINE = /^([A-Z][A-Z0-9]) {1,2}-(?:[ \t]+(.*?)|[ \t]*)$/s;

/** Groups a text's lines into records; never throws. */
export function scanRis(text: string): RisScan {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const records: RisRecord[] = [];
  const warnings: ImportWarning[] = [];
  let current: RisRecord | undefined;
  let last: RisField | undefined;
  let stray: { from: number; to: number; sample: string } | undefined;

  const flushStray = () => {
    if (!stray) return;
    const where = stray.from === stray.to ? `Line ${stray.from} is` : `Lines ${stray.from}–${stray.to} are`;
    warnings.push({ code: 'line-skipped', line: stray.from, message: `${where} outside any TY…ER record ("${clip(stray.sample)}"); left out.` });
    stray = undefined;
  };
  const addStray = (n: number, line: string) => {
    if (stray && stray.to === n - 1) stray.to = n;
    else {
      flushStray();
      stray = { from: n, to: n, sample: line.trim() };
    }
  };

  lines.forEach((line, i) => {
    const n = i + 1;
    const m = RIS_TAG_LINE.exec(line);
    if (m) {
      const tag = m[1]!;
      // A line or paragraph separator inside a value (a title pasted from a web page) reads as a space.
      const value = (m[2] ?? '').replace(/[\u2028\u2029]+/g, ' ').trim();
      if (tag === 'TY') {
        flushStray();
        if (current) {
          warnings.push({ code: 'record-unterminated', line: current.line, message: `The record that starts on line ${current.line} has no ER before the next TY on line ${n}; read up to there.` });
          records.push(current);
        }
        current = { type: value.toUpperCase(), line: n, fields: [] };
        last = undefined;
      } else if (tag === 'ER') {
        if (current) records.push(current);
        else addStray(n, line);
        current = undefined;
        last = undefined;
      } else if (current) {
        last = { tag, value, line: n };
        current.fields.push(last);
      } else {
        addStray(n, line);
      }
      return;
    }
    if (!line.trim()) return;
    // An untagged line continues the value above it (wrapped abstracts and titles).
    if (current && last) last.value = last.value ? `${last.value}\n${line.trim()}` : line.trim();
    else addStray(n, line);
  });
  flushStray();
  if (current) records.push(current);
  return { records, warnings };
}

/** A value quoted in a warning, cut to 60 characters. */
export function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
