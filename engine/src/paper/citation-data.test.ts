import { describe, expect, it } from 'vitest';
import { formatCitation } from '../format/index.js';
import type { Reference } from '../model/reference.js';
import { person } from '../testing/builders.js';
import { citationItemFromData, citationNodeFromData, readCitationData, toCitationItem } from './citation-data.js';
import { citationNodeSchema } from './schema.js';

const ID = '0F6A3C1E-7B0D-4E5A-9C3B-2D1E0F9A8B7C';
const stored = {
  datePart: 'true',
  namePart: 'false',
  label: '',
  shortTitle: 'Outsider',
  type: 3,
  value: '12-14',
  referenceUniqueID: ID.toLowerCase(),
  citationUniqueID: 'c-1',
  groupUniqueID: 'g-1',
};
const camus: Reference = {
  referenceUniqueID: ID,
  referenceTypeID: 2,
  data: { contributors: [person('Camus', 'Albert')], title: 'The outsider', issued: { year: 2012 } },
};

describe('reading a stored citationData', () => {
  it('turns the string flags into booleans, type and value into a location and upper-cases the reference id', () => {
    expect(readCitationData(stored)).toEqual({
      ok: true,
      value: {
        citationUniqueID: 'c-1',
        groupUniqueID: 'g-1',
        item: { referenceUniqueID: ID, namePart: false, datePart: true, location: { type: 3, value: '12-14' } },
      },
    });
  });

  it('reads the JSON text a research note keeps, wrapped in citationData', () => {
    const read = readCitationData(JSON.stringify({ citationData: stored }));
    expect(read.ok && read.value.item.location).toEqual({ type: 3, value: '12-14' });
  });

  it('shows name and date when the flags are missing', () => {
    const read = readCitationData({ referenceUniqueID: ID });
    expect(read.ok && read.value.item).toEqual({ referenceUniqueID: ID, namePart: true, datePart: true });
  });

  it('keeps the book of a book/chapter/verse location and the label of an other location', () => {
    const verse = readCitationData({ ...stored, type: '2', label: 'Gen.', value: '1:3' });
    expect(verse.ok && verse.value.item.location).toEqual({ type: 2, label: 'Gen.', value: '1:3' });
    const other = readCitationData({ ...stored, type: 10, label: 'Track', value: 15 });
    expect(other.ok && other.value.item.location).toEqual({ type: 10, label: 'Track', value: '15' });
  });

  it('keeps "not a direct quote" and reads a type with its value cleared as no location', () => {
    const whole = readCitationData({ ...stored, type: 0, value: '' });
    expect(whole.ok && whole.value.item.location).toEqual({ type: 0, value: '' });
    const unticked = readCitationData({ ...stored, type: 3, value: '' });
    expect(unticked.ok && unticked.value.item).not.toHaveProperty('location');
  });

  it('refuses a location its type does not allow, with the location rule\'s message', () => {
    expect(readCitationData({ ...stored, type: 1, value: '3/1' })).toMatchObject({ ok: false, error: { code: 'invalid-act-scene-line' } });
    expect(readCitationData({ ...stored, type: 42, value: '3' })).toMatchObject({ ok: false, error: { code: 'invalid-location' } });
  });

  it.each([null, 'not json', '[]', 5, { namePart: 'true' }])('refuses %j, which is not a citation', (input) => {
    expect(readCitationData(input)).toMatchObject({ ok: false, error: { code: 'invalid-citation-data' } });
  });
});

describe('a stored citationData as the engine citation item', () => {
  it('formats as the citation form previews it', () => {
    const item = citationItemFromData(stored, camus);
    expect(item.ok && formatCitation([item.value], 'apa7').first.text).toBe('(2012, pp. 12–14)');
  });

  it('refuses a reference that is not the one cited', () => {
    expect(citationItemFromData(stored, { ...camus, referenceUniqueID: 'OTHER' })).toMatchObject({ ok: false, error: { code: 'reference-mismatch' } });
  });

  it('gives the paper model item its reference, parts and location', () => {
    expect(toCitationItem({ referenceUniqueID: ID, namePart: true, datePart: false }, camus)).toEqual({ reference: camus, namePart: true, datePart: false });
  });
});

describe('a stored citationData as a citation atom', () => {
  it('is a valid citation node with the stored ids', () => {
    const node = citationNodeFromData(stored);
    expect(node.ok && citationNodeSchema.parse(node.value)).toMatchObject({ attrs: { citationUniqueID: 'c-1', groupUniqueID: 'g-1', items: [{ referenceUniqueID: ID }] } });
  });

  it('needs a citationUniqueID', () => {
    expect(citationNodeFromData({ ...stored, citationUniqueID: '' })).toMatchObject({ ok: false, error: { code: 'invalid-citation-data' } });
  });
});
