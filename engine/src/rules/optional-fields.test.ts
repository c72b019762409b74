import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  optionalFieldsForCreate,
  optionalFieldsForUpdate,
  optionalOnCreate,
  optionalOnUpdate,
  readOptionalUpdate,
} from './optional-fields.js';

describe('optional fields (nickname, note, tags)', () => {
  it('uses the literal word empty as the sentinel', () => {
    expect(EMPTY).toBe('empty');
  });

  it('sends a field on create only when it is non-empty', () => {
    expect(optionalOnCreate('  My note ')).toBe('My note');
    expect(optionalOnCreate('   ')).toBeUndefined();
    expect(optionalOnCreate('')).toBeUndefined();
    expect(optionalOnCreate(undefined)).toBeUndefined();
    expect(optionalOnCreate(null)).toBeUndefined();
  });

  it('sends an empty field on update as the word empty', () => {
    expect(optionalOnUpdate('')).toBe('empty');
    expect(optionalOnUpdate('  ')).toBe('empty');
    expect(optionalOnUpdate(undefined)).toBe('empty');
    expect(optionalOnUpdate(' Smith 2020 ')).toBe('Smith 2020');
  });

  it('leaves a field unchanged on the server when the update does not carry it', () => {
    expect(readOptionalUpdate(undefined)).toBeUndefined();
    expect(readOptionalUpdate(null)).toBeUndefined();
  });

  it('clears a field on the server when the update sends empty', () => {
    expect(readOptionalUpdate('empty')).toBe('');
    expect(readOptionalUpdate(' empty ')).toBe('');
  });

  it('stores any other value trimmed, and a blank value as cleared', () => {
    expect(readOptionalUpdate('  New nickname ')).toBe('New nickname');
    expect(readOptionalUpdate('Empty shelves')).toBe('Empty shelves');
    expect(readOptionalUpdate('  ')).toBe('');
  });

  it('round-trips: what the client sends on update is what the server stores', () => {
    for (const typed of ['', '  ', 'A note', '  padded  ']) {
      expect(readOptionalUpdate(optionalOnUpdate(typed))).toBe(typed.trim());
    }
  });

  it('builds a create call with blank fields left out and tags cleaned', () => {
    expect(optionalFieldsForCreate({ nickname: ' ', note: 'Read ch. 2', tags: 'a, A, ,b' })).toEqual({
      note: 'Read ch. 2',
      tags: 'a, b',
    });
    expect(optionalFieldsForCreate({})).toEqual({});
  });

  it('builds an update call with every field, blank ones as empty and tags cleaned', () => {
    expect(optionalFieldsForUpdate({ nickname: '', note: 'Kept', tags: ' , ' })).toEqual({
      nickname: 'empty',
      note: 'Kept',
      tags: 'empty',
    });
    expect(optionalFieldsForUpdate({ tags: 'x,X,y' }).tags).toBe('x, y');
  });
});
