/** `@ibid/engine/import`: getting references in and out of files and lookup answers, and legacy references into new ones. */
export type { ImportWarning } from '../import-warning.js';
export { importReferences, exportReferences } from './import-references.js';
export { IMPORT_FORMATS, MAX_IMPORT_CHARS, detectImportFormat, unreadableText, type ImportFormat } from './detect-format.js';
export type { ImportResult } from './import-result.js';
export { importCslJson, exportCslJson } from './csl-json.js';
export { importBibtex, exportBibtex, countBibtexEntries, type BibtexExportOptions } from './bibtex/index.js';
export { importRis, exportRis } from './ris/index.js';
export * from '../lookup/index.js';
export * from '../legacy/index.js';
