import { describe, expect, it } from 'vitest';
import { readCitationData } from './citation-data.js';
import { storedCitationData } from './citation-data-write.js';

describe('storedCitationData', () => {
  it("writes the parts as 'true'/'false' strings and the location's type, value and label", () => {
    const text = storedCitationData({ referenceUniqueID: 'REF-1', namePart: false, datePart: true, location: { type: 10, value: '15', label: 'Track' } }, 'C-1');
    expect(JSON.parse(text)).toEqual({ citationData: { referenceUniqueID: 'REF-1', citationUniqueID: 'C-1', namePart: 'false', datePart: 'true', type: '10', value: '15', label: 'Track' } });
  });

  it('reads back as the same item', () => {
    const item = { referenceUniqueID: 'REF-1', namePart: true, datePart: false, location: { type: 1 as const, value: '3/1/56' } };
    expect(readCitationData(storedCitationData(item, 'C-1'))).toEqual({ ok: true, value: { citationUniqueID: 'C-1', item } });
  });

  it('writes no location for an item without one', () => {
    const item = { referenceUniqueID: 'REF-1', namePart: true, datePart: true };
    expect(readCitationData(storedCitationData(item, 'C-2'))).toEqual({ ok: true, value: { citationUniqueID: 'C-2', item } });
  });
});
