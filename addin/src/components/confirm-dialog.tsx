/** A question over the screen before something that cannot be undone (Fluent's alert dialog): confirm first, then the way back. */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also what dismissing the dialog (Escape) does. */
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => (d.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {body ? <DialogContent>{body}</DialogContent> : null}
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button onClick={onCancel}>{cancelLabel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
