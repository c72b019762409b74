/** Runs one host action at a time for a drawer's button: busy while it runs, the spec's toast when it fails. */
import { useCallback, useState } from 'react';
import { HostError } from '../../host/document-host';
import { useNotify } from '../../shell/notify';
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
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await work();
        return true;
      } catch (error) {
        if (placement && error instanceof HostError && error.code === placement.code) notify.error(placement.title, placement.body);
        else supportError(failure, TRY_AGAIN);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [failure, placement, notify, supportError],
  );
  return { busy, run };
}
