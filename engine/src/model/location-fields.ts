/**
 * A citation location as the citation form's inputs hold it (word-addin §2.7, §3): which inputs each location type
 * shows (act, scene and line apart; book, chapter and verse apart; hours, minutes and seconds apart; a label and a
 * value for other; one value otherwise), and the way between those inputs and the stored location.
 */
import {
  LOCATION_TYPES,
  LOCATION_TYPE_DEFINITIONS,
  TIME_PART_DEFAULT,
  decodeActSceneLine,
  decodeBookChapterVerse,
  decodeTime,
  encodeActSceneLine,
  encodeBookChapterVerse,
  encodeOther,
  encodeTime,
  type CitationLocation,
  type LocationType,
  type LocationTypeDefinition,
} from './location.js';

/** The inputs a location type shows, by name. */
export type LocationFieldName = 'value' | 'label' | 'act' | 'scene' | 'line' | 'book' | 'chapter' | 'verse' | 'hours' | 'minutes' | 'seconds';
/** What the user typed in each input. */
export type LocationFields = Partial<Record<LocationFieldName, string>>;

export interface LocationInput {
  name: LocationFieldName;
  label: string;
  /** What a blank input stands for, shown in it. */
  placeholder?: string;
}

/** The inputs each location type asks for, in order, with their labels. */
export const LOCATION_INPUTS: Readonly<Record<LocationType, readonly LocationInput[]>> = {
  0: [],
  1: [
    { name: 'act', label: 'Act' },
    { name: 'scene', label: 'Scene' },
    { name: 'line', label: 'Line' },
  ],
  2: [
    { name: 'book', label: 'Book' },
    { name: 'chapter', label: 'Chapter' },
    { name: 'verse', label: 'Verse' },
  ],
  3: [{ name: 'value', label: 'Page' }],
  4: [{ name: 'value', label: 'Paragraph' }],
  5: [{ name: 'value', label: 'Chapter' }],
  6: [{ name: 'value', label: 'Section' }],
  7: [{ name: 'value', label: 'Table' }],
  8: [{ name: 'value', label: 'Figure' }],
  9: [
    { name: 'hours', label: 'Hours', placeholder: TIME_PART_DEFAULT },
    { name: 'minutes', label: 'Minutes', placeholder: TIME_PART_DEFAULT },
    { name: 'seconds', label: 'Seconds', placeholder: TIME_PART_DEFAULT },
  ],
  10: [
    { name: 'label', label: 'Label' },
    { name: 'value', label: 'Value' },
  ],
};

/** The hint shown under a type's inputs (word-addin §5: book/chapter/verse and other have one). */
export function locationHint(type: LocationType): string | undefined {
  const definition: LocationTypeDefinition = LOCATION_TYPE_DEFINITIONS[type];
  return definition.hint;
}

/** The location the inputs stand for, encoded as the paper stores it (not yet validated: see `validateLocation`). */
export function encodeLocation(type: LocationType, f: LocationFields): CitationLocation {
  switch (type) {
    case LOCATION_TYPES.ACT_SCENE_LINE:
      return { type, value: encodeActSceneLine({ act: f.act ?? '', scene: f.scene ?? '', line: f.line ?? '' }) };
    case LOCATION_TYPES.BOOK_CHAPTER_VERSE:
      return encodeBookChapterVerse({ book: f.book ?? '', chapter: f.chapter ?? '', verse: f.verse ?? '' });
    case LOCATION_TYPES.TIME:
      return { type, value: encodeTime({ hours: f.hours ?? '', minutes: f.minutes ?? '', seconds: f.seconds ?? '' }) };
    case LOCATION_TYPES.OTHER:
      return encodeOther({ label: f.label ?? '', value: f.value ?? '' });
    default:
      return { type, value: f.value ?? '' };
  }
}

/** The inputs of a stored location, for editing it; what cannot be read back starts blank (a book is kept). */
export function locationFields(location: CitationLocation): LocationFields {
  switch (location.type) {
    case LOCATION_TYPES.ACT_SCENE_LINE: {
      const read = decodeActSceneLine(location.value);
      return read.ok ? { ...read.value } : {};
    }
    case LOCATION_TYPES.BOOK_CHAPTER_VERSE: {
      const read = decodeBookChapterVerse(location);
      return read.ok ? { ...read.value } : { book: location.label ?? '' };
    }
    case LOCATION_TYPES.TIME: {
      const read = decodeTime(location.value);
      return read.ok ? { ...read.value } : {};
    }
    case LOCATION_TYPES.OTHER:
      return { label: location.label ?? '', value: location.value };
    default:
      return { value: location.value };
  }
}

/** Nothing typed in the type's inputs (spaces are nothing). */
export function isBlankLocation(type: LocationType, fields: LocationFields): boolean {
  return LOCATION_INPUTS[type].every(({ name }) => !fields[name]?.trim());
}
