/**
 * The signed-in session: the api token (kept in local storage so a reload stays signed in), the customer, and
 * the path to return to after signing in. A 401 from any call ends the session (word-addin §4).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { accountApi } from '../api/account';
import { configureHttp } from '../api/http';
import type { Customer } from '../api/types';

const TOKEN_KEY = 'ibid.token';
const REDIRECT_KEY = 'ibid.redirectTo';

export const sessionStore = {
  token: (): string | undefined => localStorage.getItem(TOKEN_KEY) ?? undefined,
  setToken: (token: string | undefined) => (token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY)),
  /** Where a guard sent the user from, to return there after signing in. */
  rememberRedirect: (path: string) => sessionStorage.setItem(REDIRECT_KEY, path),
  takeRedirect: (): string | undefined => {
    const path = sessionStorage.getItem(REDIRECT_KEY) ?? undefined;
    sessionStorage.removeItem(REDIRECT_KEY);
    return path;
  },
};

export interface Session {
  token: string | undefined;
  /** Undefined while loading or signed out. */
  customer: Customer | undefined;
  signIn: (token: string) => Promise<Customer>;
  /** Ends the session here (and on the api when it can). */
  signOut: () => Promise<void>;
  refreshCustomer: () => Promise<Customer | undefined>;
  setCustomer: (customer: Customer) => void;
  /** Set by the http hooks: the reason the session ended, shown by the error view. */
  ended: 'unauthorized' | 'connection' | undefined;
  clearEnded: () => void;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState(sessionStore.token);
  const [customer, setCustomer] = useState<Customer | undefined>();
  const [ended, setEnded] = useState<Session['ended']>();

  const setToken = useCallback((next: string | undefined) => {
    sessionStore.setToken(next);
    setTokenState(next);
    if (!next) setCustomer(undefined);
  }, []);

  useEffect(() => {
    configureHttp({
      token: sessionStore.token,
      onUnauthorized: () => {
        setToken(undefined);
        setEnded('unauthorized');
      },
      onConnectionError: () => setEnded('connection'),
    });
  }, [setToken]);

  const refreshCustomer = useCallback(async () => {
    if (!sessionStore.token()) return undefined;
    const next = await accountApi.customer();
    setCustomer(next);
    return next;
  }, []);

  useEffect(() => {
    if (token && !customer) refreshCustomer().catch(() => undefined);
  }, [token, customer, refreshCustomer]);

  const value = useMemo<Session>(
    () => ({
      token,
      customer,
      ended,
      clearEnded: () => setEnded(undefined),
      setCustomer,
      refreshCustomer,
      signIn: async (next) => {
        setToken(next);
        setEnded(undefined);
        const signedIn = await accountApi.customer();
        setCustomer(signedIn);
        return signedIn;
      },
      signOut: async () => {
        if (token) await accountApi.logout().catch(() => undefined);
        setToken(undefined);
      },
    }),
    [token, customer, ended, refreshCustomer, setToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
