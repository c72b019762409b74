/**
 * The add-from-library row modes and their labels (reference-library §4), apart from the rule that picks one
 * (row-mode.ts): a screen that only shows a label loads neither the reference model nor its schemas.
 */
export const ROW_MODES = ['NORMAL', 'REVIEW', 'UPDATE', 'DISABLED', 'COMMING_SOON', 'FORMAT_DISABLED'] as const;
export type RowMode = (typeof ROW_MODES)[number];

export const ROW_MODE_LABELS = {
  NORMAL: 'Add to Paper',
  REVIEW: 'Review & Add to Paper',
  UPDATE: 'Update & Add to Paper',
  DISABLED: 'Incompatible Format',
  COMMING_SOON: 'Reference type coming soon',
  FORMAT_DISABLED: 'Reference unavailable in this format',
} as const satisfies Record<RowMode, string>;
