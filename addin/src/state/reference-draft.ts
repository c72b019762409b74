/**
 * The reference being created or reviewed, carried between the wizard's steps (type, form, confirm) and from
 * the lookup and the .bib import into the review step. Kept in session storage so a reload keeps the work.
 */
import { addRecentType } from '@ibid/engine';
import { useCallback, useSyncExternalStore } from 'react';

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

const DRAFT_KEY = 'ibid.referenceDraft';
const RECENT_KEY = 'ibid.recentTypeIds';
const subscribers = new Set<() => void>();
let cachedText: string | null = null;
let cachedDraft: ReferenceDraft | undefined;

function read(): ReferenceDraft | undefined {
  const text = sessionStorage.getItem(DRAFT_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedDraft = text ? (JSON.parse(text) as ReferenceDraft) : undefined;
  }
  return cachedDraft;
}

export const draftStore = {
  get: read,
  set(draft: ReferenceDraft | undefined): void {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
    for (const notify of subscribers) notify();
  },
  subscribe(notify: () => void): () => void {
    subscribers.add(notify);
    return () => void subscribers.delete(notify);
  },
};

/** A blank draft of a type, as the form starts it. */
export function emptyDraft(referenceTypeID: number, source: ReferenceDraft['source'] = 'manual'): ReferenceDraft {
  return { referenceTypeID, data: {}, note: '', tags: '', nickname: '', source };
}

export function useReferenceDraft(): [ReferenceDraft | undefined, (draft: ReferenceDraft | undefined) => void] {
  const draft = useSyncExternalStore(draftStore.subscribe, draftStore.get);
  return [draft, useCallback((next: ReferenceDraft | undefined) => draftStore.set(next), [])];
}

/** The Recent tab's type ids, newest first (reference-library §4), kept across sessions. */
export const recentTypes = {
  get(): number[] {
    try {
      const ids: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
      return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
    } catch {
      return [];
    }
  },
  add(typeId: number): void {
    localStorage.setItem(RECENT_KEY, JSON.stringify(addRecentType(recentTypes.get(), typeId)));
  },
};
