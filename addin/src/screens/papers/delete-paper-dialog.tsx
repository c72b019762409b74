/**
 * Deleting a paper from My Papers: a confirmation naming the paper, then the call; a failure stays in the dialog.
 * Shown while mounted: the list mounts it for the paper being deleted.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { paperApi, type PaperSummary } from '../../api/papers';
import { ErrorAlert } from '../../components/error-alert';

export const DELETE_TEXTS = {
  question: 'Delete this paper?',
  confirm: 'Delete Paper',
  running: 'Deleting paper',
  cancel: 'Nevermind',
  done: 'Paper deleted',
} as const;

export function DeletePaperDialog({ paper, onClose, onDeleted }: { paper: PaperSummary; onClose: () => void; onDeleted: () => void }) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    setRunning(true);
    setFailure(undefined);
    try {
      await paperApi.delete(paper.paperGUID);
      onDeleted();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open || running ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{DELETE_TEXTS.question}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <p style={{ margin: 0 }}>
              “{paper.title}” and its saved versions will be deleted from Ibid. A copy you downloaded stays on your computer. This cannot be undone.
            </p>
            <ErrorAlert message={failure} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={running} onClick={() => void confirm()}>
              {running ? DELETE_TEXTS.running : DELETE_TEXTS.confirm}
            </Button>
            <Button disabled={running} onClick={onClose}>
              {DELETE_TEXTS.cancel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
