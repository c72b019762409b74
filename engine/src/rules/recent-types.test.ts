import { describe, expect, it } from 'vitest';
import { RECENT_TYPES_LIMIT, addRecentType } from './recent-types.js';

describe('recent reference types', () => {
  it('keeps about 5 entries', () => {
    expect(RECENT_TYPES_LIMIT).toBe(5);
  });

  it('puts the newest type first', () => {
    expect(addRecentType([], 2)).toEqual([2]);
    expect(addRecentType([2], 1)).toEqual([1, 2]);
  });

  it('moves a type already in the list to the front instead of repeating it', () => {
    expect(addRecentType([1, 2, 3], 3)).toEqual([3, 1, 2]);
    expect(addRecentType([3, 1, 2], 3)).toEqual([3, 1, 2]);
  });

  it('trims the list past 4 entries before adding, so at most 5 are kept', () => {
    expect(addRecentType([1, 2, 3, 4], 5)).toEqual([5, 1, 2, 3, 4]);
    expect(addRecentType([1, 2, 3, 4, 5], 6)).toEqual([6, 1, 2, 3, 4]);
    expect(addRecentType([1, 2, 3, 4, 5, 6, 7], 9)).toHaveLength(5);
  });

  it('keeps 5 when the moved type came from the end of a full list', () => {
    expect(addRecentType([1, 2, 3, 4, 5], 5)).toEqual([5, 1, 2, 3, 4]);
  });

  it('does not change the list it was given', () => {
    const list = [1, 2, 3];
    addRecentType(list, 4);
    expect(list).toEqual([1, 2, 3]);
  });

  it('ignores type 0 (no type chosen) and ids that are not positive whole numbers', () => {
    expect(addRecentType([1, 2], 0)).toEqual([1, 2]);
    expect(addRecentType([1, 2], -3)).toEqual([1, 2]);
    expect(addRecentType([1, 2], 2.5)).toEqual([1, 2]);
    expect(addRecentType([1, 2], Number.NaN)).toEqual([1, 2]);
  });

  it('drops invalid entries from a stored list and survives a missing one', () => {
    expect(addRecentType([1, 0, 'x' as unknown as number, 2], 3)).toEqual([3, 1, 2]);
    expect(addRecentType(undefined, 3)).toEqual([3]);
    expect(addRecentType(null, 3)).toEqual([3]);
  });
});
