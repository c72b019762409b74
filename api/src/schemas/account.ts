/** Bodies, queries and answers of the account routes (word-addin §3, §7). */
import { CURRENT_FORMATS, FORMAT_LABELS, FORMAT_VERSION_IDS, PLATFORMS, isPlatformId, type PlatformId } from '@ibid/engine';
import { SUBSCRIPTION_STATES } from '@ibid/engine/commerce';
import { invalidValueMessage, numericValueMessage, requiredValueMessage } from '@ibid/engine/validation';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../services/passwords.js';
import { emailField, positiveId, requiredText } from './common.js';

export const passwordField = (label = 'password') =>
  z
    .string({ error: requiredValueMessage(label) })
    .min(1, requiredValueMessage(label))
    .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters for your ${label}`)
    .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters for your ${label}`);

/** The client a sign-up's platform signs in as once verified. */
export const PLATFORM_CLIENT_IDS: Record<PlatformId, string> = {
  [PLATFORMS.PCOM]: 'ibid-web',
  [PLATFORMS.ADD_IN]: 'ibid-addin',
  [PLATFORMS.ONLINE]: 'ibid-web',
  [PLATFORMS.CHROME_EXT]: 'ibid-extension',
};
const platformId = z.coerce
  .number({ error: invalidValueMessage('platformID') })
  .int()
  .refine(isPlatformId, 'platformID must be 0 (web), 6 (add-in), 7 (online) or 8 (Chrome extension)');

export const tokenRequestSchema = z.object({
  client_id: z.string({ error: 'client_id is required' }).min(1, 'client_id is required'),
  grant_type: z.string({ error: 'grant_type is required' }),
  username: z.string({ error: requiredValueMessage('email') }).min(1, requiredValueMessage('email')),
  password: z.string({ error: requiredValueMessage('password') }).min(1, requiredValueMessage('password')),
});
export const tokenResponseSchema = z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() });

export const freeTrialSchema = z.object({
  email: emailField(),
  password: passwordField(),
  firstName: requiredText('first name', 50),
  lastName: requiredText('last name', 50),
  school: requiredText('institution', 150),
  platformID: platformId,
});
export const freeTrialReadSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  password: z.string().describe('Always empty: passwords are never sent back.'),
  school: z.string(),
});
const verificationId = z.string({ error: requiredValueMessage('the verification id') }).uuid('This verification link is not valid');
export const verificationIdQuery = z.object({ id: verificationId });
const CODE_LABEL = '6-Digit Verification Code';
export const freeTrialVerifySchema = z.object({
  id: verificationId,
  code: z
    .string({ error: requiredValueMessage(CODE_LABEL) })
    .trim()
    .min(1, requiredValueMessage(CODE_LABEL))
    .regex(/^\d+$/, numericValueMessage(CODE_LABEL))
    .length(6, 'The verification code has 6 digits'),
});

export const forgotPasswordQuery = z.object({ email: emailField() });
export const passwordResetSchema = z.object({ token: z.string().min(1, 'This reset link is not valid'), password: passwordField('new password') });
export const passwordChangeSchema = z.object({ currentPassword: z.string().min(1, requiredValueMessage('current password')), newPassword: passwordField('new password') });

export const customerIdQuery = z.object({ customerId: positiveId('customerId') });

export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  institution: z.string(),
  alternativeEmails: z.array(z.string()),
  organizationId: z.number().int().describe('0 for an individual account'),
  organizationExpirationDate: z.string().nullable(),
  organizationStatusId: z.number().int().nullable(),
  role: z.number().int().describe('0 not started, 1 free trial, 2 full access'),
  subscriptionState: z.enum(SUBSCRIPTION_STATES),
  expirationDate: z.string().nullable(),
  isRecurring: z.boolean(),
  isCancelled: z.boolean(),
  renewalPeriod: z.number().int().nullable(),
  hasPrioritySupport: z.boolean(),
  enableBetaFeatures: z.boolean(),
  isImpersonating: z.boolean(),
  themeId: z.number().int(),
  citationAutoInsert: z.boolean(),
  preferredFormatVersionID: z.number().int(),
});

export const customerUpdateSchema = z.object({
  email: emailField(),
  firstName: requiredText('first name', 50),
  lastName: requiredText('last name', 50),
  institution: z.string().trim().max(150, 'Institution can be at most 150 characters').default(''),
  alternativeEmails: z.array(emailField('secondary email')).max(1, 'An account can have one secondary email').default([]),
});

/** Only the current formats can be preferred: APA 7, MLA 9, Turabian 9 by their format-version ids. */
const preferableFormats = CURRENT_FORMATS.map((f) => `${FORMAT_VERSION_IDS[f]} (${FORMAT_LABELS[f]})`);
export const preferencesSchema = z
  .object({
    preferredFormatVersionID: z.literal(
      CURRENT_FORMATS.map((f) => FORMAT_VERSION_IDS[f]),
      { error: `preferredFormatVersionID must be ${preferableFormats.slice(0, -1).join(', ')} or ${preferableFormats.at(-1)}` },
    ),
    citationAutoInsert: z.boolean(),
    enableBetaFeatures: z.boolean(),
    themeId: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'themeId must be 1 (regular), 2 (dark) or 3' }),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, 'Send at least one preference to change');

export const subscriptionSettingsSchema = z.object({
  renewalPeriod: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'renewalPeriod must be 1 (month), 2 (annual), 3 (semi-annual) or 4 (two years)' }),
  renewalType: z.union([z.literal(1), z.literal(2)], { error: 'renewalType must be 1 (automatic) or 2 (manual)' }),
  prioritySupport: z.boolean({ error: 'prioritySupport must be true or false' }),
});

export const logQuery = z.object({
  eventType: z.coerce.number({ error: numericValueMessage('eventType') }).int().min(0).max(100),
  message: z.string({ error: requiredValueMessage('message') }).trim().min(1, requiredValueMessage('message')).max(4000, 'A log message can be at most 4000 characters'),
});
