/** Pieces every route schema uses: the error body, e-mail and name fields with the spec's messages. */
import { isValidEmail, normalizeEmail, invalidValueMessage, requiredValueMessage } from '@ibid/engine/validation';
import { z } from 'zod';

export const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).describe('Every error: a stable code and a sentence to show.');

/** A required e-mail, trimmed and lower-cased, with the generic messages ('Please enter email'). */
export const emailField = (label = 'email') =>
  z
    .string({ error: requiredValueMessage(label) })
    .transform(normalizeEmail)
    .refine((v) => v.length > 0, requiredValueMessage(label))
    .refine((v) => v.length === 0 || isValidEmail(v), invalidValueMessage(label));

/** A required text, trimmed, at most `max` characters. */
export const requiredText = (label: string, max = 100) =>
  z
    .string({ error: requiredValueMessage(label) })
    .trim()
    .min(1, requiredValueMessage(label))
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} can be at most ${max} characters`);

/** A positive whole-number id, from a query string or a body, with the generic message. */
export const positiveId = (label: string) =>
  z.coerce.number({ error: invalidValueMessage(label) }).int(invalidValueMessage(label)).positive(invalidValueMessage(label));

export const noContent = z.null().describe('No content');

/** Error responses every authenticated route can give, for the OpenAPI document. */
export const authErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;
