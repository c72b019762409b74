/** Citation locations: where in a work a citation points (a page, a time stamp, act/scene/line...), with the spec's codes and value encodings. */
import { fail, ok, type Result } from '../result.js';

/**
 * The spec's location-type codes (word-addin §3), in the order the citation form lists them.
 * Stored as numbers in citation data, so the codes never change.
 */
export const LOCATION_TYPES = {
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
} as const;

/** A location type's constant name: 'PAGE', 'TIME'. */
export type LocationTypeName = keyof typeof LOCATION_TYPES;
/** A location-type code: 0 not a direct quote ... 10 other. */
export type LocationType = (typeof LOCATION_TYPES)[LocationTypeName];

/** Every location-type code in code order. */
export const LOCATION_TYPE_CODES = Object.values(LOCATION_TYPES).sort((a, b) => a - b) as readonly LocationType[];

/** What a location type asks the user for: whether it needs a value and a label, and the hint shown under the input. */
export interface LocationTypeDefinition {
  label: string;
  /** False only for "not a direct quote", whose value is ignored. */
  needsValue: boolean;
  /** Book/chapter/verse keeps the book in `label`; other keeps the user's own label ("Track"). */
  needsLabel: boolean;
  hint?: string;
}

/** The location types as data: the form, the schema and `validateLocation` all read this table. */
export const LOCATION_TYPE_DEFINITIONS = {
  0: { label: 'Not a direct quote', needsValue: false, needsLabel: false },
  1: { label: 'Act/Scene/Line', needsValue: true, needsLabel: false },
  2: {
    label: 'Book/Chapter/Verse',
    needsValue: true,
    needsLabel: true,
    hint: 'Abbreviate the book and separate chapter and verse with a colon',
  },
  3: { label: 'Page', needsValue: true, needsLabel: false },
  4: { label: 'Paragraph', needsValue: true, needsLabel: false },
  5: { label: 'Chapter', needsValue: true, needsLabel: false },
  6: { label: 'Section', needsValue: true, needsLabel: false },
  7: { label: 'Table', needsValue: true, needsLabel: false },
  8: { label: 'Figure', needsValue: true, needsLabel: false },
  9: { label: 'Time', needsValue: true, needsLabel: false },
  10: {
    label: 'Other',
    needsValue: true,
    needsLabel: true,
    hint: 'Enter both a label and a value (e.g. Track 15, Screen 7)',
  },
} as const satisfies Record<LocationType, LocationTypeDefinition>;

/** The label of each location type, as the "Choose a Citation location" options show it. */
export const LOCATION_LABELS = Object.fromEntries(
  LOCATION_TYPE_CODES.map((code) => [code, LOCATION_TYPE_DEFINITIONS[code].label]),
) as { readonly [Code in LocationType]: (typeof LOCATION_TYPE_DEFINITIONS)[Code]['label'] };

/** True for a number that is one of the spec's location-type codes. */
export function isLocationType(value: unknown): value is LocationType {
  return typeof value === 'number' && (LOCATION_TYPE_CODES as readonly number[]).includes(value);
}

/**
 * Where a citation points. `value` is encoded per type (see the encode/decode pairs below);
 * `label` holds the book for book/chapter/verse and the user's own label for other.
 */
export interface CitationLocation {
  type: LocationType;
  value: string;
  label?: string;
}

/** Why a location was rejected; each comes with a message the citation form can show. */
export type LocationErrorCode =
  | 'invalid-location'
  | 'location-value-required'
  | 'location-label-required'
  | 'invalid-act-scene-line'
  | 'invalid-chapter-verse'
  | 'invalid-time';

type LocationResult<T> = Result<T, LocationErrorCode>;

// --- act/scene/line ---------------------------------------------------------

/** The parts of an act/scene/line location, as typed (a line may be a range). */
export interface ActSceneLine {
  act: string;
  scene: string;
  line: string;
}

/** The stored value of an act/scene/line location: "3/1/56". Blank parts leave an empty segment, which decoding rejects. */
export function encodeActSceneLine(parts: ActSceneLine): string {
  return [parts.act, parts.scene, parts.line].map((part) => String(part ?? '').trim()).join('/');
}

/** Reads "act/scene/line" back; each of the three parts must be present. */
export function decodeActSceneLine(value: string): LocationResult<ActSceneLine> {
  const parts = typeof value === 'string' ? value.split('/').map((part) => part.trim()) : [];
  const [act, scene, line] = parts;
  if (parts.length !== 3 || !act || !scene || !line) {
    return fail('invalid-act-scene-line', 'Please enter the act, scene and line, for example 3/1/56.');
  }
  return ok({ act, scene, line });
}

// --- book/chapter/verse -----------------------------------------------------

export interface BookChapterVerse {
  /** The book, abbreviated as the style wants it ("Gen.", "Matt."). */
  book: string;
  chapter: string;
  /** A verse or a range ("1-3"). */
  verse: string;
}

/** A book/chapter/verse location: the book goes in `label`, the value is "chapter:verse". */
export function encodeBookChapterVerse(parts: BookChapterVerse): CitationLocation {
  return {
    type: LOCATION_TYPES.BOOK_CHAPTER_VERSE,
    label: String(parts.book ?? '').trim(),
    value: `${String(parts.chapter ?? '').trim()}:${String(parts.verse ?? '').trim()}`,
  };
}

/** Reads a book/chapter/verse location back; book, chapter and verse must all be present. */
export function decodeBookChapterVerse(location: { label?: string; value: string }): LocationResult<BookChapterVerse> {
  const book = typeof location.label === 'string' ? location.label.trim() : '';
  if (!book) {
    return fail('location-label-required', LOCATION_TYPE_DEFINITIONS[2].hint);
  }
  const value = typeof location.value === 'string' ? location.value : '';
  const colon = value.indexOf(':');
  // Split at the first colon only: a range across chapters ("1:1-2:3") keeps its second colon in the verse.
  const chapter = colon < 0 ? '' : value.slice(0, colon).trim();
  const verse = colon < 0 ? '' : value.slice(colon + 1).trim();
  if (!chapter || !verse) {
    return fail('invalid-chapter-verse', LOCATION_TYPE_DEFINITIONS[2].hint);
  }
  return ok({ book, chapter, verse });
}

// --- time -------------------------------------------------------------------

/** The parts of a time location, each at least two digits. */
export interface TimeStamp {
  hours: string;
  minutes: string;
  seconds: string;
}

/** What a blank hours, minutes or seconds box stands for. */
export const TIME_PART_DEFAULT = '00';

function timePart(part: string | undefined): string {
  const text = String(part ?? '').trim();
  if (!text) return TIME_PART_DEFAULT;
  return /^\d$/.test(text) ? `0${text}` : text;
}

/** The stored value of a time location: "hours/minutes/seconds", each blank part "00" and single digits zero-padded. */
export function encodeTime(parts: Partial<TimeStamp>): string {
  return [timePart(parts.hours), timePart(parts.minutes), timePart(parts.seconds)].join('/');
}

/**
 * Reads a time value back. "h/m/s" has three parts; a two-part value is minutes/seconds.
 * Every part must be digits, and minutes and seconds run from 0 to 59.
 */
export function decodeTime(value: string): LocationResult<TimeStamp> {
  const parts = typeof value === 'string' ? value.split('/').map((part) => part.trim()) : [];
  if (parts.length < 2 || parts.length > 3) {
    return fail('invalid-time', 'Please enter the time as hours/minutes/seconds or minutes/seconds, for example 1/02/45.');
  }
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [TIME_PART_DEFAULT, ...parts];
  if (!hours || !minutes || !seconds || ![hours, minutes, seconds].every((part) => /^\d+$/.test(part))) {
    return fail('invalid-time', 'Please enter the time in digits only.');
  }
  if (Number(minutes) > 59 || Number(seconds) > 59) {
    return fail('invalid-time', 'Minutes and seconds must be between 0 and 59.');
  }
  return ok({ hours: timePart(hours), minutes: timePart(minutes), seconds: timePart(seconds) });
}

// --- other ------------------------------------------------------------------

/** An "other" location: the user's own label ("Track") and value ("15"), both trimmed. */
export function encodeOther(parts: { label: string; value: string }): CitationLocation {
  return {
    type: LOCATION_TYPES.OTHER,
    label: String(parts.label ?? '').trim(),
    value: String(parts.value ?? '').trim(),
  };
}

// --- validation -------------------------------------------------------------

const TYPE_CHECKS: Partial<Record<LocationType, (location: CitationLocation) => LocationResult<unknown>>> = {
  [LOCATION_TYPES.ACT_SCENE_LINE]: (location) => decodeActSceneLine(location.value),
  [LOCATION_TYPES.BOOK_CHAPTER_VERSE]: (location) => decodeBookChapterVerse(location),
  [LOCATION_TYPES.TIME]: (location) => decodeTime(location.value),
};

/** Checks one location against its type's rules and normalises it; the caller has already checked the shape. */
export function checkLocation(location: CitationLocation): LocationResult<CitationLocation> {
  const definition: LocationTypeDefinition = LOCATION_TYPE_DEFINITIONS[location.type];
  const value = location.value.trim();
  const label = location.label?.trim();
  if (!definition.needsValue) return ok({ type: location.type, value: '' });
  if (definition.needsLabel && !label) {
    return fail('location-label-required', definition.hint ?? `Please enter ${definition.label}`);
  }
  if (!value) {
    return fail('location-value-required', definition.hint ?? `Please enter ${definition.label.toLowerCase()}`);
  }
  const normalized: CitationLocation = definition.needsLabel ? { type: location.type, value, label } : { type: location.type, value };
  const check = TYPE_CHECKS[location.type];
  const checked = check?.(normalized);
  return checked && !checked.ok ? checked : ok(normalized);
}

/** A location's shape: a known type code, a text value and, if any, a text label (what the schema's types check). */
function isLocationShape(input: unknown): input is CitationLocation {
  if (typeof input !== 'object' || input === null) return false;
  const { type, value, label } = input as Record<string, unknown>;
  return isLocationType(type) && typeof value === 'string' && (label === undefined || typeof label === 'string');
}

/** Validates and normalises a location of unknown shape; use it where a `Result` reads better than a zod parse. */
export function validateLocation(input: unknown): LocationResult<CitationLocation> {
  if (!isLocationShape(input)) {
    return fail(
      'invalid-location',
      'A citation location needs a type code from 0 to 10 and a text value (and, for some types, a label).',
    );
  }
  return checkLocation(input);
}
