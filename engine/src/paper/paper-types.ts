/**
 * The spec's paper types (word-addin §3 PaperType ids) as one table, and the rules the screens read from it: the
 * document type of §4, the sections each allows (§2.4, §2.9-2.11, §6), the side menu (§2.4) and the adopted-paper
 * gating (§2.2).
 */
import { EngineFailure } from '../result.js';
import { FORMAT_LABELS, LEGACY_SUCCESSOR, type CurrentFormatId, type FormatId } from '../formats.js';

/** word-addin §3 DocumentType. */
export const DOCUMENT_TYPES = { ANNOTATED_BIBLIOGRAPHY: 1, DISCUSSION_POST: 2, REFERENCE_LIST: 3, RESEARCH_PAPER: 4 } as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES];

export type PaperKind = 'research' | 'discussion' | 'reference-list' | 'annotated-bibliography' | 'adopted';
export type PaperAudience = 'student' | 'professional';

/**
 * What stands above the body: APA 7's student or professional title page (Publication Manual 2.3), MLA's header
 * block (MLA Handbook 1.3: no title page), Turabian's title page (Manual A.1.4), only the title as a heading line
 * (discussion posts, pasted into a forum), or nothing (reference lists and annotated bibliographies, whose title is
 * the list's own heading; adopted papers, whose first page the writer made).
 */
export type TitlePageVariant = 'apa-student' | 'apa-professional' | 'mla-header' | 'turabian' | 'heading' | 'none';

/** Which sections and inserts a paper may use. */
export interface PaperSections {
  /** The Title drawer edits the paper's title section (adopted papers can only be renamed). */
  titlePage: boolean;
  abstract: boolean;
  tableOfContents: boolean;
  appendices: boolean;
  figures: boolean;
  tables: boolean;
}

export interface PaperType {
  id: number;
  format: FormatId;
  documentType: DocumentType;
  kind: PaperKind;
  audience: PaperAudience | undefined;
  name: string;
  /** APA 6 and MLA 8: no longer the standard, laid out in their successor format. */
  legacy: boolean;
  /** Made by a creation drawer (legacy types only by their legacy creators); adopted types are never created. */
  creatable: boolean;
  /** Created through the spec's beta Turabian 9 research-paper creator. */
  beta: boolean;
  titlePage: TitlePageVariant;
  allows: PaperSections;
}

const DOCUMENT_TYPE_OF_KIND = {
  'annotated-bibliography': DOCUMENT_TYPES.ANNOTATED_BIBLIOGRAPHY,
  discussion: DOCUMENT_TYPES.DISCUSSION_POST,
  'reference-list': DOCUMENT_TYPES.REFERENCE_LIST,
  research: DOCUMENT_TYPES.RESEARCH_PAPER,
  // word-addin §4: every type that is not a bibliography, post or list counts as a research paper.
  adopted: DOCUMENT_TYPES.RESEARCH_PAPER,
} as const satisfies Record<PaperKind, DocumentType>;

const KIND_NAMES = {
  research: 'Research Paper',
  discussion: 'Discussion Post',
  'reference-list': 'Reference List',
  'annotated-bibliography': 'Annotated Bibliography',
  adopted: 'Adopted Paper',
} as const satisfies Record<PaperKind, string>;

/** Sections by kind: abstract, contents and appendices are research papers' (§2.4, §2.10); lists take no figures or tables (§2.11); adopted papers none (§6). */
const SECTIONS_OF_KIND = {
  research: { titlePage: true, abstract: true, tableOfContents: true, appendices: true, figures: true, tables: true },
  discussion: { titlePage: true, abstract: false, tableOfContents: false, appendices: false, figures: true, tables: true },
  'reference-list': { titlePage: true, abstract: false, tableOfContents: false, appendices: false, figures: false, tables: false },
  'annotated-bibliography': { titlePage: true, abstract: false, tableOfContents: false, appendices: false, figures: false, tables: false },
  adopted: { titlePage: false, abstract: false, tableOfContents: false, appendices: false, figures: false, tables: false },
} as const satisfies Record<PaperKind, PaperSections>;

/** A research paper's first page by format (APA 7 also by audience); every other kind's is fixed by its kind (see `TitlePageVariant`). */
const RESEARCH_TITLE_PAGE = {
  apa7: 'apa-student',
  // APA 6 papers are laid out in APA 7; the legacy creator asks for the student title page's fields and no running head.
  apa6: 'apa-student',
  mla9: 'mla-header',
  mla8: 'mla-header',
  turabian9: 'turabian',
} as const satisfies Record<FormatId, TitlePageVariant>;

const TITLE_PAGE_OF_KIND = {
  discussion: 'heading',
  'reference-list': 'none',
  'annotated-bibliography': 'none',
  adopted: 'none',
} as const satisfies Record<Exclude<PaperKind, 'research'>, TitlePageVariant>;

type Row = readonly [id: number, format: FormatId, kind: PaperKind, audience?: PaperAudience, flags?: { beta?: true; creatable?: false }];

/** The spec's ids (word-addin §3): APA 7 11-16, MLA 9 111-115, Turabian 9 211-215 in the same order, legacy 1, 2, 101, 102. */
const ROWS: readonly Row[] = [
  [11, 'apa7', 'research', 'student'],
  [12, 'apa7', 'research', 'professional'],
  [13, 'apa7', 'discussion'],
  [14, 'apa7', 'reference-list'],
  [15, 'apa7', 'annotated-bibliography'],
  [16, 'apa7', 'adopted'],
  [111, 'mla9', 'research'],
  [112, 'mla9', 'discussion'],
  [113, 'mla9', 'reference-list'],
  [114, 'mla9', 'annotated-bibliography'],
  [115, 'mla9', 'adopted'],
  [211, 'turabian9', 'research', undefined, { beta: true }],
  [212, 'turabian9', 'discussion'],
  [213, 'turabian9', 'reference-list'],
  [214, 'turabian9', 'annotated-bibliography'],
  [215, 'turabian9', 'adopted'],
  [1, 'apa6', 'research'],
  // The legacy creators make research papers only: legacy discussion posts exist, but no screen makes new ones.
  [2, 'apa6', 'discussion', undefined, { creatable: false }],
  [101, 'mla8', 'research'],
  [102, 'mla8', 'discussion', undefined, { creatable: false }],
];

const isLegacyFormat = (format: FormatId) => Object.hasOwn(LEGACY_SUCCESSOR, format);

function paperName(format: FormatId, kind: PaperKind, audience: PaperAudience | undefined): string {
  const kindName = audience ? `${audience === 'student' ? 'Student' : 'Professional'} Paper` : KIND_NAMES[kind];
  return `${FORMAT_LABELS[format]} ${kindName}`;
}

/** Every paper type of the spec, in id groups: APA 7, MLA 9, Turabian 9, then legacy. */
export const paperTypes: readonly PaperType[] = ROWS.map(([id, format, kind, audience, flags = {}]) => ({
  id,
  format,
  documentType: DOCUMENT_TYPE_OF_KIND[kind],
  kind,
  audience,
  name: paperName(format, kind, audience),
  legacy: isLegacyFormat(format),
  creatable: kind !== 'adopted' && flags.creatable !== false,
  beta: flags.beta === true,
  titlePage: kind !== 'research' ? TITLE_PAGE_OF_KIND[kind] : audience === 'professional' ? 'apa-professional' : RESEARCH_TITLE_PAGE[format],
  allows: SECTIONS_OF_KIND[kind],
}));

const BY_ID = new Map(paperTypes.map((type) => [type.id, type]));

/** The paper type with this id, or undefined for an id the spec does not define. */
export function getPaperType(id: number | null | undefined): PaperType | undefined {
  return typeof id === 'number' ? BY_ID.get(id) : undefined;
}

/** A paper type by id; a paper of a type the spec does not define cannot be made or laid out. */
export function paperTypeOf(paperTypeID: number): PaperType {
  const type = getPaperType(paperTypeID);
  if (!type) throw new EngineFailure({ code: 'unknown-paper-type', message: `There is no paper type ${String(paperTypeID)}.` });
  return type;
}

/** word-addin §4: a paper's document type; an unknown or missing paper type counts as a research paper. */
export function documentTypeOf(paperTypeID: number | null | undefined): DocumentType {
  return getPaperType(paperTypeID)?.documentType ?? DOCUMENT_TYPES.RESEARCH_PAPER;
}

/** The format a paper type's citations and list are formatted in: a legacy format's successor (APA 6 in APA 7). */
export function layoutFormat(paperType: Pick<PaperType, 'format'>): CurrentFormatId {
  const format = paperType.format;
  return isLegacyFormat(format) ? LEGACY_SUCCESSOR[format as keyof typeof LEGACY_SUCCESSOR] : (format as CurrentFormatId);
}

/**
 * The paper type made for a kind in a format (for APA 7 research papers, the Student or Professional tab;
 * student when none is given), or undefined when no such type exists.
 */
export function paperTypeIdFor(kind: PaperKind, format: FormatId, audience?: PaperAudience): number | undefined {
  const wanted = kind === 'research' && format === 'apa7' ? (audience ?? 'student') : undefined;
  return paperTypes.find((type) => type.kind === kind && type.format === format && type.audience === wanted)?.id;
}
