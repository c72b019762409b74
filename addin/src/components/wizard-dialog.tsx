/**
 * The library dialog's modal steps (create, look up, import, convert, edit): a Fluent dialog over the library
 * list with the step's title, its body and actions. Closing goes back to the library; when `guard` is set and
 * the form is dirty, closing first asks (e.g. 'Stop creating this reference?').
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Caption1,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../app/paths';
import { ConfirmDialog } from './confirm-dialog';

export interface LeaveGuard {
  /** Whether leaving would lose work. */
  dirty: boolean;
  title: string;
  leaveLabel: string;
  stayLabel: string;
  body?: string;
}

export const STOP_CREATING: Omit<LeaveGuard, 'dirty'> = {
  title: 'Stop creating this reference?',
  body: 'What you entered for this reference will be lost.',
  leaveLabel: "Don't create reference",
  stayLabel: 'Keep working',
};

export const STOP_UPDATING: Omit<LeaveGuard, 'dirty'> = {
  title: 'Stop updating this reference?',
  body: 'The changes you made will be lost.',
  leaveLabel: "Don't update reference",
  stayLabel: 'Keep working',
};

export interface WizardDialogProps {
  title: string;
  /** e.g. 'Step 1 of 3: Select a reference type'. */
  step?: string;
  children: ReactNode;
  actions?: ReactNode;
  guard?: LeaveGuard;
  /** Where closing goes; the library by default. */
  closeTo?: string;
  wide?: boolean;
}

export function WizardDialog({ title, step, children, actions, guard, closeTo = PATHS.MyReferenceLibrary, wide }: WizardDialogProps) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const close = () => (guard?.dirty ? setAsking(true) : navigate(closeTo));
  return (
    <>
    <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open ? undefined : close())}>
      <DialogSurface style={{ maxWidth: wide ? 960 : 720, width: '92vw' }} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle
            action={
              <Button appearance="subtle" aria-label="Close" icon={<Dismiss24Regular />} onClick={close} />
            }
          >
            {title}
          </DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 16, maxHeight: '70vh', overflowY: 'auto' }}>
            {step ? <Caption1 as="p">{step}</Caption1> : null}
            {children}
          </DialogContent>
          {actions ? <DialogActions>{actions}</DialogActions> : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
      {guard ? (
        <ConfirmDialog
          open={asking}
          title={guard.title}
          body={guard.body}
          confirmLabel={guard.leaveLabel}
          cancelLabel={guard.stayLabel}
          onConfirm={() => navigate(closeTo)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
