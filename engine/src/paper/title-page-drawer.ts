/**
 * The Title drawer (word-addin §2.9) as data: which of its three variants a paper gets, the fields it shows for
 * the paper type (the creation forms' fields, `paperFormFields`), their labels and the button's words.
 */
import { PAPER_FIELD_LABELS, paperFormFields, showsDate, titleFieldLabel, type PaperFormField } from './paper-creators.js';
import { titleEntryLabel } from './paper-navigation.js';
import { getPaperType, layoutFormat } from './paper-types.js';
import type { TitlePageAttrs } from './schema.js';

/** 'adopted': rename only; 'current': the title page's fields; 'legacy': APA 6's older form with the custom title page. */
export type TitleDrawerVariant = 'adopted' | 'current' | 'legacy';

/** The drawer edits the title page's fields (no author note: §2.9 does not list it). */
export type TitleDrawerField = Exclude<PaperFormField, 'IsAuthorNote'>;

/** Where each field is kept in the paper's title page. */
const TITLE_PAGE_ATTR = {
  Title: 'title',
  RunningHead: 'runningHead',
  Author: 'author',
  Institution: 'institution',
  Teacher: 'teacher',
  Course: 'course',
  DueDate: 'dueDate',
} as const satisfies Record<TitleDrawerField, keyof TitlePageAttrs>;

export interface TitleDrawer {
  variant: TitleDrawerVariant;
  /** The drawer's heading: the side menu's name for it (§2.4 item 4), "Title Page" or "Title". */
  heading: string;
  fields: TitleDrawerField[];
  labels: Record<TitleDrawerField, string>;
  submitLabel: string;
}

/** The older variant's fields (§2.9): title, author and APA 6's institution, instructor, course and date. */
const LEGACY_FIELDS: readonly TitleDrawerField[] = ['Title', 'Author', 'Institution', 'Teacher', 'Course', 'DueDate'];

/** The drawer for a paper type; an unknown type gets the current variant's research-paper fields (§4). */
export function titlePageDrawer(paperTypeID: number): TitleDrawer {
  const type = getPaperType(paperTypeID);
  if (type?.kind === 'adopted') {
    return { variant: 'adopted', heading: titleEntryLabel(paperTypeID), fields: ['Title'], labels: { ...PAPER_FIELD_LABELS, Title: 'Paper Name' }, submitLabel: 'Update Paper' };
  }
  const labels = { ...PAPER_FIELD_LABELS, Title: titleFieldLabel(paperTypeID) };
  if (type?.format === 'apa6') return { variant: 'legacy', heading: titleEntryLabel(paperTypeID), fields: [...LEGACY_FIELDS], labels, submitLabel: 'Update Title Page' };
  const research = !type || type.kind === 'research';
  // Other kinds have no author or institution (§2.9): the instructor, the course, and the date where the format dates them.
  const fields: TitleDrawerField[] = research
    ? paperFormFields(type?.id ?? 11).filter((field): field is TitleDrawerField => field !== 'IsAuthorNote')
    : ['Title', 'Teacher', 'Course', ...(showsDate(type) ? (['DueDate'] as const) : [])];
  return { variant: 'current', heading: titleEntryLabel(paperTypeID), fields, labels, submitLabel: type && layoutFormat(type) === 'mla9' ? 'Update Title Section' : 'Update Title Page' };
}

/** The drawer's values read from the title page ('' for a paper without one). */
export function titleDrawerValues(drawer: TitleDrawer, titlePage: Partial<TitlePageAttrs> | undefined): Record<TitleDrawerField, string> {
  return Object.fromEntries(drawer.fields.map((field) => [field, titlePage?.[TITLE_PAGE_ATTR[field]] ?? ''])) as Record<TitleDrawerField, string>;
}

/** The title-page fields to store from the drawer's values (trimmed), for `updateTitlePage`. */
export function titlePageUpdate(values: Partial<Record<TitleDrawerField, string>>): Partial<TitlePageAttrs> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [TITLE_PAGE_ATTR[field as TitleDrawerField], (value ?? '').trim()]));
}
