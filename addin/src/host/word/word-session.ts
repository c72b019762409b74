/// <reference types="office-js" />
/**
 * What every WordHost call stands on: one `Word.run` batch per user action, so a failure leaves the document as it
 * was: everything is read first, every check and computation (placement, layout) is made, and only then is every
 * change queued and sent in one last sync (nothing is queued before a step that may fail). Also the paper's record on
 * the api, the layout of the citations and reference list from what the batch read, saving the document read back.
 */
import type { Reference } from '@ibid/engine';
import { CONTROL_KINDS, layoutFormat, layoutPaper, type CitationNode, type PaperDocument, type PaperLayout, type PaperType } from '@ibid/engine/paper';
import { ApiError } from '../../api/http';
import { paperApi, type DownloadedFile, type OpenPaper, type PaperDocumentType, type PaperSave, type PaperSummary } from '../../api/papers';
import { HostError, type RecordCourse } from '../document-host';
import { controlsOf, documentCitations, readControls, type IbidControl } from './controls';
import { WORD_MESSAGES, WORD_TOO_OLD } from './messages';
import { documentBytes, supports, WORD_API, type OfficeApis } from './office';
import { paperSkeleton } from './paper-model';
import { readPaperData, type PaperData } from './paper-data';
import { documentPaper, readProperties, type DocumentPaper } from './properties';
import { renderCitations, renderReferenceList } from './render';

/** The api calls WordHost makes: the paper's record (its references), saving a version, the clean copy. */
export interface WordPaperApi {
  open(paperGUID: string): Promise<OpenPaper>;
  save(paperGUID: string, body: PaperSave): Promise<PaperSummary>;
  document(paperGUID: string, type: PaperDocumentType): Promise<DownloadedFile>;
}

export interface WordHostOptions extends OfficeApis {
  api?: WordPaperApi;
  /** The library's references by upper-case unique id (the paper's are laid out from it). */
  library(): Promise<ReadonlyMap<string, Reference>>;
  newId?: () => string;
}

/** What a batch reads before it changes anything. */
export interface Batch {
  context: Word.RequestContext;
  properties: ReadonlyMap<string, string>;
  paper: DocumentPaper;
  type: PaperType;
  controls: IbidControl[];
  data: PaperData | undefined;
  /** The citations in document order, with their data. */
  citations: CitationNode[];
  /** Turabian with WordApi 1.5: each citation control's footnote, by citation id; undefined where notes are text. */
  notes: Map<string, Word.NoteItem> | undefined;
}

/** How long the cursor rests before the listeners hear of the writer's changes (the browser editor's delay). */
const NOTIFY_DELAY_MS = 120;
/** Office's DocumentSelectionChanged event type, by value: the namespace's enum is not there outside Office. */
const SELECTION_CHANGED = 'documentSelectionChanged' as unknown as Office.EventType;

/** Turabian's citations are notes (the layout gives each a note). */
const usesNotes = (type: PaperType) => layoutFormat(type) === 'turabian9';

/** Anything but the host's and the api's own errors becomes the spec's "something went wrong" (§8). */
export function hostError(error: unknown): Error {
  if (error instanceof HostError || error instanceof ApiError) return error;
  return new HostError('failed', WORD_MESSAGES.failed);
}

export function createWordSession({ word, office, library, api = paperApi, newId = () => crypto.randomUUID().toUpperCase() }: WordHostOptions) {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  /**
   * The paper's record as the api keeps it: its references, the date a save is based on, and the name, course and
   * instructor of a paper without a title page (the record is their only place).
   */
  let record: { paperGUID: string; ids: string[]; lastModifiedDate: string; title: string; course: RecordCourse } | undefined;

  /**
   * The writer's own changes: Word tells the common api when the selection moves (typing moves it), not what changed,
   * so the listeners hear of it once the cursor rests, as the browser editor's hear of typing.
   */
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onSelection = () => {
    clearTimeout(timer);
    timer = setTimeout(changed, NOTIFY_DELAY_MS);
  };
  const watchDocument = () => office.context.document.addHandlerAsync(SELECTION_CHANGED, onSelection);
  const unwatchDocument = () => {
    clearTimeout(timer);
    office.context.document.removeHandlerAsync(SELECTION_CHANGED, { handler: onSelection });
  };

  const canKeepData = () => supports(office, WORD_API.paperData);

  /** Runs one batch: reads the document's paper, controls and data, then `work`, then sends its changes in one sync. */
  async function batch<T>(work: (b: Batch) => Promise<T> | T, options: { change: boolean } = { change: true }): Promise<T> {
    try {
      const result = await word.run(async (context) => {
        const properties = await readProperties(context);
        const paper = documentPaper(properties);
        if (!paper.type || !paper.paperGUID) throw new HostError('no-paper', WORD_MESSAGES['no-paper']);
        const controls = await readControls(context);
        const data = canKeepData() ? await readPaperData(context) : undefined;
        const citations = documentCitations(controls, data?.citations ?? new Map());
        const notes = await readNotes(context, paper.type, controls);
        const answer = await work({ context, properties, paper, type: paper.type, controls, data, citations, notes });
        if (options.change) await context.sync();
        return answer;
      });
      if (options.change) changed();
      return result;
    } catch (error) {
      throw hostError(error);
    }
  }

  /** The footnotes of a note format's citation controls (one sync), when this Word has footnotes in its api. */
  async function readNotes(context: Word.RequestContext, type: PaperType, controls: readonly IbidControl[]) {
    if (!footnotes(type)) return undefined;
    const collections = controlsOf(controls, 'citation').map(({ control, id }) => ({ id, notes: control.footnotes.load('items') }));
    await context.sync();
    return new Map(collections.flatMap(({ id, notes }) => (notes.items[0] ? [[id, notes.items[0]] as const] : [])));
  }

  const paperGUID = async () => (await batch(({ paper }) => paper.paperGUID!, { change: false }));

  /** The record, read once: a pane works beside one document (Word opens a pane per document). */
  async function loadRecord() {
    if (!record) {
      const guid = await paperGUID();
      const opened = await api.open(guid);
      record = {
        paperGUID: guid,
        ids: opened.genesisReferences.map((id) => id.toUpperCase()),
        lastModifiedDate: opened.lastModifiedDate,
        title: opened.title,
        course: { course: opened.course, teacher: opened.teacher },
      };
    }
    return record;
  }

  async function paperReferences(): Promise<Reference[]> {
    try {
      const { ids } = await loadRecord();
      const held = await library();
      return ids.flatMap((id) => held.get(id) ?? []);
    } catch (error) {
      throw hostError(error);
    }
  }

  const layoutOf = (b: Batch, citations: readonly CitationNode[], references: readonly Reference[], controls: readonly Pick<IbidControl, 'kind' | 'id' | 'appendix'>[] = b.controls): PaperLayout =>
    layoutPaper(paperSkeleton(b.type, b.paper, b.properties, controls, citations), references);

  /** The label a new figure, table or appendix takes at the end of its kind's numbering ("Figure 3", "Appendix B"). */
  const newLabel = (b: Batch, kind: 'figure' | 'table' | 'appendix', id: string, references: readonly Reference[], appendix?: string) =>
    layoutOf(b, b.citations, references, [...b.controls, { kind, id, ...(appendix ? { appendix } : {}) }]).labels[id]?.label ?? CONTROL_KINDS[kind].alias;

  /** Whether this paper's citations are Word footnotes here: a note format in a Word with footnotes in its api. */
  const footnotes = (type: PaperType) => usesNotes(type) && supports(office, WORD_API.fields);

  /**
   * Lays the paper out with these citations, before the batch changes anything (a layout that fails leaves nothing
   * queued), and answers what writes every citation's text and the list from it, given the citations' controls.
   */
  function laidOut(b: Batch, citations: readonly CitationNode[], references: readonly Reference[]): (citationControls: readonly IbidControl[]) => void {
    const layout = layoutOf(b, citations, references);
    // An annotated bibliography's annotations are drawn again under their entries, with the text typed in them.
    const annotations = b.type.kind === 'annotated-bibliography' ? new Map(controlsOf(b.controls, 'annotation').map(({ id, control }) => [id.toUpperCase(), control.text])) : undefined;
    return (citationControls) => {
      if (b.paper.advancedMode) return;
      // A paper switched to a note format has no footnotes yet: each citation gets its own.
      renderCitations(layout, citationControls, b.notes ?? (footnotes(b.type) ? new Map() : undefined));
      for (const list of controlsOf(b.controls, 'reference-list')) renderReferenceList(layout, list.control, { annotations, bookmarks: canKeepData() });
    };
  }

  const requireData = (b: Batch): PaperData => {
    if (!b.data) throw new HostError('failed', WORD_TOO_OLD);
    return b.data;
  };
  const refuseInAdvancedMode = (b: Batch) => {
    if (b.paper.advancedMode) throw new HostError('advanced-mode', WORD_MESSAGES['advanced-mode']);
  };
  const citationControl = (b: Batch, id: string) => controlsOf(b.controls, 'citation').find((c) => c.id === id);

  /** The cursor's end and the control it stands in (or a null object), loaded. */
  async function cursor(b: Batch) {
    const at = b.context.document.getSelection().getRange('End');
    const parent = at.parentContentControlOrNullObject;
    parent.load('isNullObject,tag');
    await b.context.sync();
    return { at, parent };
  }

  /** Saves the document as it stands as a version of its record (the api keeps the paper as JSON: the .docx read back). */
  async function persist(action: PaperSave['action']) {
    const document = await readDocument();
    if (!document) throw new HostError('no-paper', WORD_MESSAGES['no-paper']);
    const current = await loadRecord();
    const saved = await api.save(current.paperGUID, {
      document,
      referenceUniqueIDs: current.ids,
      action,
      lastModifiedDate: current.lastModifiedDate,
      ...(document.content[0]?.type === 'titlePage' ? {} : { title: current.title, ...current.course }),
    });
    current.lastModifiedDate = saved.lastModifiedDate;
  }

  /**
   * The paper read back from the document's .docx (getFileAsync, compressed, then `readPaperDocx`): one reader for
   * both editors, as the .docx is the exchange format, and everything the writer typed (headings, figures, notes)
   * without a second reader over office-js's objects. It reads the whole file, so the batches that change citations
   * lay them out from what they read themselves (`paperSkeleton`); this serves the pane's layout, the paper check,
   * the abstract's word count and saving.
   */
  async function readDocument(): Promise<PaperDocument | undefined> {
    let bytes: Uint8Array;
    try {
      bytes = await documentBytes(office);
    } catch {
      throw new HostError('failed', WORD_MESSAGES.failed);
    }
    // The .docx reader (an XML parser, unzip) loads the first time the document is read back, not with the pane.
    const { readPaperDocx } = await import('@ibid/engine/paper/docx-read');
    const read = readPaperDocx(bytes);
    if (read.ok) return read.value.document;
    if (read.error.code === 'not-an-ibid-paper') return undefined;
    throw new HostError('failed', WORD_MESSAGES.failed);
  }

  /**
   * Gives the paper these references and makes the batch's change with them (the list drawn again), then saves the
   * record. A batch that fails leaves the record's references as they were; a save that fails leaves them changed,
   * as the document is, for the next save to keep.
   */
  async function changeReferences(ids: string[], change: (b: Batch, references: readonly Reference[]) => void) {
    const current = await loadRecord();
    const before = current.ids;
    current.ids = ids;
    try {
      const references = await paperReferences();
      await batch((b) => change(b, references));
    } catch (error) {
      current.ids = before;
      throw error;
    }
    await persist('Auto Save');
  }

  return {
    word,
    office,
    api,
    newId,
    /** The record once read (a paper's name, its id for the clean copy). */
    record: () => record,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) watchDocument();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) unwatchDocument();
      };
    },
    batch,
    loadRecord,
    paperReferences,
    layoutOf,
    newLabel,
    laidOut,
    requireData,
    refuseInAdvancedMode,
    citationControl,
    cursor,
    persist,
    readDocument,
    changeReferences,
  };
}

export type WordSession = ReturnType<typeof createWordSession>;
