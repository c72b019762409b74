/** Papers and classes (DESIGN.md "Papers"): create, list, download and delete a paper; the customer's classes. */
import type { PaperCreationPayloadInput, PaperDocument, PaperSort } from '@ibid/engine/paper';
import { http } from './http';

/** A paper as the list answers it (GET v4/Paper). */
export interface PaperSummary {
  paperID: number;
  paperGUID: string;
  paperTypeID: number;
  title: string;
  course: string;
  author: string;
  teacher: string;
  institution: string;
  /** 'yyyy-mm-dd', or '' for none. */
  dueDate: string;
  dueDateDisplay: string;
  runningHead: string;
  isAuthorNote: boolean;
  classID: number | null;
  genesisReferences: string[];
  isComplete: boolean;
  createdDate: string;
  lastModifiedDate: string;
}

export interface ClassRecord {
  classID: number;
  name: string;
  teacherName: string;
  isArchived: boolean;
}

/** The spec's sorts of the paper list (word-addin §3 "Paper in list", §9): the engine's. */
export type { PaperSort };

/** DownloadPaperContentType (word-addin §3 Enumerations): the .docx and the clean copy. */
export const PAPER_DOCUMENT_TYPES = { word: 1, simple: 2 } as const;
export type PaperDocumentType = (typeof PAPER_DOCUMENT_TYPES)[keyof typeof PAPER_DOCUMENT_TYPES];

/** A downloaded file: its content and the name the api gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

const FILE_NAME = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i;

/** The file name of a Content-Disposition header; the RFC 5987 form first. */
function dispositionFileName(header: string | null): string | undefined {
  const match = header ? FILE_NAME.exec(header) : null;
  if (!match) return undefined;
  return match[1] ? decodeURIComponent(match[1]) : match[2];
}

/** A saved version of a paper (word-addin §3 Paper version): when, and what saved it ('Manual Save', autosave...). */
export interface PaperVersion {
  versionDate: string;
  action: string;
}

/** One paper as GET v4/Paper/{paperGUID} answers it: the summary and its document. */
export interface OpenPaper extends PaperSummary {
  document: PaperDocument;
}

export interface PaperSave {
  document: PaperDocument;
  referenceUniqueIDs: string[];
  /** The paper's name, sent only for a paper without a title page (lists, adopted papers): a title page names the others. */
  title?: string;
  /** Its course and instructor, sent likewise: the record is their only place in a paper without a title page. */
  course?: string;
  teacher?: string;
  /** The version label ('Auto Save' while typing, 'Manual Save' from Save to Ibid). */
  action: 'Auto Save' | 'Manual Save';
  /** The lastModifiedDate the document is based on: a paper saved since answers 409. */
  lastModifiedDate: string;
}

const paperPath = (paperGUID: string) => `/v4/Paper/${encodeURIComponent(paperGUID)}`;

export const paperApi = {
  /** The body is the spec's creation payload (PaperType and the title-page keys, class keys when associated). */
  create: (payload: PaperCreationPayloadInput) => http.post<{ paperID: number; paperGUID: string }>('/v4/Paper', { body: payload }),
  list: (sort: PaperSort) => http.get<{ papers: PaperSummary[] }>('/v4/Paper', { query: { sort } }),
  open: (paperGUID: string) => http.get<OpenPaper>(paperPath(paperGUID), { retriesOffline: true }),
  save: (paperGUID: string, body: PaperSave) => http.put<PaperSummary>(paperPath(paperGUID), { body, retriesOffline: true }),
  delete: (paperGUID: string) => http.delete<unknown>(paperPath(paperGUID)),
  /** The paper's versions of the last 30 days, newest first (§7: by unique id when there is no paper id; platform 2). */
  versions: (paperGUID: string) => http.get<{ versions: PaperVersion[] }>('/v4/Paper/Versions', { query: { paperUniqueId: paperGUID, platform: 2 } }),
  document: async (paperGUID: string, type: PaperDocumentType): Promise<DownloadedFile> => {
    const response = await http.get<Response>(`${paperPath(paperGUID)}/Document`, { query: { type }, raw: true });
    return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
  },
};

export const classApi = {
  list: () => http.get<{ classes: ClassRecord[] }>('/v4/Class'),
};
