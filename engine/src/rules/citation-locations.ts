/** Which citation locations and citation parts the citation form offers, by reference type and format (word-addin §4-5). */
import type { FormatId } from '../formats.js';
import { LOCATION_TYPES, LOCATION_TYPE_CODES, type LocationType } from '../model/location.js';
import { isPersonalInterview } from '../catalogue/type-ids.js';

/** Which reference types a location is offered for. */
type TypeSelector =
  | { always: true }
  | { only: readonly number[]; orNarrator?: true }
  | { except: readonly number[] };

const NO_PAGES = [5, 19, 28, 47] as const;
const NO_TABLES = [5, 6, 19, 28, 36, 47] as const;

/** word-addin §5, "Citation location options by reference type id", one row per location type. */
const LOCATION_OPTIONS: Readonly<Record<LocationType, TypeSelector>> = {
  [LOCATION_TYPES.NOT_A_DIRECT_QUOTE]: { always: true },
  [LOCATION_TYPES.ACT_SCENE_LINE]: { only: [6] },
  [LOCATION_TYPES.BOOK_CHAPTER_VERSE]: { only: [37] },
  [LOCATION_TYPES.PAGE]: { except: NO_PAGES },
  [LOCATION_TYPES.PARAGRAPH]: { except: NO_PAGES },
  [LOCATION_TYPES.CHAPTER]: { only: [2, 4, 6, 7, 11, 31, 37, 47] },
  [LOCATION_TYPES.SECTION]: { except: NO_PAGES },
  [LOCATION_TYPES.TABLE]: { except: NO_TABLES },
  [LOCATION_TYPES.FIGURE]: { except: NO_TABLES },
  // The spec lists three alternatives: timed media, any work with a narrator, and types 2, 5 and 9.
  [LOCATION_TYPES.TIME]: { only: [2, 5, 9, 19, 28, 34, 43, 47], orNarrator: true },
  [LOCATION_TYPES.OTHER]: { always: true },
};

/**
 * What a personal interview loses: it is a personal communication with nothing a reader could open,
 * so only "not a direct quote" (and time, for a narrated recording) stays.
 */
const PERSONAL_INTERVIEW_REMOVES: readonly LocationType[] = [
  LOCATION_TYPES.PAGE,
  LOCATION_TYPES.PARAGRAPH,
  LOCATION_TYPES.SECTION,
  LOCATION_TYPES.TABLE,
  LOCATION_TYPES.FIGURE,
  LOCATION_TYPES.OTHER,
];

/** The parts of a reference's data the location options depend on. */
export interface LocationOptionData {
  contributors?: readonly { type: string }[];
  interviewKind?: string;
}

function hasNarrator(data: LocationOptionData | undefined): boolean {
  const contributors = data?.contributors;
  return Array.isArray(contributors) && contributors.some((c: unknown) => (c as { type?: unknown } | null)?.type === 'narrator');
}

function selects(selector: TypeSelector, typeId: number, narrated: boolean): boolean {
  if ('always' in selector) return true;
  if ('except' in selector) return !selector.except.includes(typeId);
  return selector.only.includes(typeId) || (selector.orNarrator === true && narrated);
}

/**
 * The location options the citation form offers for a reference, in code order.
 * An id outside the catalogue gets the options of an ordinary printed work (the "except" rules let it through),
 * so a form never ends up without choices.
 */
export function citationLocationOptions(typeId: number, data: LocationOptionData = {}): LocationType[] {
  const narrated = hasNarrator(data);
  const personalInterview = isPersonalInterview(typeId, data);
  return LOCATION_TYPE_CODES.filter(
    (code) => selects(LOCATION_OPTIONS[code], typeId, narrated) && !(personalInterview && PERSONAL_INTERVIEW_REMOVES.includes(code)),
  );
}

/** Warnings shown above the location options, by reference type and format. */
const LOCATION_WARNINGS: readonly { typeId: number; format: FormatId; message: string }[] = [
  {
    typeId: 29,
    format: 'turabian9',
    message: 'Page numbers should not be included for newspaper references (Turabian Manual 17.4.2).',
  },
];

/** The warning to show with the location options (Turabian 9 newspaper articles), or undefined when there is none. */
export function citationLocationWarning(typeId: number, format: FormatId | undefined): string | undefined {
  return LOCATION_WARNINGS.find((w) => w.typeId === typeId && w.format === format)?.message;
}

// --- parts to include -------------------------------------------------------

/** The three citation parts a user can tick. */
export const CITATION_PARTS = ['name', 'date', 'location'] as const;
/** One of the parts a citation can include. */
export type CitationPart = (typeof CITATION_PARTS)[number];

/** The checkbox labels under "Parts to include in Citation". */
export const CITATION_PART_LABELS = {
  name: "Contributor's name",
  date: 'Date',
  location: 'Location (page number, etc.)',
} as const satisfies Record<CitationPart, string>;

/** How a format treats the "Parts to include in Citation" checklist. */
export interface CitationPartsRules {
  /** Whether the checklist is shown at all. */
  showChecklist: boolean;
  /** The parts whose checkbox is shown. */
  shown: readonly CitationPart[];
  /** The parts always included, whatever is ticked. */
  forced: readonly CitationPart[];
}

const APA_PARTS: CitationPartsRules = { showChecklist: true, shown: ['name', 'date', 'location'], forced: [] };
const MLA_PARTS: CitationPartsRules = { showChecklist: true, shown: ['name', 'location'], forced: ['date'] };
const TURABIAN_PARTS: CitationPartsRules = { showChecklist: false, shown: [], forced: ['name', 'date', 'location'] };

/** word-addin §4: APA shows all three parts, MLA hides Date and forces it on, Turabian hides the checklist and includes everything. */
const PARTS_BY_FORMAT: Readonly<Record<FormatId, CitationPartsRules>> = {
  apa7: APA_PARTS,
  apa6: APA_PARTS,
  mla9: MLA_PARTS,
  mla8: MLA_PARTS,
  turabian9: TURABIAN_PARTS,
};

/** The checklist rules for a format; an unknown format gets APA's (all three shown, none forced). */
export function citationPartsRules(format: FormatId | undefined): CitationPartsRules {
  return (format !== undefined && PARTS_BY_FORMAT[format]) || APA_PARTS;
}

/** What the user ticked. Citation data stores name and date as the strings 'true' and 'false', so those are read too. */
export interface TickedParts {
  namePart?: boolean | 'true' | 'false';
  datePart?: boolean | 'true' | 'false';
  location?: boolean | 'true' | 'false';
}

function isTicked(value: unknown): boolean {
  return value === true || value === 'true';
}

/** The parts a citation will actually include in a format: what is ticked, plus what the format forces on. */
export function effectiveCitationParts(
  format: FormatId | undefined,
  ticked: TickedParts,
): { namePart: boolean; datePart: boolean; location: boolean } {
  const { forced } = citationPartsRules(format);
  return {
    namePart: forced.includes('name') || isTicked(ticked?.namePart),
    datePart: forced.includes('date') || isTicked(ticked?.datePart),
    location: forced.includes('location') || isTicked(ticked?.location),
  };
}

/** Whether the citation form may be submitted: at least one of name, date and location is ticked. */
export function canSubmitCitation(ticked: TickedParts): boolean {
  return isTicked(ticked?.namePart) || isTicked(ticked?.datePart) || isTicked(ticked?.location);
}
