/** The zod schemas of references (reference.ts): what the api and the imports accept, ids upper-cased. */
import { z } from 'zod';
import { FORMAT_VERSION_IDS } from '../formats.js';
import { referenceDataSchema } from './reference-data-schema.js';
import type { FormattedValues, LegacyReference, Reference, ReferenceCitation } from './reference.js';

const formattedValueSchema = z.object({ value: z.string() });

export const formattedValuesSchema = z.object({
  apa7: formattedValueSchema.optional(),
  mla9: formattedValueSchema.optional(),
  turabian9: formattedValueSchema.optional(),
}) satisfies z.ZodType<FormattedValues>;

export const referenceCitationSchema = z.object({
  citationUniqueID: z.string().trim().min(1),
  displayValue: z.string(),
}) satisfies z.ZodType<ReferenceCitation>;

const uniqueId = z.string().trim().min(1).transform((s) => s.toUpperCase());
const optionalText = z.string().optional();

/** A new-style reference: any type id, Miscellaneous (48) included, as imports make them. */
export const referenceSchema = z.object({
  referenceID: z.number().int().positive().optional(),
  /** Always upper case: the add-in compares it case-insensitively with ids in papers. */
  referenceUniqueID: uniqueId.optional(),
  referenceTypeID: z.number().int().min(1).max(48),
  title: optionalText,
  createdDate: z.string().optional(),
  isArchived: z.boolean().optional(),
  isDeleted: z.boolean().optional(),
  values: formattedValuesSchema.optional(),
  data: referenceDataSchema,
  note: optionalText,
  tags: optionalText,
  nickname: optionalText,
  legacyReferenceId: z.number().int().positive().optional(),
  citations: z.array(referenceCitationSchema).optional(),
}) satisfies z.ZodType<Reference>;
export type ReferenceInput = z.input<typeof referenceSchema>;

/** A reference as the library keeps it: a real type (1 to 47), never Miscellaneous. */
export const storedReferenceSchema = referenceSchema.extend({
  referenceTypeID: z.number().int().min(1).max(47, 'Pick a reference type for this reference before saving it.'),
});

export const legacyReferenceSchema = z.object({
  referenceID: z.number().int().positive(),
  referenceUniqueID: uniqueId,
  referenceTypeID: z.number().int().min(0),
  formatVersionID: z
    .number()
    .int()
    .refine((id) => (Object.values(FORMAT_VERSION_IDS) as number[]).includes(id), 'Unknown format version id.'),
  value: z.string(),
  displayValue: z.string(),
  name: optionalText,
  note: optionalText,
  tags: optionalText,
  legacyReferenceData: z.string().optional(),
  isArchived: z.boolean().optional(),
  createdDate: z.string().optional(),
  citations: z.array(referenceCitationSchema).optional(),
  isPrintedOnReferencePage: z.boolean().optional(),
}) satisfies z.ZodType<LegacyReference>;
