/**
 * The place of publication as Turabian prints it (17.1.6.1, CMOS 14.130): the city; the state's postal code or the
 * country only for a city that is not well known or could be confused with another ("Cambridge, MA", "Grand Rapids,
 * MI"); a ZIP code, or a country standing where a city should be, is no place.
 */
import { publisherPlace, type Publisher } from '../../model/publisher.js';

/** Cities the manuals print alone (CMOS 14.130's examples and their peers), folded to lower case. */
const WELL_KNOWN_CITIES = new Set([
  'atlanta', 'baltimore', 'boston', 'chicago', 'dallas', 'detroit', 'houston', 'los angeles', 'miami', 'new york',
  'philadelphia', 'san francisco', 'seattle', 'amsterdam', 'berlin', 'jerusalem', 'london', 'madrid', 'moscow',
  'oxford', 'paris', 'rome', 'tokyo', 'vienna',
]);

/** Countries a catalogue may store in place of a city ("USA" from Zotero's NeurIPS records). */
const COUNTRIES = new Set(['usa', 'u.s.a.', 'us', 'u.s.', 'united states', 'uk', 'u.k.', 'united kingdom']);

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * US states as Chicago writes them in a bibliography, by the two-letter postal code (CMOS 10.28, 14.130): the
 * traditional abbreviations and the full names sources give ("Reading, Mass.", "Westport, Conn.") → "MA", "CT".
 */
const POSTAL_CODES: ReadonlyMap<string, string> = new Map(
  (
    [
      ['AL', 'ala.', 'alabama'], ['AK', 'alaska'], ['AZ', 'ariz.', 'arizona'], ['AR', 'ark.', 'arkansas'], ['CA', 'calif.', 'cal.', 'california'],
      ['CO', 'colo.', 'colorado'], ['CT', 'conn.', 'connecticut'], ['DE', 'del.', 'delaware'], ['DC', 'd.c.', 'd. c.'], ['FL', 'fla.', 'florida'],
      ['GA', 'ga.', 'georgia'], ['HI', 'hawaii'], ['ID', 'idaho'], ['IL', 'ill.', 'illinois'], ['IN', 'ind.', 'indiana'], ['IA', 'iowa'],
      ['KS', 'kans.', 'kan.', 'kansas'], ['KY', 'ky.', 'kentucky'], ['LA', 'la.', 'louisiana'], ['ME', 'maine'], ['MD', 'md.', 'maryland'],
      ['MA', 'mass.', 'massachusetts'], ['MI', 'mich.', 'michigan'], ['MN', 'minn.', 'minnesota'], ['MS', 'miss.', 'mississippi'],
      ['MO', 'mo.', 'missouri'], ['MT', 'mont.', 'montana'], ['NE', 'nebr.', 'neb.', 'nebraska'], ['NV', 'nev.', 'nevada'],
      ['NH', 'n.h.', 'new hampshire'], ['NJ', 'n.j.', 'new jersey'], ['NM', 'n.mex.', 'n.m.', 'new mexico'], ['NY', 'n.y.', 'new york'],
      ['NC', 'n.c.', 'north carolina'], ['ND', 'n.dak.', 'n.d.', 'north dakota'], ['OH', 'ohio'], ['OK', 'okla.', 'oklahoma'],
      ['OR', 'oreg.', 'ore.', 'oregon'], ['PA', 'pa.', 'penn.', 'penna.', 'pennsylvania'], ['RI', 'r.i.', 'rhode island'],
      ['SC', 's.c.', 'south carolina'], ['SD', 's.dak.', 's.d.', 'south dakota'], ['TN', 'tenn.', 'tennessee'], ['TX', 'tex.', 'texas'],
      ['UT', 'utah'], ['VT', 'vt.', 'vermont'], ['VA', 'va.', 'virginia'], ['WA', 'wash.', 'washington'], ['WV', 'w.va.', 'w. va.', 'west virginia'],
      ['WI', 'wis.', 'wisc.', 'wisconsin'], ['WY', 'wyo.', 'wyoming'],
    ] as const
  ).flatMap(([code, ...names]) => names.map((name) => [name, code] as const)),
);

/** A postal code after a state's abbreviation: "UT 84112-0090" → "UT". */
const ZIP_CODE = /^([A-Z]{2})\s+\d{5}(?:-\d{4})?$/;

export function turabianPlace(p: Publisher): string | undefined {
  const city = p.city?.trim();
  if (!city) return publisherPlace(p);
  const folded = city.toLowerCase();
  // A two-letter code is a country's ("LU" from Crossref), not a city.
  if (COUNTRIES.has(folded) || COUNTRY_CODE.test(city)) return undefined;
  if (WELL_KNOWN_CITIES.has(folded)) return city;
  const region = (p.state ?? p.country)?.trim().replace(ZIP_CODE, '$1');
  return region ? `${city}, ${POSTAL_CODES.get(region.toLowerCase()) ?? region}` : city;
}
