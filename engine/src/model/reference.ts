/** The new-style reference and the legacy (APA 6 / MLA 8) reference of the spec (reference-library §3). */
import type { ReferenceData } from './reference-data.js';

/** The formatted text per current format, as the server stores it beside the data. */
export type FormattedValues = {
  apa7?: { value: string };
  mla9?: { value: string };
  turabian9?: { value: string };
};

/** A citation of the reference in a paper, as the library lists it. */
export type ReferenceCitation = {
  citationUniqueID: string;
  displayValue: string;
};

/**
 * A new-style reference. Only `referenceTypeID` and `data` are needed to format one; the rest is what the
 * library stores. Type 48 (Miscellaneous) exists only between an import and the user's choice of type.
 */
export type Reference = {
  referenceID?: number;
  /** Always upper case: the add-in compares it case-insensitively with ids in papers. */
  referenceUniqueID?: string;
  /** 1 to 48. */
  referenceTypeID: number;
  title?: string;
  createdDate?: string;
  isArchived?: boolean;
  isDeleted?: boolean;
  values?: FormattedValues;
  data: ReferenceData;
  note?: string;
  tags?: string;
  /** The spec's nickname ("name" on legacy references). */
  nickname?: string;
  legacyReferenceId?: number;
  citations?: ReferenceCitation[];
};

/** A legacy reference: formatted by the old engine, with rule data instead of typed fields, and no `values`. */
export type LegacyReference = {
  referenceID: number;
  referenceUniqueID: string;
  referenceTypeID: number;
  /** One of FORMAT_VERSION_IDS. */
  formatVersionID: number;
  value: string;
  displayValue: string;
  name?: string;
  note?: string;
  tags?: string;
  legacyReferenceData?: string;
  isArchived?: boolean;
  createdDate?: string;
  citations?: ReferenceCitation[];
  isPrintedOnReferencePage?: boolean;
};

/** The spec's test: a reference without a values field is a legacy reference. */
export function isLegacyReference(ref: Reference | LegacyReference): ref is LegacyReference {
  return !('data' in ref) && 'formatVersionID' in ref;
}

/** A new upper-case unique id; the random source is a parameter so the engine stays free of I/O. */
export function newReferenceUniqueId(randomUUID: () => string): string {
  return randomUUID().toUpperCase();
}
