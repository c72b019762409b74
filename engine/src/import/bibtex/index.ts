/** BibTeX and BibLaTeX in and out; the scanner, LaTeX decoding, name lists and the mapping tables stay inside. */
export { importBibtex } from './import.js';
export { exportBibtex, type BibtexExportOptions } from './export.js';
export { countBibtexEntries } from './entry-count.js';
