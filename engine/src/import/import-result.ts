/**
 * What every import returns, and the last step every importer shares: a CSL item through `cslToReference`,
 * its warnings placed on the source's field and line, and the reference kept unless it has nothing to cite.
 */
import { cslToReference } from '../csl/from-csl.js';
import type { CslItem } from '../csl/csl-item.js';
import type { Reference } from '../model/reference.js';
import { MISC_TYPE_ID } from '../catalogue/type-ids.js';
import { placeWarnings, type ImportWarning, type SourceField } from '../import-warning.js';

export interface ImportResult {
  references: Reference[];
  /** The entry each reference came from (its key, id or position), the label its warnings carry in `entry`. */
  entries: string[];
  warnings: ImportWarning[];
}

/** The result of a text that cannot be imported at all: no references and the one warning that says why. */
export function refusedImport(warning: ImportWarning): ImportResult {
  return { references: [], entries: [], warnings: [warning] };
}

/** One source entry mapped to a CSL item, with what its warnings need to say where they come from. */
export interface MappedEntry {
  item: CslItem;
  /** The entry's label (key, id or position): `ImportResult.entries` and the warnings' `entry`. */
  entry: string;
  /** How the skip warning names the entry: "Item 3", "@misc k", "The record on line 12". */
  described: string;
  /** The entry's first line, for warnings about the entry as a whole; absent where the format has no lines. */
  line?: number;
  /** The field and line each CSL variable came from (`type` included, where the format has a type field). */
  sources?: ReadonlyMap<string, SourceField>;
  /** The format's own words for the warning that no reference type matches ("The RIS type "GEN" ..."). */
  typeGuessed?: string;
  note?: string;
  tags?: string;
}

/**
 * Converts a mapped entry and adds its reference, its label and its warnings to `result`; an entry with
 * neither a title nor a contributor is skipped with one warning instead (its conversion warnings say nothing
 * once it is gone). True when the reference was kept.
 */
export function addMappedEntry(result: ImportResult, mapped: MappedEntry): boolean {
  const { entry, line, sources } = mapped;
  const { reference, warnings } = cslToReference(mapped.item, entry);
  if (!reference.data.title && !reference.data.contributors) {
    result.warnings.push({ code: 'entry-skipped', entry, ...(line !== undefined ? { line } : {}), message: `${mapped.described} has neither a title nor a contributor; skipped.` });
    return false;
  }
  for (const w of placeWarnings(warnings, sources, line)) {
    // The importer's words name its own type; a type read from the fields keeps the words that say so.
    if (w.code === 'type-guessed' && mapped.typeGuessed && reference.referenceTypeID === MISC_TYPE_ID) w.message = mapped.typeGuessed;
    result.warnings.push(w);
  }
  if (mapped.note) reference.note = mapped.note;
  if (mapped.tags) reference.tags = mapped.tags;
  result.references.push(reference);
  result.entries.push(entry);
  return true;
}
