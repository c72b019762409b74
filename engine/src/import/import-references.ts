/**
 * The one entry point for files (DESIGN.md contract): `importReferences` reads BibTeX, RIS or CSL-JSON,
 * judging the format from the text when the caller does not name it; `exportReferences` writes any of them.
 */
import type { Reference } from '../model/reference.js';
import { exportBibtex, importBibtex } from './bibtex/index.js';
import { exportCslJson, importCslJson } from './csl-json.js';
import { detectImportFormat, unreadableText, type ImportFormat } from './detect-format.js';
import { refusedImport, type ImportResult } from './import-result.js';
import { exportRis, importRis } from './ris/index.js';

const IMPORTERS: Record<ImportFormat, (text: string) => ImportResult> = { bibtex: importBibtex, ris: importRis, 'csl-json': importCslJson };
const EXPORTERS: Record<ImportFormat, (refs: readonly Reference[]) => string> = { bibtex: exportBibtex, ris: exportRis, 'csl-json': exportCslJson };

/**
 * Every reference the text holds, and a warning for each entry or field skipped or guessed; never throws.
 * Each importer refuses empty, binary and oversized text itself, so the text is checked here only when no format fits.
 */
export function importReferences(text: string, format?: ImportFormat): ImportResult {
  const chosen = format ?? detectImportFormat(text);
  if (chosen) return IMPORTERS[chosen](text);
  return refusedImport(
    unreadableText(text) ?? {
      code: 'unknown-format',
      message: 'This file is not BibTeX (.bib), RIS (.ris) or CSL-JSON (.json), so no references were read. Export your references in one of those formats and import that file.',
    },
  );
}

export function exportReferences(refs: readonly Reference[], format: ImportFormat): string {
  return EXPORTERS[format](refs);
}
