/** Bodies, queries and answers of the paper and class routes (DESIGN.md "Papers", purchase-and-paper-creation §3, word-addin §3, §7). */
import { dueDateSchema, PAPER_FIELD_MAX, PAPER_SORTS, paperCreationPayloadSchema, paperDocumentSchema } from '@ibid/engine/paper';
import { z } from 'zod';
import { positiveId, requiredText } from './common.js';

/** A paper's or reference's unique id as documents and links carry it; compared upper-case. */
const uniqueIdText = (label: string) =>
  z.string({ error: `Please send the ${label}` }).trim().min(1, `Please send the ${label}`).max(64, `The ${label} can be at most 64 characters`).transform((s) => s.toUpperCase());

export const paperGuidParams = z.object({ paperGUID: uniqueIdText('paperGUID') });

/** The spec's creation payload, as the engine reads it; the class keys when a class is associated. */
export const createPaperBody = paperCreationPayloadSchema;

const SORT_MESSAGE = `sort must be ${PAPER_SORTS.join(', ')}`;
export const paperListQuery = z.object({
  sort: z
    .enum(PAPER_SORTS, { error: SORT_MESSAGE })
    .default('lastModifiedDate')
    .describe('lastModifiedDate newest first; dueDate soonest first, papers without one last; title A to Z, case-insensitive'),
});

/** Version labels a save may carry (word-addin §7 'Manual Save'); a paper's first version is 'Created'. */
export const SAVE_ACTIONS = ['Manual Save', 'Auto Save'] as const;
export type SaveAction = (typeof SAVE_ACTIONS)[number];

const fieldText = (label: string) => z.string({ error: `${label} is text` }).trim().max(PAPER_FIELD_MAX, `${label} can be at most ${PAPER_FIELD_MAX} characters`);

/** The fields a save may change besides the document; each is absent when unchanged. */
export const paperFieldsSchema = z.object({
  title: fieldText('The title').optional(),
  course: fieldText('The course').optional(),
  author: fieldText('The author').optional(),
  teacher: fieldText('The teacher').optional(),
  institution: fieldText('The institution').optional(),
  dueDate: dueDateSchema.optional(),
  runningHead: fieldText('The running head').optional(),
  isAuthorNote: z.boolean().optional(),
  classID: positiveId('classID').nullable().optional().describe('null removes the class'),
  isComplete: z.boolean().optional(),
});
export type PaperFields = z.output<typeof paperFieldsSchema>;

export const updatePaperBody = paperFieldsSchema.extend({
  document: paperDocumentSchema.optional().describe('The whole PaperDocument; absent: only the fields change (a title-page field also changes the title page)'),
  referenceUniqueIDs: z
    .array(uniqueIdText('reference unique id'), { error: 'referenceUniqueIDs must be a list of reference unique ids' })
    .max(5000, 'A paper can hold at most 5,000 references')
    .optional()
    .describe("The paper's references in its order, cited or not; references the document cites are added. Absent: unchanged"),
  action: z.enum(SAVE_ACTIONS, { error: `action must be ${SAVE_ACTIONS.join(' or ')}` }).default('Auto Save').describe('The label of the version this save keeps'),
  lastModifiedDate: z.iso.datetime({ error: 'lastModifiedDate must be the ISO date the paper was read with' }).optional().describe('The lastModifiedDate the client read: a paper changed since answers 409 (also as an If-Match header)'),
});
export type UpdatePaperBody = z.output<typeof updatePaperBody>;

/** A paper as lists answer it (word-addin §3 "Paper in list"). */
export const paperSummarySchema = z.object({
  paperID: z.number().int(),
  paperGUID: z.string(),
  paperTypeID: z.number().int(),
  title: z.string(),
  course: z.string(),
  author: z.string(),
  teacher: z.string(),
  institution: z.string(),
  dueDate: z.string().describe("'yyyy-mm-dd', or '' for none"),
  dueDateDisplay: z.string().describe("The due date in the paper's format's style ('May 3, 2026', MLA '3 May 2026'), or ''"),
  runningHead: z.string(),
  isAuthorNote: z.boolean(),
  classID: z.number().int().nullable(),
  genesisReferences: z.array(z.string()).describe("Upper-case unique ids of the paper's references, in its order"),
  isComplete: z.boolean(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type PaperSummary = z.output<typeof paperSummarySchema>;

export const paperListSchema = z.object({ papers: z.array(paperSummarySchema) });

export const paperSchema = paperSummarySchema.extend({
  document: z.looseObject({ type: z.literal('doc'), attrs: z.looseObject({ paperTypeID: z.number() }), content: z.array(z.unknown()) }).describe('The PaperDocument JSON (@ibid/engine/paper)'),
});

export const createdPaperSchema = z.object({ paperID: z.number().int(), paperGUID: z.string() });

/** DownloadPaperContentType (word-addin §3): 1 Word, 2 clean copy ('simple'), 3 PDF, 4 HTML. */
export const PAPER_FILE_TYPES = { word: 1, simple: 2, pdf: 3, html: 4 } as const;
export type PaperFileType = (typeof PAPER_FILE_TYPES)[keyof typeof PAPER_FILE_TYPES];

const FILE_TYPE_MESSAGE = 'type must be 1 (Word), 2 (clean copy), 3 (PDF) or 4 (HTML)';
export const paperDocumentQuery = z.object({
  type: z.coerce
    .number({ error: FILE_TYPE_MESSAGE })
    .pipe(z.literal(Object.values(PAPER_FILE_TYPES) as PaperFileType[], { error: FILE_TYPE_MESSAGE }))
    .default(PAPER_FILE_TYPES.word),
});

export const paperFileSchema = z.unknown().describe('The file: .docx, PDF or HTML');

export const paperVersionsQuery = z
  .object({
    paperId: positiveId('paperId').optional(),
    paperUniqueId: uniqueIdText('paperUniqueId').optional(),
    platform: z.coerce.number().int().optional().describe('The spec sends 2; not used'),
  })
  .refine((q) => q.paperId !== undefined || q.paperUniqueId !== undefined, 'Please send paperId or paperUniqueId');

export const paperVersionsSchema = z.object({
  versions: z.array(z.object({ versionDate: z.string(), action: z.string() })).describe('Newest first, the last 30 days'),
});

export const classSchema = z.object({ classID: z.number().int(), name: z.string(), teacherName: z.string(), isArchived: z.boolean() }).describe('A class (purchase-and-paper-creation §3)');
export const classListSchema = z.object({ classes: z.array(classSchema) });

const teacherNameField = z.string().trim().max(200, 'The teacher name can be at most 200 characters');

export const createClassBody = z.object({
  name: requiredText('class name', 200),
  teacherName: teacherNameField.default(''),
});

export const updateClassBody = z.object({
  classID: positiveId('classID'),
  name: requiredText('class name', 200).optional(),
  teacherName: teacherNameField.optional(),
  isArchived: z.boolean().optional(),
});
