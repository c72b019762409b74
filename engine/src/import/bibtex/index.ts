/** BibTeX and BibLaTeX in and out: the scanner, LaTeX decoding, name lists and the mapping tables. */
export { importBibtex } from './import.js';
export { exportBibtex, type BibtexExportOptions } from './export.js';
export { scanBibtex, type RawEntry, type RawField, type ScanResult } from './scanner.js';
export { decodeLatex, decodeVerbatim, type Decoded } from './latex.js';
export { parseNames, type NameList } from './names.js';
