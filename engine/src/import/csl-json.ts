/** CSL-JSON files in and out: every item converted or reported, never a silent drop. */
import { cslToReference } from '../csl/from-csl.js';
import type { CslItem } from '../csl/csl-item.js';
import { toCsl } from '../csl/to-csl.js';
import type { Reference } from '../model/reference.js';
import type { ImportWarning } from './import-warning.js';

export interface ImportResult {
  references: Reference[];
  /** The entry each reference came from (its key, id or position), the label its warnings carry in `entry`. */
  entries: string[];
  warnings: ImportWarning[];
}

/** The items of a CSL-JSON text: an array of items, a single item, or an object with an `items` array. */
function items(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const maybe = (value as { items?: unknown }).items;
    return Array.isArray(maybe) ? maybe : [value];
  }
  return undefined;
}

/** Reads a CSL-JSON text; a broken item is skipped with a warning and never loses the items around it. */
export function importCslJson(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { references: [], entries: [], warnings: [{ code: 'invalid-json', message: `This is not valid CSL-JSON: ${(e as Error).message}` }] };
  }
  const list = items(parsed);
  if (!list) return { references: [], entries: [], warnings: [{ code: 'invalid-json', message: 'CSL-JSON holds an array of items; this file holds none.' }] };
  const result: ImportResult = { references: [], entries: [], warnings: [] };
  list.forEach((item, i) => {
    const entry = item && typeof item === 'object' && 'id' in item ? String((item as CslItem).id) : `#${i + 1}`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      result.warnings.push({ code: 'entry-skipped', entry, message: `Item ${i + 1} is not an object; skipped.` });
      return;
    }
    const { reference, warnings } = cslToReference(item as CslItem, entry);
    if (!reference.data.title && !reference.data.contributors) {
      result.warnings.push({ code: 'entry-skipped', entry, message: `Item ${entry} has neither a title nor a contributor; skipped.` });
      return;
    }
    result.references.push(reference);
    result.entries.push(entry);
    result.warnings.push(...warnings);
  });
  return result;
}

/** Writes references as a CSL-JSON array, two-space indented, as Zotero and citation-js write it. */
export function exportCslJson(refs: readonly Reference[]): string {
  return `${JSON.stringify(refs.map(toCsl), null, 2)}\n`;
}
