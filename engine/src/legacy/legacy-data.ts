/**
 * The rule values a legacy reference keeps in `legacyReferenceData`: a JSON object from rule name to value,
 * text for most rules and a list of names for the name rules.
 */
import { z } from 'zod';
import { fail, ok, type Result } from '../result.js';
import type { LegacyReferenceType } from '../catalogue/legacy-types.js';

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

export type LegacyRuleValuesCode = 'invalid-rule-values';

/**
 * The rule values a client sent, checked against the leaf's rules: a rule the type does not have, a name list
 * where text belongs or text where names belong is refused; blank values are dropped; at least one must remain.
 */
export function checkRuleValues(type: LegacyReferenceType, values: Readonly<Record<string, unknown>>): Result<LegacyReferenceData, LegacyRuleValuesCode> {
  const data: LegacyReferenceData = {};
  for (const [name, value] of Object.entries(values)) {
    const rule = type.rules.find((r) => r.name === name);
    if (!rule) return fail('invalid-rule-values', `"${name}" is not a field of ${type.displayName}.`);
    if (rule.kind === 'names') {
      const names = legacyNameSchema.array().safeParse(value ?? []);
      if (!names.success) return fail('invalid-rule-values', `${rule.label}: each name needs a last name (or a group name).`);
      if (names.data.length) data[name] = names.data;
    } else if (typeof value === 'number' && Number.isFinite(value)) data[name] = value;
    else if (typeof value === 'string') {
      if (value.trim()) data[name] = value.trim();
    } else if (value !== null && value !== undefined) return fail('invalid-rule-values', `${rule.label} must be text.`);
  }
  if (Object.keys(data).length === 0) return fail('invalid-rule-values', 'Please fill in at least one field of the reference.');
  return ok(data);
}

/** A name as plain text: the group name, or "Last, First Middle, Suffix". */
const legacyNameText = (n: LegacyName): string =>
  'groupName' in n ? n.groupName : [n.lastName, [n.firstName, n.middleName].filter(Boolean).join(' '), n.suffix].filter(Boolean).join(', ');

/** A rule value as plain text: names joined with "; ", anything else as written. */
export const legacyValueText = (v: LegacyReferenceData[string]): string => (Array.isArray(v) ? v.map(legacyNameText).join('; ') : String(v));
