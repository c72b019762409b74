/**
 * Runs one host action at a time for a drawer's button: busy while it runs, the spec's toast when it fails, and the
 * pane's reading of the paper renewed at once when it succeeds (not up to PANE_RELOAD_MS later), so the drawer never
 * shows the paper as it was before its own action.
 */
import { useCallback, useState } from 'react';
import { HostError } from '../../host/document-host';
import { useNotify } from '../../shell/notify';
import { usePanePaper } from '../use-pane-paper';
import { TRY_AGAIN, useSupportError } from './support-toast';

export interface HostAction {
  busy: boolean;
  /** Resolves true when the action succeeded. */
  run: (work: () => Promise<unknown>) => Promise<boolean>;
}

/** `failure` is the toast's title; a placement refusal's own words come from `placement` when given. */
export function useHostAction(failure: string, placement?: { code: HostError['code']; title: string; body: string }): HostAction {
  const notify = useNotify();
  const supportError = useSupportError();
  const { reload } = usePanePaper();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await work();
        // A failed reading is not the action's failure: the next change reads the paper again.
        await reload().catch(() => undefined);
        return true;
      } catch (error) {
        if (placement && error instanceof HostError && error.code === placement.code) notify.error(placement.title, placement.body);
        else supportError(failure, TRY_AGAIN);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [failure, placement, notify, supportError, reload],
  );
  return { busy, run };
}
