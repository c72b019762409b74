import { describe, expect, it } from 'vitest';
import { referenceToOpen } from './open-reference.js';

const ref = (referenceUniqueID: string, citations = 0) => ({ referenceUniqueID, citations: Array.from({ length: citations }, (_, i) => i) });

describe('referenceToOpen', () => {
  it('opens the reference named by the open-reference id, whatever its case', () => {
    expect(referenceToOpen([ref('A', 1), ref('B')], 'b')).toBe('B');
  });

  it('opens the only reference that has citations when no id is set', () => {
    expect(referenceToOpen([ref('A'), ref('B', 2), ref('C')])).toBe('B');
  });

  it('shows the list when several references or none have citations', () => {
    expect(referenceToOpen([ref('A', 1), ref('B', 1)])).toBeUndefined();
    expect(referenceToOpen([ref('A'), ref('B')])).toBeUndefined();
  });

  it('falls back to the rule when the named reference is not in the paper', () => {
    expect(referenceToOpen([ref('A', 1), ref('B')], 'GONE')).toBe('A');
  });
});
