/**
 * A stored citationData (word-addin §3: research notes, the add-in's citations) read into the paper model's
 * citation item and the engine's `CitationItem`: 'true'/'false' strings become booleans, type/value/label a location.
 */
import { validateLocation, type CitationLocation, type LocationErrorCode } from '../model/location.js';
import type { CitationItem } from '../model/citation-item.js';
import type { Reference } from '../model/reference.js';
import { fail, ok, type Result } from '../result.js';
import { innerCitationData } from '../rules/research-notes.js';
import type { CitationItemData, CitationNode } from './schema.js';

/** A stored citation, read: its ids and the one item it cites. */
export interface ReadCitationData {
  citationUniqueID?: string;
  groupUniqueID?: string;
  item: CitationItemData;
}

export type CitationDataErrorCode = 'invalid-citation-data' | 'reference-mismatch' | LocationErrorCode;

const INVALID = 'The citation data is not a citation: it needs a referenceUniqueID.';

/** A stored part flag: the strings 'true' and 'false' or booleans; a missing flag shows the part, as `CitationItem` does. */
function part(value: unknown): boolean {
  return !(value === false || value === 'false');
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;

/**
 * The location a stored citation points at. No type, or a type that needs a value stored without one (the form
 * clears the value when Location is unticked), is no location; "not a direct quote" (0) is kept.
 */
function location(data: Record<string, unknown>): Result<CitationLocation | undefined, LocationErrorCode> {
  const typeText = text(data.type);
  if (!typeText) return ok(undefined);
  const type = Number(typeText);
  const value = text(data.value) ?? '';
  if (type !== 0 && value === '') return ok(undefined);
  const label = text(data.label);
  const checked = validateLocation(label ? { type, value, label } : { type, value });
  return checked.ok ? ok(checked.value) : checked;
}

/**
 * Reads a stored citationData: an object, bare or wrapped in `{ citationData }` as research notes keep it, or
 * its JSON text. The reference id is upper-cased (ids compare case-insensitively). The short title is not read:
 * the formatters take it from the reference.
 */
export function readCitationData(stored: unknown): Result<ReadCitationData, CitationDataErrorCode> {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return fail('invalid-citation-data', INVALID);
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail('invalid-citation-data', INVALID);
  const data = innerCitationData(value as Record<string, unknown>);
  const referenceUniqueID = text(data.referenceUniqueID)?.toUpperCase();
  if (!referenceUniqueID) return fail('invalid-citation-data', INVALID);
  const where = location(data);
  if (!where.ok) return where;
  const item: CitationItemData = { referenceUniqueID, namePart: part(data.namePart), datePart: part(data.datePart) };
  if (where.value) item.location = where.value;
  const citationUniqueID = text(data.citationUniqueID);
  const groupUniqueID = text(data.groupUniqueID);
  return ok({ item, ...(citationUniqueID && { citationUniqueID }), ...(groupUniqueID && { groupUniqueID }) });
}

/** The engine's citation item for a paper's item and the reference it names (the caller has matched the ids). */
export function toCitationItem(item: CitationItemData, reference: Reference): CitationItem {
  return { reference, namePart: item.namePart, datePart: item.datePart, ...(item.location && { location: item.location }) };
}

/**
 * A stored citationData as the engine's `CitationItem` for its reference: what `formatCitation` takes to show a
 * research note's citation. Fails when the data names another reference.
 */
export function citationItemFromData(stored: unknown, reference: Reference): Result<CitationItem, CitationDataErrorCode> {
  const read = readCitationData(stored);
  if (!read.ok) return read;
  if (reference.referenceUniqueID !== undefined && reference.referenceUniqueID.toUpperCase() !== read.value.item.referenceUniqueID) {
    return fail('reference-mismatch', 'The citation cites another reference.');
  }
  return ok(toCitationItem(read.value.item, reference));
}

/** A stored citationData as the paper's citation atom (inserting a research note's citation into the paper); it needs its citationUniqueID. */
export function citationNodeFromData(stored: unknown): Result<CitationNode, CitationDataErrorCode> {
  const read = readCitationData(stored);
  if (!read.ok) return read;
  const { citationUniqueID, groupUniqueID, item } = read.value;
  if (!citationUniqueID) return fail('invalid-citation-data', 'The citation data has no citationUniqueID.');
  return ok({
    type: 'citation',
    attrs: { citationUniqueID, groupUniqueID: groupUniqueID ?? null, items: [item], prefix: '', suffix: '', narrative: false },
  });
}
