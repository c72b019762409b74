/**
 * The loader overlay (word-addin §2.3): shown by id with an optional message while a call runs, with a Log Out
 * control so a user is never stuck behind it.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface LoaderApi {
  show: (id: string, message?: string) => void;
  hide: (id: string) => void;
  /** Shows the loader while the promise runs. */
  during: <T>(id: string, work: Promise<T>, message?: string) => Promise<T>;
}

const LoaderContext = createContext<LoaderApi | undefined>(undefined);

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    backgroundColor: 'rgba(255, 255, 255, 0.85)',
  },
});

export function LoaderProvider({ children, onLogout }: { children: ReactNode; onLogout: () => void }) {
  const styles = useStyles();
  const [shown, setShown] = useState<Map<string, string | undefined>>(new Map());
  const show = useCallback((id: string, message?: string) => setShown((prev) => new Map(prev).set(id, message)), []);
  const hide = useCallback(
    (id: string) =>
      setShown((prev) => {
        const next = new Map(prev);
        next.delete(id);
        return next;
      }),
    [],
  );
  const api = useMemo<LoaderApi>(
    () => ({
      show,
      hide,
      during: async (id, work, message) => {
        show(id, message);
        try {
          return await work;
        } finally {
          hide(id);
        }
      },
    }),
    [show, hide],
  );
  const message = [...shown.values()].find(Boolean);
  return (
    <LoaderContext.Provider value={api}>
      {children}
      {shown.size > 0 ? (
        <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true" data-testid="loader">
          <Spinner label={message ?? 'Loading…'} labelPosition="below" />
          <Button appearance="subtle" onClick={onLogout}>
            Log Out
          </Button>
        </div>
      ) : null}
    </LoaderContext.Provider>
  );
}

export function useLoader(): LoaderApi {
  const api = useContext(LoaderContext);
  if (!api) throw new Error('useLoader needs a LoaderProvider');
  return api;
}
