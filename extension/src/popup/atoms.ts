/**
 * The popup's state as jotai atoms: the page's capture, the reference being corrected (type and data), the
 * chosen format and what the engine makes of it, the session, and the save's progress.
 */
import { canCreateReference, findDuplicates, getReferenceType, missingRequiredFields, type CurrentFormatId } from '@ibid/engine';
import { formatPreview } from '@ibid/addin/components';
import type { LibraryReference } from '@ibid/addin/api';
import { atom } from 'jotai';
import type { PageCapture } from '../shared/page-capture';

export interface Draft {
  referenceTypeID: number;
  data: Record<string, unknown>;
}

export const captureAtom = atom<PageCapture | undefined>(undefined);
/** Why the page could not be read (a browser page, a page loaded before the extension). */
export const captureErrorAtom = atom<string | undefined>(undefined);
export const draftAtom = atom<Draft | undefined>(undefined);
export const formatAtom = atom<CurrentFormatId>('apa7');

/** Starts the draft from a capture: the type and data the page gave. */
export const loadCaptureAtom = atom(null, (_get, set, capture: PageCapture) => {
  set(captureAtom, capture);
  set(draftAtom, { referenceTypeID: capture.metadata.reference.referenceTypeID, data: { ...capture.metadata.reference.data } });
});

/** Changing the type keeps every field the new type also has. */
export const changeTypeAtom = atom(null, (get, set, referenceTypeID: number) => {
  const draft = get(draftAtom);
  const type = getReferenceType(referenceTypeID);
  if (!draft || !type.ok) return;
  const names = new Set(type.value.fields.map((f) => f.name));
  set(draftAtom, { referenceTypeID, data: Object.fromEntries(Object.entries(draft.data).filter(([name]) => names.has(name as never))) });
});

export const previewAtom = atom((get) => {
  const draft = get(draftAtom);
  return draft ? formatPreview(draft.referenceTypeID, draft.data, get(formatAtom)) : undefined;
});

export const canSaveAtom = atom((get) => {
  const draft = get(draftAtom);
  return Boolean(draft && canCreateReference(draft.referenceTypeID, draft.data, get(formatAtom)));
});

/** How sure the page was of a field, 0 to 1; undefined for a field the user added or the page did not give. */
export const confidenceAtom = atom((get) => get(captureAtom)?.metadata.confidence ?? {});

/** The fields a reference of this type needs that the page did not give: the page's data is thin. */
export const missingFieldsAtom = atom((get) => {
  const draft = get(draftAtom);
  if (!draft) return [];
  const type = getReferenceType(draft.referenceTypeID);
  if (!type.ok) return [];
  return missingRequiredFields(type.value, draft.data, get(formatAtom)).map((f) => f.label);
});

/** The DOI or ISBN the api's lookup can fill a thin reference from. */
export const lookupTermAtom = atom((get) => {
  const data = get(draftAtom)?.data;
  const doi = typeof data?.doi === 'string' ? data.doi : undefined;
  const isbn = Array.isArray(data?.isbns) && typeof data.isbns[0] === 'string' ? data.isbns[0] : undefined;
  return doi ?? isbn;
});

export interface SessionState {
  signedIn: boolean;
  email: string | undefined;
  apiUrl: string;
}
export const sessionAtom = atom<SessionState>({ signedIn: false, email: undefined, apiUrl: '' });

/** The signed-in user's library, for the duplicate warning and the library search. */
export const libraryAtom = atom<LibraryReference[] | undefined>(undefined);

export const duplicatesAtom = atom((get) => {
  const draft = get(draftAtom);
  const library = get(libraryAtom);
  if (!draft || !library) return [];
  return findDuplicates(draft.data, library.filter((r) => !r.isArchived) as (LibraryReference & { data: never })[]);
});

export type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; reference: LibraryReference } | { status: 'queued' } | { status: 'failed'; message: string };
export const saveStateAtom = atom<SaveState>({ status: 'idle' });
