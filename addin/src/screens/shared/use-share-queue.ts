/**
 * The shared-reference queue (reference-library §4, word-addin §4): the requests waiting for the user, oldest
 * first; the first is shown, and accepting or declining it removes it. When the last one is gone the caller
 * hears what happened, to reload the library and say so.
 */
import type { ToastMessage } from '../../shell/notify';
import { useCallback, useEffect, useRef, useState } from 'react';
import { shareApi } from '../../api/library';
import type { ShareRequest } from '../../api/types';

/** How the queue ended: the references copied into the library (none when every request was declined). */
export interface ShareQueueOutcome {
  acceptedIds: number[];
  anyAccepted: boolean;
}

/** The toasts when the queue empties (§4). */
export const SHARE_QUEUE_TOASTS = {
  accepted: 'Shared references added to your library',
  declined: 'Shared references ignored',
} as const;

export const shareQueueToast = (outcome: ShareQueueOutcome): ToastMessage =>
  outcome.anyAccepted ? { title: SHARE_QUEUE_TOASTS.accepted, intent: 'success' } : { title: SHARE_QUEUE_TOASTS.declined, intent: 'info' };

export interface ShareQueue {
  /** Undefined until the pending requests have been read. */
  requests: ShareRequest[] | undefined;
  current: ShareRequest | undefined;
  busy: 'accept' | 'decline' | undefined;
  error: string | undefined;
  accept: () => Promise<void>;
  decline: () => Promise<void>;
}

export function useShareQueue(onEmptied: (outcome: ShareQueueOutcome) => void): ShareQueue {
  const [requests, setRequests] = useState<ShareRequest[]>();
  const [busy, setBusy] = useState<ShareQueue['busy']>();
  const [error, setError] = useState<string>();
  const accepted = useRef<{ ids: number[]; any: boolean }>({ ids: [], any: false });

  useEffect(() => {
    let live = true;
    shareApi
      .pending()
      .then((answer) => live && setRequests(answer.requests))
      // Nothing to offer when the waiting requests cannot be read; the library itself still works.
      .catch(() => live && setRequests([]));
    return () => {
      live = false;
    };
  }, []);

  const decide = useCallback(
    async (decision: 'accept' | 'decline') => {
      const [current, ...rest] = requests ?? [];
      if (!current || busy) return;
      setBusy(decision);
      setError(undefined);
      try {
        const id = current.genesisReferenceShareRequestID;
        if (decision === 'accept') {
          const answer = await shareApi.accept(id);
          accepted.current = { ids: [...accepted.current.ids, ...(answer?.referenceIDs ?? [])], any: true };
        } else {
          await shareApi.decline(id);
        }
        setRequests(rest);
        if (rest.length === 0) {
          const outcome = { acceptedIds: accepted.current.ids, anyAccepted: accepted.current.any };
          accepted.current = { ids: [], any: false };
          onEmptied(outcome);
        }
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        setBusy(undefined);
      }
    },
    [requests, busy, onEmptied],
  );

  return {
    requests,
    current: requests?.[0],
    busy,
    error,
    accept: () => decide('accept'),
    decline: () => decide('decline'),
  };
}
