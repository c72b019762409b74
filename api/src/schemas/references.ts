/** Bodies, queries and answers of the reference library routes (reference-library §3, §7). */
import { CURRENT_FORMATS, LEGACY_FORMAT_VERSION_IDS, MISC_TYPE_ID, formatFromVersionId, type ReferenceTypeNode } from '@ibid/engine';
import { z } from 'zod';
import { positiveId } from './common.js';

/** The largest new-style type id a user may create: 48 (Miscellaneous) is for imports only. */
const LAST_CREATABLE_TYPE_ID = MISC_TYPE_ID - 1;

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
const nicknameField = optionalText('The nickname', 255);
const noteField = optionalText('The description', 10_000);
const tagsField = optionalText('The tags', 1_000);

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
    values: z
      .object(Object.fromEntries(CURRENT_FORMATS.map((f) => [f, formattedValue.optional()])) as Record<(typeof CURRENT_FORMATS)[number], z.ZodOptional<typeof formattedValue>>)
      .describe('One entry per current format; an empty value where the type is not written in that format'),
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

// Legacy (APA 6 / MLA 8) calls: the spec spells their query names with capitals.

const legacyTypeIdField = positiveId('ReferenceTypeId');

export const legacyTypeQuery = z.object({ ReferenceTypeId: legacyTypeIdField });

const legacyFormatField = z.coerce
  .number({ error: 'FormatVersionID must be 2 (APA 6) or 6 (MLA 8)' })
  .refine((id) => (LEGACY_FORMAT_VERSION_IDS as readonly number[]).includes(id), 'FormatVersionID must be 2 (APA 6) or 6 (MLA 8)')
  .default(2)
  .describe('2 APA 6 (the default), 6 MLA 8');

export const legacyNameQuery = legacyTypeQuery.extend({ FormatVersionID: legacyFormatField });

export const legacyCreateQuery = z.object({
  ReferenceTypeId: legacyTypeIdField,
  Name: nicknameField.describe('The nickname; absent or blank: the default name from the title'),
  Note: noteField,
  Tags: tagsField,
  FormatVersionID: legacyFormatField,
});

export const legacyUpdateQuery = z.object({
  ReferenceID: positiveId('ReferenceID'),
  Name: nicknameField.describe("Absent: unchanged; 'empty': cleared"),
  Note: noteField.describe("Absent: unchanged; 'empty': cleared"),
  Tags: tagsField.describe("Absent: unchanged; 'empty': cleared"),
});

export const rulesForReferenceQuery = z.object({ referenceId: positiveId('referenceId') });

export const ruleValuesBody = z
  .record(z.string(), z.unknown(), { error: 'Please send the reference fields as a JSON object' })
  .describe('Rule name to value: text, or for name rules a list of { lastName, firstName?, middleName?, suffix? } or { groupName }');

export const legacyRulesSchema = z
  .object({
    referenceTypeId: z.number().int(),
    referenceTypeName: z.string(),
    displayHelp: z.string(),
    rules: z.array(z.object({ name: z.string(), label: z.string(), kind: z.enum(['text', 'names', 'year', 'month', 'day', 'date']) })),
    ruleValues: z.record(z.string(), z.unknown()).describe('The values to edit (empty for a new reference)'),
  })
  .describe("A legacy type's rules (reference-library §3 Reference rule set)");

export const legacyNameSchema = z.object({
  name: z.string().describe('The default nickname: the title, shortened'),
  value: z.string().describe('The preview (HTML), written in the successor format: APA 7 for APA 6, MLA 9 for MLA 8'),
});

export const legacyConversionSchema = z.object({
  reference: z.object({
    referenceTypeID: z.number().int(),
    legacyReferenceId: z.number().int(),
    data: z.record(z.string(), z.unknown()),
    values: referenceSchema.shape.values,
    nickname: z.string().optional(),
    note: z.string().optional(),
    tags: z.string().optional(),
  }),
  original: z
    .object({ value: z.string().describe('HTML: only <i> and entities'), formatVersionID: z.number().int().describe('2 APA 6, 6 MLA 8') })
    .describe('The legacy reference as it reads today, shown beside the converted data'),
  warnings: z.array(z.object({ code: z.string(), message: z.string(), field: z.string().optional() })).describe('Rule values that could not be kept'),
});

// The type tree (reference-library §3 Reference type (server)).

const flag = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .optional()
    .transform((v) => v === 'true');

export const referenceTypeQuery = z
  .object({
    FormatVersionID: z.coerce
      .number({ error: 'FormatVersionID must be 2 (APA 6), 6 (MLA 8), 7 (APA 7), 8 (MLA 9) or 9 (Turabian 9)' })
      .refine((id) => formatFromVersionId(id) !== undefined, 'FormatVersionID must be 2 (APA 6), 6 (MLA 8), 7 (APA 7), 8 (MLA 9) or 9 (Turabian 9)'),
    MostCommon: flag('MostCommon').describe('The Common tab'),
    RecentlyUsed: flag('RecentlyUsed').describe('The Recent tab: the types of your newest references'),
  })
  .refine((q) => !(q.MostCommon && q.RecentlyUsed), 'Ask for MostCommon or RecentlyUsed, not both');

/**
 * The engine's tree node, written out five levels deep (the deepest tree the pickers select from, §9) rather than as a
 * recursive schema: the OpenAPI document then needs no shared component to point at.
 */
function typeNodeSchema(levels: number): z.ZodType<ReferenceTypeNode> {
  return z.object({
    referenceTypeId: z.number().int().describe('A type id on leaves; a category id (1000 and up for current formats) on branches'),
    displayName: z.string(),
    displayHelp: z.string().describe('HTML'),
    isTerminal: z.boolean(),
    children: levels > 1 ? z.array(typeNodeSchema(levels - 1)) : z.array(z.any()).max(0),
    mother: z.number().int().describe('The parent id, 0 for a root'),
    sortOrder: z.number().int(),
    lookupWords: z.string().describe('Slash-separated search words'),
  });
}
export const referenceTypeNodeSchema = typeNodeSchema(5);

// The library list and search.

const LIBRARY_SORTS = ['title', 'createdDate'] as const;

export const libraryQuery = z.object({
  search: z.string().max(200, 'The search can be at most 200 characters').optional().describe("Part of a value, title, nickname or tag; '#tag' matches whole tags only"),
  sort: z.enum(LIBRARY_SORTS, { error: 'sort must be title or createdDate' }).default('createdDate'),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc' }).default('desc'),
  archived: z.enum(['false', 'true', 'all'], { error: 'archived must be false, true or all' }).default('false').describe('false: the library; true: the archived view; all: both'),
  format: z.enum(CURRENT_FORMATS, { error: `format must be ${CURRENT_FORMATS.join(', ')}` }).default('apa7').describe('Whose display value the title sort uses'),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').default(0),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(10_000, 'limit can be at most 10000').optional().describe('Absent: every match'),
});
export type LibraryQuery = z.output<typeof libraryQuery>;

export const librarySchema = z.object({
  references: z.array(referenceSchema).describe('New-style references, in the sort order'),
  legacyReferences: z.array(legacyReferenceSchema).describe('Legacy references, in the sort order'),
  order: z.array(z.object({ legacy: z.boolean(), referenceID: z.number().int() })).describe('Both lists merged in the sort order'),
  total: z.number().int().describe('Matches in all, before offset and limit'),
});
