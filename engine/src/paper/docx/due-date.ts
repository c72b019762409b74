/** The due date as a title page or header block prints it. */
import { MONTH_NAMES } from '../../model/partial-date.js';
import type { FormatRules } from './format-rules.js';

/**
 * A yyyy-mm-dd date as APA and Turabian write it ("March 4, 2026") or MLA ("4 March 2026", Handbook 1.3);
 * '' for none, and the text as given when it is no such date.
 */
export function formatDueDate(iso: string, style: FormatRules['dateStyle']): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  const day = Number(match[3]);
  return style === 'day-month-year' ? `${day} ${month} ${match[1]}` : `${month} ${day}, ${match[1]}`;
}
