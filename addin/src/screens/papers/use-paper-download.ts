/**
 * Downloading a paper as a file: the .docx or its clean copy (GET v4/Paper/{paperGUID}/Document), fetched with the
 * session's token and saved under the name the api gives it.
 */
import { useCallback } from 'react';
import { endsSession } from '../../api/http';
import { PAPER_DOCUMENT_TYPES, type PaperDocumentType } from '../../api/papers';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { downloadPaper } from './save-file';

export const DOWNLOAD_TEXTS = {
  [PAPER_DOCUMENT_TYPES.word]: { action: 'Download .docx', loading: 'Preparing your paper' },
  [PAPER_DOCUMENT_TYPES.simple]: { action: 'Download clean copy', loading: 'Building a Clean Copy of your paper' },
  failure: 'Problem downloading the paper',
} as const;

export function usePaperDownload(): (paper: { paperGUID: string }, type: PaperDocumentType) => Promise<void> {
  const loader = useLoader();
  const notify = useNotify();
  return useCallback(
    async (paper, type) => {
      try {
        await loader.during('paper-download', downloadPaper(paper.paperGUID, type), DOWNLOAD_TEXTS[type].loading);
      } catch (error) {
        if (endsSession(error)) return;
        notify.error(DOWNLOAD_TEXTS.failure, error instanceof Error ? error.message : String(error));
      }
    },
    [loader, notify],
  );
}
