import { describe, expect, it } from 'vitest';
import { defineType, type ReferenceType } from '../catalogue/reference-type.js';
import type { LegacyReference, Reference } from '../model/reference.js';
import { libraryRowMode } from './row-mode.js';

const book: ReferenceType = defineType({ id: 2, slug: 'book', title: 'Book', desc: '', category: 'books', metadata: [], isCommon: true, csl: { type: 'book' }, fields: {} });
const comingSoon = defineType({ ...book, id: 41, slug: 'score', title: 'Musical Score', fields: {}, formats: { apa7: 'available', mla9: 'available', turabian9: 'dev' } });
const nowhere = defineType({ ...book, id: 48, slug: 'misc', title: 'Miscellaneous', fields: {}, formats: { apa7: 'unavailable', mla9: 'unavailable', turabian9: 'unavailable' } });
const apaOnly = defineType({ ...book, id: 30, slug: 'p', title: 'Patent', fields: {}, formats: { apa7: 'available', mla9: 'unavailable', turabian9: 'available' } });

const fresh = (values: Reference['values'], data: Reference['data'] = {}): Reference => ({ referenceTypeID: 2, data, values });
const legacy = (formatVersionID: number, value = 'Doe, J. (2001). Title.'): LegacyReference => ({
  referenceID: 1, referenceUniqueID: 'A', referenceTypeID: 5, formatVersionID, value, displayValue: value,
});

describe('library row mode per format (reference-library §4)', () => {
  it('same format and a non-empty value: NORMAL, "Add to Paper"', () => {
    expect(libraryRowMode(fresh({ apa7: { value: 'Doe, J. (2001). <i>T</i>.' } }), 'apa7', book)).toEqual({ mode: 'NORMAL', label: 'Add to Paper' });
  });

  it('an empty value for the format: REVIEW, "Review & Add to Paper"', () => {
    expect(libraryRowMode(fresh({ apa7: { value: 'x' }, mla9: { value: '' } }), 'mla9', book)).toEqual({ mode: 'REVIEW', label: 'Review & Add to Paper' });
    expect(libraryRowMode(fresh(undefined), 'apa7', book).mode).toBe('REVIEW');
  });

  it('a book whose publisher lacks its city or state needs review', () => {
    const values = { turabian9: { value: 'x' } };
    expect(libraryRowMode(fresh(values, { publishers: [{ name: 'Norton' }] }), 'turabian9', book).mode).toBe('REVIEW');
    expect(libraryRowMode(fresh(values, { publishers: [{ name: 'Norton', city: 'New York', state: 'NY' }] }), 'turabian9', book).mode).toBe('NORMAL');
  });

  it('an APA 6 reference in an APA 7 paper, or MLA 8 in MLA 9: UPDATE, "Update & Add to Paper"', () => {
    expect(libraryRowMode(legacy(2), 'apa7', undefined)).toEqual({ mode: 'UPDATE', label: 'Update & Add to Paper' });
    expect(libraryRowMode(legacy(6), 'mla9', undefined).mode).toBe('UPDATE');
  });

  it('a legacy reference in another style: DISABLED, "Incompatible Format"', () => {
    expect(libraryRowMode(legacy(2), 'mla9', undefined)).toEqual({ mode: 'DISABLED', label: 'Incompatible Format' });
    expect(libraryRowMode(legacy(6), 'turabian9', undefined).mode).toBe('DISABLED');
  });

  it('a legacy reference already in the paper\'s format is NORMAL', () => {
    expect(libraryRowMode(legacy(7), 'apa7', undefined).mode).toBe('NORMAL');
  });

  it('a Turabian type not yet offered: COMMING_SOON, "Reference type coming soon"', () => {
    expect(libraryRowMode(fresh({ turabian9: { value: 'x' } }), 'turabian9', comingSoon, 'live')).toEqual({ mode: 'COMMING_SOON', label: 'Reference type coming soon' });
    expect(libraryRowMode(fresh({ turabian9: { value: 'x' } }), 'turabian9', comingSoon, 'dev').mode).toBe('NORMAL');
  });

  it('a type unavailable in every style: FORMAT_DISABLED with the type name', () => {
    expect(libraryRowMode(fresh({}), 'apa7', nowhere)).toEqual({ mode: 'FORMAT_DISABLED', label: 'Miscellaneous is unavailable in APA, MLA or Turabian' });
  });

  it('a type unavailable in this format only: FORMAT_DISABLED, "Reference unavailable in this format"', () => {
    expect(libraryRowMode(fresh({ mla9: { value: 'x' } }), 'mla9', apaOnly)).toEqual({ mode: 'FORMAT_DISABLED', label: 'Reference unavailable in this format' });
  });
});
