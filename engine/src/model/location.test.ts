import { describe, expect, it } from 'vitest';
import {
  LOCATION_LABELS,
  LOCATION_TYPE_CODES,
  LOCATION_TYPE_DEFINITIONS,
  LOCATION_TYPES,
  decodeActSceneLine,
  decodeBookChapterVerse,
  decodeTime,
  encodeActSceneLine,
  encodeBookChapterVerse,
  encodeOther,
  encodeTime,
  isLocationType,
  validateLocation,
} from './location.js';
import { citationLocationSchema } from './location-schema.js';

describe('location type codes', () => {
  it('uses the spec codes: not a direct quote 0, act/scene/line 1 ... time 9, other 10', () => {
    expect(LOCATION_TYPES).toEqual({
      NOT_A_DIRECT_QUOTE: 0,
      ACT_SCENE_LINE: 1,
      BOOK_CHAPTER_VERSE: 2,
      PAGE: 3,
      PARAGRAPH: 4,
      CHAPTER: 5,
      SECTION: 6,
      TABLE: 7,
      FIGURE: 8,
      TIME: 9,
      OTHER: 10,
    });
    expect(LOCATION_TYPE_CODES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('labels every code the way the citation form lists it', () => {
    expect(LOCATION_TYPE_CODES.map((code) => LOCATION_LABELS[code])).toEqual([
      'Not a direct quote',
      'Act/Scene/Line',
      'Book/Chapter/Verse',
      'Page',
      'Paragraph',
      'Chapter',
      'Section',
      'Table',
      'Figure',
      'Time',
      'Other',
    ]);
  });

  it('recognises only the eleven codes as location types', () => {
    expect(isLocationType(0)).toBe(true);
    expect(isLocationType(10)).toBe(true);
    expect(isLocationType(11)).toBe(false);
    expect(isLocationType(-1)).toBe(false);
    expect(isLocationType('3')).toBe(false);
    expect(isLocationType(3.5)).toBe(false);
  });

  it('carries the spec hints for book/chapter/verse and other', () => {
    expect(LOCATION_TYPE_DEFINITIONS[2].hint).toBe('Abbreviate the book and separate chapter and verse with a colon');
    expect(LOCATION_TYPE_DEFINITIONS[10].hint).toBe('Enter both a label and a value (e.g. Track 15, Screen 7)');
  });
});

describe('act/scene/line values', () => {
  it('joins act, scene and line with slashes', () => {
    expect(encodeActSceneLine({ act: '3', scene: '1', line: '56' })).toBe('3/1/56');
  });

  it('trims each part before joining', () => {
    expect(encodeActSceneLine({ act: ' 3 ', scene: '1', line: ' 56-58' })).toBe('3/1/56-58');
  });

  it('reads a value back into its three parts', () => {
    expect(decodeActSceneLine('3/1/56')).toEqual({ ok: true, value: { act: '3', scene: '1', line: '56' } });
  });

  it('rejects a value with a missing part, an empty segment or too many parts', () => {
    for (const bad of ['3/1', '3//56', '/1/56', '3/1/', '3/1/56/2', '']) {
      const result = decodeActSceneLine(bad);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-act-scene-line');
    }
  });

  it('survives a value that is not a string', () => {
    expect(decodeActSceneLine(undefined as unknown as string).ok).toBe(false);
  });
});

describe('book/chapter/verse locations', () => {
  it('puts the book in the label and chapter:verse in the value', () => {
    expect(encodeBookChapterVerse({ book: 'Gen.', chapter: '1', verse: '3' })).toEqual({
      type: 2,
      label: 'Gen.',
      value: '1:3',
    });
  });

  it('reads book, chapter and verse back, keeping a cross-chapter range in the verse', () => {
    expect(decodeBookChapterVerse({ label: 'Gen.', value: '1:3' })).toEqual({
      ok: true,
      value: { book: 'Gen.', chapter: '1', verse: '3' },
    });
    expect(decodeBookChapterVerse({ label: 'Gen.', value: '1:31-2:3' })).toEqual({
      ok: true,
      value: { book: 'Gen.', chapter: '1', verse: '31-2:3' },
    });
  });

  it('rejects a missing book with the hint', () => {
    const result = decodeBookChapterVerse({ value: '1:3' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'location-label-required', message: 'Abbreviate the book and separate chapter and verse with a colon' },
    });
  });

  it('rejects chapter and verse without a colon, or with either side empty', () => {
    for (const value of ['1 3', '1:', ':3', '']) {
      const result = decodeBookChapterVerse({ label: 'Gen.', value });
      expect(result.ok, value).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-chapter-verse');
    }
  });
});

describe('time values', () => {
  it('joins hours, minutes and seconds with slashes', () => {
    expect(encodeTime({ hours: '1', minutes: '02', seconds: '45' })).toBe('01/02/45');
  });

  it('defaults each blank part to 00', () => {
    expect(encodeTime({ minutes: '4', seconds: '30' })).toBe('00/04/30');
    expect(encodeTime({})).toBe('00/00/00');
    expect(encodeTime({ hours: ' ', minutes: '', seconds: '7' })).toBe('00/00/07');
  });

  it('reads a three-part value as hours/minutes/seconds', () => {
    expect(decodeTime('1/02/45')).toEqual({ ok: true, value: { hours: '01', minutes: '02', seconds: '45' } });
  });

  it('reads a two-part value as minutes/seconds', () => {
    expect(decodeTime('4/30')).toEqual({ ok: true, value: { hours: '00', minutes: '04', seconds: '30' } });
  });

  it('accepts minutes and seconds up to 59 and rejects 60', () => {
    expect(decodeTime('0/59/59').ok).toBe(true);
    expect(decodeTime('0/60/00')).toEqual({
      ok: false,
      error: { code: 'invalid-time', message: 'Minutes and seconds must be between 0 and 59.' },
    });
    expect(decodeTime('12/60').ok).toBe(false);
  });

  it('allows more than 59 hours', () => {
    expect(decodeTime('100/00/00').ok).toBe(true);
  });

  it('rejects anything but digits', () => {
    for (const bad of ['1/2a/03', '-1/02/03', '1.5/02', '1/ /03']) {
      const result = decodeTime(bad);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-time');
    }
  });

  it('rejects one part or more than three', () => {
    expect(decodeTime('45').ok).toBe(false);
    expect(decodeTime('1/2/3/4').ok).toBe(false);
    expect(decodeTime('').ok).toBe(false);
  });

  it('round-trips what it encodes', () => {
    const value = encodeTime({ hours: '2', minutes: '15', seconds: '9' });
    expect(decodeTime(value)).toEqual({ ok: true, value: { hours: '02', minutes: '15', seconds: '09' } });
  });
});

describe('other locations', () => {
  it('keeps the label and value trimmed', () => {
    expect(encodeOther({ label: ' Track ', value: ' 15 ' })).toEqual({ type: 10, label: 'Track', value: '15' });
  });
});

describe('validating a citation location', () => {
  it('accepts a page and trims its value', () => {
    expect(validateLocation({ type: 3, value: ' 23-25 ' })).toEqual({ ok: true, value: { type: 3, value: '23-25' } });
  });

  it('empties the value of not-a-direct-quote, which needs none', () => {
    expect(validateLocation({ type: 0, value: 'ignored', label: 'x' })).toEqual({ ok: true, value: { type: 0, value: '' } });
  });

  it('drops a label the type does not use', () => {
    expect(validateLocation({ type: 4, value: '7', label: 'Para' })).toEqual({ ok: true, value: { type: 4, value: '7' } });
  });

  it('requires a value for a page', () => {
    expect(validateLocation({ type: 3, value: '  ' })).toEqual({
      ok: false,
      error: { code: 'location-value-required', message: 'Please enter page' },
    });
  });

  it('requires both a label and a value for other', () => {
    const noLabel = validateLocation({ type: 10, value: '15' });
    expect(noLabel).toEqual({
      ok: false,
      error: { code: 'location-label-required', message: 'Enter both a label and a value (e.g. Track 15, Screen 7)' },
    });
    const noValue = validateLocation({ type: 10, value: '', label: 'Track' });
    expect(noValue.ok).toBe(false);
    if (!noValue.ok) expect(noValue.error.code).toBe('location-value-required');
    expect(validateLocation(encodeOther({ label: 'Track', value: '15' })).ok).toBe(true);
  });

  it('applies the encoding rules of act/scene/line, book/chapter/verse and time', () => {
    expect(validateLocation({ type: 1, value: '3//56' }).ok).toBe(false);
    expect(validateLocation({ type: 1, value: '3/1/56' }).ok).toBe(true);
    expect(validateLocation({ type: 2, value: '1-3', label: 'Gen.' }).ok).toBe(false);
    expect(validateLocation(encodeBookChapterVerse({ book: 'Gen.', chapter: '1', verse: '3' })).ok).toBe(true);
    expect(validateLocation({ type: 9, value: '0/75/00' }).ok).toBe(false);
    expect(validateLocation({ type: 9, value: encodeTime({ minutes: '4', seconds: '30' }) }).ok).toBe(true);
  });

  it('answers an unknown type code or a malformed location with an invalid-location result', () => {
    for (const bad of [{ type: 11, value: '1' }, { type: '3', value: '1' }, { type: 3 }, null, 'page 3']) {
      const result = validateLocation(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-location');
    }
  });
});

describe('citationLocationSchema', () => {
  it('parses a valid location into its normalised form', () => {
    expect(citationLocationSchema.parse({ type: 9, value: ' 4/30 ' })).toEqual({ type: 9, value: '4/30' });
  });

  it('fails with the rule message for a value that breaks its type rules', () => {
    const parsed = citationLocationSchema.safeParse({ type: 9, value: '4/75' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Minutes and seconds must be between 0 and 59.');
  });

  it('fails for an unknown type code', () => {
    expect(citationLocationSchema.safeParse({ type: 12, value: '1' }).success).toBe(false);
  });
});
