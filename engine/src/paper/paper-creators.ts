/**
 * The paper-creation screens as data (purchase-and-paper-creation §2, §4, §5, §8): each creator's path, the formats
 * it offers, the paper type it makes, the fields its form shows, its wait before the success screen and its failure
 * toast.
 */
import { CURRENT_FORMATS, type FormatId } from '../formats.js';
import { getPaperType, layoutFormat, paperTypeIdFor, type PaperAudience, type PaperKind, type PaperType } from './paper-types.js';
import { referenceListTitle } from './reference-list-title.js';

/** The route parameter paperFormatUrl of each format. */
export const PAPER_FORMAT_URLS = {
  apa7: 'apa-7',
  apa6: 'apa-6',
  mla9: 'mla-9',
  mla8: 'mla-8',
  turabian9: 'turabian-9',
} as const satisfies Record<FormatId, string>;
export type PaperFormatUrl = (typeof PAPER_FORMAT_URLS)[FormatId];

/** The format a paperFormatUrl names, or undefined for anything else. */
export function formatFromPaperFormatUrl(slug: string | null | undefined): FormatId | undefined {
  return (Object.keys(PAPER_FORMAT_URLS) as FormatId[]).find((format) => PAPER_FORMAT_URLS[format] === slug);
}

export type CreationKind = Exclude<PaperKind, 'adopted'>;

/** The creation payload's fields a form can show (the class picker fills Course, and Teacher on research papers). */
export type PaperFormField = 'Title' | 'RunningHead' | 'IsAuthorNote' | 'Author' | 'Institution' | 'Teacher' | 'Course' | 'DueDate';

/** The labels of the title-page fields (word-addin §2.9). */
export const PAPER_FIELD_LABELS = {
  Title: 'Title',
  RunningHead: 'Running Head',
  IsAuthorNote: 'Author Note',
  Author: 'Author',
  Institution: 'Institution',
  Teacher: 'Instructor',
  Course: 'Course Number & Name',
  DueDate: 'Date',
} as const satisfies Record<PaperFormField, string>;

export interface CreationToast {
  title: string;
  /** Followed in the toast by the support e-mail link. */
  body: string;
}

const failureToast = (what: string): CreationToast => ({
  title: `Problem creating ${what === 'paper' ? 'a paper' : `the ${what}`}`,
  body: `Something went wrong when we tried to make your ${what}. Please try again. If you still have problems, contact our Customer Support Team`,
});

/** §8: the last day APA 6 and MLA 8 papers are supported (year, month, day). */
const LEGACY_SUPPORT_ENDS = [2024, 6, 30] as const;

/**
 * §8's notice on the legacy creators, as it reads on `today` (the reader's local day): until June 30, 2024 the spec's words;
 * after it the spec's "support ends" has happened, so the notice says so, and what Ibid does instead (a legacy
 * paper is laid out in its successor format, see `layoutFormat`), rather than promise a date in the past.
 */
export function legacyCreationNotice(today: Date): string {
  const [year, month, day] = LEGACY_SUPPORT_ENDS;
  return today < new Date(year, month - 1, day + 1)
    ? 'APA 6 and MLA 8 are no longer the standard. They can be created through Other until June 30, 2024, after which support for them ends.'
    : 'APA 6 and MLA 8 are no longer the standard, and support for them ended on June 30, 2024: Ibid formats these papers\' citations and references in APA 7 and MLA 9.';
}

/** §9: the wait before the success screen on the creators that have one. */
export const CREATION_SUCCESS_DELAY_MS = 3000;

export interface PaperCreator {
  id: 'research' | 'discussion' | 'reference-list' | 'annotated-bibliography' | 'apa6-research' | 'mla8-research' | 'beta-turabian9-research';
  kind: CreationKind;
  /** The drawer's heading. */
  name: string;
  /** Its route: with :paperFormatUrl for the four drawers, fixed for the legacy and beta creators. */
  path: string;
  /** The formats it offers, in order. */
  formats: readonly FormatId[];
  /** The research drawer's Student and Professional tabs (APA 7 only). */
  tabs: readonly PaperAudience[];
  legacy: boolean;
  beta: boolean;
  /** Milliseconds before going to the success screen: bibliographies, lists and legacy creators wait (§4). */
  successDelayMs: number;
  failure: CreationToast;
}

/** The drawers of the document create landing, then the legacy and beta creators. */
export const paperCreators: readonly PaperCreator[] = [
  {
    id: 'research',
    kind: 'research',
    name: 'Research Paper',
    path: '/create-research-paper/:paperFormatUrl',
    formats: CURRENT_FORMATS,
    tabs: ['student', 'professional'],
    legacy: false,
    beta: false,
    successDelayMs: 0,
    failure: failureToast('paper'),
  },
  {
    id: 'discussion',
    kind: 'discussion',
    name: 'Discussion Post',
    path: '/create-discussion-post/:paperFormatUrl',
    formats: CURRENT_FORMATS,
    tabs: [],
    legacy: false,
    beta: false,
    successDelayMs: 0,
    failure: failureToast('discussion post'),
  },
  {
    id: 'reference-list',
    kind: 'reference-list',
    name: 'Reference List',
    path: '/create-reference-list/:paperFormatUrl',
    formats: CURRENT_FORMATS,
    tabs: [],
    legacy: false,
    beta: false,
    successDelayMs: CREATION_SUCCESS_DELAY_MS,
    failure: failureToast('paper'),
  },
  {
    id: 'annotated-bibliography',
    kind: 'annotated-bibliography',
    name: 'Annotated Bibliography',
    path: '/create-annotated-bibliography/:paperFormatUrl',
    formats: CURRENT_FORMATS,
    tabs: [],
    legacy: false,
    beta: false,
    successDelayMs: CREATION_SUCCESS_DELAY_MS,
    failure: failureToast('paper'),
  },
  {
    id: 'apa6-research',
    kind: 'research',
    name: 'APA 6 Research Paper',
    path: '/create-apa6-research-paper',
    formats: ['apa6'],
    tabs: [],
    legacy: true,
    beta: false,
    successDelayMs: CREATION_SUCCESS_DELAY_MS,
    failure: failureToast('paper'),
  },
  {
    id: 'mla8-research',
    kind: 'research',
    name: 'MLA 8 Research Paper',
    path: '/create-mla8-research-paper',
    formats: ['mla8'],
    tabs: [],
    legacy: true,
    beta: false,
    successDelayMs: CREATION_SUCCESS_DELAY_MS,
    failure: failureToast('paper'),
  },
  {
    id: 'beta-turabian9-research',
    kind: 'research',
    name: 'Turabian 9 Research Paper (Beta)',
    path: '/create-beta-turabian-9',
    formats: ['turabian9'],
    tabs: [],
    legacy: false,
    beta: true,
    successDelayMs: 0,
    failure: failureToast('paper'),
  },
];

export function getPaperCreator(id: PaperCreator['id']): PaperCreator {
  return paperCreators.find((creator) => creator.id === id) as PaperCreator;
}

/** The creator's path for a format: the drawer's :paperFormatUrl filled in, or the fixed path. */
export function creatorPath(creator: PaperCreator, format: FormatId): string {
  return creator.path.replace(':paperFormatUrl', PAPER_FORMAT_URLS[format]);
}

/** How the creation forms name each format: Turabian is the footnotes (notes-bibliography) style. */
export const CREATION_FORMAT_LABELS = {
  apa7: 'APA 7',
  apa6: 'APA 6',
  mla9: 'MLA 9',
  mla8: 'MLA 8',
  turabian9: 'Turabian 9 (Footnotes)',
} as const satisfies Record<FormatId, string>;

/** §5: in Word Online these formats cannot be created yet, and say so (the spec's own capitalisation). */
const WORD_ONLINE_COMING_SOON: Partial<Record<FormatId, string>> = {
  mla9: 'MLA 9 - Coming soon',
  turabian9: 'Turabian 9 (Footnotes) - Coming Soon',
};

export interface CreationFormatOption {
  format: FormatId;
  paperFormatUrl: PaperFormatUrl;
  label: string;
  disabled: boolean;
}

/** A creator's format choices, in order; in Word Online, MLA 9 and Turabian 9 are disabled as coming soon. */
export function creationFormatOptions(creator: PaperCreator, host: { wordOnline: boolean }): CreationFormatOption[] {
  return creator.formats.map((format) => {
    const comingSoon = host.wordOnline ? WORD_ONLINE_COMING_SOON[format] : undefined;
    return { format, paperFormatUrl: PAPER_FORMAT_URLS[format], label: comingSoon ?? CREATION_FORMAT_LABELS[format], disabled: comingSoon !== undefined };
  });
}

/** The paper type a creator makes in a format (and, for APA 7 research papers, a tab); undefined if it offers no such format. */
export function createdPaperTypeId(creator: PaperCreator, format: FormatId, audience?: PaperAudience): number | undefined {
  if (!creator.formats.includes(format)) return undefined;
  return paperTypeIdFor(creator.kind, format, creator.tabs.length > 0 ? audience : undefined);
}

/** Which formats show a date (word-addin §2.9): MLA, the APA 7 student paper and Turabian research papers. */
export function showsDate(type: PaperType): boolean {
  const format = layoutFormat(type);
  if (format === 'mla9') return true;
  if (format === 'turabian9') return type.kind === 'research';
  return type.titlePage === 'apa-student';
}

/**
 * The fields a creation form (and the Title drawer) shows for a paper type, in form order. Research papers ask for
 * the title page's fields; the other kinds for a title and a class (its course). MLA asks for no institution, only
 * APA 7 professional papers for a running head and an author note. Unknown and adopted types: the title only.
 */
export function paperFormFields(paperTypeID: number): PaperFormField[] {
  const type = getPaperType(paperTypeID);
  if (!type || type.kind === 'adopted') return ['Title'];
  if (type.kind !== 'research') return ['Title', 'Course'];
  const professional = type.audience === 'professional';
  const mla = layoutFormat(type) === 'mla9';
  const fields: (PaperFormField | false)[] = [
    'Title',
    professional && 'RunningHead',
    'Author',
    !mla && 'Institution',
    'Teacher',
    'Course',
    showsDate(type) && 'DueDate',
    professional && 'IsAuthorNote',
  ];
  return fields.filter((field): field is PaperFormField => field !== false);
}

/** The title field's label: "Document Title" for bibliographies and reference lists (§5). */
export function titleFieldLabel(paperTypeID: number): string {
  const kind = getPaperType(paperTypeID)?.kind;
  return kind === 'reference-list' || kind === 'annotated-bibliography' ? 'Document Title' : PAPER_FIELD_LABELS.Title;
}

/** The title a creation form starts with: a reference list's heading by format (§4 "Defaults"), otherwise empty. */
export function defaultDocumentTitle(paperTypeID: number): string {
  const type = getPaperType(paperTypeID);
  return type?.kind === 'reference-list' ? referenceListTitle(type.format) : '';
}
