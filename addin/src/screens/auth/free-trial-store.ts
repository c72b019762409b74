/**
 * The free-trial sign-up while it waits for its code. Kept in memory only, never in storage, because it holds
 * the password: it is needed to post the sign-up again when the e-mail changes, and a reload forgets it.
 */
import type { FreeTrialSignUp } from '../../api/account';

interface PendingSignUp {
  signUp: FreeTrialSignUp;
  verifyId: string;
}

let pending: PendingSignUp | undefined;

export const freeTrialStore = {
  get: (): PendingSignUp | undefined => pending,
  set: (next: PendingSignUp) => {
    pending = next;
  },
  clear: () => {
    pending = undefined;
  },
};
