/** The new-style reference and the legacy (APA 6 / MLA 8) reference of the spec (reference-library §3). */
import { z } from 'zod';
import { FORMAT_VERSION_IDS } from '../formats.js';
import { referenceDataSchema } from './reference-data.js';

const formattedValueSchema = z.object({ value: z.string() });

/** The formatted text per current format, as the server stores it beside the data. */
export const formattedValuesSchema = z.object({
  apa7: formattedValueSchema.optional(),
  mla9: formattedValueSchema.optional(),
  turabian9: formattedValueSchema.optional(),
});
export type FormattedValues = z.infer<typeof formattedValuesSchema>;

export const referenceCitationSchema = z.object({
  citationUniqueID: z.string().trim().min(1),
  displayValue: z.string(),
});

const uniqueId = z.string().trim().min(1).transform((s) => s.toUpperCase());
const optionalText = z.string().optional();

/**
 * A new-style reference. Only `referenceTypeID` and `data` are needed to format one; the rest is what the
 * library stores. Type 48 (Miscellaneous) exists only between an import and the user's choice of type.
 */
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
  /** The spec's nickname ("name" on legacy references). */
  nickname: optionalText,
  legacyReferenceId: z.number().int().positive().optional(),
  citations: z.array(referenceCitationSchema).optional(),
});
export type Reference = z.output<typeof referenceSchema>;
export type ReferenceInput = z.input<typeof referenceSchema>;

/** A reference as the library keeps it: a real type (1 to 47), never Miscellaneous. */
export const storedReferenceSchema = referenceSchema.extend({
  referenceTypeID: z.number().int().min(1).max(47, 'Pick a reference type for this reference before saving it.'),
});

/** A legacy reference: formatted by the old engine, with rule data instead of typed fields, and no `values`. */
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
});
export type LegacyReference = z.output<typeof legacyReferenceSchema>;

/** The spec's test: a reference without a values field is a legacy reference. */
export function isLegacyReference(ref: Reference | LegacyReference): ref is LegacyReference {
  return !('data' in ref) && 'formatVersionID' in ref;
}

/** A new upper-case unique id; the random source is a parameter so the engine stays free of I/O. */
export function newReferenceUniqueId(randomUUID: () => string): string {
  return randomUUID().toUpperCase();
}
