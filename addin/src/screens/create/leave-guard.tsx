/**
 * The creation steps' leave warning (reference-library §2): leaving with unsaved work, by the close button, Back or
 * any other link, asks 'Stop creating this reference?' first; the paths a step may move on to pass freely.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useBlocker } from 'react-router';
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
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && !passes(nextLocation.pathname));
  const asking = blocker.state === 'blocked';
  return (
    <Dialog open={asking} modalType="alert" onOpenChange={(_, d) => (d.open ? undefined : blocker.reset?.())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{texts.title}</DialogTitle>
          {texts.body ? <DialogContent>{texts.body}</DialogContent> : null}
          <DialogActions>
            <Button
              appearance="primary"
              onClick={() => {
                onLeave?.();
                blocker.proceed?.();
              }}
            >
              {texts.leaveLabel}
            </Button>
            <Button onClick={() => blocker.reset?.()}>{texts.stayLabel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
