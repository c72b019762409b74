/** CSL-JSON files in and out: every item converted or reported, never a silent drop. */
import type { CslItem } from '../csl/csl-item.js';
import { toCsl } from '../csl/to-csl.js';
import type { Reference } from '../model/reference.js';
import { unreadableText } from './detect-format.js';
import { addMappedEntry, refusedImport, type ImportResult } from './import-result.js';

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
  const refusal = unreadableText(text);
  if (refusal) return refusedImport(refusal);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return refusedImport({ code: 'invalid-json', message: `This is not valid CSL-JSON: ${(e as Error).message}` });
  }
  const list = items(parsed);
  if (!list) return refusedImport({ code: 'invalid-json', message: 'CSL-JSON holds an array of items; this file holds none.' });
  const result: ImportResult = { references: [], entries: [], warnings: [] };
  list.forEach((item, i) => {
    const entry = item && typeof item === 'object' && 'id' in item ? String((item as CslItem).id) : `#${i + 1}`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      result.warnings.push({ code: 'entry-skipped', entry, message: `Item ${i + 1} is not an object; skipped.` });
      return;
    }
    addMappedEntry(result, { item: item as CslItem, entry, described: `Item ${entry}` });
  });
  return result;
}

/** Writes references as a CSL-JSON array, two-space indented, as Zotero and citation-js write it. */
export function exportCslJson(refs: readonly Reference[]): string {
  return `${JSON.stringify(refs.map(toCsl), null, 2)}\n`;
}
