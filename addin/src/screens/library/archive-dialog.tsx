/**
 * Archiving from the library (reference-library §4 Archiving, §7, §8): a confirmation, then the call. From a
 * row's menu one reference is archived by its own call (new-style or legacy); from the options bar the selection
 * goes in one call. While it runs the button reads 'Deleting reference'.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { libraryApi } from '../../api/library';
import type { LibraryRow } from '../../state/library-list';

/** What is being archived: one reference from its row menu, or the selection from the options bar. */
export interface ArchiveRequest {
  rows: LibraryRow[];
  fromRowMenu: boolean;
}

export const ARCHIVE_TEXTS = {
  single: { question: 'This will archive the reference. Are you sure?', confirm: 'Archive Reference' },
  selection: { question: 'Are you sure you want to archive these references?', confirm: 'Archive Selected References' },
  running: 'Deleting reference',
  cancel: 'Nevermind',
} as const;

/** The ids of new-style and legacy rows, as the many-references calls take them. */
export const referenceIds = (rows: readonly LibraryRow[]) => ({
  iDs: rows.filter((r) => !r.legacy).map((r) => r.referenceID),
  legacyIDs: rows.filter((r) => r.legacy).map((r) => r.referenceID),
});

async function archive({ rows, fromRowMenu }: ArchiveRequest): Promise<void> {
  const [row] = rows;
  if (fromRowMenu && row) {
    await (row.legacy ? libraryApi.archiveLegacyOne(row.referenceID) : libraryApi.archiveOne(row.referenceID));
    return;
  }
  await libraryApi.archive(referenceIds(rows));
}

export function ArchiveDialog({ request, onClose, onArchived }: { request: ArchiveRequest | undefined; onClose: () => void; onArchived: () => void }) {
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const texts = request?.fromRowMenu ? ARCHIVE_TEXTS.single : ARCHIVE_TEXTS.selection;

  const close = () => {
    setFailure(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!request) return;
    setRunning(true);
    setFailure(undefined);
    try {
      await archive(request);
      onArchived();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open={request !== undefined} modalType="alert" onOpenChange={(_, data) => (data.open || running ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{texts.question}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <p style={{ margin: 0 }}>Archived references stay in the papers that cite them, and you can restore them from Show Archived References.</p>
            {failure ? (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={running} onClick={() => void confirm()}>
              {running ? ARCHIVE_TEXTS.running : texts.confirm}
            </Button>
            <Button disabled={running} onClick={close}>
              {ARCHIVE_TEXTS.cancel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
