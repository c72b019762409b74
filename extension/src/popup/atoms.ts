/**
 * The popup's state as jotai atoms: the page's capture, the reference being corrected (type and data), the
 * chosen format and what the engine makes of it, the session, and the save's progress.
 */
import { findDuplicates, getReferenceType, missingRequiredFields, WEBPAGE_TYPE_ID, type CurrentFormatId, type TypeField } from '@ibid/engine';
import { formatPreview } from '@ibid/addin/components';
import type { LibraryReference } from '@ibid/addin/api';
import { atom } from 'jotai';
import type { PageCapture } from '../shared/page-capture';
import { likelyPageTypes } from '@ibid/engine/metadata';
import { differsFromSaved, ratedFields, type Draft } from './draft-rules';

export type { Draft } from './draft-rules';

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

/** How sure the page was of a field, 0 to 1; undefined for a field the user added or the page did not give. */
export const confidenceAtom = atom((get) => get(captureAtom)?.metadata.confidence ?? {});

/** The confidence of the fields the form shows as the page gave them, with the form's labels for the draft's type ("Newspaper name"). */
export const ratedFieldsAtom = atom((get) => {
  const draft = get(draftAtom);
  const capture = get(captureAtom);
  return draft && capture ? ratedFields(draft.referenceTypeID, get(confidenceAtom), draft.data, capture.metadata.reference.data) : [];
});

/** The fields a reference of this type needs in the chosen format that are empty. */
export const missingFieldsAtom = atom((get): TypeField[] => {
  const draft = get(draftAtom);
  if (!draft) return [];
  const type = getReferenceType(draft.referenceTypeID);
  if (!type.ok) return [];
  return missingRequiredFields(type.value, draft.data, get(formatAtom));
});

/** What the api's lookup can fill a thin reference from: the DOI, else the ISBN, else the page's address. */
export const lookupTermAtom = atom((get) => {
  const data = get(draftAtom)?.data;
  const doi = typeof data?.doi === 'string' && data.doi.trim() ? data.doi.trim() : undefined;
  const isbn = Array.isArray(data?.isbns) && typeof data.isbns[0] === 'string' ? data.isbns[0] : undefined;
  const url = typeof data?.url === 'string' && data.url.trim() ? data.url.trim() : get(captureAtom)?.url;
  return doi ?? isbn ?? url;
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

/**
 * Where the save is. Once saved, `sent` is the draft the library holds: edits that differ from it are sent to the
 * saved reference (`updating`), and `error` says why the last update failed.
 */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; reference: LibraryReference; sent: Draft; updating?: boolean; error?: string }
  | { status: 'queued' }
  | { status: 'failed'; message: string };
export const saveStateAtom = atom<SaveState>({ status: 'idle' });

/**
 * The page fell back to Webpage (nothing said more) and the draft still is one: the types it most likely is instead.
 * None once saved: a saved reference keeps its type.
 */
export const likelyTypesAtom = atom((get) => {
  const capture = get(captureAtom);
  const draft = get(draftAtom);
  if (!capture || !draft || get(saveStateAtom).status === 'saved') return [];
  if (capture.metadata.reference.referenceTypeID !== WEBPAGE_TYPE_ID || draft.referenceTypeID !== WEBPAGE_TYPE_ID) return [];
  return likelyPageTypes(draft.data, capture.url);
});

/** Saved, and the draft has edits the library does not have yet. */
export const unsavedEditsAtom = atom((get) => {
  const state = get(saveStateAtom);
  const draft = get(draftAtom);
  return state.status === 'saved' && draft !== undefined && differsFromSaved(draft, state.sent);
});
