/**
 * The creation steps' leave warning (reference-library §2): leaving with unsaved work, by the close button, Back or
 * any other link, asks 'Stop creating this reference?' first; the paths a step may move on to pass freely.
 */
import { useCallback, useRef, useState } from 'react';
import { useBlocker, useNavigate, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { STOP_CREATING, type LeaveGuard } from '../../components/wizard-dialog';

export interface LeaveGuardOptions {
  /** Whether leaving would lose work. */
  dirty: boolean;
  /** Paths the step moves on to without asking (the next or previous step of the same draft). */
  passes: (pathname: string) => boolean;
  /** Runs when the user chooses to leave: the draft is dropped. */
  onLeave?: () => void;
  texts?: Omit<LeaveGuard, 'dirty'>;
}

export function useLeaveGuard({ dirty, passes, onLeave, texts = STOP_CREATING }: LeaveGuardOptions) {
  const navigate = useNavigate();
  // The question is this screen's own state, set when a navigation is stopped, so it shows at once; leaving
  // navigates again with the guard lifted.
  const [pending, setPending] = useState<string>();
  const latest = useRef({ dirty, passes, leaving: false });
  latest.current = { ...latest.current, dirty, passes };
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    const { dirty: hasWork, passes: passesTo, leaving } = latest.current;
    if (leaving || !hasWork || currentLocation.pathname === nextLocation.pathname || passesTo(nextLocation.pathname)) return false;
    setPending(`${nextLocation.pathname}${nextLocation.search}`);
    return true;
  }, []);
  useBlocker(shouldBlock);

  return (
    <ConfirmDialog
      open={pending !== undefined}
      title={texts.title}
      body={texts.body}
      confirmLabel={texts.leaveLabel}
      cancelLabel={texts.stayLabel}
      onConfirm={() => {
        if (pending === undefined) return;
        latest.current.leaving = true;
        onLeave?.();
        navigate(pending);
      }}
      onCancel={() => setPending(undefined)}
    />
  );
}
