import { describe, expect, it } from 'vitest';
import { formatReference } from '../../format/index.js';
import { importBibtex } from './import.js';
import { patentCountries, patentType } from './patents.js';

describe('biblatex’s patent keys', () => {
  it('read the type as the country and whether the patent was only applied for', () => {
    expect(patentType('patreqfr')).toEqual({ jurisdiction: 'France', genre: 'Patent application' });
    expect(patentType('patenteu')).toEqual({ jurisdiction: 'Europe' });
    expect(patentType('patent')).toEqual({});
    expect(patentType('Utility patent')).toBeUndefined();
  });

  it('read a location’s list of country keys as the countries, and nothing else', () => {
    expect(patentCountries(['countryfr', 'countryuk', 'countryde'])).toBe('France, United Kingdom, Germany');
    expect(patentCountries(['Paris'])).toBeUndefined();
  });

  it('never reach an output as keys (biblatex-examples.bib’s kowalik)', () => {
    const { references, warnings } = importBibtex('@patent{kowalik, author = {Kowalik, F. and Isard, M.}, title = {Estimateur}, number = 9500261, type = {patreqfr}, date = {1995-01-11}, location = {countryfr}}');
    const reference = references[0]!;
    expect(reference.data).toMatchObject({ jurisdiction: 'France', genre: 'Patent application' });
    expect(warnings).toEqual([]);
    expect(formatReference(reference, 'apa7').text).toBe('Kowalik, F., & Isard, M. (1995). Estimateur (French Patent Application No. 9500261).');
    expect(formatReference(reference, 'turabian9').text).toBe('Kowalik, F., and M. Isard. Estimateur. French Patent Application 9500261. Issued January 11, 1995.');
  });
});
