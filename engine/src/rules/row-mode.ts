/** The add-from-library row mode of a reference in the paper's format, with its label (reference-library §4). */
import type { ReferenceType } from '../catalogue/reference-type.js';
import { CURRENT_FORMATS, formatFromVersionId, LEGACY_SUCCESSOR, type CurrentFormatId } from '../formats.js';
import { publisherNeedsPlace } from '../model/publisher.js';
import { isLegacyReference, type LegacyReference, type Reference } from '../model/reference.js';
import { isAvailableIn, type Environment } from './availability.js';
import { ROW_MODE_LABELS, type RowMode } from './row-mode-labels.js';

const BOOK_TYPE_ID = 2;

export interface RowModeResult {
  mode: RowMode;
  label: string;
}

const result = (mode: RowMode, label: string = ROW_MODE_LABELS[mode]): RowModeResult => ({ mode, label });

/**
 * How a library row behaves when the paper is in `format`. Legacy references: same format with a value is
 * NORMAL, the older edition of the paper's style (APA 6 into APA 7, MLA 8 into MLA 9) is UPDATE, anything
 * else DISABLED. New-style references: a type unavailable in every style is FORMAT_DISABLED with the type's
 * name; a Turabian type not yet offered is COMMING_SOON; an empty value for the format, or a book whose
 * publisher lacks its city or state, is REVIEW; otherwise NORMAL.
 */
export function libraryRowMode(
  ref: Reference | LegacyReference,
  format: CurrentFormatId,
  type: ReferenceType | undefined,
  environment: Environment = 'live',
): RowModeResult {
  if (isLegacyReference(ref)) {
    const refFormat = formatFromVersionId(ref.formatVersionID);
    if (refFormat === format) return ref.value.trim() ? result('NORMAL') : result('REVIEW');
    if (refFormat && (LEGACY_SUCCESSOR as Record<string, string>)[refFormat] === format) return result('UPDATE');
    return result('DISABLED');
  }
  if (!type) return result('DISABLED');
  if (CURRENT_FORMATS.every((f) => type.formats[f] === 'unavailable')) {
    return result('FORMAT_DISABLED', `${type.title} is unavailable in APA, MLA or Turabian`);
  }
  if (!isAvailableIn(type.formats[format], environment)) {
    return format === 'turabian9' && type.formats.turabian9 !== 'unavailable' ? result('COMMING_SOON') : result('FORMAT_DISABLED');
  }
  if (!ref.values?.[format]?.value.trim()) return result('REVIEW');
  if (type.id === BOOK_TYPE_ID && (ref.data.publishers ?? []).some(publisherNeedsPlace)) return result('REVIEW');
  return result('NORMAL');
}
