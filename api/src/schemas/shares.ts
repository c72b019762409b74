/** Bodies, queries and answers of the share routes (reference-library §3 Share payload and Share request, §5, §7). */
import { SHARE_STATUS, validateShareMessage } from '@ibid/engine/validation';
import { z } from 'zod';
import { positiveId } from './common.js';
import { SHARE_MAX_REFERENCES } from '../services/shares.js';

export const shareBody = z.object({
  message: z
    .string({ error: 'The message must be text' })
    .nullish()
    .transform((text, ctx) => {
      const checked = validateShareMessage(text);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.error.message });
      return z.NEVER;
    })
    .describe('Optional, at most 250 characters'),
  includeNotes: z.boolean({ error: 'includeNotes must be true or false' }).default(true).describe("Copy the references' research notes too (the client always sends true)"),
  emails: z
    .array(z.string({ error: 'Please enter a valid email' }).max(320, 'Please enter a valid email'), { error: 'emails must be a list of email addresses' })
    .describe('Cleaned by the share panel rules: lower-cased, valid, not your own, de-duplicated; at most 50'),
  referenceIDs: z
    .array(positiveId('reference id'), { error: 'referenceIDs must be a list of reference ids' })
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length > 0, 'Please select at least one reference')
    .refine((ids) => ids.length <= SHARE_MAX_REFERENCES, `You can share at most ${SHARE_MAX_REFERENCES} references at a time`)
    .describe('Your new-style references; legacy references cannot be shared'),
});

export const shareResultSchema = z.object({ shared: z.number().int().describe("How many references were shared: the toast says 'Reference Shared' or '{n} References Shared'") });

export const shareRequestIdQuery = z.object({ shareRequestID: positiveId('shareRequestID') });

const sharedReferenceSchema = z.object({
  referenceID: z.number().int(),
  title: z.string(),
  referenceTypeID: z.number().int(),
  values: z.record(z.string(), z.object({ value: z.string() })).describe('The formatted reference per format'),
});

export const pendingSharesSchema = z
  .object({
    requests: z.array(
      z.object({
        genesisReferenceShareRequestID: z.number().int(),
        firstName: z.string().describe("The sender's first name"),
        message: z.string(),
        includeNotes: z.boolean(),
        createdDate: z.string(),
        references: z.array(sharedReferenceSchema),
      }),
    ),
  })
  .describe('Shared references waiting for you, oldest request first (reference-library §3 Share request)');

export const shareDecisionSchema = z.object({
  genesisReferenceShareRequestID: z.number().int(),
  status: z.number().int().describe(`${SHARE_STATUS.ACCEPTED} accepted, ${SHARE_STATUS.DECLINED} declined`),
  referenceIDs: z.array(z.number().int()).describe('The references added to your library (empty when declined)'),
});
