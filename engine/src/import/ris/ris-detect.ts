/** Telling a RIS file from what people upload instead: empty files, binaries, Web of Science, PubMed, BibTeX, JSON. */
import { detectImportFormat, RIS_TY_LINE, unreadableText } from '../detect-format.js';
import type { ImportWarning } from '../../import-warning.js';

/** What a non-RIS text is, by the marks other formats leave, most specific first. */
const OTHER_FORMATS: readonly { test: (text: string) => boolean; says: string }[] = [
  {
    test: (t) => /^FN /m.test(t) && /^(?:PT|VR|ER)\b/m.test(t),
    says:
      'This is a Web of Science plain-text export (two-letter tags such as "PT J" and "AU Smith, J" without "  - "), not RIS. ' +
      'In Web of Science choose Export > "RIS (other reference software)" and import that file.',
  },
  { test: (t) => /^PMID- ?\d/m.test(t), says: 'This is a PubMed MEDLINE (.nbib) file, not RIS. In PubMed choose "Citation manager" (RIS) when saving.' },
  { test: (t) => detectImportFormat(t) === 'bibtex', says: 'This looks like BibTeX, not RIS: import it as BibTeX.' },
  { test: (t) => detectImportFormat(t) === 'csl-json', says: 'This looks like JSON, not RIS: import CSL-JSON as CSL-JSON.' },
  { test: (t) => /^\s*<(?:!doctype|html|\?xml)/i.test(t), says: 'This is HTML or XML, not RIS.' },
  { test: (t) => /^%[0A-Z] /m.test(t), says: 'This is an EndNote tagged (Refer) export, not RIS.' },
];

/**
 * Why a text cannot be read as RIS, as the single warning an import returns instead of references;
 * undefined when it has RIS records. Stable codes: 'empty-file', 'not-text' (binary), 'file-too-large' and 'not-ris'.
 */
export function refuseNonRis(text: string): ImportWarning | undefined {
  const body = text.replace(/^\uFEFF/, '');
  const unreadable = unreadableText(body);
  if (unreadable) return unreadable;
  // A RIS file has at least one "TY  - " line.
  if (RIS_TY_LINE.test(body)) return undefined;
  const known = OTHER_FORMATS.find((f) => f.test(body));
  return { code: 'not-ris', message: `${known?.says ?? 'This text is not RIS.'} It has no "TY  - " line, so no references were read.` };
}
