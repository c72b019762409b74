/** The body and answer of `POST /v4/FeatureNotice`: a feature to be told about, and where to write. */
import { FEATURE_NOTICE_IDS, isFeatureNoticeId } from '@ibid/engine';
import { requiredValueMessage } from '@ibid/engine/validation';
import { z } from 'zod';
import { emailField } from './common.js';

const feature = z
  .string({ error: requiredValueMessage('feature') })
  .refine(isFeatureNoticeId, `feature must be one of ${FEATURE_NOTICE_IDS.join(', ')}`)
  .describe(`The feature to be told about: ${FEATURE_NOTICE_IDS.join(', ')}`);

export const featureNoticeBody = z.object({ feature, email: emailField() });

export const featureNoticeAnswer = z.object({ feature: z.string(), email: z.string().describe('The address as stored: trimmed and lower-cased.') });
