/** Location text shared by the styles' citations: ranges with en dashes, and time stamps. */
import { decodeTime } from '../model/location.js';

/** "3-5" → "3–5": a hyphen typed between two numbers is a range. */
export const rangeDashes = (value: string): string => value.trim().replace(/(\d)\s*-\s*(\d)/g, '$1–$2');

/** Whether a location names more than one page or paragraph ("3–5", "3, 7", "3 & 7"), for "pp." over "p.". */
export const isPlural = (value: string): boolean => /[–,&-]|\band\b/.test(value);

/** "1:02:45", or "2:15" under an hour (APA 8.28, CMOS 14.265), from the spec's h/m/s encoding. */
export function timeStampText(value: string): string {
  const t = decodeTime(value);
  if (!t.ok) return value;
  const { hours, minutes, seconds } = t.value;
  return Number(hours) > 0 ? `${Number(hours)}:${minutes}:${seconds}` : `${Number(minutes)}:${seconds}`;
}
