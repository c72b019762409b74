/** Publication dates as book catalogues write them: "2004", "March 2004", "c1925", "[1999?]", "1925 [i.e. 1926]". */
import { partialToCslDate } from '../csl/csl-dates.js';
import type { CslDate } from '../csl/csl-item.js';
import { parsePartialDate } from '../model/partial-date.js';
import { plainText } from '../text/markup.js';

/**
 * A catalogue's date as a CSL date: a corrected year ("[i.e. 1926]") wins, brackets and the copyright "c"
 * go, a "?" makes it circa, zero months and days ("2004-03-00") are dropped. With nothing readable but a
 * year somewhere in the text, that year; with no year at all, undefined.
 */
export function catalogueDate(raw: string): CslDate | undefined {
  let text = plainText(raw);
  const corrected = /\[\s*i\.\s*e\.?,?\s*([^\]]+)\]/i.exec(text);
  if (corrected) text = corrected[1]!;
  const circa = /\?/.test(text);
  text = text
    .replace(/[[\]?]/g, '')
    .replace(/(^|\s)(?:c|©|p|cop\.?)\s*(?=\d{4})/gi, '$1')
    .replace(/-00(?=-|$)/g, '')
    .replace(/[.,;:\s]+$/, '')
    .trim();
  if (!text) return undefined;
  const parsed = parsePartialDate(text);
  const date = parsed.ok && parsed.value.year !== undefined ? parsed.value : undefined;
  const year = date ? undefined : /(?:^|\D)(1\d{3}|20\d{2})(?!\d)/.exec(text)?.[1];
  const partial = date ?? (year ? { year: Number(year) } : undefined);
  if (!partial) return undefined;
  return partialToCslDate(circa ? { ...partial, circa: true } : partial);
}
