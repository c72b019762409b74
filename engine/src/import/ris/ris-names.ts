/** RIS names ("Last, First, Suffix") to and from CSL names, with the forms databases write without a comma. */
import type { CslName } from '../../csl/csl-item.js';
import { readNameText, type NameTextOptions } from '../../csl/name-text.js';

/** How RIS writes names: one to a field, "Family, Given, Suffix"; databases that leave out the comma write "Fanning E.". */
const RIS_NAMES: NameTextOptions = { formatted: true, singleWord: 'literal', initialsAfterFamily: true };

/**
 * A CSL name from a RIS name: "Smith, John, Jr." by its parts; "Fanning E." and "Catarina Barata" (no
 * comma) split when they look like one person's name; anything else ("World Health Organization", "Plato") a
 * literal. Undefined for an empty value.
 */
export function parseRisName(value: string): CslName | undefined {
  return readNameText(value, RIS_NAMES);
}

/**
 * A CSL name as RIS writes it: "van Gogh, Vincent", "Mises, Ludwig von", "King, Martin Luther, Jr.";
 * a mononym keeps its comma ("Plato,") so that it reads back as a person; a literal is written whole.
 */
export function formatRisName(name: CslName): string | undefined {
  const clean = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '');
  const family = [clean(name['non-dropping-particle']), clean(name.family)].filter(Boolean).join(' ');
  if (!clean(name.family)) return clean(name.literal) || undefined;
  const given = [clean(name.given), clean(name['dropping-particle'])].filter(Boolean).join(' ');
  const suffix = clean(name.suffix);
  return suffix ? `${family}, ${given}, ${suffix}` : `${family},${given ? ` ${given}` : ''}`;
}
