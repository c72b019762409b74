/**
 * A citation item written as the stored citationData of word-addin §3 (what a research note keeps, what a Word
 * document keeps for each citation): part flags as the strings 'true'/'false', the location's type, value and
 * label. `readCitationData` reads it back.
 */
import type { CitationItemData } from './schema.js';

/** The citationData fields of one cited item, as text. */
export function citationDataFields(item: CitationItemData, citationUniqueID: string, groupUniqueID?: string | null): Record<string, string> {
  const { referenceUniqueID, namePart, datePart, location } = item;
  return {
    referenceUniqueID,
    citationUniqueID,
    ...(groupUniqueID ? { groupUniqueID } : {}),
    namePart: String(namePart),
    datePart: String(datePart),
    ...(location && { type: String(location.type), value: location.value, ...(location.label && { label: location.label }) }),
  };
}

/** A research note's stored citation: the fields wrapped in `{ citationData }`, as JSON. */
export function storedCitationData(item: CitationItemData, citationUniqueID: string): string {
  return JSON.stringify({ citationData: citationDataFields(item, citationUniqueID) });
}
