/**
 * The reference being created or reviewed, carried between the wizard's steps (type, form, confirm) and from
 * the lookup and the .bib import into the review step. Kept in session storage so a reload keeps the work.
 */
import { addRecentType } from '@ibid/engine';
import { atom, useAtom } from 'jotai';
import { localJSONAtom, sessionJSONAtom } from './storage';

export interface ReferenceDraft {
  referenceTypeID: number;
  data: Record<string, unknown>;
  note: string;
  tags: string;
  nickname: string;
  /** Where the draft came from: the form, a lookup result, a .bib file or a legacy reference. */
  source: 'manual' | 'lookup' | 'bib' | 'legacy';
  /** A warning to show on the form, e.g. the generic lookup word warning. */
  warning?: string;
  legacyReferenceId?: number;
}

export const referenceDraftAtom = sessionJSONAtom<ReferenceDraft>('ibid.referenceDraft');

/** A blank draft of a type, as the form starts it. */
export function emptyDraft(referenceTypeID: number, source: ReferenceDraft['source'] = 'manual'): ReferenceDraft {
  return { referenceTypeID, data: {}, note: '', tags: '', nickname: '', source };
}

export function useReferenceDraft(): [ReferenceDraft | undefined, (draft: ReferenceDraft | undefined) => void] {
  return useAtom(referenceDraftAtom);
}

/** A value written by something else reads as none. */
const recentIds = (stored: unknown): number[] => (Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : []);

const storedRecentTypes = localJSONAtom<unknown>('ibid.recentTypeIds');

/** The Recent tab's type ids, newest first (reference-library §4), kept across sessions. */
export const recentTypeIdsAtom = atom(
  (get): number[] => recentIds(get(storedRecentTypes)),
  (get, set, typeId: number) => set(storedRecentTypes, addRecentType(recentIds(get(storedRecentTypes)), typeId)),
);
