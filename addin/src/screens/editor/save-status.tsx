/** The paper's saving state beside the toolbar: Saved, Saving…, Offline, will save, or why it was not saved. */
import type { PaperSaver, SaveStatus } from './paper-saver';
import { useSaveStatus } from './use-store';

const SAVE_STATUS_TEXT = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline, will save',
  failed: 'Not saved',
} as const satisfies Record<SaveStatus, string>;

export function SaveStatusText({ saver }: { saver: PaperSaver }) {
  const { status, message } = useSaveStatus(saver);
  return (
    <>
      <span className="ib-status" role="status" aria-live="polite" data-status={status} title={status === 'failed' ? message : undefined}>
        {SAVE_STATUS_TEXT[status]}
        {status === 'failed' && message ? `: ${message}` : ''}
      </span>
    </>
  );
}

/** A note under the toolbar after another tab's changes were merged in. */
export function MergeNote({ saver }: { saver: PaperSaver }) {
  const { status, message } = useSaveStatus(saver);
  return status !== 'failed' && message ? <p className="ib-merge-note">{message}</p> : null;
}
