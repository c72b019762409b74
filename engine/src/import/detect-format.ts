/**
 * What an imported file is, read from its text: refusing what is not text at all, and telling BibTeX, RIS
 * and CSL-JSON apart when the caller does not say (a file's extension is often wrong: .txt RIS exports).
 */
import type { ImportWarning } from '../import-warning.js';

export const IMPORT_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Larger texts are refused before parsing: far beyond any real library export, and a guard for memory. */
export const MAX_IMPORT_CHARS = 128 * 1024 * 1024;

const SAMPLE = 64 * 1024;

/** A RIS record's first line, as the RIS scanner reads it: "TY  - " at the start of a line. */
export const RIS_TY_LINE = /^TY {1,2}-/m;
/** A BibTeX entry's start: "@type{" or "@type(" at the start of a line. */
const BIBTEX_ENTRY = /^\s*@[A-Za-z]+\s*[{(]/m;

/** Why a text cannot be imported at all, or undefined when it is worth parsing. */
export function unreadableText(text: string): ImportWarning | undefined {
  if (text.length > MAX_IMPORT_CHARS) {
    return { code: 'file-too-large', message: `This file is ${Math.round(text.length / 1024 / 1024)} MB; files up to ${MAX_IMPORT_CHARS / 1024 / 1024} MB can be imported. Split it and import the parts.` };
  }
  if (!text.trim()) return { code: 'empty-file', message: 'This file is empty: there are no references to import.' };
  const sample = text.slice(0, SAMPLE);
  // NUL, other C0 controls and U+FFFD (bytes that were not UTF-8) are what binary files decode to.
  const binary = sample.match(/[\u0000-\u0008\u000e-\u001a\u001c-\u001f\ufffd]/g)?.length ?? 0;
  if (sample.includes('\u0000') || binary > Math.max(8, sample.length / 100)) {
    return { code: 'not-text', message: 'This file is not a text file (it looks like a binary or a document file). Export your references as .bib, RIS or CSL-JSON and import that.' };
  }
  return undefined;
}

/** The format the text is written in, judged from its first significant characters and lines. */
export function detectImportFormat(text: string): ImportFormat | undefined {
  const head = text.slice(0, SAMPLE).replace(/^\ufeff/, '');
  const first = /\S/.exec(head)?.[0];
  if (first === '[' || first === '{') return 'csl-json';
  if (RIS_TY_LINE.test(head)) return 'ris';
  if (BIBTEX_ENTRY.test(head)) return 'bibtex';
  return undefined;
}
