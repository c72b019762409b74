/**
 * The paper-creation payload (purchase-and-paper-creation §3, §5) as a zod schema: what POST /v4/Paper accepts,
 * with the spec's messages. Keys are the spec's, capitalised as the client sends them; unknown keys are dropped.
 */
import { z } from 'zod';
import { requiredValueMessage } from '../validation/messages.js';
import { paperFormFields, titleFieldLabel } from './paper-creators.js';
import {
  CLASS_ENTITY_TYPE_ID,
  DUE_DATE_MESSAGES,
  IS_AUTHOR_NOTE_MESSAGE,
  PAPER_FIELD_MAX,
  PAPER_TEXT_FIELD_LABELS,
  isCalendarDate,
  paperFieldLengthMessage,
  paperFieldTypeMessage,
  type PaperTitleFields,
} from './paper-title-fields.js';
import { getPaperType } from './paper-types.js';
import { validateRunningHead } from './running-head.js';

const fieldText = (label: string) => z.string({ error: paperFieldTypeMessage(label) }).trim().max(PAPER_FIELD_MAX, paperFieldLengthMessage(label));

/** A due date: a real calendar date as yyyy-mm-dd, or '' for none. */
export const dueDateSchema = z
  .string({ error: DUE_DATE_MESSAGES.type })
  .trim()
  .refine((text) => text === '' || isCalendarDate(text), DUE_DATE_MESSAGES.invalid);

/** The title-page fields of a payload, each optional: what `readPaperTitleFields` reads for `newPaperDocument`. */
export const paperTitleFieldsSchema = z.object({
  Title: fieldText(PAPER_TEXT_FIELD_LABELS.Title).default(''),
  Author: fieldText(PAPER_TEXT_FIELD_LABELS.Author).default(''),
  Course: fieldText(PAPER_TEXT_FIELD_LABELS.Course).default(''),
  Teacher: fieldText(PAPER_TEXT_FIELD_LABELS.Teacher).default(''),
  Institution: fieldText(PAPER_TEXT_FIELD_LABELS.Institution).default(''),
  DueDate: dueDateSchema.default(''),
  RunningHead: fieldText(PAPER_TEXT_FIELD_LABELS.RunningHead).default(''),
  IsAuthorNote: z.boolean({ error: IS_AUTHOR_NOTE_MESSAGE }).default(false),
}) satisfies z.ZodType<PaperTitleFields>;

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
