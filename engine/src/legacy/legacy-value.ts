/**
 * What the legacy (APA 6 / MLA 8) wizard writes for rule values: its default nickname and its formatted value.
 */
import { formatReference } from '../format/index.js';
import { escapeHtml } from '../format/inline.js';
import { LEGACY_SUCCESSOR, formatFromVersionId, type LegacyFormatVersionId } from '../formats.js';
import type { Formatted } from '../model/citation-item.js';
import { convertLegacyReference } from './convert-legacy.js';
import { legacyValueText, type LegacyReferenceData } from './legacy-data.js';
import type { LegacyReferenceType } from '../catalogue/legacy-types.js';

/** How long a default nickname taken from the title may be. */
const NAME_MAX = 60;

/** The default nickname: the title, shortened at a word; the type's name when there is no title. */
export function defaultLegacyName(type: LegacyReferenceType, data: LegacyReferenceData): string {
  const title = typeof data.title === 'string' ? data.title : '';
  if (!title) return type.displayName;
  if (title.length <= NAME_MAX) return title;
  const cut = title.slice(0, NAME_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : NAME_MAX).trimEnd()}…`;
}

/**
 * The reference's formatted value. The engine has no APA 6 / MLA 8 formatter: the rule values are converted to
 * a new-style reference and formatted in the successor format (APA 7 for APA 6, MLA 9 for MLA 8), the closest
 * the engine can write. A leaf with no new-style type gets its values in rule order, plainly joined.
 */
export function legacyValue(type: LegacyReferenceType, formatVersionId: LegacyFormatVersionId, data: LegacyReferenceData): Formatted {
  const format = LEGACY_SUCCESSOR[formatFromVersionId(formatVersionId) as keyof typeof LEGACY_SUCCESSOR];
  const converted = convertLegacyReference({
    referenceID: 1,
    referenceUniqueID: 'PREVIEW',
    referenceTypeID: type.referenceTypeId,
    formatVersionID: formatVersionId,
    value: '',
    displayValue: '',
    legacyReferenceData: JSON.stringify(data),
  });
  if (converted.ok) return formatReference(converted.value.reference, format);
  const text = `${type.rules.flatMap((r) => (data[r.name] === undefined ? [] : [legacyValueText(data[r.name]!)])).join('. ')}.`;
  return { text, html: escapeHtml(text) };
}
