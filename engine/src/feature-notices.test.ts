import { describe, expect, it } from 'vitest';
import { FEATURE_NOTICE_IDS, isFeatureNoticeId, WORD_ONLINE_FORMAT_NOTICES } from './feature-notices.js';

describe('feature notices', () => {
  it('names one feature per format Word on the web lacks, each id once', () => {
    expect(WORD_ONLINE_FORMAT_NOTICES).toEqual({ mla8: 'word-online-mla8', turabian9: 'word-online-turabian9' });
    expect(new Set(FEATURE_NOTICE_IDS).size).toBe(FEATURE_NOTICE_IDS.length);
  });

  it('knows its ids and nothing else', () => {
    expect(FEATURE_NOTICE_IDS.every(isFeatureNoticeId)).toBe(true);
    for (const other of ['word-online-mla9', 'WORD-ONLINE-MLA8', '', undefined, 8]) expect(isFeatureNoticeId(other)).toBe(false);
  });
});
