/**
 * biblatex's keys for a patent (its localisation keys): the `type` names the office and whether the patent was granted
 * or only applied for ("patentus", "patreqfr"), and the `location` lists countries as keys ("countryde and countryuk").
 * Read as the countries they name, they never reach an output as keys.
 */
import { PATENT_APPLICATION } from '../../format/patent-number.js';

const COUNTRIES: Readonly<Record<string, string>> = { de: 'Germany', eu: 'Europe', fr: 'France', uk: 'United Kingdom', us: 'United States' };
const PATENT_TYPE = /^pat(ent|req)(de|eu|fr|uk|us)?$/i;
const COUNTRY_KEY = /^country(de|eu|fr|uk|us)$/i;

/** A patent's `type` key as its country and description; undefined for a type in words. */
export function patentType(key: string): { jurisdiction?: string; genre?: string } | undefined {
  const match = PATENT_TYPE.exec(key.trim());
  if (!match) return undefined;
  const country = match[2] ? COUNTRIES[match[2].toLowerCase()] : undefined;
  return { ...(country ? { jurisdiction: country } : {}), ...(match[1]!.toLowerCase() === 'req' ? { genre: PATENT_APPLICATION } : {}) };
}

/** A patent's `location`, a list of country keys, as the countries; undefined when it holds anything else. */
export function patentCountries(location: readonly string[]): string | undefined {
  const keys = location.map((key) => COUNTRY_KEY.exec(key.trim())?.[1]?.toLowerCase());
  return keys.every(Boolean) ? keys.map((key) => COUNTRIES[key!]).join(', ') : undefined;
}
