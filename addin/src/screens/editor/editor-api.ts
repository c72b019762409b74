/** The editor's calls: one paper with its document, saving it, and the library references it holds. */
import type { Reference } from '@ibid/engine';
import type { PaperDocument } from '@ibid/engine/paper';
import { http } from '../../api/http';
import { libraryApi } from '../../api/library';
import type { PaperSummary } from '../../api/papers';

export interface OpenPaper extends PaperSummary {
  document: PaperDocument;
}

export interface PaperSave {
  document: PaperDocument;
  referenceUniqueIDs: string[];
  /** The paper's name, sent only for a paper without a title page (lists, adopted papers): a title page names the others. */
  title?: string;
  /** The version label ('Auto Save' while typing, 'Manual Save' from Save to Ibid). */
  action: 'Auto Save' | 'Manual Save';
  /** The lastModifiedDate the document is based on: a paper saved since answers 409. */
  lastModifiedDate: string;
}

const paperPath = (paperGUID: string) => `/v4/Paper/${encodeURIComponent(paperGUID)}`;

export const editorApi = {
  open: (paperGUID: string) => http.get<OpenPaper>(paperPath(paperGUID), { retriesOffline: true }),
  save: (paperGUID: string, body: PaperSave) => http.put<PaperSummary>(paperPath(paperGUID), { body, retriesOffline: true }),
  /** The library's references (archived ones too: a paper keeps citing them), as the engine reads them, by upper-case unique id. */
  references: async (): Promise<Map<string, Reference>> => {
    const page = await libraryApi.list({ archived: 'all' });
    // The api's references are the engine's shape with the library's bookkeeping added.
    return new Map(page.references.map((reference) => [reference.referenceUniqueID.toUpperCase(), reference as unknown as Reference]));
  },
};
