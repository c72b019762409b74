/** RIS files in: records scanned, mapped to CSL items and read by `cslToReference`, every loss reported with its line. */
import { addMappedEntry, refusedImport, type ImportResult } from '../import-result.js';
import { refuseNonRis } from './ris-detect.js';
import { scanRis } from './ris-scanner.js';
import { risRecordToCsl } from './ris-to-csl.js';

/**
 * Reads a RIS text (EndNote, Zotero, Mendeley, PubMed, Scopus, publishers' sites). A broken record is skipped
 * with a warning and never loses the records around it; a text that is not RIS gives one warning and no
 * references. Never throws.
 */
export function importRis(text: string): ImportResult {
  const refusal = refuseNonRis(text);
  if (refusal) return refusedImport(refusal);
  const scan = scanRis(text);
  const result: ImportResult = { references: [], entries: [], warnings: [...scan.warnings] };
  if (scan.records.length === 0) {
    result.warnings.push({ code: 'not-ris', message: 'No complete RIS record was found: a record starts with "TY  - " and ends with "ER  - ".' });
    return result;
  }
  scan.records.forEach((record, i) => {
    const id = record.fields.find((f) => f.tag === 'ID' && f.value.trim())?.value.trim();
    const entry = id ?? `#${i + 1}`;
    const described = `The record on line ${record.line}`;
    try {
      const mapped = risRecordToCsl(record, entry);
      if (addMappedEntry(result, { ...mapped, entry, described, line: record.line })) result.warnings.push(...mapped.warnings);
    } catch (e) {
      result.warnings.push({ code: 'entry-skipped', entry, line: record.line, message: `${described} could not be read (${(e as Error).message}); skipped.` });
    }
  });
  result.warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return result;
}
