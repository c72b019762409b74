/**
 * A citation item written as the stored citationData of word-addin §3 (what a research note keeps): part flags as
 * the strings 'true'/'false', the location's type, value and label, wrapped in `{ citationData }`. `readCitationData`
 * reads it back.
 */
import type { CitationItemData } from './schema.js';

export function storedCitationData(item: CitationItemData, citationUniqueID: string): string {
  const { referenceUniqueID, namePart, datePart, location } = item;
  return JSON.stringify({
    citationData: {
      referenceUniqueID,
      citationUniqueID,
      namePart: String(namePart),
      datePart: String(datePart),
      ...(location && { type: String(location.type), value: location.value, ...(location.label && { label: location.label }) }),
    },
  });
}
