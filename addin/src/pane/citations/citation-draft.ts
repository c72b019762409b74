/**
 * The citation form's working copy of one cited reference (word-addin §2.7, §4): the ticked parts and the location
 * as the user types it (act, scene and line apart; book, chapter and verse apart...), turned into the paper's
 * citation item with the engine's encodings and validation.
 */
import {
  LOCATION_TYPES,
  LOCATION_TYPE_DEFINITIONS,
  citationLocationOptions,
  effectiveCitationParts,
  encodeLocation,
  isBlankLocation,
  locationFields,
  validateLocation,
  type CurrentFormatId,
  type LocationFields,
  type LocationType,
} from '@ibid/engine';
import type { CitationItemData } from '@ibid/engine/paper';
import type { CitationAttrs } from '../../host/document-host';

export interface CitationDraft {
  referenceUniqueID: string;
  namePart: boolean;
  datePart: boolean;
  /** Whether "Location (page number, etc.)" is ticked; unticking clears the fields. */
  location: boolean;
  locationType: LocationType;
  fields: LocationFields;
}

/** The location options for a reference (`citationLocationOptions`), and the one a new citation starts on: page where offered. */
export function defaultLocationType(options: readonly LocationType[]): LocationType {
  return options.includes(LOCATION_TYPES.PAGE) ? LOCATION_TYPES.PAGE : (options[0] ?? LOCATION_TYPES.NOT_A_DIRECT_QUOTE);
}

/** A new draft for a reference: name and date ticked, no location yet. */
export function newDraft(referenceUniqueID: string, referenceTypeID: number | undefined, data: Record<string, unknown> | undefined): CitationDraft {
  const options = citationLocationOptions(referenceTypeID ?? 0, data ?? {});
  return { referenceUniqueID, namePart: true, datePart: true, location: false, locationType: defaultLocationType(options), fields: {} };
}

/** A draft of a stored citation item; `fresh` (the reference's new draft) gives the location type when it has none. */
export function draftOf(item: CitationItemData, fresh: CitationDraft): CitationDraft {
  return {
    referenceUniqueID: item.referenceUniqueID,
    namePart: item.namePart,
    datePart: item.datePart,
    location: Boolean(item.location),
    locationType: item.location?.type ?? fresh.locationType,
    fields: item.location ? locationFields(item.location) : {},
  };
}

export type DraftResult = { ok: true; item: CitationItemData } | { ok: false; message: string };

/**
 * The paper's citation item for a draft in a format: the ticked parts plus what the format forces on
 * (`effectiveCitationParts`), and the location checked by the engine. A location the format forces on but the
 * user left blank (Turabian) is no location.
 */
export function draftToItem(draft: CitationDraft, format: CurrentFormatId): DraftResult {
  const parts = effectiveCitationParts(format, { namePart: draft.namePart, datePart: draft.datePart, location: draft.location });
  const item: CitationItemData = { referenceUniqueID: draft.referenceUniqueID, namePart: parts.namePart, datePart: parts.datePart };
  if (!parts.location) return { ok: true, item };
  const needsValue = LOCATION_TYPE_DEFINITIONS[draft.locationType].needsValue;
  if (needsValue && !draft.location && isBlankLocation(draft.locationType, draft.fields)) return { ok: true, item };
  const checked = validateLocation(encodeLocation(draft.locationType, draft.fields));
  if (!checked.ok) return { ok: false, message: checked.error.message };
  return { ok: true, item: { ...item, location: checked.value } };
}

/** A new citation's or group's id, upper-cased like the paper's other unique ids. */
export const newCitationId = (): string => crypto.randomUUID().toUpperCase();

/** A new citation of these items, without affixes; several items make a group. */
export function newCitationAttrs(items: CitationItemData[], citationUniqueID = newCitationId()): CitationAttrs {
  return { citationUniqueID, groupUniqueID: items.length > 1 ? newCitationId() : null, items, prefix: '', suffix: '', narrative: false };
}
