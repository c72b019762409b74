/**
 * Places of publication as catalogues write them ("New York, New York, USA", "[London]", "Boston, Mass.") in
 * the "City, ST" or "City, Country" form a publisher's place takes, so Turabian has its city and state.
 */
import { plainText } from '../text/markup.js';
import { regionCode } from '../model/regions.js';

const COUNTRY_NOISE = /^(u\.?s\.?a?\.?|united states(?: of america)?|canada)$/i;

/**
 * "New York, New York, USA" → "New York, NY"; "Boston, Mass." → "Boston, MA"; "[London]" → "London";
 * "Golden, CO (United States)" → "Golden, CO". Anything else is returned tidied but unchanged.
 */
export function normalizePlace(raw: string): string | undefined {
  const text = plainText(raw).replace(/[[\]]/g, '').replace(/\s*\((?:united states|usa?|u\.s\.a?\.?)\)\s*$/i, '').replace(/[\s,;:]+$/, '').trim();
  if (!text || /^(s\.\s?l\.?|sine loco|place of publication not identified)$/i.test(text)) return undefined;
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  if (parts.length > 1 && COUNTRY_NOISE.test(parts.at(-1)!)) parts.pop();
  if (parts.length < 2) return parts[0];
  const code = /^[A-Z]{2}$/.test(parts[1]!) ? parts[1] : regionCode(parts[1]!);
  return code ? `${parts[0]}, ${code}` : parts.join(', ');
}
