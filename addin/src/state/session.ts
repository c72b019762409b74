/**
 * The signed-in session as atoms: the api token (kept in local storage so a reload stays signed in), the
 * customer, and the path to return to after signing in. A 401 from any call ends the session (word-addin §4).
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { accountApi } from '../api/account';
import { endsSession } from '../api/http';
import type { Customer } from '../api/types';
import { localStringAtom, sessionStringAtom } from './storage';

const storedTokenAtom = localStringAtom('ibid.token');
/** The identity token that may come with a redirect's access token (word-addin §2.2), kept while the session lasts. */
export const idTokenAtom = localStringAtom('ibid.idToken');
/** Where a guard sent the user from, to return there after signing in. */
export const redirectAtom = sessionStringAtom('ibid.redirectTo');
/** Where an expired subscription was turned away from (the guard's target): the receipt of its renewal leads back there. */
export const expiredFromAtom = sessionStringAtom('ibid.expiredFrom');

export const customerAtom = atom<Customer | undefined>(undefined);
/** Why the account could not be loaded (a server failure); cleared by a successful load. */
export const customerErrorAtom = atom<string | undefined>(undefined);
/** Set by the http hooks: the reason the session ended, shown by the error view. */
export const endedAtom = atom<'unauthorized' | 'connection' | undefined>(undefined);
const customerLoadAtom = atom<Promise<Customer | undefined> | undefined>(undefined);

/** Signing out (a token set to undefined) forgets the identity token and the customer too. */
export const tokenAtom = atom(
  (get) => get(storedTokenAtom),
  (_get, set, next: string | undefined) => {
    set(storedTokenAtom, next);
    if (next) return;
    set(idTokenAtom, undefined);
    set(customerAtom, undefined);
  },
);

/** Reads the remembered path once: a later sign-in must not return there again. */
export const takeRedirectAtom = atom(null, (get, set) => {
  const path = get(redirectAtom);
  set(redirectAtom, undefined);
  return path;
});

/** Loads the customer; one load at a time (signing in and the start-up effect ask together). */
export const refreshCustomerAtom = atom(null, (get, set): Promise<Customer | undefined> => {
  if (!get(tokenAtom)) return Promise.resolve(undefined);
  const running = get(customerLoadAtom);
  if (running) return running;
  const load = accountApi
    .customer()
    .then(
      (next) => {
        set(customerAtom, next);
        set(customerErrorAtom, undefined);
        return next;
      },
      (error: unknown) => {
        // A 401 ends the session and a lost connection has its own view; anything else is said where the account is needed.
        if (!endsSession(error)) set(customerErrorAtom, error instanceof Error ? error.message : String(error));
        throw error;
      },
    )
    .finally(() => set(customerLoadAtom, undefined));
  set(customerLoadAtom, load);
  return load;
});

export const signInAtom = atom(null, async (_get, set, token: string): Promise<Customer> => {
  set(tokenAtom, token);
  set(endedAtom, undefined);
  const signedIn = await set(refreshCustomerAtom);
  if (!signedIn) throw new Error('The session ended while signing in.');
  return signedIn;
});

/** Ends the session here (and on the api when it can). */
export const signOutAtom = atom(null, async (get, set) => {
  if (get(tokenAtom)) await accountApi.logout().catch(() => undefined);
  set(tokenAtom, undefined);
});

export interface Session {
  token: string | undefined;
  /** Undefined while loading or signed out. */
  customer: Customer | undefined;
  customerError: string | undefined;
  signIn: (token: string) => Promise<Customer>;
  signOut: () => Promise<void>;
  refreshCustomer: () => Promise<Customer | undefined>;
  setCustomer: (customer: Customer) => void;
  ended: 'unauthorized' | 'connection' | undefined;
  clearEnded: () => void;
}

/** The session's values and actions in one object, for screens that use several. */
export function useSession(): Session {
  const token = useAtomValue(tokenAtom);
  const customer = useAtomValue(customerAtom);
  const customerError = useAtomValue(customerErrorAtom);
  const ended = useAtomValue(endedAtom);
  const signIn = useSetAtom(signInAtom);
  const signOut = useSetAtom(signOutAtom);
  const refreshCustomer = useSetAtom(refreshCustomerAtom);
  const setCustomer = useSetAtom(customerAtom);
  const setEnded = useSetAtom(endedAtom);
  return useMemo(
    () => ({ token, customer, customerError, ended, signIn, signOut, refreshCustomer, setCustomer, clearEnded: () => setEnded(undefined) }),
    [token, customer, customerError, ended, signIn, signOut, refreshCustomer, setCustomer, setEnded],
  );
}
