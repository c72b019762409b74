/**
 * The free-trial sign-up while it waits for its code. Kept in memory only, never in storage, because it holds
 * the password: it is needed to post the sign-up again when the e-mail changes, and a reload forgets it.
 */
import { atom } from 'jotai';
import type { FreeTrialSignUp } from '../../api/account';

export interface PendingSignUp {
  signUp: FreeTrialSignUp;
  verifyId: string;
  /** The code's e-mail is queued at the api: it will follow, later than usual. */
  mailQueued?: boolean;
}

export const pendingSignUpAtom = atom<PendingSignUp | undefined>(undefined);
