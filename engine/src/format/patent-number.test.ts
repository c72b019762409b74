import { describe, expect, it } from 'vitest';
import { PATENT_APPLICATION, patentNumber, patentOffice } from './patent-number.js';
import { formatReference } from './index.js';
import { withSentenceCaseTitles } from '../csl/imported-titles.js';
import { person, ref } from '../testing/builders.js';

const APA = { unitedStates: 'U.S.', numberWord: 'No.' };
const CHICAGO = { unitedStates: 'US' };

describe('a patent’s number with its office', () => {
  it('is a United States patent when no country is given, in each style’s abbreviation', () => {
    expect(patentNumber('9,424,823', undefined, undefined, APA)).toBe('U.S. Patent No. 9,424,823');
    expect(patentNumber('7,654,321', 'United States', undefined, CHICAGO)).toBe('US Patent 7,654,321');
  });

  it('writes a United States patent\'s number in groups of three, as its office does, and no application\'s or other office\'s', () => {
    expect(patentNumber('5668842', undefined, undefined, APA)).toBe('U.S. Patent No. 5,668,842');
    expect(patentNumber('10123456', 'US', undefined, CHICAGO)).toBe('US Patent 10,123,456');
    expect(patentNumber('20080123456', undefined, PATENT_APPLICATION, APA)).toBe('U.S. Patent Application No. 20080123456');
    expect(patentNumber('1700367', 'Europe', undefined, APA)).toBe('European Patent No. 1700367');
  });

  it('names another country’s office by its adjective, and an application as one', () => {
    expect(patentNumber('1700367', 'Europe', undefined, CHICAGO)).toBe('European Patent 1700367');
    expect(patentNumber('9500261', 'France', PATENT_APPLICATION, APA)).toBe('French Patent Application No. 9500261');
    expect(patentNumber('123', 'Brazil', undefined, CHICAGO)).toBe('Brazil Patent 123');
  });

  it('lets a number that carries its office’s code, or names the patent itself, speak for itself', () => {
    expect(patentNumber('EP 1234567', undefined, undefined, CHICAGO)).toBe('Patent EP 1234567');
    expect(patentNumber('EU-29702195U', 'France, United Kingdom, Germany', undefined, APA)).toBe('Patent EU-29702195U');
    expect(patentNumber('US Patent 5,668,842', undefined, undefined, APA)).toBe('US Patent 5,668,842');
  });
});

describe('the office APA gives as a patent’s source (APA 11.8)', () => {
  it('is the office the record names, else the United States’, else none', () => {
    expect(patentOffice(undefined, undefined)).toBe('U.S. Patent and Trademark Office');
    expect(patentOffice('Europe', 'European Patent Office')).toBe('European Patent Office');
    expect(patentOffice('France', undefined)).toBeUndefined();
  });

  it('closes an APA patent entry, whose title is in sentence case, never the assignee', () => {
    const patent = withSentenceCaseTitles(
      ref(30, { contributors: [person('Sorace', 'Ronald E.')], title: 'High-Speed Digital-to-RF Converter', number: '5,668,842', issued: { year: 1997 }, publishers: [{ name: 'Hughes Aircraft' }] }),
    );
    expect(formatReference(patent, 'apa7').text).toBe('Sorace, R. E. (1997). High-speed digital-to-RF converter (U.S. Patent No. 5,668,842). U.S. Patent and Trademark Office.');
  });
});
