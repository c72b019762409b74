/** Telling a RIS file from what people upload instead: empty files, binaries, Web of Science, PubMed, BibTeX, JSON. */
import type { ImportWarning } from '../import-warning.js';

/** A RIS file has at least one "TY  - " line. */
const TY_LINE = /^TY {1,2}-/m;

/** What a non-RIS text is, by the marks other formats leave, most specific first. */
const OTHER_FORMATS: readonly { test: (text: string) => boolean; says: string }[] = [
  {
    test: (t) => /^FN /m.test(t) && /^(?:PT|VR|ER)\b/m.test(t),
    says:
      'This is a Web of Science plain-text export (two-letter tags such as "PT J" and "AU Smith, J" without "  - "), not RIS. ' +
      'In Web of Science choose Export > "RIS (other reference software)" and import that file.',
  },
  { test: (t) => /^PMID- ?\d/m.test(t), says: 'This is a PubMed MEDLINE (.nbib) file, not RIS. In PubMed choose "Citation manager" (RIS) when saving.' },
  { test: (t) => /^\s*@[A-Za-z]+\s*[{(]/m.test(t), says: 'This looks like BibTeX, not RIS: import it as BibTeX.' },
  { test: (t) => /^\s*[[{]/.test(t), says: 'This looks like JSON, not RIS: import CSL-JSON as CSL-JSON.' },
  { test: (t) => /^\s*<(?:!doctype|html|\?xml)/i.test(t), says: 'This is HTML or XML, not RIS.' },
  { test: (t) => /^%[0A-Z] /m.test(t), says: 'This is an EndNote tagged (Refer) export, not RIS.' },
];

/** Control characters and replacement characters: what a binary file decoded as text is full of. */
function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  const odd = text.match(/[\u0001-\u0008\u000E-\u001F\u007F\uFFFD]/g)?.length ?? 0;
  return odd > 8 && odd / text.length > 0.02;
}

/**
 * Why a text cannot be read as RIS, as the single warning an import returns instead of references;
 * undefined when it has RIS records. Stable codes: 'empty-file' and 'not-ris'.
 */
export function refuseNonRis(text: string): ImportWarning | undefined {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return { code: 'empty-file', message: 'The file is empty: there are no RIS records in it.' };
  if (looksBinary(body)) return { code: 'not-ris', message: 'This is a binary file, not RIS. A RIS file is plain text with lines such as "TY  - JOUR".' };
  if (TY_LINE.test(body)) return undefined;
  const known = OTHER_FORMATS.find((f) => f.test(body));
  return { code: 'not-ris', message: `${known?.says ?? 'This text is not RIS.'} It has no "TY  - " line, so no references were read.` };
}
