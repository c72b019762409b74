/** Publishers with their place: APA drops the place, Turabian needs the city (and state where needed). */
/** A publisher and its place; every part non-blank when present. */
export type Publisher = {
  name: string;
  city?: string;
  /** State or province, as a postal abbreviation where one exists: "MA". */
  state?: string;
  country?: string;
};

/** "Boston, MA": the place as CSL's publisher-place and Turabian print it. */
export function publisherPlace(p: Publisher): string | undefined {
  const place = [p.city, p.state ?? p.country].filter(Boolean).join(', ');
  return place || undefined;
}

/** The parts of a street address a source may give before the city: "1515 Broadway", "Fifth Floor", "P.O. Box 7". */
const STREET_PART = /^(?:\d|p\.?\s?o\.?\s*box\b|(?:suite|room|building)\b|\S+\s+floor$)/i;

/** Reads "Boston, MA" or "London, UK" back into its city and state or country, past a street address before them. */
export function parsePublisherPlace(place: string): Pick<Publisher, 'city' | 'state' | 'country'> {
  const parts = place.split(/\s*,\s*/).map((s) => s.trim()).filter(Boolean);
  while (parts.length > 1 && STREET_PART.test(parts[0]!)) parts.shift();
  const [city, region] = parts;
  if (!city) return {};
  if (!region) return { city };
  // Two capital letters are a postal state or province code; anything else is a country.
  return /^[A-Z]{2}$/.test(region) ? { city, state: region } : { city, country: region };
}

/** A book needs review when a publisher lacks the city or state that Turabian prints (reference-library §4). */
export function publisherNeedsPlace(p: Publisher): boolean {
  return !p.city || !(p.state || p.country);
}
