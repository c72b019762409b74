/** Bodies, queries and answers of the whole-library routes: sync, file import, duplicates and merge. */
import { IMPORT_FORMATS } from '@ibid/engine/import';
import { z } from 'zod';
import { legacyReferenceSchema, referenceSchema } from './references.js';
import { researchNoteSchema } from './research-notes.js';

const SINCE_MESSAGE = 'since must be an ISO 8601 date and time, like 2026-01-31T12:00:00.000Z (the serverTime of the last sync)';

export const syncQuery = z.object({
  since: z.iso
    .datetime({ offset: true, error: SINCE_MESSAGE })
    .transform((s) => new Date(s))
    .optional()
    .describe('The serverTime of the last sync: absent for a full sync (without tombstones)'),
});

/** A reference in a sync: a tombstone a merge left also names its keeper. */
const syncReferenceSchema = referenceSchema.extend({
  mergedIntoReferenceID: z.number().int().nullable().describe('On a merged tombstone: the keeper that replaced it; null otherwise'),
  mergedIntoReferenceUniqueID: z.string().nullable().describe("On a merged tombstone: the keeper's unique id, to re-point citations in papers; null otherwise"),
});

export const syncAnswerSchema = z
  .object({
    serverTime: z.string().describe('Pass it as `since` next time. It lies a few seconds in the past, so a change being written during this sync is sent again rather than missed'),
    references: z.array(syncReferenceSchema),
    legacyReferences: z.array(legacyReferenceSchema),
    researchNotes: z.array(researchNoteSchema),
  })
  .describe('What changed since `since` (archived and deleted included: tombstones have isDeleted true); without `since`, the whole library without tombstones');

/** What one import may send: far beyond a real library export, well below what the engine would refuse. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export const importBody = z.object({
  fileName: z.string().max(255, 'The file name can be at most 255 characters').optional().describe('Named in messages about the file'),
  format: z.enum(IMPORT_FORMATS, { error: 'format must be bibtex, ris or csl-json' }).optional().describe("Absent: judged from the text (a file's extension is often wrong)"),
  text: z.string({ error: 'Please send the text of the file' }).describe('The whole file as text (UTF-8)'),
});

const importWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  entry: z.string().optional(),
  field: z.string().optional(),
  line: z.number().int().optional(),
});

export const importAnswerSchema = z.object({
  imported: z.number().int().describe('How many references were stored'),
  references: z.array(referenceSchema).describe('The stored references'),
  unidentified: z
    .array(z.object({ reference: z.object({ referenceTypeID: z.literal(48), data: z.record(z.string(), z.unknown()) }).passthrough(), warnings: z.array(importWarningSchema) }))
    .describe('References of no known type (48, Miscellaneous): not stored; the client lets the user pick a type, then creates each'),
  warnings: z.array(importWarningSchema).describe('What was skipped or guessed, per entry and field'),
});

const id = (label: string) => z.number({ error: `${label} must be a reference id` }).int(`${label} must be a reference id`).positive(`${label} must be a reference id`);

/** How many references one merge may replace: a duplicate group is a handful. */
const MAX_MERGED = 100;

export const mergeBody = z.object({
  keeperID: id('keeperID').describe('The reference that stays'),
  mergedIDs: z
    .array(id('Each of mergedIDs'), { error: 'mergedIDs must be a list of reference ids' })
    .min(1, 'Please select at least one reference to merge into the one you keep')
    .max(MAX_MERGED, `At most ${MAX_MERGED} references can be merged at once`)
    .describe('The duplicates merged into the keeper, in order of preference for filling its empty fields'),
});

export const duplicatesAnswerSchema = z.object({
  groups: z.array(z.array(referenceSchema)).describe('Active references sharing a DOI, URL or ISBN (reference-library §5), oldest first in each group'),
});

export const mergeAnswerSchema = z.object({
  keeper: referenceSchema,
  filledFields: z.array(z.string()).describe("The keeper's fields that were empty and now come from a merged reference"),
  merged: z.array(z.object({ referenceID: z.number().int(), referenceUniqueID: z.string(), mergedIntoUniqueID: z.string() })),
});
