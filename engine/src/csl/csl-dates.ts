/** CSL dates (date-parts, season, circa, literal, raw) to and from partial dates. */
import { parsePartialDate, SEASONS, type DatePoint, type PartialDate, type Season } from '../model/partial-date.js';
import type { CslDate } from './csl-item.js';

const CSL_SEASONS: Record<string, Season> = { '1': 'spring', '2': 'summer', '3': 'fall', '4': 'winter', autumn: 'fall' };

function season(value: unknown): Season | undefined {
  const key = String(value ?? '').trim().toLowerCase();
  return CSL_SEASONS[key] ?? (SEASONS as readonly string[]).find((s) => s === key) as Season | undefined;
}

function point(parts: (number | string)[] | undefined): DatePoint | undefined {
  if (!parts || parts.length === 0) return undefined;
  const [y, m, d] = parts.map((p) => (typeof p === 'number' ? p : Number(String(p).trim())));
  if (y === undefined || !Number.isInteger(y)) return undefined;
  const p: DatePoint = { year: y };
  if (m !== undefined && Number.isInteger(m) && m >= 1 && m <= 12) p.month = m;
  // CSL writes seasons as months 13 to 16 in date-parts.
  else if (m !== undefined && m >= 13 && m <= 16) p.season = CSL_SEASONS[String(m - 12)];
  if (p.month !== undefined && d !== undefined && Number.isInteger(d) && d >= 1 && d <= 31) p.day = d;
  return p;
}

/** A CSL date as a partial date, or undefined when it holds nothing readable. */
export function cslDateToPartial(date: CslDate | string | undefined): PartialDate | undefined {
  if (date === undefined || date === null) return undefined;
  if (typeof date === 'string') {
    const parsed = parsePartialDate(date);
    return parsed.ok ? parsed.value : { literal: date };
  }
  const start = point(date['date-parts']?.[0]);
  if (start) {
    const result: PartialDate = { ...start };
    const end = point(date['date-parts']?.[1]);
    if (end && (end.year !== start.year || end.month !== start.month || end.day !== start.day)) result.end = end;
    const s = season(date.season);
    if (s && result.month === undefined) result.season = s;
    if (date.circa) result.circa = true;
    return result;
  }
  if (date.raw) return cslDateToPartial(date.raw);
  if (date.literal) {
    const parsed = parsePartialDate(date.literal);
    return parsed.ok ? parsed.value : { literal: date.literal };
  }
  return undefined;
}

function parts(p: DatePoint): number[] {
  const out = [p.year ?? 0];
  if (p.month !== undefined) out.push(p.month);
  else if (p.season !== undefined) return out;
  if (p.month !== undefined && p.day !== undefined) out.push(p.day);
  return out;
}

/** A partial date as a CSL date; statuses have no CSL date (they travel in CSL's `status`). */
export function partialToCslDate(date: PartialDate): CslDate | undefined {
  if (date.status) return undefined;
  if (date.year === undefined) return date.literal ? { literal: date.literal } : undefined;
  const out: CslDate = { 'date-parts': date.end ? [parts(date), parts({ year: date.year, ...date.end })] : [parts(date)] };
  if (date.season) out.season = SEASONS.indexOf(date.season) + 1;
  if (date.circa) out.circa = true;
  return out;
}
