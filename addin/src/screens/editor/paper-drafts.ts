/**
 * Unsaved changes kept in localStorage until the api confirms them, one draft per paper and tab (two tabs on one
 * paper must not overwrite or clear each other's). A reload finds its own tab's draft (the tab's id lives in
 * sessionStorage, which a reload keeps) and drafts other tabs left behind (closed before they could save).
 */
import { mergePaperDocuments, mergeReferenceIds, type PaperDocument } from '@ibid/engine/paper';
import type { OpenPaper } from '../../api/papers';

/** The paper's content as it is saved. */
export interface PaperContent {
  document: PaperDocument;
  referenceUniqueIDs: string[];
  /** The paper's name as the record keeps it (what the Title drawer renames on a paper without a title page). */
  title: string;
  /** The course and instructor the record keeps, what the Title drawer edits on a paper without a title page (drafts kept before them lack them). */
  course?: string;
  teacher?: string;
}

/** A paper's content as the api answered it. */
export const savedContent = (paper: OpenPaper): PaperContent => ({ document: paper.document, referenceUniqueIDs: paper.genesisReferences, title: paper.title, course: paper.course, teacher: paper.teacher });

export interface PaperDraft extends PaperContent {
  /** The lastModifiedDate of the saved paper the change was made on. */
  baseDate: string;
  /** When the draft was written (ms since the epoch). */
  editedAt: number;
}

/** A draft another tab has not touched for this long belongs to a tab that is gone. */
export const DRAFT_LEFT_BEHIND_MS = 30_000;

const PREFIX = 'ibid.paperDraft.';
const TAB_KEY = 'ibid.tabId';
const draftKey = (paperGUID: string, tab: string) => `${PREFIX}${paperGUID.toUpperCase()}.${tab}`;

/** This tab's id, kept over reloads. */
export function tabId(session: Storage = sessionStorage): string {
  const known = session.getItem(TAB_KEY);
  if (known) return known;
  const made = crypto.randomUUID();
  session.setItem(TAB_KEY, made);
  return made;
}

export interface DraftStore {
  write(content: PaperContent, baseDate: string): void;
  /** This tab's draft and those other tabs left behind; they are cleared with this tab's once it is saved. */
  restore(): PaperDraft[];
  /** The api has the change: drops this tab's draft and those it took in. */
  clear(): void;
}

export function createDraftStore(storage: Storage, paperGUID: string, tab: string, now: () => number = Date.now): DraftStore {
  const own = draftKey(paperGUID, tab);
  const adopted = new Set<string>();
  const read = (key: string): PaperDraft | undefined => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    write(content, baseDate) {
      try {
        storage.setItem(own, JSON.stringify({ ...content, baseDate, editedAt: now() } satisfies PaperDraft));
      } catch {
        // A full storage keeps no draft; the save itself still runs.
      }
    },
    restore() {
      const prefix = `${PREFIX}${paperGUID.toUpperCase()}.`;
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(prefix) === true);
      return keys.flatMap((key) => {
        const draft = read(key);
        if (!draft || (key !== own && now() - draft.editedAt < DRAFT_LEFT_BEHIND_MS)) return [];
        adopted.add(key);
        return [draft];
      });
    },
    clear() {
      storage.removeItem(own);
      for (const key of adopted) storage.removeItem(key);
      adopted.clear();
    },
  };
}

/**
 * What the editor opens: the saved paper, or with the drafts a reload or a closed tab left: a lone draft made on the
 * paper as saved is taken as it is; otherwise each is merged with the saved paper, nothing of either dropped.
 */
export function openingContent(opened: OpenPaper, drafts: readonly PaperDraft[]): { content: PaperContent; dirty: boolean } {
  const saved = savedContent(opened);
  if (drafts.length === 0) return { content: saved, dirty: false };
  const draft = drafts[0]!;
  if (drafts.length === 1 && draft.baseDate === opened.lastModifiedDate) {
    return { content: { document: draft.document, referenceUniqueIDs: draft.referenceUniqueIDs, title: draft.title ?? opened.title, course: draft.course ?? opened.course, teacher: draft.teacher ?? opened.teacher }, dirty: true };
  }
  const content = [...drafts]
    .sort((a, b) => a.editedAt - b.editedAt)
    .reduce<PaperContent>(
      (merged, draft) => ({
        document: mergePaperDocuments(undefined, draft.document, merged.document),
        referenceUniqueIDs: mergeReferenceIds(undefined, draft.referenceUniqueIDs, merged.referenceUniqueIDs),
        title: draft.title ?? merged.title,
        course: draft.course ?? merged.course,
        teacher: draft.teacher ?? merged.teacher,
      }),
      saved,
    );
  return { content, dirty: true };
}
