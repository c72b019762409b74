/**
 * The title-page fields of a paper-creation payload (purchase-and-paper-creation §3, §5) and how `newPaperDocument`
 * reads them, without zod: laying out and creating a paper in the Word pane loads no schema. The api's schema
 * (paper-creation-payload.ts) checks the same rules, with the same messages, from these constants.
 */
import { daysInMonth } from '../model/months.js';
import { fail, ok, type Result } from '../result.js';

/** The longest title-page field, as the paper document's title page keeps it. */
export const PAPER_FIELD_MAX = 500;

/** A class is the only entity a paper is associated with (AssociatedEntityTypeID 2). */
export const CLASS_ENTITY_TYPE_ID = 2;

/** The text fields of a title page, in the payload's order, with the label their messages name. */
export const PAPER_TEXT_FIELD_LABELS = {
  Title: 'Title',
  Author: 'Author',
  Course: 'Course',
  Teacher: 'Instructor',
  Institution: 'Institution',
  RunningHead: 'Running Head',
} as const;

export const DUE_DATE_MESSAGES = {
  type: 'Date is text',
  invalid: 'Please enter a valid Date as yyyy-mm-dd, or leave it empty',
} as const;

export const IS_AUTHOR_NOTE_MESSAGE = 'IsAuthorNote is true or false';

export const paperFieldTypeMessage = (label: string) => `${label} is text`;
export const paperFieldLengthMessage = (label: string) => `${label} is at most ${PAPER_FIELD_MAX} characters`;

/** A real calendar date written yyyy-mm-dd. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year);
}

/** The title-page fields, text trimmed, missing ones blank. */
export type PaperTitleFields = {
  Title: string;
  Author: string;
  Course: string;
  Teacher: string;
  Institution: string;
  /** yyyy-mm-dd or ''. */
  DueDate: string;
  RunningHead: string;
  IsAuthorNote: boolean;
};
export type PaperTitleFieldsInput = Partial<PaperTitleFields>;

type Read<T> = (value: unknown) => Result<T, 'invalid-paper-payload'>;
const refuse = (message: string) => fail('invalid-paper-payload', message);

const readText = (label: string): Read<string> => (value) => {
  if (typeof value !== 'string') return refuse(paperFieldTypeMessage(label));
  const text = value.trim();
  return text.length > PAPER_FIELD_MAX ? refuse(paperFieldLengthMessage(label)) : ok(text);
};

/** Each field's reader, in the payload's (and the schema's) order: the first field in error names the problem. */
const FIELD_READERS: { [K in keyof PaperTitleFields]: Read<PaperTitleFields[K]> } = {
  Title: readText(PAPER_TEXT_FIELD_LABELS.Title),
  Author: readText(PAPER_TEXT_FIELD_LABELS.Author),
  Course: readText(PAPER_TEXT_FIELD_LABELS.Course),
  Teacher: readText(PAPER_TEXT_FIELD_LABELS.Teacher),
  Institution: readText(PAPER_TEXT_FIELD_LABELS.Institution),
  DueDate: (value) => {
    if (typeof value !== 'string') return refuse(DUE_DATE_MESSAGES.type);
    const date = value.trim();
    return date === '' || isCalendarDate(date) ? ok(date) : refuse(DUE_DATE_MESSAGES.invalid);
  },
  RunningHead: readText(PAPER_TEXT_FIELD_LABELS.RunningHead),
  IsAuthorNote: (value) => (typeof value === 'boolean' ? ok(value) : refuse(IS_AUTHOR_NOTE_MESSAGE)),
};

/**
 * Reads a payload's title-page fields as the api's schema does: text trimmed, missing fields blank (IsAuthorNote
 * false), other keys ignored. The first field in error gives the message, named as "Title: Title is text".
 */
export function readPaperTitleFields(payload: unknown): Result<PaperTitleFields, 'invalid-paper-payload'> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return refuse('The payload: Invalid input: expected object');
  const given = payload as Record<string, unknown>;
  const fields: PaperTitleFields = { Title: '', Author: '', Course: '', Teacher: '', Institution: '', DueDate: '', RunningHead: '', IsAuthorNote: false };
  for (const name of Object.keys(FIELD_READERS) as (keyof PaperTitleFields)[]) {
    if (given[name] === undefined) continue;
    const read = FIELD_READERS[name](given[name]);
    if (!read.ok) return refuse(`${name}: ${read.error.message}`);
    (fields as unknown as Record<string, unknown>)[name] = read.value;
  }
  return ok(fields);
}
