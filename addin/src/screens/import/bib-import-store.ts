/**
 * The .bib import's state between its steps (reference-library §2 .bib import), in session storage: the summary
 * of a multi-reference import (none before the first file), the unidentified entry being added from it, and whether the type was picked.
 */
import type { ImportWarning } from '../../api/types';
import { libraryPath } from '../../app/paths';
import { sessionJSONAtom } from '../../state/storage';
import { IMPORT_PATHS } from './paths';

export const FILE_TYPE_ERROR = "Oops! That file type isn't supported. Please select a .bib file from your computer.";
export const MULTIPLE_FILES_ERROR = 'Sorry! Please only drop one file at a time.';
/** reference-library §9: the success screen shows 1.2 s after a multi-reference file is read. */
export const IMPORT_SUCCESS_DELAY_MS = 1200;

/** One file, and its extension exactly bib (in any case: BIB is the same file type). */
export function isBibFileName(name: string): boolean {
  return /\.bib$/i.test(name);
}

/** An entry the import could not give a type (48): the user picks one, then creates it. */
export interface UnidentifiedEntry {
  /** Its place in the import's answer: stays the same as other entries are added. */
  key: number;
  data: Record<string, unknown>;
  note: string;
  tags: string;
  warnings: ImportWarning[];
}

export interface ImportSummary {
  fileName: string;
  imported: number;
  warnings: ImportWarning[];
  unidentified: UnidentifiedEntry[];
}

export interface BibImportSession {
  summary?: ImportSummary;
  /** The key of the unidentified entry being added from the summary. */
  adding?: number;
  /** The type was chosen on the type step (the file's entry had none): Back returns there. */
  typePicked?: boolean;
}

export const bibImportAtom = sessionJSONAtom<BibImportSession>('ibid.bibImport');

export const BIB_PATHS = {
  file: libraryPath(IMPORT_PATHS.ImportFromBibStep1),
  summary: `${libraryPath(IMPORT_PATHS.ImportFromBibStep1)}?summary=1`,
  /** Where the summary goes once an unidentified entry was created: it leaves the list. */
  added: (key: number) => `${libraryPath(IMPORT_PATHS.ImportFromBibStep1)}?summary=1&added=${key}`,
  selectType: libraryPath(IMPORT_PATHS.ImportFromBibStep2SelectType),
  matched: libraryPath(IMPORT_PATHS.ImportFromBibStep2Matched),
  final: libraryPath(IMPORT_PATHS.ImportFromBibStep3Final),
};
