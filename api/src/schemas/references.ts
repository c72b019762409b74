/** Bodies, queries and answers of the reference library routes (reference-library §3, §7). */
import { CURRENT_FORMATS, MISC_TYPE_ID } from '@ibid/engine';
import { z } from 'zod';

/** The largest new-style type id a user may create: 48 (Miscellaneous) is for imports only. */
export const LAST_CREATABLE_TYPE_ID = MISC_TYPE_ID - 1;

const positiveId = (label: string) => z.coerce.number({ error: `Please enter a valid ${label}` }).int(`Please enter a valid ${label}`).positive(`Please enter a valid ${label}`);

/** A new-style type id: 48 and unknown ids are refused with a sentence saying why. */
const referenceTypeIdField = z.coerce
  .number({ error: 'Please choose a reference type' })
  .int('Please choose a reference type')
  .refine((id) => id !== MISC_TYPE_ID, 'Miscellaneous (type 48) is for imports only: choose the reference type that matches the work')
  .refine((id) => id >= 1 && id <= LAST_CREATABLE_TYPE_ID, `There is no reference type with this id: type ids run from 1 to ${LAST_CREATABLE_TYPE_ID}`);

/** A client-generated unique id (a UUID in practice): letters, digits and hyphens, stored upper-case. */
const uniqueIdField = z
  .string({ error: 'Please send the reference uniqueId' })
  .trim()
  .min(1, 'Please send the reference uniqueId')
  .max(64, 'The reference uniqueId can be at most 64 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'The reference uniqueId may hold only letters, digits and hyphens')
  .transform((s) => s.toUpperCase());

const optionalText = (label: string, max: number) => z.string().max(max, `${label} can be at most ${max} characters`).optional();
export const nicknameField = optionalText('The nickname', 255);
export const noteField = optionalText('The description', 10_000);
export const tagsField = optionalText('The tags', 1_000);

export const createReferenceQuery = z.object({
  referenceTypeId: referenceTypeIdField,
  uniqueId: uniqueIdField,
  legacyReferenceId: positiveId('legacyReferenceId').optional().describe('Converting a legacy reference: it is archived and the new one carries its id'),
  nickname: nicknameField,
  note: noteField,
  tags: tagsField,
});

/** `values` are accepted for the spec's clients but ignored: the server formats the values itself. */
const referenceBody = z.object({
  data: z.record(z.string(), z.unknown(), { error: 'Please send the reference data' }).describe("The type's field values, checked by the engine"),
  values: z.unknown().optional().describe('Ignored: the server formats the values with the engine'),
});

export const createReferenceBody = referenceBody.extend({ note: noteField, tags: tagsField });

export const updateReferenceQuery = z.object({
  referenceID: positiveId('referenceID'),
  nickname: nicknameField.describe("Absent: unchanged; 'empty': cleared"),
});
export const updateReferenceBody = referenceBody.extend({
  note: noteField.describe("Absent: unchanged; 'empty': cleared"),
  tags: tagsField.describe("Absent: unchanged; 'empty': cleared"),
});

export const referenceIdQuery = z.object({ referenceID: positiveId('referenceID') });

export const referenceIdsBody = z
  .object({
    iDs: z.array(positiveId('reference id'), { error: 'iDs must be a list of reference ids' }).max(10_000).default([]),
    legacyIDs: z.array(positiveId('legacy reference id'), { error: 'legacyIDs must be a list of legacy reference ids' }).max(10_000).default([]),
  })
  .refine((b) => b.iDs.length + b.legacyIDs.length > 0, 'Please select at least one reference');

export const uniqueIdParams = z.object({ referenceUniqueID: z.string().trim().min(1).max(64) });

const formattedValue = z.object({ value: z.string().describe('HTML: only <i> and entities') });

export const referenceSchema = z
  .object({
    referenceID: z.number().int(),
    referenceUniqueID: z.string(),
    referenceTypeID: z.number().int(),
    title: z.string(),
    createdDate: z.string(),
    updatedDate: z.string(),
    isArchived: z.boolean(),
    isDeleted: z.boolean(),
    note: z.string(),
    tags: z.string(),
    nickname: z.string(),
    legacyReferenceId: z.number().int().nullable(),
    values: z.object(Object.fromEntries(CURRENT_FORMATS.map((f) => [f, formattedValue])) as Record<(typeof CURRENT_FORMATS)[number], typeof formattedValue>),
    data: z.record(z.string(), z.unknown()),
  })
  .describe('A new-style reference (reference-library §3)');

export const legacyReferenceSchema = z
  .object({
    referenceID: z.number().int(),
    referenceUniqueID: z.string(),
    referenceTypeID: z.number().int(),
    formatVersionID: z.number().int().describe('2 APA 6, 6 MLA 8'),
    value: z.string(),
    displayValue: z.string(),
    name: z.string(),
    note: z.string(),
    tags: z.string(),
    legacyReferenceData: z.string().describe('JSON text of the rule values'),
    isPrintedOnReferencePage: z.boolean(),
    isArchived: z.boolean(),
    isDeleted: z.boolean(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .describe('A legacy (APA 6 / MLA 8) reference (reference-library §3)');

export const archiveResultSchema = z.object({ iDs: z.array(z.number().int()), legacyIDs: z.array(z.number().int()) }).describe('The ids archived or restored');
