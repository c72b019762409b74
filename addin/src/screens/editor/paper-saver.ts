/**
 * Saving the paper as the user types (issue 16): a save a second after the typing stops (at least every few
 * seconds while it goes on), a draft in localStorage until the api confirms it (so a reload or a closed tab loses
 * nothing), retries with backoff while the api cannot be reached (and at once when the browser is back online), and
 * a 409 from another tab's save answered by merging: the other tab's paper is read, both edits are merged block by
 * block (`mergePaperDocuments`, nothing of either dropped), the editor shows the merge and it is saved on top.
 */
import { mergePaperDocuments, mergeReferenceIds } from '@ibid/engine/paper';
import { ApiError } from '../../api/http';
import type { OpenPaper, PaperSave, PaperSummary } from '../../api/papers';
import { savedContent, type DraftStore, type PaperContent } from './paper-drafts';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed';

export interface SaverApi {
  open(paperGUID: string): Promise<OpenPaper>;
  save(paperGUID: string, body: PaperSave): Promise<PaperSummary>;
}

export interface PaperSaverOptions {
  paperGUID: string;
  /** The paper as the api answered it when opened. */
  opened: OpenPaper;
  /** Whether the editor starts with a change not yet saved (restored drafts). */
  startDirty: boolean;
  current(): PaperContent;
  /** Puts a merged paper into the editor. */
  replace(content: PaperContent): void;
  api: SaverApi;
  drafts: DraftStore;
}

/** Timings, in ms. */
export const SAVE_TIMING = {
  /** Quiet time after the last change before saving. */
  idle: 1000,
  /** Longest a change waits while typing goes on. */
  maxWait: 5000,
  /** The draft is written this long after the last change (and at once when the page is hidden). */
  draft: 300,
  /** Retry delays while offline: doubling from the first to the last. */
  retryFirst: 1000,
  retryMax: 30_000,
} as const;

export interface PaperSaver {
  status(): SaveStatus;
  /** The last failure's message ('failed'), or a note about the last merge. */
  message(): string | undefined;
  subscribe(listener: () => void): () => void;
  /** The editor changed: keep a draft soon and save after the idle time. */
  changed(): void;
  /** Saves now (Save to Ibid, before a download), as a version with this action; resolves once the api has it. */
  saveNow(action?: PaperSave['action']): Promise<void>;
  /** Writes the draft at once (the page is being hidden or closed). */
  keepDraft(): void;
  /** The browser is back online: retry now. */
  retryNow(): void;
  /** The tab is shown again: takes in what another tab saved meanwhile (merged with any change of ours). */
  catchUp(): Promise<void>;
  dispose(): void;
}

const isOffline = (error: unknown) => error instanceof ApiError && (error.isConnectionError || error.status >= 500);
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

export function createPaperSaver(options: PaperSaverOptions): PaperSaver {
  const { paperGUID, api, current, replace } = options;
  const { drafts } = options;
  let base: PaperContent = savedContent(options.opened);
  let lastModifiedDate = options.opened.lastModifiedDate;
  /** Counts changes: a save confirms the content of the generation it sent. */
  let generation = options.startDirty ? 1 : 0;
  let confirmed = 0;
  let status: SaveStatus = options.startDirty ? 'saving' : 'saved';
  let message: string | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let draftTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay: number = SAVE_TIMING.retryFirst;
  let inFlight: Promise<void> | undefined;
  let pendingAction: PaperSave['action'] | undefined;
  let disposed = false;
  const listeners = new Set<() => void>();

  const setStatus = (next: SaveStatus, text?: string) => {
    if (next === status && text === message) return;
    status = next;
    message = text;
    for (const listener of listeners) listener();
  };
  const dirty = () => generation !== confirmed;

  const keepDraft = () => {
    clearTimeout(draftTimer);
    draftTimer = undefined;
    if (!dirty()) return;
    drafts.write(current(), lastModifiedDate);
  };

  const clearTimers = () => {
    clearTimeout(idleTimer);
    clearTimeout(maxTimer);
    idleTimer = undefined;
    maxTimer = undefined;
  };

  const schedule = () => {
    if (disposed || retryTimer) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void flush(), SAVE_TIMING.idle);
    maxTimer ??= setTimeout(() => void flush(), SAVE_TIMING.maxWait);
  };

  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, SAVE_TIMING.retryMax);
  };

  /** Another tab saved first: merge its paper with ours and put the merge in the editor. */
  const merge = async () => {
    const theirs = await api.open(paperGUID);
    const mine = current();
    const mineIfChanged = <K extends 'title' | 'course' | 'teacher'>(key: K) => (mine[key] !== base[key] ? mine[key] : theirs[key]);
    const merged: PaperContent = {
      document: mergePaperDocuments(base.document, mine.document, theirs.document),
      referenceUniqueIDs: mergeReferenceIds(base.referenceUniqueIDs, mine.referenceUniqueIDs, theirs.genesisReferences),
      title: mineIfChanged('title'),
      course: mineIfChanged('course'),
      teacher: mineIfChanged('teacher'),
    };
    base = savedContent(theirs);
    lastModifiedDate = theirs.lastModifiedDate;
    replace(merged);
    generation++;
    message = 'This paper was also changed in another tab or device: both changes are kept.';
  };

  const saveOnce = async (action: PaperSave['action']) => {
    const sent = generation;
    const content = current();
    keepDraft();
    const { title, course, teacher, ...saving } = content;
    // A title page carries the paper's name, course and instructor (the api keeps the record in step with it); only a paper without one sends them.
    const named = saving.document.content.some((node) => node.type === 'titlePage') ? {} : { title, course, teacher };
    const saved = await api.save(paperGUID, { ...saving, ...named, action, lastModifiedDate });
    lastModifiedDate = saved.lastModifiedDate;
    base = content;
    confirmed = sent;
  };

  async function run(): Promise<void> {
    clearTimers();
    while (!disposed && (dirty() || pendingAction === 'Manual Save')) {
      const action = pendingAction ?? 'Auto Save';
      pendingAction = undefined;
      setStatus('saving', message);
      try {
        await saveOnce(action);
        retryDelay = SAVE_TIMING.retryFirst;
      } catch (error) {
        if (isConflict(error)) {
          try {
            await merge();
            if (action === 'Manual Save') pendingAction = action;
            continue;
          } catch (mergeError) {
            error = mergeError;
          }
        }
        if (action === 'Manual Save') pendingAction = action;
        if (isOffline(error)) {
          setStatus('offline');
          retryLater();
        } else {
          setStatus('failed', error instanceof Error ? error.message : 'The paper could not be saved.');
        }
        throw error;
      }
    }
    if (!dirty()) {
      drafts.clear();
      setStatus('saved', message);
    }
  }

  function flush(action?: PaperSave['action']): Promise<void> {
    if (action === 'Manual Save') pendingAction = action;
    if (inFlight) return inFlight.catch(() => undefined).then(() => flush());
    inFlight = run().finally(() => {
      inFlight = undefined;
    });
    return inFlight.catch(() => undefined);
  }

  // A restored draft is saved as soon as the page settles.
  if (options.startDirty) schedule();

  return {
    status: () => status,
    message: () => message,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      generation++;
      if (status === 'saved' || status === 'failed') setStatus('saving');
      clearTimeout(draftTimer);
      draftTimer = setTimeout(keepDraft, SAVE_TIMING.draft);
      schedule();
    },
    async saveNow(action = 'Manual Save') {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      pendingAction = action;
      if (inFlight) await inFlight.catch(() => undefined);
      inFlight = run().finally(() => {
        inFlight = undefined;
      });
      await inFlight;
    },
    keepDraft,
    retryNow() {
      if (!retryTimer) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      retryDelay = SAVE_TIMING.retryFirst;
      void flush();
    },
    async catchUp() {
      if (inFlight || disposed) return;
      try {
        const theirs = await api.open(paperGUID);
        if (theirs.lastModifiedDate === lastModifiedDate || inFlight) return;
        if (!dirty()) {
          base = savedContent(theirs);
          lastModifiedDate = theirs.lastModifiedDate;
          replace(base);
          return;
        }
      } catch {
        // Offline or failing: the next save finds out and merges then.
        return;
      }
      await flush();
    },
    dispose() {
      keepDraft();
      disposed = true;
      clearTimers();
      clearTimeout(retryTimer);
      clearTimeout(draftTimer);
    },
  };
}
