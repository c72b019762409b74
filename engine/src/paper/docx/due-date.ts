/** The due date as a title page or header block prints it. */
import type { FormatId } from '../../formats.js';
import { MONTH_NAMES } from '../../model/months.js';
import { formatPickedDate } from '../../validation/date-picker.js';

/**
 * A yyyy-mm-dd date as the format writes it: "March 4, 2026" (APA, Turabian) or "4 March 2026" (MLA, Handbook 1.3);
 * '' for none, and the text as given when it is no such date.
 */
export function formatDueDate(iso: string, format: FormatId): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = Number(match?.[2]);
  if (!match || !MONTH_NAMES[month - 1]) return iso;
  return formatPickedDate({ year: Number(match[1]), month, day: Number(match[3]) }, format);
}
