/** `@ibid/engine/import`: getting references in and out of files. */
export type { ImportWarning } from './import-warning.js';
export { importCslJson, exportCslJson, type ImportResult } from './csl-json.js';
