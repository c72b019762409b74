/**
 * The rule values a legacy reference keeps in `legacyReferenceData`: a JSON object from rule name to value,
 * text for most rules and a list of names for the name rules.
 */
import { z } from 'zod';
import { fail, ok, type Result } from '../result.js';

const text = z.string().trim().min(1);

export const legacyNameSchema = z.union([
  z.object({ groupName: text }),
  z.object({ firstName: z.string().trim().optional(), middleName: z.string().trim().optional(), lastName: text, suffix: z.string().trim().optional() }),
]);
export type LegacyName = z.infer<typeof legacyNameSchema>;

export const legacyReferenceDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.array(legacyNameSchema)]));
export type LegacyReferenceData = z.infer<typeof legacyReferenceDataSchema>;

export type LegacyDataCode = 'legacy-data-invalid';

/** Reads a legacy reference's rule data; text that is not the rule object is an error that says where. */
export function parseLegacyReferenceData(json: string | undefined): Result<LegacyReferenceData, LegacyDataCode> {
  if (!json?.trim()) return fail('legacy-data-invalid', 'This reference has no rule data to update from.');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('legacy-data-invalid', 'This reference’s rule data is not valid JSON.');
  }
  const parsed = legacyReferenceDataSchema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return fail('legacy-data-invalid', `This reference’s rule data is not readable at "${issue?.path.join('.') ?? ''}": ${issue?.message ?? 'invalid'}.`);
}
