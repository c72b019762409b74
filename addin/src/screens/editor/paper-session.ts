/**
 * One open paper in the browser: its TipTap editor, its layout, its references, its autosave and the `DocumentHost`
 * the task pane works through. Made once per page from what the api answered; `destroy` keeps the draft and stops.
 */
import { Editor, getSchema } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Selection, type Transaction } from '@tiptap/pm/state';
import { caretAfterMerge, caretInBlock } from './merge-caret';
import type { Reference } from '@ibid/engine';
import { paperTitlePage } from '@ibid/engine/paper';
import type { DocumentHost, RecordCourse } from '../../host/document-host';
import { createWebHost, HOST_CHANGE, type PaperRecord } from '../../host/web-host';
import { paperApi, PAPER_DOCUMENT_TYPES, type OpenPaper } from '../../api/papers';
import { downloadPaper } from '../papers/save-file';
import { createLayoutStore, type LayoutStore } from './layout-store';
import { paperNodeViews } from './node-views';
import { paperExtensions } from './paper-extensions';
import { createPagesStore, type PagesStore } from './paper-pages';
import { Pagination } from './pagination';
import { paperDocumentOf } from './paper-json';
import { createDraftStore, openingContent, tabId, type PaperContent } from './paper-drafts';
import { createPaperSaver, type PaperSaver, type SaverApi } from './paper-saver';

/** How long after the last keystroke the layout is redone (a deleted citation renumbers the others then). */
const LAYOUT_DELAY_MS = 150;

const laidOutAtOnce = (tr: Transaction) => tr.getMeta(HOST_CHANGE) === true || tr.getMeta('history$') !== undefined || ['paste', 'drop'].includes(tr.getMeta('uiEvent') as string);

export interface PaperSession {
  paperGUID: string;
  editor: Editor;
  layout: LayoutStore;
  /** The pages as last measured (decoration: page breaks, the table of contents' page numbers). */
  pages: PagesStore;
  host: DocumentHost;
  saver: PaperSaver;
  destroy(): void;
}

export interface PaperSessionOptions {
  opened: OpenPaper;
  /** The library's references by upper-case unique id (the paper's are taken from it). */
  library: Map<string, Reference>;
  /** Reads the library again, for references added since it was read. */
  reloadLibrary?: () => Promise<Map<string, Reference>>;
  api?: SaverApi;
  /** Where drafts are kept (localStorage), and this tab's id among the tabs open on the paper. */
  storage?: Storage;
  tab?: string;
  element?: HTMLElement;
}

export function createPaperSession(options: PaperSessionOptions): PaperSession {
  const { opened } = options;
  const storage = options.storage ?? localStorage;
  const api = options.api ?? paperApi;
  const paperGUID = opened.paperGUID.toUpperCase();
  const drafts = createDraftStore(storage, paperGUID, options.tab ?? tabId());
  const start = openingContent(opened, drafts.restore());

  let library = options.library;
  let ids = start.content.referenceUniqueIDs.map((id) => id.toUpperCase());
  let title = start.content.title;
  let course: RecordCourse = { course: start.content.course ?? opened.course, teacher: start.content.teacher ?? opened.teacher };
  const resolve = () => ids.flatMap((id) => library.get(id) ?? []);
  let references: readonly Reference[] = resolve();
  const referenceListeners = new Set<() => void>();

  let editor: Editor | undefined;
  let opening: PmNode | undefined;
  // Node views read the layout while the editor is being made: until then it lays out the opening document.
  const layout = createLayoutStore({ doc: () => editor?.state.doc ?? opening!, references: () => references });
  const pages = createPagesStore();
  const extensions = [...paperExtensions(paperNodeViews(layout, pages)), Pagination(pages)];
  opening = getSchema(extensions).nodeFromJSON(start.content.document);
  let saver: PaperSaver | undefined;

  const setIds = (next: readonly string[]) => {
    ids = next.map((id) => id.toUpperCase());
    references = resolve();
    layout.refresh();
    for (const listener of referenceListeners) listener();
  };

  const record: PaperRecord = {
    paperGUID,
    references: () => references,
    title: () => title,
    rename(next) {
      title = next;
      for (const listener of referenceListeners) listener();
      saver?.changed();
    },
    course: () => course,
    setCourse(next) {
      course = next;
      for (const listener of referenceListeners) listener();
      saver?.changed();
    },
    async setReferences(next) {
      if (next.some((id) => !library.has(id.toUpperCase())) && options.reloadLibrary) library = await options.reloadLibrary();
      setIds(next);
      saver?.changed();
    },
    save: (action) => saver!.saveNow(action === 'Manual Save' ? 'Manual Save' : 'Auto Save'),
    async cleanCopy() {
      await saver!.saveNow('Auto Save');
      await downloadPaper(paperGUID, PAPER_DOCUMENT_TYPES.simple);
    },
    subscribe(listener) {
      referenceListeners.add(listener);
      return () => referenceListeners.delete(listener);
    },
  };

  editor = new Editor({
    element: options.element ?? document.createElement('div'),
    extensions,
    content: start.content.document,
    editorProps: { attributes: { 'aria-label': 'Paper', spellcheck: 'true' } },
  });
  // The caret starts in the text, never on the title page (typing would otherwise go at it).
  const firstText = Selection.findFrom(editor.state.doc.resolve(0), 1, true);
  if (firstText) editor.view.dispatch(editor.state.tr.setSelection(firstText));
  const current = (): PaperContent => {
    const document = paperDocumentOf(editor!.state.doc);
    return { document, referenceUniqueIDs: ids, title: paperTitlePage(document)?.title ?? title, ...course };
  };
  const replace = (content: PaperContent) => {
    const caret = caretInBlock(editor!.state);
    setIds(content.referenceUniqueIDs);
    title = content.title;
    course = { course: content.course ?? course.course, teacher: content.teacher ?? course.teacher };
    editor!.chain().setMeta(HOST_CHANGE, true).setContent(content.document, { emitUpdate: false }).run();
    // The caret stays in the block it was in, wherever the merge put that block: the writer goes on typing there.
    editor!.view.dispatch(editor!.state.tr.setSelection(caretAfterMerge(editor!.state.doc, caret)));
  };
  saver = createPaperSaver({ paperGUID, opened, startDirty: start.dirty, current, replace, api, drafts });

  // The layout is redone once typing pauses; the host's changes, undo and redo, and pastes are laid out at once.
  let layoutTimer: ReturnType<typeof setTimeout> | undefined;
  const onUpdate = ({ transaction }: { transaction: Transaction }) => {
    saver!.changed();
    clearTimeout(layoutTimer);
    if (laidOutAtOnce(transaction)) layout.refresh();
    else layoutTimer = setTimeout(() => layout.refresh(), LAYOUT_DELAY_MS);
  };
  editor.on('update', onUpdate);

  const host = createWebHost({ editor, record, layout });
  return {
    paperGUID,
    editor,
    layout,
    pages,
    host,
    saver,
    destroy() {
      clearTimeout(layoutTimer);
      editor!.off('update', onUpdate);
      saver!.dispose();
      editor!.destroy();
    },
  };
}
