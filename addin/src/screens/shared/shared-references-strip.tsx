/**
 * The strip that announces shared references waiting for the user (word-addin §2.3, reference-library §2), with
 * the modal that handles them one request at a time. Screens that show the strip pass what to do when the queue
 * empties (the library reloads and highlights the copies).
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useNotify } from '../../shell/notify';
import { useDisplayFormat } from '../../state/display-format';
import { SHARED_REFERENCES_TITLE, SharedRequestActions, SharedRequestContent } from './shared-request-content';
import { shareQueueToast, useShareQueue, type ShareQueueOutcome } from './use-share-queue';

export function SharedReferencesStrip({ onFinished }: { onFinished: (outcome: ShareQueueOutcome) => void }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const emptied = useCallback(
    (outcome: ShareQueueOutcome) => {
      setOpen(false);
      onFinished(outcome);
      notify.toast(shareQueueToast(outcome));
    },
    [onFinished, notify],
  );
  const queue = useShareQueue(emptied);
  const format = useDisplayFormat();
  if (!queue.current) return null;

  return (
    <>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Shared references</MessageBarTitle>
          New references were shared with you.
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={() => setOpen(true)}>
            Review shared references
          </Button>
        </MessageBarActions>
      </MessageBar>
      <Dialog open={open} modalType="modal" onOpenChange={(_, data) => (queue.busy ? undefined : setOpen(data.open))}>
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>{SHARED_REFERENCES_TITLE}</DialogTitle>
            <DialogContent>
              <SharedRequestContent queue={queue} format={format} />
            </DialogContent>
            <DialogActions>
              <SharedRequestActions queue={queue} />
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
