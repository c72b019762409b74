import { describe, expect, it } from 'vitest';
import {
  SHARE_EMAIL_REJECTION_MESSAGES,
  SHARE_MESSAGE_MAX,
  SHARE_STATUS,
  addShareEmails,
  canShare,
  shareMessageCounter,
  shareTitle,
  shareToast,
  validateShareMessage,
} from './share-emails.js';

describe('adding share recipients', () => {
  it('lower-cases, removes whitespace and splits on commas', () => {
    expect(addShareEmails([], ' Ann@Example.com , bob@example.org')).toEqual({
      emails: ['ann@example.com', 'bob@example.org'],
      rejected: [],
    });
  });

  it('keeps the chips already there and appends new ones', () => {
    expect(addShareEmails(['ann@example.com'], 'bob@example.org').emails).toEqual(['ann@example.com', 'bob@example.org']);
  });

  it('removes whitespace inside an address rather than splitting on it', () => {
    expect(addShareEmails([], 'ann @example.com').emails).toEqual(['ann@example.com']);
  });

  it('also splits on the semicolons mail clients paste between addresses', () => {
    expect(addShareEmails([], 'a@example.com; b@example.com').emails).toEqual(['a@example.com', 'b@example.com']);
  });

  it('rejects an invalid address', () => {
    expect(addShareEmails([], 'not-an-email')).toEqual({
      emails: [],
      rejected: [{ email: 'not-an-email', reason: 'invalid' }],
    });
  });

  it('rejects an address already in the list, whatever its case', () => {
    expect(addShareEmails(['ann@example.com'], 'ANN@example.com')).toEqual({
      emails: ['ann@example.com'],
      rejected: [{ email: 'ann@example.com', reason: 'duplicate' }],
    });
  });

  it('rejects an address typed twice in one go', () => {
    const result = addShareEmails([], 'bob@example.org,bob@example.org');
    expect(result.emails).toEqual(['bob@example.org']);
    expect(result.rejected).toEqual([{ email: 'bob@example.org', reason: 'duplicate' }]);
  });

  it("rejects the user's own address", () => {
    expect(addShareEmails([], 'Me@Example.com', ' me@example.com ')).toEqual({
      emails: [],
      rejected: [{ email: 'me@example.com', reason: 'own-address' }],
    });
  });

  it("rejects every one of the user's own addresses, a secondary one as well as the sign-in one", () => {
    const result = addShareEmails([], 'Me@Example.com, bob@example.org, me.too@school.edu', ['me@example.com', ' ME.TOO@school.edu ', null]);
    expect(result.emails).toEqual(['bob@example.org']);
    expect(result.rejected).toEqual([
      { email: 'me@example.com', reason: 'own-address' },
      { email: 'me.too@school.edu', reason: 'own-address' },
    ]);
  });

  it('accepts any address when the user has none, or only blank ones', () => {
    expect(addShareEmails([], 'me@example.com', []).emails).toEqual(['me@example.com']);
    expect(addShareEmails([], 'me@example.com', ['', null, undefined]).emails).toEqual(['me@example.com']);
    expect(addShareEmails([], 'me@example.com', '').emails).toEqual(['me@example.com']);
  });

  it('accepts the good addresses of a mixed paste and reports the rest', () => {
    const result = addShareEmails(['ann@example.com'], 'bob@example.org, nope, ann@example.com, me@example.com,,', 'me@example.com');
    expect(result.emails).toEqual(['ann@example.com', 'bob@example.org']);
    expect(result.rejected.map((r) => r.reason)).toEqual(['invalid', 'duplicate', 'own-address']);
  });

  it('adds nothing for blank text and survives missing input', () => {
    expect(addShareEmails([], '  , ')).toEqual({ emails: [], rejected: [] });
    expect(addShareEmails(undefined as unknown as string[], undefined as unknown as string)).toEqual({ emails: [], rejected: [] });
  });

  it('has a message for every rejection reason', () => {
    expect(Object.keys(SHARE_EMAIL_REJECTION_MESSAGES).sort()).toEqual(['duplicate', 'invalid', 'own-address']);
  });
});

describe('share request status', () => {
  it("numbers RefShareInvitationStatus as the spec does: pending 1, accepted 2, declined 3", () => {
    expect(SHARE_STATUS).toEqual({ PENDING: 1, ACCEPTED: 2, DECLINED: 3 });
  });
});

describe('the share message', () => {
  it('allows at most 250 characters', () => {
    expect(SHARE_MESSAGE_MAX).toBe(250);
  });

  it("counts characters as 'n/250 characters'", () => {
    expect(shareMessageCounter('')).toBe('0/250 characters');
    expect(shareMessageCounter('Hello')).toBe('5/250 characters');
    expect(shareMessageCounter(undefined)).toBe('0/250 characters');
  });

  it('accepts a missing message and one of exactly 250 characters', () => {
    expect(validateShareMessage(undefined)).toEqual({ ok: true, value: '' });
    expect(validateShareMessage('x'.repeat(250))).toEqual({ ok: true, value: 'x'.repeat(250) });
  });

  it('rejects a message over 250 characters', () => {
    expect(validateShareMessage('x'.repeat(251))).toEqual({
      ok: false,
      error: { code: 'share-message-too-long', message: 'The message can be at most 250 characters; it has 251.' },
    });
  });

  it('does not count surrounding spaces against the limit', () => {
    expect(validateShareMessage(`  ${'x'.repeat(250)}  `).ok).toBe(true);
  });
});

describe('share panel state', () => {
  it('enables Share only with at least one email and one reference', () => {
    expect(canShare({ emails: ['a@example.com'], referenceIds: [1] })).toBe(true);
    expect(canShare({ emails: [], referenceIds: [1] })).toBe(false);
    expect(canShare({ emails: ['a@example.com'], referenceIds: [] })).toBe(false);
    expect(canShare({} as never)).toBe(false);
  });

  it("titles the panel 'Share Reference' or 'Share {n} References'", () => {
    expect(shareTitle(1)).toBe('Share Reference');
    expect(shareTitle(3)).toBe('Share 3 References');
  });

  it("toasts 'Reference Shared' or '{n} References Shared'", () => {
    expect(shareToast(1)).toBe('Reference Shared');
    expect(shareToast(4)).toBe('4 References Shared');
  });
});
