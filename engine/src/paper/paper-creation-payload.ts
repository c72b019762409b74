/**
 * The paper-creation payload (purchase-and-paper-creation §3, §5) as a zod schema: what POST /v4/Paper accepts,
 * with the spec's messages. Keys are the spec's, capitalised as the client sends them; unknown keys are dropped.
 */
import { z } from 'zod';
import { daysInMonth } from '../model/months.js';
import { requiredValueMessage } from '../validation/messages.js';
import { paperFormFields, titleFieldLabel } from './paper-creators.js';
import { getPaperType } from './paper-types.js';
import { validateRunningHead } from './running-head.js';

/** The longest title-page field, as the paper document's title page keeps it. */
export const PAPER_FIELD_MAX = 500;

/** A class is the only entity a paper is associated with (AssociatedEntityTypeID 2). */
export const CLASS_ENTITY_TYPE_ID = 2;

const fieldText = (label: string) =>
  z
    .string({ error: `${label} is text` })
    .trim()
    .max(PAPER_FIELD_MAX, `${label} is at most ${PAPER_FIELD_MAX} characters`);

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(month, year);
}

/** A due date: a real calendar date as yyyy-mm-dd, or '' for none. */
export const dueDateSchema = z
  .string({ error: 'Date is text' })
  .trim()
  .refine((text) => text === '' || isCalendarDate(text), 'Please enter a valid Date as yyyy-mm-dd, or leave it empty');

/** The title-page fields of a payload, each optional: what `newPaperDocument` reads. */
export const paperTitleFieldsSchema = z.object({
  Title: fieldText('Title').default(''),
  Author: fieldText('Author').default(''),
  Course: fieldText('Course').default(''),
  Teacher: fieldText('Instructor').default(''),
  Institution: fieldText('Institution').default(''),
  DueDate: dueDateSchema.default(''),
  RunningHead: fieldText('Running Head').default(''),
  IsAuthorNote: z.boolean({ error: 'IsAuthorNote is true or false' }).default(false),
});
export type PaperTitleFields = z.output<typeof paperTitleFieldsSchema>;
export type PaperTitleFieldsInput = z.input<typeof paperTitleFieldsSchema>;

const CLASS_KEYS = ['AssociatedEntityID', 'AssociatedEntityName', 'AssociatedEntityTypeID', 'ClassID'] as const;

/**
 * POST /v4/Paper's body. Title is required ('Please enter Title', or 'Please enter Document Title' for
 * bibliographies and reference lists); the APA 7 professional paper needs a running head ('Please enter Running
 * Head'). PaperType is a spec id that can be created (adopted types included: adopting makes one). A class comes
 * with all four of its keys, and ClassID is the associated entity's id.
 */
export const paperCreationPayloadSchema = paperTitleFieldsSchema
  .extend({
    PaperType: z.number({ error: 'PaperType is a paper type id' }).int('PaperType is a paper type id'),
    ShowPanel: z.boolean({ error: 'ShowPanel is true or false' }).default(false),
    AssociatedEntityID: z.number().int().positive().optional(),
    AssociatedEntityName: fieldText('Class').optional(),
    AssociatedEntityTypeID: z.literal(CLASS_ENTITY_TYPE_ID, { error: 'AssociatedEntityTypeID is 2 (a class)' }).optional(),
    ClassID: z.number().int().positive().optional(),
  })
  .superRefine((payload, ctx) => {
    const type = getPaperType(payload.PaperType);
    if (!type || !(type.creatable || type.kind === 'adopted')) {
      ctx.addIssue({ code: 'custom', path: ['PaperType'], message: 'This paper type cannot be created.' });
      return;
    }
    if (payload.Title === '') {
      ctx.addIssue({ code: 'custom', path: ['Title'], message: requiredValueMessage(titleFieldLabel(type.id)) });
    }
    if (paperFormFields(type.id).includes('RunningHead')) {
      const runningHead = validateRunningHead(payload.RunningHead);
      if (!runningHead.ok) ctx.addIssue({ code: 'custom', path: ['RunningHead'], message: runningHead.error.message });
    }
    const given = CLASS_KEYS.filter((key) => payload[key] !== undefined);
    if (given.length > 0 && given.length < CLASS_KEYS.length) {
      ctx.addIssue({ code: 'custom', path: [CLASS_KEYS.find((key) => payload[key] === undefined)!], message: `A class association needs ${CLASS_KEYS.join(', ')}` });
    } else if (given.length > 0 && payload.ClassID !== payload.AssociatedEntityID) {
      ctx.addIssue({ code: 'custom', path: ['ClassID'], message: 'ClassID must be the AssociatedEntityID' });
    }
  });
export type PaperCreationPayload = z.output<typeof paperCreationPayloadSchema>;
export type PaperCreationPayloadInput = z.input<typeof paperCreationPayloadSchema>;
