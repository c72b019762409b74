import { describe, expect, it } from 'vitest';
import { getLegacyReferenceType } from '../catalogue/legacy-types.js';
import { legacyFormatVersion } from '../formats.js';
import { defaultLegacyName, legacyValue } from './legacy-value.js';

const article = getLegacyReferenceType(111)!;
const ARTICLE = { authors: [{ lastName: 'Stone', firstName: 'Mae' }], publicationYear: '2009', title: 'Old reading habits', publicationTitle: 'Journal of Reading', volume: '12', issue: '3', pages: '45-60' };

describe('legacyFormatVersion', () => {
  it('is MLA 8 when asked for it and APA 6 otherwise', () => {
    expect(legacyFormatVersion(6)).toBe(6);
    for (const id of [2, 7, 0]) expect(legacyFormatVersion(id)).toBe(2);
  });
});

describe('defaultLegacyName', () => {
  it('is the title, shortened at a word, or the type name without a title', () => {
    expect(defaultLegacyName(article, ARTICLE)).toBe('Old reading habits');
    const name = defaultLegacyName(article, { title: 'A very long title about the reading habits of first-year students in three countries' });
    expect(name.length).toBeLessThanOrEqual(61);
    expect(name).toMatch(/^A very long title about the reading habits of first-year…$/);
    expect(defaultLegacyName(article, { title: 'x'.repeat(70) })).toBe(`${'x'.repeat(60)}…`);
    expect(defaultLegacyName(article, { publicationYear: '2001' })).toBe('Journal article in print');
  });
});

describe('legacyValue', () => {
  it('writes the values in the successor format: APA 7 for APA 6, MLA 9 for MLA 8', () => {
    expect(legacyValue(article, 2, ARTICLE).html).toBe('Stone, M. (2009). Old reading habits. <i>Journal of Reading, 12</i>(3), 45–60.');
    expect(legacyValue(article, 6, ARTICLE).text).toMatch(/^Stone, Mae\. “Old Reading Habits\.”/);
  });

  it('writes the values plainly, in rule order, for a type with no new-style counterpart', () => {
    const ad = getLegacyReferenceType(508)!;
    expect(legacyValue(ad, 2, { title: 'Buy <now>', publicationYear: '1999', authors: [{ groupName: 'Acme' }] })).toEqual({ text: 'Acme. 1999. Buy <now>.', html: 'Acme. 1999. Buy &lt;now&gt;.' });
  });
});
