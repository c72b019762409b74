/**
 * Create a New Reference from the pane (reference-library §2, §4): the library's create flow opens in its window,
 * and the reference created there next is added to this paper ("when not in the library dialog the result is added
 * to the paper's references"), then handed to `onAdded` so the pane can offer to cite it. The pane waits for one
 * reference per click, while the screen that asked is open and until the library's window is closed.
 */
import { useEffect, useRef, useState } from 'react';
import { LIBRARY_PATHS, fillPath } from '../../app/paths';
import { useNotify } from '../../shell/notify';
import { onCreatedReference } from '../../state/created-references';
import { openLibrary, type OpenedPage } from '../open-in-app';
import type { PanePaper } from '../use-pane-paper';

/** How often the pane looks whether the library's window was closed. */
const WINDOW_CHECK_MS = 500;

export const ADD_CREATED_FAILED = 'Problem adding the new reference to your paper';

export function useCreateForPaper({ host, reload }: Pick<PanePaper, 'host' | 'reload'>, onAdded: (referenceUniqueID: string) => void): { create: () => void; waiting: boolean } {
  const notify = useNotify();
  const [waiting, setWaiting] = useState(false);
  const [libraryWindow, setLibraryWindow] = useState<OpenedPage | null>(null);
  // Read through refs, so a new callback or toaster never reopens the channel while a reference may be on its way.
  const added = useRef(onAdded);
  added.current = onAdded;
  const failed = useRef(notify.error);
  failed.current = notify.error;

  useEffect(() => {
    if (!waiting) return;
    let taken = false;
    const stop = onCreatedReference((referenceUniqueID) => {
      if (taken) return;
      taken = true;
      setWaiting(false);
      void host
        .addReferences([referenceUniqueID])
        .then(reload)
        .then(() => added.current(referenceUniqueID))
        .catch((error: unknown) => failed.current(ADD_CREATED_FAILED, error instanceof Error ? error.message : undefined));
    });
    return stop;
  }, [waiting, host, reload]);

  // The library's window closed without a reference: nothing more will come.
  useEffect(() => {
    if (!waiting || !libraryWindow) return;
    const timer = setInterval(() => libraryWindow.closed && setWaiting(false), WINDOW_CHECK_MS);
    return () => clearInterval(timer);
  }, [waiting, libraryWindow]);

  const create = () => {
    setWaiting(true);
    setLibraryWindow(openLibrary(fillPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' })));
  };
  return { create, waiting };
}
