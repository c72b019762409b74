/**
 * Features a customer can ask to be told about when they arrive (word-addin §2.13): one id per feature, stored with
 * the address by the api's `POST /v4/FeatureNotice`. Today: the formats Word on the web cannot take yet (§4).
 */
import type { FormatId } from './formats.js';

/** The feature each format Word on the web lacks is announced as. */
export const WORD_ONLINE_FORMAT_NOTICES = {
  mla8: 'word-online-mla8',
  turabian9: 'word-online-turabian9',
} as const satisfies Partial<Record<FormatId, string>>;

export const FEATURE_NOTICE_IDS = Object.values(WORD_ONLINE_FORMAT_NOTICES);
export type FeatureNoticeId = (typeof FEATURE_NOTICE_IDS)[number];

export function isFeatureNoticeId(value: unknown): value is FeatureNoticeId {
  return typeof value === 'string' && (FEATURE_NOTICE_IDS as readonly string[]).includes(value);
}
