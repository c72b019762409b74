/**
 * Places of publication as catalogues write them ("New York, New York, USA", "[London]", "Boston, Mass.") in
 * the "City, ST" or "City, Country" form a publisher's place takes, so Turabian has its city and state.
 */
import { plainText } from '../text/markup.js';

/** US states, DC and Canadian provinces by name and by their older catalogue abbreviations. */
const REGIONS: Readonly<Record<string, string>> = {
  alabama: 'AL', ala: 'AL', alaska: 'AK', arizona: 'AZ', ariz: 'AZ', arkansas: 'AR', ark: 'AR', california: 'CA', calif: 'CA', cal: 'CA',
  colorado: 'CO', colo: 'CO', connecticut: 'CT', conn: 'CT', delaware: 'DE', del: 'DE', 'district of columbia': 'DC', 'd.c': 'DC',
  florida: 'FL', fla: 'FL', georgia: 'GA', ga: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', ill: 'IL', indiana: 'IN', ind: 'IN',
  iowa: 'IA', kansas: 'KS', kan: 'KS', kentucky: 'KY', ky: 'KY', louisiana: 'LA', la: 'LA', maine: 'ME', maryland: 'MD', md: 'MD',
  massachusetts: 'MA', mass: 'MA', michigan: 'MI', mich: 'MI', minnesota: 'MN', minn: 'MN', mississippi: 'MS', miss: 'MS',
  missouri: 'MO', mo: 'MO', montana: 'MT', mont: 'MT', nebraska: 'NE', neb: 'NE', nevada: 'NV', nev: 'NV', 'new hampshire': 'NH',
  'n.h': 'NH', 'new jersey': 'NJ', 'n.j': 'NJ', 'new mexico': 'NM', 'n.m': 'NM', 'new york': 'NY', 'n.y': 'NY',
  'north carolina': 'NC', 'n.c': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', okla: 'OK', oregon: 'OR', or: 'OR',
  ore: 'OR', pennsylvania: 'PA', pa: 'PA', penn: 'PA', 'rhode island': 'RI', 'r.i': 'RI', 'south carolina': 'SC', 's.c': 'SC',
  'south dakota': 'SD', tennessee: 'TN', tenn: 'TN', texas: 'TX', tex: 'TX', utah: 'UT', vermont: 'VT', vt: 'VT', virginia: 'VA',
  va: 'VA', washington: 'WA', wash: 'WA', 'west virginia': 'WV', 'w. va': 'WV', wisconsin: 'WI', wis: 'WI', wyoming: 'WY', wyo: 'WY',
  ontario: 'ON', ont: 'ON', quebec: 'QC', 'british columbia': 'BC', 'b.c': 'BC', alberta: 'AB', alta: 'AB', manitoba: 'MB',
  'nova scotia': 'NS', 'n.s': 'NS', 'new brunswick': 'NB', saskatchewan: 'SK', 'newfoundland and labrador': 'NL',
};

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
  const region = parts[1]!.replace(/\.$/, '').toLowerCase();
  const code = /^[A-Z]{2}$/.test(parts[1]!) ? parts[1] : REGIONS[region];
  return code ? `${parts[0]}, ${code}` : parts.join(', ');
}
