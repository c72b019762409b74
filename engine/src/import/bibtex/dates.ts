/** BibTeX dates to CSL dates: `year` with `month` and `day`, and BibLaTeX's ISO `date` with ranges. */
import type { CslDate } from '../../csl/csl-item.js';
import { MONTH_NAMES, NON_ENGLISH_MONTHS } from '../../model/partial-date.js';

/** BibTeX's month macros, `jan` to `dec`: what files write in `month` and what export writes. */
export const MONTH_MACROS: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3).toLowerCase());

/** Seasons as CSL writes them in date-parts: months 13 to 16. */
const SEASON_MONTHS: Readonly<Record<string, number>> = { spring: 13, summer: 14, fall: 15, autumn: 15, winter: 16 };

/**
 * A month (and day, when given) from a `month` value: "January", "jan", "1", "10 Jan", "Jan.~10"; a season
 * ("Fall") comes back as CSL's month 13 to 16.
 */
function readMonth(text: string): { month: number; day?: number } | undefined {
  const t = text.trim().toLowerCase();
  if (/^\d{1,2}$/.test(t)) {
    const m = Number(t);
    return m >= 1 && m <= 12 ? { month: m } : undefined;
  }
  const word = /\p{L}+/u.exec(t);
  if (!word) return undefined;
  const w = word[0];
  const season = SEASON_MONTHS[w];
  if (season) return { month: season };
  // Month words in the languages BibTeX files are often written in, then the English prefixes.
  let month = NON_ENGLISH_MONTHS[w];
  if (month === undefined && w.length >= 3) {
    const index = MONTH_MACROS.indexOf(w.slice(0, 3));
    if (index >= 0) month = index + 1;
  }
  if (month === undefined) return undefined;
  const day = /(?:^|\D)(\d{1,2})(?:\D|$)/.exec(t)?.[1];
  return day && Number(day) >= 1 && Number(day) <= 31 ? { month, day: Number(day) } : { month };
}

const ISO_POINT = /^(-?\d{1,4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T[\d:.]+(?:Z|[+-][\d:]+)?)?$/;

function isoPoint(text: string): (number)[] | undefined {
  const m = ISO_POINT.exec(text.trim());
  if (!m) return undefined;
  const parts = [Number(m[1])];
  if (m[2]) {
    const month = Number(m[2]);
    // BibLaTeX writes seasons as months 21 to 24; CSL as 13 to 16.
    if (month >= 21 && month <= 24) parts.push(month - 8);
    else parts.push(month);
  }
  if (m[3]) parts.push(Number(m[3]));
  return parts;
}

/** A BibLaTeX date (`2020`, `2020-03-01`, `2020-01/2020-03`, `1850~`) as a CSL date; unreadable text stays raw. */
export function readIsoDate(text: string): CslDate {
  let t = text.trim();
  let circa = false;
  if (/[~?%]$/.test(t)) {
    circa = true;
    t = t.replace(/[~?%]+$/, '');
  }
  const [from, to, extra] = t.split('/');
  const start = from && from !== '..' ? isoPoint(from) : undefined;
  const end = to && to !== '..' ? isoPoint(to) : undefined;
  if (!start || extra !== undefined || (to && to !== '..' && !end)) return { raw: text.trim() };
  const date: CslDate = { 'date-parts': end ? [start, end] : [start] };
  if (circa) date.circa = true;
  return date;
}

/** `year`, `month` and `day` as a CSL date, or undefined when there is no year. */
export function readYearMonthDay(year: string | undefined, month: string | undefined, day: string | undefined): { date?: CslDate; monthUnread?: boolean } {
  if (!year) return {};
  const y = year.trim();
  if (!/^-?\d{1,4}$/.test(y)) return { date: { raw: month ? `${month} ${y}` : y } };
  const parts: number[] = [Number(y)];
  // Two months joined by a slash or a dash ("jul # "\slash " # sep" reads "July/September") are a range of months.
  const [from, to, extra] = month ? month.split(/\s*(?:\/|[–—-]+)\s*/) : [];
  const range = from && to && extra === undefined ? [readMonth(from), readMonth(to)] : undefined;
  if (range?.[0] && range[1] && !range[0].day && !range[1].day) return { date: { 'date-parts': [[Number(y), range[0].month], [Number(y), range[1].month]] } };
  const m = month ? readMonth(month) : undefined;
  if (m) {
    parts.push(m.month);
    const d = day && /^\d{1,2}$/.test(day.trim()) ? Number(day) : m.day;
    if (d) parts.push(d);
  }
  return { date: { 'date-parts': [parts] }, monthUnread: !!month && !m };
}
