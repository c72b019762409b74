/** `@ibid/engine/import`: getting references in and out of files, and legacy references into new ones. */
export type { ImportWarning } from './import-warning.js';
export { importCslJson, exportCslJson, type ImportResult } from './csl-json.js';
export * from '../legacy/index.js';
