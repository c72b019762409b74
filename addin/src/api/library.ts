/** The reference library calls (reference-library §7): list, create, update, archive, restore, import, lookup, share, notes. */
import type { CurrentFormatId } from '@ibid/engine';
import { http } from './http';
import type {
  ImportAnswer,
  LegacyConversion,
  LegacyLibraryReference,
  LibraryPage,
  LibraryReference,
  LookupAnswer,
  ReferenceTypeNode,
  ResearchNote,
  ShareRequest,
} from './types';

export interface LibraryQuery {
  search?: string;
  sort?: 'title' | 'createdDate';
  direction?: 'asc' | 'desc';
  archived?: 'false' | 'true' | 'all';
  format?: CurrentFormatId;
  offset?: number;
  limit?: number;
}

export interface CreateReference {
  referenceTypeId: number;
  /** Generated upper-case id (`newReferenceUniqueId`). */
  uniqueId: string;
  legacyReferenceId?: number;
  nickname?: string;
  note?: string;
  tags?: string;
  data: Record<string, unknown>;
}

export interface UpdateReference {
  referenceID: number;
  /** The word 'empty' clears (optionalFieldsForUpdate). */
  nickname: string;
  note: string;
  tags: string;
  data: Record<string, unknown>;
}

export interface ReferenceIds {
  iDs: number[];
  legacyIDs: number[];
}

export const libraryApi = {
  list: (query: LibraryQuery = {}) => http.get<LibraryPage>('/v4/GenesisReference', { query: { ...query } }),
  byUniqueId: (uniqueId: string) => http.get<LibraryReference>(`/v4/GenesisReference/${encodeURIComponent(uniqueId)}`),
  create: ({ data, note, tags, ...query }: CreateReference) =>
    http.post<LibraryReference>('/v3/GenesisReference', { query: { ...query, note, tags }, body: { data, note, tags } }),
  update: ({ referenceID, nickname, note, tags, data }: UpdateReference) =>
    http.put<LibraryReference>('/v3/GenesisReference', { query: { referenceID, nickname }, body: { data, note, tags } }),
  archiveOne: (referenceID: number) => http.delete<LibraryReference>('/v3/GenesisReference', { query: { referenceID } }),
  /** Archives one legacy (APA 6 / MLA 8) reference. */
  archiveLegacyOne: (referenceID: number) => http.delete<LegacyLibraryReference>('/v3/Reference', { query: { referenceID } }),
  archive: (ids: ReferenceIds) => http.delete<ReferenceIds>('/v4/GenesisReference', { body: ids }),
  restore: (ids: ReferenceIds) => http.put<ReferenceIds>('/v4/GenesisReference/Restore', { body: ids }),
  import: (text: string, fileName: string) => http.post<ImportAnswer>('/v4/GenesisReference/Import', { body: { text, fileName, format: 'bibtex' } }),
  lookup: (search: string) => http.get<LookupAnswer>('/v4/GenesisReference/Lookup', { query: { search } }),
  /** The type tree for a format version; MostCommon or RecentlyUsed narrows it to a tab. */
  referenceTypes: (formatVersionId: number, tab?: 'MostCommon' | 'RecentlyUsed') =>
    http.get<ReferenceTypeNode[]>('/v3/ReferenceType', { query: { FormatVersionID: formatVersionId, ...(tab ? { [tab]: true } : {}) } }),
  convertPreview: (referenceID: number) => http.get<LegacyConversion>('/v4/Reference/Convert', { query: { referenceID } }),
};

/** The answer to accepting or declining shared references: the copies made in my library (none when declined). */
export interface ShareDecision {
  genesisReferenceShareRequestID: number;
  status: number;
  referenceIDs: number[];
}

export const shareApi = {
  share: (body: { message: string; emails: string[]; referenceIDs: number[] }) =>
    http.post<{ shared: number }>('/v4/GenesisReference/Share', { body: { ...body, includeNotes: true } }),
  pending: () => http.get<{ requests: ShareRequest[] }>('/v4/GenesisReference/Share'),
  accept: (shareRequestID: number) => http.put<ShareDecision>('/v4/GenesisReference/Share/Accept', { query: { shareRequestID } }),
  decline: (shareRequestID: number) => http.put<ShareDecision>('/v4/GenesisReference/Share/Decline', { query: { shareRequestID } }),
};

export const researchNotesApi = {
  list: (referenceId: number, sortBy = 0, search?: string) =>
    http.get<{ researchNotes: ResearchNote[] }>('/v3/GenesisResearchNote', { query: { referenceId, sortBy, search } }),
  create: (GenesisReferenceID: number, Note: string) => http.post<ResearchNote>('/v3/GenesisResearchNote', { body: { GenesisReferenceID, Note, Citation: '' } }),
  update: (body: { GenesisReferenceID: number; GenesisResearchNoteID: number; Note: string; Citation?: string }) =>
    http.put<ResearchNote>('/v3/GenesisResearchNote', { body }),
  delete: (id: number) => http.delete<void>(`/v3/GenesisResearchNote/${id}`),
};
