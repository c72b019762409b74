import { describe, expect, it } from 'vitest';
import { displayName } from './contributor.js';
import { contributorSchema } from './contributor-schema.js';
import { formatPages, isPageSpan, parsePages } from './page-range.js';
import { parsePublisherPlace, publisherNeedsPlace, publisherPlace } from './publisher.js';
import { referenceDataSchema } from './reference-data-schema.js';
import { isLegacyReference, newReferenceUniqueId } from './reference.js';
import { legacyReferenceSchema, referenceSchema, storedReferenceSchema } from './reference-schema.js';

describe('contributors', () => {
  it('accepts people with particles and suffixes and groups with abbreviations', () => {
    expect(contributorSchema.parse({ id: '1', type: 'author', kind: 'person', family: 'Beethoven', given: 'Ludwig', particle: 'van' })).toBeTruthy();
    expect(contributorSchema.parse({ id: '2', type: 'author', kind: 'group', name: 'American Psychological Association', abbreviation: 'APA' })).toBeTruthy();
  });
  it('refuses an unknown role and a person without a family name', () => {
    expect(contributorSchema.safeParse({ id: '1', type: 'cook', kind: 'person', family: 'X' }).success).toBe(false);
    expect(contributorSchema.safeParse({ id: '1', type: 'author', kind: 'person', family: ' ' }).success).toBe(false);
  });
  it('writes names in reading order', () => {
    expect(displayName({ id: '1', type: 'author', kind: 'person', family: 'King', given: 'Martin Luther', suffix: 'Jr.' })).toBe('Martin Luther King, Jr.');
    expect(displayName({ id: '1', type: 'composer', kind: 'person', family: 'Beethoven', given: 'Ludwig', particle: 'van' })).toBe('Ludwig van Beethoven');
  });
});

describe('pages', () => {
  it('reads ranges with hyphens, en dashes, "to" and lists', () => {
    expect(parsePages('12-15, 18')).toEqual([{ start: '12', end: '15' }, { start: '18' }]);
    expect(parsePages('pp. 12–15')).toEqual([{ start: '12', end: '15' }]);
    expect(parsePages('e1002614')).toEqual([{ start: 'e1002614' }]);
    expect(parsePages('1-2-3')).toBeUndefined();
    expect(parsePages(' ')).toBeUndefined();
  });
  it('reads what exporters write for no page as none ("n.p.-undefined", "123-??")', () => {
    expect(parsePages('n.p.-undefined')).toBeUndefined();
    expect(parsePages('123-??')).toEqual([{ start: '123' }]);
    expect(parsePages('null')).toBeUndefined();
  });
  it('writes ranges with the dash the caller asks for and knows a span from a single page', () => {
    expect(formatPages([{ start: '12', end: '15' }, { start: '18' }])).toBe('12–15, 18');
    expect(formatPages([{ start: 'S1', end: 'S9' }], '-')).toBe('S1-S9');
    expect(isPageSpan([{ start: '12' }])).toBe(false);
    expect(isPageSpan([{ start: '12', end: '13' }])).toBe(true);
  });
});

describe('publishers', () => {
  it('reads and writes the place as city and state or country', () => {
    expect(parsePublisherPlace('Boston, MA')).toEqual({ city: 'Boston', state: 'MA' });
    expect(parsePublisherPlace('London, United Kingdom')).toEqual({ city: 'London', country: 'United Kingdom' });
    expect(publisherPlace({ name: 'Beacon', city: 'Boston', state: 'MA' })).toBe('Boston, MA');
    expect(publisherNeedsPlace({ name: 'Beacon', city: 'Boston' })).toBe(true);
  });

  it('reads the city past a street address a source gives before it', () => {
    expect(parsePublisherPlace('1515 Broadway, New York')).toEqual({ city: 'New York' });
    expect(parsePublisherPlace('51 Franklin Street, Fifth Floor, Boston, MA 02110-1301, USA')).toEqual({ city: 'Boston', country: 'MA 02110-1301' });
    expect(parsePublisherPlace('P.O. Box 7, Cambridge, England')).toEqual({ city: 'Cambridge', country: 'England' });
    expect(parsePublisherPlace('1600')).toEqual({ city: '1600' });
  });
});

describe('reference data', () => {
  it('normalises identifiers: a DOI link becomes the bare DOI, an ISBN loses its hyphens', () => {
    const data = referenceDataSchema.parse({ doi: 'https://doi.org/10.1037/amp0000722', isbns: ['978-0-7432-7356-5'] });
    expect(data).toEqual({ doi: '10.1037/amp0000722', isbns: ['9780743273565'] });
  });
  it('refuses a malformed DOI, a wrong ISBN check digit and an unknown field, naming the problem', () => {
    const bad = referenceDataSchema.safeParse({ doi: '10.12/x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/is not a DOI/);
    expect(referenceDataSchema.safeParse({ isbns: ['9780743273564'] }).error?.issues[0]?.message).toMatch(/wrong check digit/);
    expect(referenceDataSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
  it('refuses a value outside a choice field\'s options', () => {
    expect(referenceDataSchema.safeParse({ interviewKind: 'personal' }).success).toBe(true);
    expect(referenceDataSchema.safeParse({ interviewKind: 'telepathic' }).success).toBe(false);
  });
});

describe('references', () => {
  it('upper-cases the unique id', () => {
    expect(referenceSchema.parse({ referenceTypeID: 1, referenceUniqueID: 'ab12-cd', data: {} }).referenceUniqueID).toBe('AB12-CD');
    expect(newReferenceUniqueId(() => 'f0e1-aa')).toBe('F0E1-AA');
  });
  it('refuses an unknown type id, and Miscellaneous (48) in the library', () => {
    expect(referenceSchema.safeParse({ referenceTypeID: 49, data: {} }).success).toBe(false);
    expect(referenceSchema.safeParse({ referenceTypeID: 0, data: {} }).success).toBe(false);
    expect(referenceSchema.safeParse({ referenceTypeID: 48, data: {} }).success).toBe(true);
    expect(storedReferenceSchema.safeParse({ referenceTypeID: 48, data: {} }).error?.issues[0]?.message).toBe(
      'Pick a reference type for this reference before saving it.',
    );
  });
  it('tells a legacy reference (no data, a format version) from a new one', () => {
    const legacy = legacyReferenceSchema.parse({ referenceID: 1, referenceUniqueID: 'x', referenceTypeID: 3, formatVersionID: 2, value: 'v', displayValue: 'v' });
    expect(isLegacyReference(legacy)).toBe(true);
    expect(isLegacyReference({ referenceTypeID: 1, data: {} })).toBe(false);
    expect(legacyReferenceSchema.safeParse({ referenceID: 1, referenceUniqueID: 'x', referenceTypeID: 3, formatVersionID: 5, value: '', displayValue: '' }).success).toBe(false);
  });
});
