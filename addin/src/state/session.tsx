/**
 * The signed-in session: the api token (kept in local storage so a reload stays signed in), the customer, and
 * the path to return to after signing in. A 401 from any call ends the session (word-addin §4).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { accountApi } from '../api/account';
import { ApiError, configureHttp } from '../api/http';
import type { Customer } from '../api/types';

const TOKEN_KEY = 'ibid.token';
const REDIRECT_KEY = 'ibid.redirectTo';
const ID_TOKEN_KEY = 'ibid.idToken';

const keep = (key: string, value: string | undefined) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key));

export const sessionStore = {
  token: (): string | undefined => localStorage.getItem(TOKEN_KEY) ?? undefined,
  setToken: (token: string | undefined) => keep(TOKEN_KEY, token),
  /** The identity token that may come with a redirect's access token (word-addin §2.2), kept while the session lasts. */
  setIdToken: (token: string | undefined) => keep(ID_TOKEN_KEY, token),
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
  /** Why the account could not be loaded (a server failure); cleared by a successful `refreshCustomer`. */
  customerError: string | undefined;
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
  const [customerError, setCustomerError] = useState<string>();

  const setToken = useCallback((next: string | undefined) => {
    sessionStore.setToken(next);
    setTokenState(next);
    if (!next) {
      sessionStore.setIdToken(undefined);
      setCustomer(undefined);
    }
  }, []);

  // Installed during the first render, not in an effect: children's effects (a redirect signing in) run first.
  const httpConfigured = useRef(false);
  if (!httpConfigured.current) {
    httpConfigured.current = true;
    configureHttp({
      token: sessionStore.token,
      onUnauthorized: () => {
        setToken(undefined);
        setEnded('unauthorized');
      },
      onConnectionError: () => setEnded('connection'),
    });
  }

  // One load at a time: signing in and the start-up effect ask together.
  const loading = useRef<Promise<Customer | undefined> | undefined>(undefined);
  const refreshCustomer = useCallback((): Promise<Customer | undefined> => {
    if (!sessionStore.token()) return Promise.resolve(undefined);
    loading.current ??= accountApi
      .customer()
      .then(
        (next) => {
          setCustomer(next);
          setCustomerError(undefined);
          return next;
        },
        (error: unknown) => {
          // A 401 ends the session and a lost connection has its own view; anything else is said where the account is needed.
          if (!(error instanceof ApiError && (error.status === 401 || error.isConnectionError))) setCustomerError(error instanceof Error ? error.message : String(error));
          throw error;
        },
      )
      .finally(() => {
        loading.current = undefined;
      });
    return loading.current;
  }, []);

  useEffect(() => {
    if (token && !customer && !customerError) refreshCustomer().catch(() => undefined);
  }, [token, customer, customerError, refreshCustomer]);

  const value = useMemo<Session>(
    () => ({
      token,
      customer,
      customerError,
      ended,
      clearEnded: () => setEnded(undefined),
      setCustomer,
      refreshCustomer,
      signIn: async (next) => {
        setToken(next);
        setEnded(undefined);
        const signedIn = await refreshCustomer();
        if (!signedIn) throw new Error('The session ended while signing in.');
        return signedIn;
      },
      signOut: async () => {
        if (token) await accountApi.logout().catch(() => undefined);
        setToken(undefined);
      },
    }),
    [token, customer, customerError, ended, refreshCustomer, setToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
