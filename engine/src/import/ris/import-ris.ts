/** RIS files in: records scanned, mapped to CSL items and read by `cslToReference`, every loss reported with its line. */
import { FIELDS, isFieldName } from '../../catalogue/fields.js';
import { cslToReference } from '../../csl/from-csl.js';
import type { ImportResult } from '../csl-json.js';
import type { ImportWarning } from '../import-warning.js';
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
  if (refusal) return { references: [], entries: [], warnings: [refusal] };
  const scan = scanRis(text);
  const result: ImportResult = { references: [], entries: [], warnings: [...scan.warnings] };
  if (scan.records.length === 0) {
    result.warnings.push({ code: 'not-ris', message: 'No complete RIS record was found: a record starts with "TY  - " and ends with "ER  - ".' });
    return result;
  }
  scan.records.forEach((record, i) => {
    const id = record.fields.find((f) => f.tag === 'ID' && f.value.trim())?.value.trim();
    const entry = id ?? `#${i + 1}`;
    try {
      const mapped = risRecordToCsl(record, entry);
      const { reference, warnings } = cslToReference(mapped.item, entry);
      if (!reference.data.title && !reference.data.contributors) {
        result.warnings.push({ code: 'entry-skipped', entry, line: record.line, message: `The record on line ${record.line} has neither a title nor an author; skipped.` });
        return;
      }
      if (mapped.note) reference.note = mapped.note;
      if (mapped.tags) reference.tags = mapped.tags;
      result.references.push(reference);
      result.entries.push(entry);
      result.warnings.push(...mapped.warnings);
      for (const w of warnings) {
        if (w.code === 'type-guessed') {
          if (!mapped.unknownType) result.warnings.push({ ...w, field: 'TY', line: record.line, message: `The RIS type "${record.type}" has no matching reference type: pick one.` });
          continue;
        }
        const variable = w.field && isFieldName(w.field) ? (FIELDS[w.field] as { csl?: string }).csl ?? w.field : w.field;
        const source = (variable ? mapped.sources.get(variable) : undefined) ?? { tag: w.field ?? 'TY', line: record.line };
        result.warnings.push({ ...w, field: source.tag, line: source.line } satisfies ImportWarning);
      }
    } catch (e) {
      result.warnings.push({ code: 'entry-skipped', entry, line: record.line, message: `The record on line ${record.line} could not be read (${(e as Error).message}); skipped.` });
    }
  });
  result.warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return result;
}
