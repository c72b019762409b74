/**
 * RIS dates: "2020", "2020/03/01", "2016/01/", "2012///", "2021///Spring", "YYYY/MM/DD/other info", read
 * into partial dates and written back so that they read the same.
 */
import { parsePartialDate, toIsoDate, type DatePoint, type DateStatus, type PartialDate, type Season } from '../../model/partial-date.js';

const SLASHED = /^(\d{4})?(?:\/(\d{0,2})(?:\/(\d{0,2})(?:\/(.*))?)?)?$/;
const SEASON_WORDS: Record<string, Season> = { spring: 'spring', summer: 'summer', fall: 'fall', autumn: 'fall', winter: 'winter' };

/** A date's status as RIS other information writes it, and as `parsePartialDate` reads it back. */
export const RIS_STATUS_TEXT: Readonly<Record<DateStatus, string>> = { 'no-date': 'n.d.', 'in-press': 'in press', forthcoming: 'forthcoming' };

export interface RisDate {
  date?: PartialDate;
  /** Other information after the date that no part of a date holds ("Epub ahead of print"). */
  rest?: string;
}

/** A RIS date value; `date` is undefined when the value holds no date at all. */
export function parseRisDate(value: string): RisDate {
  const text = value.trim();
  const m = SLASHED.exec(text);
  if (!m) {
    const parsed = parsePartialDate(text);
    return parsed.ok ? { date: parsed.value } : { rest: text };
  }
  const [, y, mo, d, other = ''] = m;
  const point: DatePoint = {};
  if (y) point.year = Number(y);
  const month = mo ? Number(mo) : undefined;
  if (point.year !== undefined && month !== undefined && month >= 1 && month <= 12) {
    point.month = month;
    const day = d ? Number(d) : undefined;
    if (day !== undefined && day >= 1 && day <= 31) point.day = day;
  }
  const info = other.trim();
  const season = SEASON_WORDS[info.toLowerCase()];
  if (season && point.month === undefined && point.year !== undefined) return { date: { ...point, season } };
  if (info) {
    // Other information that is itself a date of the same year (our export of ranges, circa and statuses).
    const parsed = parsePartialDate(info);
    if (parsed.ok && (point.year === undefined || parsed.value.year === point.year)) return { date: parsed.value };
    if (point.year === undefined) return { date: { literal: info } };
    return { date: point, rest: info };
  }
  return point.year === undefined ? {} : { date: point };
}

/** The parts RIS's PY and DA hold for a partial date: PY the year, DA the full date and other information. */
export function formatRisDate(date: PartialDate): { year?: string; date?: string } {
  const year = date.year !== undefined && date.year >= 0 && date.year <= 9999 ? String(date.year).padStart(4, '0') : undefined;
  const slashed = (p: DatePoint) => [year ?? '', p.month !== undefined ? pad(p.month) : '', p.day !== undefined ? pad(p.day) : ''].join('/');
  const plain = !date.end && !date.circa && !date.status && !date.literal;
  if (plain && year !== undefined) {
    if (date.season) return { year, date: `${year}///${capitalise(date.season)}` };
    return { year, ...(date.month !== undefined ? { date: slashed(date).replace(/\/$/, '') } : {}) };
  }
  // What RIS's parts cannot hold travels as other information that parsePartialDate reads back.
  const info = date.status ? RIS_STATUS_TEXT[date.status] : date.literal && date.year === undefined ? date.literal : dateText(date);
  if (!info) return year ? { year } : {};
  return { ...(year ? { year } : {}), date: `${year !== undefined ? slashed(date) : '//'}/${info}` };
}


function dateText(date: PartialDate): string | undefined {
  const start = toIsoDate(date);
  if (!start || date.season || date.end?.season) return undefined;
  const end = date.end ? toIsoDate({ year: date.year, ...date.end }) : undefined;
  return `${date.circa ? 'ca. ' : ''}${start}${end ? `/${end}` : ''}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);
