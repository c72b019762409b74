/**
 * Partial dates: a year, a year and month, a full date, a season, a range, circa,
 * "n.d.", "in press". What references carry instead of loose date strings.
 */
import { fail, ok, type Result } from '../result.js';
import { MONTH_NAMES, daysInMonth } from './months.js';

// The calendar (months.ts), offered with the dates that use it.
export { MONTH_NAMES, daysInMonth } from './months.js';

/**
 * Month words in the other languages references and pages are written in (French, Spanish, Italian, German,
 * Portuguese, Dutch), with their usual abbreviations, as month numbers. Some are English too ("august", "dec"):
 * words the languages share. Keys are lower-case.
 */
export const NON_ENGLISH_MONTHS: Readonly<Record<string, number>> = {
  ene: 1, enero: 1, janv: 1, janvier: 1, jan: 1, januar: 1, gen: 1, gennaio: 1, janeiro: 1,
  febr: 2, fev: 2, fév: 2, février: 2, fevrier: 2, februar: 2, febrero: 2, febbraio: 2, fevereiro: 2,
  mär: 3, märz: 3, mars: 3, marzo: 3, março: 3, marco: 3,
  abr: 4, abril: 4, avr: 4, avril: 4, apr: 4, aprile: 4,
  mai: 5, mayo: 5, maggio: 5, maio: 5, mei: 5,
  juin: 6, junio: 6, juni: 6, giu: 6, giugno: 6, junho: 6,
  juil: 7, juillet: 7, julio: 7, juli: 7, lug: 7, luglio: 7, julho: 7,
  ago: 8, agosto: 8, août: 8, aout: 8, aug: 8, august: 8,
  sept: 9, septiembre: 9, septembre: 9, set: 9, settembre: 9, setembro: 9,
  oct: 10, octubre: 10, octobre: 10, okt: 10, oktober: 10, ott: 10, ottobre: 10, out: 10, outubro: 10,
  nov: 11, noviembre: 11, novembre: 11, november: 11, novembro: 11,
  dic: 12, diciembre: 12, déc: 12, dec: 12, décembre: 12, decembre: 12, dez: 12, dezember: 12, dicembre: 12, dezembro: 12,
};

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** Statuses that stand in for a date: APA's "n.d.", "in press" and "forthcoming". */
export const DATE_STATUSES = ['no-date', 'in-press', 'forthcoming'] as const;
export type DateStatus = (typeof DATE_STATUSES)[number];

/** The years a date can hold; years BCE are negative ("380 BCE" is -380). */
export const YEAR_RANGE = { min: -9999, max: 99999 } as const;

export interface DatePoint {
  year?: number;
  month?: number;
  day?: number;
  season?: Season;
}

export interface PartialDate extends DatePoint {
  /** "ca. 1850": the year is approximate. */
  circa?: boolean;
  /** The end of a range such as 2019-2020 or May 3-5, 2020. */
  end?: DatePoint;
  /** Stands in for the date when the work has none (n.d.) or is not out yet. */
  status?: DateStatus;
  /** Text to print as is when nothing else can hold the date ("Ming dynasty"). */
  literal?: string;
}

const inRange = (n: number | undefined, min: number, max: number) => n === undefined || (Number.isInteger(n) && n >= min && n <= max);

/** Whether a point's year, month and day are whole numbers in their ranges (what the schema's types check). */
export function datePointInRange(p: DatePoint): boolean {
  return inRange(p.year, YEAR_RANGE.min, YEAR_RANGE.max) && inRange(p.month, 1, 12) && inRange(p.day, 1, 31);
}

/** Why a date point is not a real date, or undefined when it is one. */
function pointProblem(p: DatePoint): string | undefined {
  if (p.day !== undefined && p.month === undefined) return 'A day needs a month.';
  if (p.season !== undefined && p.month !== undefined) return 'A date has either a season or a month, not both.';
  if (p.day !== undefined && p.month !== undefined && p.year !== undefined && p.day > daysInMonth(p.month, p.year)) {
    return `${MONTH_NAMES[p.month - 1]} ${p.year} has no day ${p.day}.`;
  }
  return undefined;
}

/**
 * Why a date whose parts are each in range is still not a date: a status beside a year, no year at all, a day
 * with no month, a range that runs backwards. Empty when it is a date; the schema reports these as its issues.
 */
export function partialDateProblems(d: PartialDate): string[] {
  const problems: string[] = [];
  if (d.status && (d.year !== undefined || d.end)) problems.push('A date with a status (n.d., in press) has no year.');
  if (!d.status && !d.literal && d.year === undefined) problems.push('A date needs a year, a status (n.d., in press) or a literal.');
  const start = pointProblem(d);
  if (start) problems.push(start);
  if (d.end) {
    const end = { year: d.year, ...d.end };
    const problem = pointProblem(end);
    if (problem) problems.push(problem);
    if (compareDatePoints(d, end) >= 0) problems.push('The end of a date range must come after its start.');
  }
  return problems;
}

/** Orders two points by year, then month (a season counts as its first month), then day. */
export function compareDatePoints(a: DatePoint, b: DatePoint): number {
  const seasonMonth = (p: DatePoint) => p.month ?? (p.season ? { winter: 1, spring: 3, summer: 6, fall: 9 }[p.season] : 0);
  return (a.year ?? 0) - (b.year ?? 0) || seasonMonth(a) - seasonMonth(b) || (a.day ?? 0) - (b.day ?? 0);
}

const MONTH_WORDS: Record<string, number> = Object.fromEntries(
  MONTH_NAMES.flatMap((name, i) => {
    const lower = name.toLowerCase();
    return [[lower, i + 1], [lower.slice(0, 3), i + 1], ...(lower === 'september' ? [['sept', 9]] : [])];
  }),
);
const SEASON_WORDS: Record<string, Season> = { spring: 'spring', summer: 'summer', fall: 'fall', autumn: 'fall', winter: 'winter' };

type ParseResult = Result<PartialDate, 'invalid-date'>;
const invalid = (text: string): ParseResult =>
  fail('invalid-date', `"${text}" is not a date we can read. Try a form such as 2020, May 2020, May 3, 2020 or n.d.`);

/**
 * Reads one date point from words and numbers in any common order: "May 3 2020", "3 May 2020", "Spring 2021".
 * `bareDay` lets a day stand without a month, as the end of "May 3-5, 2020" does.
 */
function parsePoint(text: string, bareDay = false): DatePoint | undefined {
  const p: DatePoint = {};
  let pendingDay: number | undefined;
  let era = 1;
  const tokens = text
    .toLowerCase()
    .replace(/\bb\.\s?c\.(?:\s?e\.)?/g, 'bce')
    .replace(/\b(?:c\.\s?e\.|a\.\s?d\.)/g, 'ce')
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  for (const raw of tokens) {
    const token = raw.replace(/^(\d+)(st|nd|rd|th)$/, '$1');
    if (token in MONTH_WORDS && p.month === undefined && p.season === undefined) p.month = MONTH_WORDS[token];
    else if (token in SEASON_WORDS && p.season === undefined && p.month === undefined) p.season = SEASON_WORDS[token];
    else if (/^(bce|bc)$/.test(token)) era = -1;
    else if (/^(ce|ad)$/.test(token)) continue;
    else if (/^\d{3,5}$/.test(token) && p.year === undefined) p.year = Number(token);
    else if (/^\d{1,2}$/.test(token) && pendingDay === undefined) pendingDay = Number(token);
    else return undefined;
  }
  if (pendingDay !== undefined) {
    if (p.month === undefined && !bareDay) return undefined;
    p.day = pendingDay;
  }
  // 0 - year, not year * -1: "0 BC" must not become minus zero, which no other zero year equals.
  if (p.year !== undefined && era < 0) p.year = 0 - p.year;
  return p;
}

const ISO = /^(-?\d{4,5})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const US_NUMERIC = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isoPoint(text: string): DatePoint | undefined {
  const m = ISO.exec(text);
  if (!m) return undefined;
  // + 0 turns "-0000" (minus zero) into the year 0.
  const p: DatePoint = { year: Number(m[1]) + 0 };
  if (m[2]) p.month = Number(m[2]);
  if (m[3]) p.day = Number(m[3]);
  return p;
}

/** The parsed date if it is one the schema accepts (its parts in range, `partialDateProblems` empty). */
function finish(text: string, d: PartialDate): ParseResult {
  const real = datePointInRange(d) && (!d.end || datePointInRange(d.end)) && partialDateProblems(d).length === 0;
  return real ? ok(d) : invalid(text);
}

function definedOnly(p: DatePoint): DatePoint {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) as DatePoint;
}

/**
 * Parses what people type for a date: ISO (2020-05-03), US numeric (05/03/2020), words in any order
 * (May 3, 2020; 3 May 2020; 2020, May 3), seasons, ranges (2019-2020, May 3-5, 2020), circa
 * (ca. 1850), eras (380 BCE), and the statuses n.d., in press and forthcoming.
 */
export function parsePartialDate(input: string): ParseResult {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return fail('invalid-date', 'Enter a date, or n.d. when the work has none.');
  const lower = text.toLowerCase();
  if (/^(n\.? ?d\.?|no date|undated)$/.test(lower)) return ok({ status: 'no-date' });
  if (/^in[- ]press$/.test(lower)) return ok({ status: 'in-press' });
  if (lower === 'forthcoming') return ok({ status: 'forthcoming' });

  const circaMatch = /^(?:c\.|ca\.?|circa|approx\.?|approximately)\s*/i.exec(text);
  const body = circaMatch ? text.slice(circaMatch[0].length) : text;
  const circa = circaMatch ? { circa: true } : {};

  const iso = isoPoint(body);
  if (iso) return finish(text, { ...iso, ...circa });
  const us = US_NUMERIC.exec(body);
  if (us) return finish(text, { year: Number(us[3]), month: Number(us[1]), day: Number(us[2]), ...circa });

  // An ISO range uses a slash; written ranges use a dash, an en or em dash, or "to".
  const isoRange = body.split('/');
  if (isoRange.length === 2) {
    const [a, b] = isoRange.map((s) => isoPoint(s.trim()));
    if (a && b) return finish(text, { ...a, ...circa, end: rangeEnd(a, b) });
    const [y1, y2] = isoRange.map((s) => s.trim());
    if (y1 && y2 && /^\d{4}$/.test(y1) && /^\d{2,4}$/.test(y2)) {
      return finish(text, { year: Number(y1), end: { year: Number(y2.length === 2 ? y1.slice(0, 2) + y2 : y2) }, ...circa });
    }
  }
  const parts = body.split(/\s*(?:[–—]|(?<=\S)-(?=\S)|\s-\s|\bto\b)\s*/);
  if (parts.length === 2 && parts[0] && parts[1]) {
    const a = parsePoint(parts[0]);
    const b = parsePoint(parts[1], true);
    if (!a || !b) return invalid(text);
    // "May 3-5, 2020": the start borrows the year; the end borrows the month.
    if (a.year === undefined) a.year = b.year;
    if (b.month === undefined && b.season === undefined && b.day !== undefined) b.month = a.month;
    return finish(text, { ...definedOnly(a), ...circa, end: rangeEnd(a, b) });
  }
  if (parts.length > 2) return invalid(text);
  const single = parsePoint(body);
  return single ? finish(text, { ...definedOnly(single), ...circa }) : invalid(text);
}

/** The end point of a range, its year taken from the start when the text gave none. */
function rangeEnd(start: DatePoint, end: DatePoint): DatePoint {
  return definedOnly({ ...end, year: end.year ?? start.year });
}

/** Two-digit month-day for sortable keys and ISO output: 2020-05-03, 2020-05, 2020. */
export function toIsoDate(p: DatePoint): string | undefined {
  if (p.year === undefined) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const y = p.year < 0 ? `-${pad(-p.year).padStart(4, '0')}` : String(p.year).padStart(4, '0');
  if (p.month === undefined) return y;
  return p.day === undefined ? `${y}-${pad(p.month)}` : `${y}-${pad(p.month)}-${pad(p.day)}`;
}
