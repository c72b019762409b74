/**
 * The place of publication as Turabian prints it (17.1.6.1, CMOS 14.130): the city; the state's postal code or the
 * country only for a city that is not well known or could be confused with another ("Cambridge, MA", "Grand Rapids,
 * MI"); a ZIP code, or a country standing where a city should be, is no place.
 */
import { publisherPlace, type Publisher } from '../../model/publisher.js';
import { regionCode } from '../../model/regions.js';

/** Cities the manuals print alone (CMOS 14.130's examples and their peers), folded to lower case. */
const WELL_KNOWN_CITIES = new Set([
  'atlanta', 'baltimore', 'boston', 'chicago', 'dallas', 'detroit', 'houston', 'los angeles', 'miami', 'new york',
  'philadelphia', 'san francisco', 'seattle', 'amsterdam', 'berlin', 'jerusalem', 'london', 'madrid', 'moscow',
  'oxford', 'paris', 'rome', 'tokyo', 'vienna',
]);

/** Countries a catalogue may store in place of a city ("USA" from Zotero's NeurIPS records). */
const COUNTRIES = new Set(['usa', 'u.s.a.', 'us', 'u.s.', 'united states', 'uk', 'u.k.', 'united kingdom']);

const COUNTRY_CODE = /^[A-Z]{2}$/;

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
  return region ? `${city}, ${regionCode(region) ?? region}` : city;
}
