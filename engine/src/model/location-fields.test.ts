import { describe, expect, it } from 'vitest';
import { LOCATION_INPUTS, encodeLocation, isBlankLocation, locationFields, locationHint } from './location-fields.js';
import { LOCATION_TYPE_CODES, LOCATION_TYPE_DEFINITIONS, LOCATION_TYPES, validateLocation } from './location.js';

describe('location inputs', () => {
  it('asks for nothing on "not a direct quote" and for at least one input on every other type', () => {
    for (const code of LOCATION_TYPE_CODES) {
      expect(LOCATION_INPUTS[code].length > 0).toBe(LOCATION_TYPE_DEFINITIONS[code].needsValue);
    }
  });

  it('splits act/scene/line, book/chapter/verse and time into three inputs and other into a label and a value', () => {
    const names = (type: keyof typeof LOCATION_INPUTS) => LOCATION_INPUTS[type].map((input) => input.name);
    expect(names(LOCATION_TYPES.ACT_SCENE_LINE)).toEqual(['act', 'scene', 'line']);
    expect(names(LOCATION_TYPES.BOOK_CHAPTER_VERSE)).toEqual(['book', 'chapter', 'verse']);
    expect(names(LOCATION_TYPES.TIME)).toEqual(['hours', 'minutes', 'seconds']);
    expect(names(LOCATION_TYPES.OTHER)).toEqual(['label', 'value']);
    expect(LOCATION_INPUTS[LOCATION_TYPES.PAGE]).toEqual([{ name: 'value', label: 'Page' }]);
  });

  it('shows 00 in the blank time inputs, what a blank part is stored as', () => {
    expect(LOCATION_INPUTS[LOCATION_TYPES.TIME].map((input) => input.placeholder)).toEqual(['00', '00', '00']);
    expect(encodeLocation(LOCATION_TYPES.TIME, { minutes: '3' })).toEqual({ type: 9, value: '00/03/00' });
  });
});

describe('locationHint', () => {
  it('hints book/chapter/verse and other, and no single-value type', () => {
    expect(locationHint(LOCATION_TYPES.BOOK_CHAPTER_VERSE)).toBe('Abbreviate the book and separate chapter and verse with a colon');
    expect(locationHint(LOCATION_TYPES.OTHER)).toBe('Enter both a label and a value (e.g. Track 15, Screen 7)');
    expect(locationHint(LOCATION_TYPES.PAGE)).toBeUndefined();
  });
});

describe('encodeLocation', () => {
  it('joins act, scene and line with slashes', () => {
    expect(encodeLocation(LOCATION_TYPES.ACT_SCENE_LINE, { act: '3', scene: '1', line: '56' })).toEqual({ type: 1, value: '3/1/56' });
  });

  it('keeps the book in the label and joins chapter and verse with a colon', () => {
    expect(encodeLocation(LOCATION_TYPES.BOOK_CHAPTER_VERSE, { book: 'Gen.', chapter: '1', verse: '1-3' })).toEqual({ type: 2, label: 'Gen.', value: '1:1-3' });
  });

  it("keeps other's own label beside its value, trimmed", () => {
    expect(encodeLocation(LOCATION_TYPES.OTHER, { label: ' Track ', value: ' 15 ' })).toEqual({ type: 10, label: 'Track', value: '15' });
  });

  it('stores a page or paragraph as typed, for validation to trim and check', () => {
    expect(encodeLocation(LOCATION_TYPES.PAGE, { value: '12-14' })).toEqual({ type: 3, value: '12-14' });
    expect(encodeLocation(LOCATION_TYPES.PARAGRAPH, {})).toEqual({ type: 4, value: '' });
  });

  it('leaves an act/scene/line with a missing part for validation to refuse', () => {
    expect(validateLocation(encodeLocation(LOCATION_TYPES.ACT_SCENE_LINE, { act: '3', line: '56' })).ok).toBe(false);
  });
});

describe('locationFields', () => {
  it('reads every encoded location back into the inputs it came from', () => {
    const typed = [
      [LOCATION_TYPES.ACT_SCENE_LINE, { act: '3', scene: '1', line: '56' }],
      [LOCATION_TYPES.BOOK_CHAPTER_VERSE, { book: 'Matt.', chapter: '5', verse: '3' }],
      [LOCATION_TYPES.TIME, { hours: '01', minutes: '02', seconds: '45' }],
      [LOCATION_TYPES.OTHER, { label: 'Track', value: '15' }],
      [LOCATION_TYPES.SECTION, { value: '4.2' }],
    ] as const;
    for (const [type, fields] of typed) expect(locationFields(encodeLocation(type, fields))).toEqual(fields);
  });

  it('starts an unreadable stored location blank, keeping the book it names', () => {
    expect(locationFields({ type: LOCATION_TYPES.TIME, value: 'soon' })).toEqual({});
    expect(locationFields({ type: LOCATION_TYPES.BOOK_CHAPTER_VERSE, label: 'Gen.', value: '' })).toEqual({ book: 'Gen.' });
  });
});

describe('isBlankLocation', () => {
  it("is blank when none of the type's inputs holds more than spaces", () => {
    expect(isBlankLocation(LOCATION_TYPES.PAGE, { value: '  ' })).toBe(true);
    // An input of another type does not count.
    expect(isBlankLocation(LOCATION_TYPES.ACT_SCENE_LINE, { value: '12' })).toBe(true);
    expect(isBlankLocation(LOCATION_TYPES.ACT_SCENE_LINE, { scene: '2' })).toBe(false);
  });
});
