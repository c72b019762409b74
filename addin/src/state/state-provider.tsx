/**
 * The app's one state: a jotai store for client state (the session, drafts, wizard steps) and a TanStack Query
 * client for api data. The store also wires the http hooks, so a 401 anywhere ends the session.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider, createStore, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { configureHttp } from '../api/http';
import { customerAtom, customerErrorAtom, endedAtom, refreshCustomerAtom, tokenAtom } from './session';

export type AppStore = ReturnType<typeof createStore>;

/** Api data is read again when something invalidates it, not on every focus; a failure is shown, not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

function connectHttp(store: AppStore): AppStore {
  configureHttp({
    token: () => store.get(tokenAtom),
    onUnauthorized: () => {
      store.set(tokenAtom, undefined);
      store.set(endedAtom, 'unauthorized');
    },
    onConnectionError: () => store.set(endedAtom, 'connection'),
  });
  return store;
}

/** Loads the customer whenever there is a token and no customer yet. */
function CustomerLoader() {
  const token = useAtomValue(tokenAtom);
  const customer = useAtomValue(customerAtom);
  const customerError = useAtomValue(customerErrorAtom);
  const refreshCustomer = useSetAtom(refreshCustomerAtom);
  useEffect(() => {
    if (token && !customer && !customerError) refreshCustomer().catch(() => undefined);
  }, [token, customer, customerError, refreshCustomer]);
  return null;
}

export interface StateOptions {
  /** Lets a test set up and read client state; the app makes its own. */
  store?: AppStore;
  /** Lets a test reach the api data the app holds; the app makes its own. */
  queryClient?: QueryClient;
}

export function StateProvider({ store, queryClient: client, children }: StateOptions & { children: ReactNode }) {
  // Wired during the first render, not in an effect: children's effects (a redirect signing in) run first.
  const [appStore] = useState(() => connectHttp(store ?? createStore()));
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <CustomerLoader />
        {children}
      </QueryClientProvider>
    </Provider>
  );
}
