/** The share panel's rules: recipient chips, the optional message and when Share is enabled (reference-library §5, §8). */
import { fail, ok, type Result } from '../result.js';
import { isValidEmail, normalizeEmail } from './email.js';

/** Why a typed address did not become a chip. */
export type ShareEmailRejection = 'invalid' | 'duplicate' | 'own-address';

/** What the share panel says about an address it did not add. */
export const SHARE_EMAIL_REJECTION_MESSAGES = {
  invalid: 'Please enter a valid email',
  duplicate: 'This email is already on the list',
  'own-address': "You can't share references with yourself",
} as const satisfies Record<ShareEmailRejection, string>;

/** The chips after adding typed text, and the addresses that were turned away with the reason. */
export interface AddShareEmailsResult {
  /** The chips after adding: the current ones, then the accepted new ones in typed order. */
  emails: string[];
  rejected: { email: string; reason: ShareEmailRejection }[];
}

/**
 * Turns typed or pasted text into recipient chips: whitespace removed, split on commas (and semicolons, which mail
 * clients paste between addresses), lower-cased. An address is accepted only if it is valid, not already on the
 * list and not one of the user's own addresses (`ownEmails`: the sign-in address, or every address the user
 * receives mail at, e.g. a secondary one too).
 */
export function addShareEmails(current: readonly string[], typed: string, ownEmails?: string | readonly (string | null | undefined)[]): AddShareEmailsResult {
  const emails = Array.isArray(current) ? [...current] : [];
  const known = new Set(emails.map(normalizeEmail));
  const own = new Set((Array.isArray(ownEmails) ? ownEmails : [ownEmails]).map(normalizeEmail).filter((email) => email !== ''));
  const rejected: AddShareEmailsResult['rejected'] = [];
  const candidates = (typeof typed === 'string' ? typed : '')
    .replace(/\s+/g, '')
    .split(/[,;]/)
    .map((email) => email.toLowerCase())
    .filter((email) => email !== '');
  for (const email of candidates) {
    const reason: ShareEmailRejection | undefined = !isValidEmail(email)
      ? 'invalid'
      : known.has(email)
        ? 'duplicate'
        : own.has(email)
          ? 'own-address'
          : undefined;
    if (reason) {
      rejected.push({ email, reason });
      continue;
    }
    known.add(email);
    emails.push(email);
  }
  return { emails, rejected };
}

/** RefShareInvitationStatus (word-addin §3): where a share request stands with its recipient. */
export const SHARE_STATUS = { PENDING: 1, ACCEPTED: 2, DECLINED: 3 } as const;
export type ShareStatus = (typeof SHARE_STATUS)[keyof typeof SHARE_STATUS];

/** The longest message a share may carry. */
export const SHARE_MESSAGE_MAX = 250;

function messageLength(message: string | null | undefined): number {
  return typeof message === 'string' ? message.length : 0;
}

/** The counter under the message box: "12/250 characters". */
export function shareMessageCounter(message: string | null | undefined): string {
  return `${messageLength(message)}/${SHARE_MESSAGE_MAX} characters`;
}

/** The optional share message, trimmed; longer than `SHARE_MESSAGE_MAX` characters is an error. */
export function validateShareMessage(message: string | null | undefined): Result<string, 'share-message-too-long'> {
  const text = typeof message === 'string' ? message.trim() : '';
  return text.length > SHARE_MESSAGE_MAX
    ? fail('share-message-too-long', `The message can be at most ${SHARE_MESSAGE_MAX} characters; it has ${text.length}.`)
    : ok(text);
}

/** Whether Share is enabled: at least one recipient and at least one reference. */
export function canShare(selection: { emails: readonly string[]; referenceIds: readonly unknown[] }): boolean {
  return (selection?.emails?.length ?? 0) > 0 && (selection?.referenceIds?.length ?? 0) > 0;
}

/** Shown instead of the share action when a legacy reference is selected. */
export const SHARE_LEGACY_NOTICE = 'Legacy reference(s) cannot be shared';

/** The share panel's title: "Share Reference" or "Share 3 References". */
export function shareTitle(count: number): string {
  return count === 1 ? 'Share Reference' : `Share ${count} References`;
}

/** The toast after a share: "Reference Shared" or "3 References Shared". */
export function shareToast(count: number): string {
  return count === 1 ? 'Reference Shared' : `${count} References Shared`;
}
