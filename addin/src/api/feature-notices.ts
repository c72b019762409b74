/** Signing up to be told when a feature arrives (word-addin §2.13); with the session's token when there is one. */
import type { FeatureNoticeId } from '@ibid/engine';
import { http } from './http';

export const featureNoticesApi = {
  /** Answers the address as stored (trimmed, lower-cased); signing up again answers the same. */
  signUp: (feature: FeatureNoticeId, email: string) => http.post<{ feature: FeatureNoticeId; email: string }>('/v4/FeatureNotice', { body: { feature, email } }),
};
