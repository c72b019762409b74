/** Values as pages write them, made clean: text without tags, person names, dates (titles: page-titles.ts). */
import type { CslDate, CslName } from '../csl/csl-item.js';
import { NON_ENGLISH_MONTHS, parsePartialDate } from '../model/partial-date.js';
import { plainText } from '../text/markup.js';
import { readNameText } from '../csl/name-text.js';

/** Zero-width spaces and joiners, direction marks and byte-order marks: invisible, and never part of a value. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g;

/**
 * A value as one line of plain text: tags and invisible marks gone, and entities decoded. The parser has
 * decoded the page's entities once; what is left was encoded twice (JSON-LD written from HTML: "ORCID&#8217;s").
 */
export function cleanText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  return plainText(value.replace(INVISIBLE, '')) || undefined;
}

/**
 * One person or organisation from a name as pages write it: "Vaswani, Ashish", "Maria C Almeida",
 * "Ludwig van Beethoven", or an organisation ("Harvard Dataverse"), kept whole. Profile links and handles
 * are not names.
 */
export function parsePersonName(raw: string): CslName | undefined {
  const text = cleanText(raw);
  // A single word on a page is a site's or an agency's ("Reuters"), not a mononym; a word in capitals that is
  // not an initial is an organisation's ("ONE Media", "NASA Goddard").
  return text ? readNameText(text, { byline: true, singleWord: 'literal', capitalsMeanOrganisation: true }) : undefined;
}

/**
 * Several names in one string: "A, B and C", "A; B", "By A and B". A single "Last, First" stays one name.
 */
export function parseNameList(raw: string): CslName[] {
  const text = cleanText(raw)?.replace(/^by\s+/i, '');
  if (!text) return [];
  let parts: string[];
  if (/[、，]/.test(text)) {
    // "Eric Freeman 著、嶋田 健志 監訳、木下 哲也 訳": Japanese role marks; 著 and 編著 are the authors.
    const marked = text.split(/\s*[、，]\s*/).map((p) => /^(.*?)\s*(編著|著|監訳|訳|監修|編)?$/.exec(p)!);
    parts = marked.filter((m) => !m[2] || m[2] === '著' || m[2] === '編著').map((m) => m[1]!);
  } else if (text.includes(';')) parts = text.split(/\s*;\s*/);
  else {
    const byComma = text.split(/\s*,\s*|\s+(?:and|&)\s+/i).filter(Boolean);
    // "Santora, Marc" is one name; "Marc Santora, Al Baker" is two.
    parts = byComma.length > 1 && byComma.every((p) => p.includes(' ')) ? byComma : [text];
  }
  return parts.map(parsePersonName).filter((n): n is CslName => !!n);
}

const parts = (y: number, m?: number, d?: number): CslDate => ({
  'date-parts': [[y, ...(m && m >= 1 && m <= 12 ? [m, ...(d && d >= 1 && d <= 31 ? [d] : [])] : [])]],
});

/**
 * A date as pages write it: ISO with or without a time, Highwire's "2017/06/12" and "2021/08", "20160919",
 * English words ("Dec 20, 2006", "2012 Nov 26") and day-month-year in other European languages ("8 ago 2023").
 */
export function parsePageDate(raw: string | undefined): CslDate | undefined {
  const text = cleanText(raw);
  if (!text || text.length > 60) return undefined;
  const numeric = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?(?:[T\s]\d.*)?$/.exec(text);
  if (numeric) return parts(Number(numeric[1]), numeric[2] ? Number(numeric[2]) : undefined, numeric[3] ? Number(numeric[3]) : undefined);
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return parts(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const parsed = parsePartialDate(text.replace(/,?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s*[A-Z]{2,4})?$/i, ''));
  if (parsed.ok && parsed.value.year !== undefined && !parsed.value.end) return parts(parsed.value.year, parsed.value.month, parsed.value.day);
  const words = text.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter((w) => w !== 'de' && w !== 'del');
  const year = words.find((w) => /^\d{4}$/.test(w));
  const month = words.map((w) => NON_ENGLISH_MONTHS[w]).find((m) => m !== undefined);
  const day = words.find((w) => /^\d{1,2}$/.test(w));
  if (year && month) return parts(Number(year), month, day ? Number(day) : undefined);
  return undefined;
}
