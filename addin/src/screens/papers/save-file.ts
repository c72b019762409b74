import { paperApi, type PaperDocumentType, PAPER_DOCUMENT_TYPES } from '../../api/papers';

/** Saves a downloaded file in the browser: an object URL clicked as a download link, then released. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob once the click is handled; later, so a slow browser still has it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The api names every file (Content-Disposition, from the title); these are for an answer that does not. */
const UNNAMED_FILES = { [PAPER_DOCUMENT_TYPES.word]: 'Paper.docx', [PAPER_DOCUMENT_TYPES.simple]: 'Paper (clean copy).docx' } as const;

/** Fetches a paper as a file (GET v4/Paper/{paperGUID}/Document) and saves it under the name the api gives it. */
export async function downloadPaper(paperGUID: string, type: PaperDocumentType): Promise<void> {
  const file = await paperApi.document(paperGUID, type);
  saveFile(file.blob, file.fileName ?? UNNAMED_FILES[type]);
}
