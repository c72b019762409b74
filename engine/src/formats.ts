/** The citation formats Ibid knows, with the spec's numeric format-version ids (word-addin §3). */

export const FORMAT_IDS = ['apa7', 'mla9', 'turabian9', 'apa6', 'mla8'] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/** The three formats a new-style reference is formatted in (its `values`). */
export const CURRENT_FORMATS = ['apa7', 'mla9', 'turabian9'] as const;
export type CurrentFormatId = (typeof CURRENT_FORMATS)[number];

/** The spec's Format enumeration: APA6 2, APA7 7, MLA8 6, MLA9 8, Turabian9 9. */
export const FORMAT_VERSION_IDS = { apa6: 2, apa7: 7, mla8: 6, mla9: 8, turabian9: 9 } as const satisfies Record<FormatId, number>;
export type FormatVersionId = (typeof FORMAT_VERSION_IDS)[FormatId];

export const FORMAT_LABELS = {
  apa7: 'APA 7',
  mla9: 'MLA 9',
  turabian9: 'Turabian 9',
  apa6: 'APA 6',
  mla8: 'MLA 8',
} as const satisfies Record<FormatId, string>;

/** The legacy formats' version ids: 2 APA 6, 6 MLA 8. */
export const LEGACY_FORMAT_VERSION_IDS = [FORMAT_VERSION_IDS.apa6, FORMAT_VERSION_IDS.mla8] as const;
export type LegacyFormatVersionId = (typeof LEGACY_FORMAT_VERSION_IDS)[number];

/** A legacy format version id as asked or stored: MLA 8 when it says so, otherwise APA 6 (the default). */
export const legacyFormatVersion = (id: number): LegacyFormatVersionId => (id === FORMAT_VERSION_IDS.mla8 ? FORMAT_VERSION_IDS.mla8 : FORMAT_VERSION_IDS.apa6);

/** Legacy formats and the current format each one is updated into (APA6 into APA7, MLA8 into MLA9). */
export const LEGACY_SUCCESSOR = { apa6: 'apa7', mla8: 'mla9' } as const satisfies Partial<Record<FormatId, CurrentFormatId>>;

export function isFormatId(value: unknown): value is FormatId {
  return typeof value === 'string' && (FORMAT_IDS as readonly string[]).includes(value);
}

export function isCurrentFormat(value: unknown): value is CurrentFormatId {
  return typeof value === 'string' && (CURRENT_FORMATS as readonly string[]).includes(value);
}

/** The format for a spec format-version id, or undefined for an id the spec does not define. */
export function formatFromVersionId(versionId: number): FormatId | undefined {
  return FORMAT_IDS.find((f) => FORMAT_VERSION_IDS[f] === versionId);
}

/**
 * The current format a format-version id is shown in: itself, or a legacy format's successor (APA 6 in APA 7);
 * APA 7 for none or an unknown id (reference-library §9: the default display format).
 */
export function currentFormatFromVersionId(versionId: number | undefined): CurrentFormatId {
  const format = versionId === undefined ? undefined : formatFromVersionId(versionId);
  if (isCurrentFormat(format)) return format;
  return (format && (LEGACY_SUCCESSOR as Partial<Record<FormatId, CurrentFormatId>>)[format]) || 'apa7';
}
