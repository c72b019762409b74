/**
 * Downloading a paper as a file: the .docx or its clean copy (GET v4/Paper/{paperGUID}/Document), fetched with the
 * session's token and saved under the name the api gives it.
 */
import { useCallback } from 'react';
import { ApiError } from '../../api/http';
import { PAPER_DOCUMENT_TYPES, paperApi, type PaperDocumentType } from '../../api/papers';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { saveFile } from './save-file';

export const DOWNLOAD_TEXTS = {
  [PAPER_DOCUMENT_TYPES.word]: { action: 'Download .docx', loading: 'Preparing your paper' },
  [PAPER_DOCUMENT_TYPES.simple]: { action: 'Download clean copy', loading: 'Building a Clean Copy of your paper' },
  failure: 'Problem downloading the paper',
} as const;

/** The api names every file (Content-Disposition, from the title); this is for an answer that does not. */
const UNNAMED_FILE = 'Paper.docx';

export function usePaperDownload(): (paper: { paperGUID: string }, type: PaperDocumentType) => Promise<void> {
  const loader = useLoader();
  const notify = useNotify();
  return useCallback(
    async (paper, type) => {
      try {
        const file = await loader.during('paper-download', paperApi.document(paper.paperGUID, type), DOWNLOAD_TEXTS[type].loading);
        saveFile(file.blob, file.fileName ?? UNNAMED_FILE);
      } catch (error) {
        if (error instanceof ApiError && (error.isConnectionError || error.status === 401)) return;
        notify.error(DOWNLOAD_TEXTS.failure, error instanceof Error ? error.message : String(error));
      }
    },
    [loader, notify],
  );
}
