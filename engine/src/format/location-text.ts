/**
 * One formatter of citation locations for the three styles, fed by each style's terms: "p. 3" and "pp. 3–5" (APA),
 * "45" and "par. 4" (MLA), "121–23" and "chap. 3" (Chicago), acts and scenes "1.2.34", verses "Gen. 1:3", time stamps.
 */
import { decodeTime, LOCATION_TYPES, type CitationLocation, type LocationType } from '../model/location.js';
import { typedPagesText, type RangeRule } from './page-ranges.js';

export interface LocationTerms {
  /** The label of each numbered division, singular and plural; pages without one print bare. */
  labels: Partial<Record<LocationType, readonly [string, string]>>;
  /** How a typed page range is shortened. */
  pageRange: RangeRule;
  /** Between chapter and verse: "1:3" (APA, Chicago) or "1.3" (MLA 6.24). */
  verse: ':' | '.';
  /** A time stamp under an hour: "2:15" (APA 8.28, CMOS 14.265) or in full, "00:02:15" (MLA 6.21). */
  time: 'short' | 'full';
}

/** A hyphen between two letters or numbers of a location is a range: "3-5" → "3–5". */
const dashes = (value: string) => value.replace(/(\w)\s*-\s*(\w)/g, '$1–$2');

/** Whether a location names more than one page or paragraph ("3–5", "3, 7", "3 & 7"), for "pp." over "p.". */
const isPlural = (value: string): boolean => /[–,&-]|\band\b/.test(value);

/** "1:02:45", or "2:15" under an hour, from the spec's h/m/s encoding; "00:02:15" in full. */
function timeStampText(value: string, form: LocationTerms['time'] = 'short'): string {
  const t = decodeTime(value);
  if (!t.ok) return value;
  const { hours, minutes, seconds } = t.value;
  if (form === 'full') return `${hours}:${minutes}:${seconds}`;
  return Number(hours) > 0 ? `${Number(hours)}:${minutes}:${seconds}` : `${Number(minutes)}:${seconds}`;
}

/** Where a citation points, as the style writes it; undefined for "not a direct quote" and blank values. */
export function locationText(location: CitationLocation | undefined, terms: LocationTerms): string | undefined {
  if (!location || location.type === LOCATION_TYPES.NOT_A_DIRECT_QUOTE) return undefined;
  const value = String(location.value ?? '').trim();
  if (!value) return undefined;
  const label = location.label?.trim();
  switch (location.type) {
    case LOCATION_TYPES.ACT_SCENE_LINE:
      // A range of lines takes an en dash like any other range (MLA 6.22: "1.5.35–36").
      return dashes(value.split('/').map((s) => s.trim()).filter(Boolean).join('.'));
    case LOCATION_TYPES.BOOK_CHAPTER_VERSE:
      return [label, dashes(terms.verse === '.' ? value.replace(':', '.') : value)].filter(Boolean).join(' ');
    case LOCATION_TYPES.TIME:
      return timeStampText(value, terms.time);
    case LOCATION_TYPES.OTHER:
      return [label, dashes(value)].filter(Boolean).join(' ');
    default: {
      const text = location.type === LOCATION_TYPES.PAGE ? typedPagesText(value, terms.pageRange) : dashes(value);
      const labels = terms.labels[location.type];
      return labels ? `${labels[isPlural(value) ? 1 : 0]} ${text}` : text;
    }
  }
}
