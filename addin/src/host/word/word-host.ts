/// <reference types="office-js" />
/**
 * The Word `DocumentHost` (DESIGN.md "Two editors, one DocumentHost"): the paper is the open Word document, in the
 * exchange format the engine writes and reads (citations in controls tagged `ibid:citation:<id>` with their data in
 * the paper's custom XML part, the reference list in `ibid:reference-list`, the record's ids and the title page in
 * the custom properties). Each user action is one `Word.run` batch: everything is read first, then every change is
 * queued and sent in one last sync, so a failure leaves the document as it was. After each change the citations'
 * texts and the reference list are laid out again (`layoutPaper`) in the same batch.
 */
import type { Reference } from '@ibid/engine';
import {
  CONTROL_KINDS,
  FORMAT_RULES,
  controlTag,
  getPaperType,
  layoutFormat,
  layoutPaper,
  readPaperDocx,
  REFERENCE_LIST_TAG,
  type CitationNode,
  type PaperDocument,
  type PaperLayout,
  type PaperType,
} from '@ibid/engine/paper';
import { ApiError } from '../../api/http';
import { paperApi, PAPER_DOCUMENT_TYPES, type OpenPaper, type PaperSave, type PaperSummary, type DownloadedFile, type PaperDocumentType } from '../../api/papers';
import { HostError, sameReference, type CitationAttrs, type DocumentHost, type HostPaper, type PaperReference } from '../document-host';
import { hostPaper } from '../host-paper';
import { controlsOf, documentCitations, readControls, type IbidControl } from './controls';
import { WORD_MESSAGES, WORD_TOO_OLD } from './messages';
import { documentBytes, supports, toBase64, WORD_API, type OfficeApis } from './office';
import { paperSkeleton } from './paper-model';
import { readPaperData, type PaperData } from './paper-data';
import { documentPaper, readProperties, TITLE_PROPERTIES, writeProperties, type DocumentPaper } from './properties';
import { removeControl, renderCitations, renderReferenceList, replaceControlText, setStyle } from './render';
import { captionedLines, captionLines, insertPart, noteLine, titlePageText, type PartLine } from './sections';

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
interface Batch {
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

/** Where citations may stand: the paper's text, its abstract and appendices, not in any other control. */
const CITABLE_PARENTS = new Set<string>([controlTag('abstract')]);
const inAppendix = (tag: string) => tag.startsWith(controlTag('appendix', ''));
/** Figures and tables go after a paragraph of the text or of an appendix. */
const blockAllowed = (parent: Word.ContentControl) => parent.isNullObject || inAppendix(parent.tag);
const citationAllowed = (parent: Word.ContentControl) => parent.isNullObject || CITABLE_PARENTS.has(parent.tag) || inAppendix(parent.tag);

/** How long the cursor rests before the listeners hear of the writer's changes (the browser editor's delay). */
const NOTIFY_DELAY_MS = 120;
/** Office's DocumentSelectionChanged event type, by value: the namespace's enum is not there outside Office. */
const SELECTION_CHANGED = 'documentSelectionChanged' as unknown as Office.EventType;

/** Turabian's citations are notes (the layout gives each a note). */
const usesNotes = (type: PaperType) => layoutFormat(type) === 'turabian9';

const stripDataUrl = (src: string) => src.replace(/^data:[^,]*,/, '');

/** Anything but the host's and the api's own errors becomes the spec's "something went wrong" (§8). */
function hostError(error: unknown): Error {
  if (error instanceof HostError || error instanceof ApiError) return error;
  return new HostError('failed', WORD_MESSAGES.failed);
}

export function createWordHost({ word, office, library, api = paperApi, newId = () => crypto.randomUUID().toUpperCase() }: WordHostOptions): DocumentHost {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  /** The paper's record as the api keeps it: its references and the date a save is based on. */
  let record: { paperGUID: string; ids: string[]; lastModifiedDate: string; title: string } | undefined;

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
      record = { paperGUID: guid, ids: opened.genesisReferences.map((id) => id.toUpperCase()), lastModifiedDate: opened.lastModifiedDate, title: opened.title };
    }
    return record;
  }

  async function paperReferences(): Promise<Reference[]> {
    const { ids } = await loadRecord();
    const held = await library();
    return ids.flatMap((id) => held.get(id) ?? []);
  }

  const layoutOf = (b: Batch, citations: readonly CitationNode[], references: readonly Reference[], controls: readonly Pick<IbidControl, 'kind' | 'id'>[] = b.controls): PaperLayout =>
    layoutPaper(paperSkeleton(b.type, b.paper, b.properties, controls, citations), references);

  /** The label a new figure, table or appendix takes at the end of its kind's numbering ("Figure 3", "Appendix B"). */
  const newLabel = (b: Batch, kind: 'figure' | 'table' | 'appendix', id: string, references: readonly Reference[]) =>
    layoutOf(b, b.citations, references, [...b.controls, { kind, id }]).labels[id]?.label ?? CONTROL_KINDS[kind].alias;

  /** Whether this paper's citations are Word footnotes here: a note format in a Word with footnotes in its api. */
  const footnotes = (type: PaperType) => usesNotes(type) && supports(office, WORD_API.fields);

  /** Lays the paper out with these citations and writes every citation's text and the list (queued). */
  function refresh(b: Batch, citations: readonly CitationNode[], citationControls: readonly IbidControl[], references: readonly Reference[]): PaperLayout {
    const layout = layoutOf(b, citations, references);
    if (b.paper.advancedMode) return layout;
    // A paper switched to a note format has no footnotes yet: each citation gets its own.
    renderCitations(layout, citationControls, b.notes ?? (footnotes(b.type) ? new Map() : undefined));
    // An annotated bibliography's annotations are drawn again under their entries, with the text typed in them.
    const annotations = b.type.kind === 'annotated-bibliography' ? new Map(controlsOf(b.controls, 'annotation').map(({ id, control }) => [id.toUpperCase(), control.text])) : undefined;
    for (const list of controlsOf(b.controls, 'reference-list')) renderReferenceList(layout, list.control, { annotations, bookmarks: canKeepData() });
    return layout;
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
      ...(document.content[0]?.type === 'titlePage' ? {} : { title: current.title }),
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

  /** Inserts a part after the anchor the caller names, unless the document already has one. */
  async function insertFront(kind: 'abstract' | 'table-of-contents', lines: (b: Batch) => PartLine[], field?: boolean) {
    await batch(async (b) => {
      if (controlsOf(b.controls, kind).length > 0) return;
      // Front matter order: title page, abstract, table of contents.
      const before = controlsOf(b.controls, 'title-page').concat(kind === 'table-of-contents' ? controlsOf(b.controls, 'abstract') : []).at(-1);
      const paragraph = before ? before.control.insertParagraph('', 'After') : b.context.document.body.insertParagraph('', 'Start');
      const { control, last } = insertPart(paragraph, kind, undefined, lines(b));
      if (field) {
        const paragraph = control.insertParagraph('', 'End');
        if (supports(office, WORD_API.fields)) paragraph.getRange('Start').insertField('Start', 'TOC', '\\o "1-3" \\h \\z \\u', true);
        else paragraph.insertOoxml(tocOoxml, 'Replace');
      } else last?.select('End');
    });
  }

  const host: DocumentHost = {
    async paper(): Promise<HostPaper | undefined> {
      try {
        const paper = documentPaper(await word.run(readProperties));
        if (!paper.type || !paper.paperGUID) return undefined;
        return hostPaper({ paperGUID: paper.paperGUID, paperTypeID: paper.type.id, titlePage: paper.titlePage, name: paper.title || record?.title || '', advancedMode: paper.advancedMode });
      } catch (error) {
        throw hostError(error);
      }
    },
    async paperFormat(fallback) {
      const paper = await host.paper();
      return paper?.format ?? fallback;
    },
    async references(): Promise<PaperReference[]> {
      const references = await paperReferences();
      const { ids } = record!;
      return batch(
        (b) => {
          if (b.paper.advancedMode) return ids.map((referenceUniqueID) => ({ referenceUniqueID, citations: [] }));
          const layout = layoutOf(b, b.citations, references);
          return ids.map((referenceUniqueID) => ({
            referenceUniqueID,
            citations: b.citations
              .filter((c) => c.attrs.items.some((item) => sameReference(item.referenceUniqueID, referenceUniqueID)))
              .map((c) => ({ citationUniqueID: c.attrs.citationUniqueID, displayValue: layout.citations[c.attrs.citationUniqueID]?.text.text ?? '' })),
          }));
        },
        { change: false },
      );
    },
    async addReferences(uniqueIds) {
      const { ids } = await loadRecord();
      const added = uniqueIds.map((id) => id.toUpperCase()).filter((id, index, all) => !ids.includes(id) && all.indexOf(id) === index);
      if (added.length > 0) await changeReferences([...ids, ...added], (b, references) => refresh(b, b.citations, controlsOf(b.controls, 'citation'), references));
    },
    async removeReference(uniqueId) {
      const { ids } = await loadRecord();
      await changeReferences(
        ids.filter((id) => !sameReference(id, uniqueId)),
        (b, references) => {
          const citations: CitationNode[] = [];
          const controls: IbidControl[] = [];
          for (const citation of b.citations) {
            const control = citationControl(b, citation.attrs.citationUniqueID)!;
            const items = citation.attrs.items.filter((item) => !sameReference(item.referenceUniqueID, uniqueId));
            if (items.length === 0) {
              // A citation of this reference alone goes; a group citation keeps its other references.
              removeControl(control.control, false);
            } else {
              citations.push({ ...citation, attrs: { ...citation.attrs, items } });
              controls.push(control);
            }
          }
          b.data?.write(citations);
          refresh(b, citations, controls, references);
        },
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) watchDocument();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) unwatchDocument();
      };
    },
    async layout() {
      const document = await host.paperDocument();
      if (!document) throw new HostError('no-paper', WORD_MESSAGES['no-paper']);
      return layoutPaper(document, await paperReferences());
    },
    async paperDocument() {
      return readDocument();
    },

    async insertCitation(citation) {
      const references = await paperReferences();
      await batch(async (b) => {
        refuseInAdvancedMode(b);
        const data = requireData(b);
        const { at, parent } = await cursor(b);
        if (!citationAllowed(parent)) throw new HostError('citation-placement', WORD_MESSAGES['citation-placement']);
        // Where the new citation stands among the others: their order numbers and words them (APA's first use, notes).
        const existing = controlsOf(b.controls, 'citation');
        const relations = existing.map(({ control }) => at.compareLocationWith(control.getRange('Whole')));
        await b.context.sync();
        const index = relations.filter((relation) => !/^(Before|AdjacentBefore|InsideStart)$/.test(relation.value)).length;
        const control = at.insertContentControl();
        control.tag = controlTag('citation', citation.citationUniqueID);
        control.title = 'Citation';
        control.appearance = 'BoundingBox';
        control.cannotDelete = false;
        const node: CitationNode = { type: 'citation', attrs: citation };
        const held = existing.filter((c) => b.citations.some((n) => n.attrs.citationUniqueID === c.id));
        const citations = [...b.citations];
        const controls = [...held];
        const position = held.filter((c) => existing.indexOf(c) < index).length;
        citations.splice(position, 0, node);
        controls.splice(position, 0, { control, kind: 'citation', id: citation.citationUniqueID });
        data.write(citations);
        refresh(b, citations, controls, references);
        control.getRange('After').select('Start');
      });
    },
    async citation(citationUniqueID) {
      return batch((b) => (citationControl(b, citationUniqueID) ? b.citations.find((c) => c.attrs.citationUniqueID === citationUniqueID)?.attrs : undefined), { change: false });
    },
    async updateCitation(citation: CitationAttrs) {
      const references = await paperReferences();
      await batch((b) => {
        refuseInAdvancedMode(b);
        const data = requireData(b);
        if (!b.citations.some((c) => c.attrs.citationUniqueID === citation.citationUniqueID)) throw new HostError('failed', 'That citation is no longer in the paper.');
        const citations = b.citations.map((c) => (c.attrs.citationUniqueID === citation.citationUniqueID ? { ...c, attrs: citation } : c));
        data.write(citations);
        refresh(b, citations, citations.map((c) => citationControl(b, c.attrs.citationUniqueID)!), references);
      });
    },
    async removeCitation(citationUniqueID) {
      const references = await paperReferences();
      await batch((b) => {
        const found = citationControl(b, citationUniqueID);
        if (!found) return;
        removeControl(found.control, false);
        const citations = b.citations.filter((c) => c.attrs.citationUniqueID !== citationUniqueID);
        b.data?.write(citations);
        refresh(b, citations, citations.map((c) => citationControl(b, c.attrs.citationUniqueID)!), references);
      });
    },
    async revealCitation(citationUniqueID) {
      await batch((b) => {
        const found = citationControl(b, citationUniqueID);
        if (!found) throw new HostError('failed', 'That citation is no longer in the paper.');
        found.control.select('Select');
      });
    },

    async updateTitlePage(fields) {
      const references = await paperReferences();
      const renamed = record!.title;
      await batch((b) => {
        const values = Object.fromEntries(
          Object.entries(TITLE_PROPERTIES).flatMap(([field, property]) => {
            const value = fields[field as keyof typeof TITLE_PROPERTIES];
            return value === undefined ? [] : [[property, value]];
          }),
        );
        writeProperties(b.context, values);
        const properties = new Map([...b.properties, ...Object.entries(values)]);
        const paper = documentPaper(properties);
        const page = controlsOf(b.controls, 'title-page')[0];
        if (page && paper.titlePage) replaceControlText(page.control, titlePageText(b.type.id, { ...paper.titlePage, authorNote: fields.authorNote ?? '' }).join('\n'));
        // An annotated bibliography's list is headed by the paper's title.
        refresh({ ...b, properties, paper }, b.citations, controlsOf(b.controls, 'citation'), references);
        // A paper without a title page is renamed on its record too, saved at once.
        if (!paper.titlePage && fields.title !== undefined) record!.title = fields.title;
      });
      if (record!.title !== renamed) await persist('Auto Save');
    },
    async customizeTitlePage() {
      await batch((b) => {
        for (const page of controlsOf(b.controls, 'title-page')) {
          removeControl(page.control, true);
        }
        writeProperties(b.context, { CustomTitlePage: 'true' });
      });
    },
    async insertTableOfContents() {
      await insertFront('table-of-contents', (b) => [{ text: FORMAT_RULES[layoutFormat(b.type)].contentsTitle, style: 'SectionTitle' }], true);
    },
    async insertAbstract() {
      await insertFront('abstract', () => [{ text: 'Abstract', style: 'SectionTitle' }, { text: '' }]);
    },
    async insertAppendix() {
      const references = await paperReferences();
      await batch((b) => {
        const id = newId();
        const label = newLabel(b, 'appendix', id, references);
        const { last } = insertPart(b.context.document.body.insertParagraph('', 'End'), 'appendix', id, [{ text: label, style: 'SectionTitle' }, { text: '', style: 'SectionTitle' }]);
        last?.select('End');
      });
    },
    async refreshAppendixNames() {
      const references = await paperReferences();
      await batch((b) => {
        const { labels } = layoutOf(b, b.citations, references);
        for (const { control, id } of controlsOf(b.controls, 'appendix')) {
          const label = control.paragraphs.getFirst();
          label.insertText(labels[id]?.label ?? 'Appendix', 'Replace');
        }
      });
    },
    async insertFigure({ title, src, includeNotes }) {
      const references = await paperReferences();
      await batch(async (b) => {
        const { at, parent } = await cursor(b);
        if (!blockAllowed(parent)) throw new HostError('figure-placement', WORD_MESSAGES['figure-placement']);
        const id = newId();
        const rules = FORMAT_RULES[layoutFormat(b.type)];
        const label = newLabel(b, 'figure', id, references);
        const lines = captionedLines(rules.figure, captionLines(rules.figure, label, title), { picture: stripDataUrl(src) }, noteLine(rules, includeNotes ? 'Note text.' : ''));
        insertPart(at.paragraphs.getLast().insertParagraph('', 'After'), 'figure', id, lines);
      });
    },
    async insertTable({ title, columns, rows, includeNotes }) {
      const references = await paperReferences();
      await batch(async (b) => {
        const { at, parent } = await cursor(b);
        if (!blockAllowed(parent)) throw new HostError('table-placement', WORD_MESSAGES['table-placement']);
        const id = newId();
        const rules = FORMAT_RULES[layoutFormat(b.type)];
        const label = newLabel(b, 'table', id, references);
        const cells = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ''));
        const lines = captionedLines(rules.table, captionLines(rules.table, label, title), { table: cells }, noteLine(rules, includeNotes ? 'Note text.' : ''));
        insertPart(at.paragraphs.getLast().insertParagraph('', 'After'), 'table', id, lines);
      });
    },
    async applyTextStyle(style) {
      await batch(async (b) => {
        const paragraphs = b.context.document.getSelection().paragraphs;
        paragraphs.load('items');
        await b.context.sync();
        for (const paragraph of paragraphs.items) setStyle(paragraph, style);
      });
    },
    async switchPaperType(paperTypeID) {
      const references = await paperReferences();
      await batch((b) => {
        const to = getPaperType(paperTypeID);
        if (!to || to.kind !== b.type.kind || to.legacy) throw new HostError('failed', 'A paper switches only to the same kind of paper in APA 7, MLA 9 or Turabian 9.');
        if (to.id === b.type.id) return;
        writeProperties(b.context, { PaperTypeID: String(to.id) });
        const properties = new Map([...b.properties, ['PaperTypeID', String(to.id)]]);
        const paper = documentPaper(properties);
        const page = controlsOf(b.controls, 'title-page')[0];
        if (page && paper.titlePage) replaceControlText(page.control, titlePageText(to.id, paper.titlePage).join('\n'));
        refresh({ ...b, properties, paper, type: to }, b.citations, controlsOf(b.controls, 'citation'), references);
      });
    },
    async enableAdvancedMode() {
      await batch((b) => {
        // Every Ibid control goes; its text stays, no longer Ibid's to update.
        for (const { control } of b.controls) {
          removeControl(control, true);
        }
        writeProperties(b.context, { UseAdvancedMode: 'true' });
      });
    },

    async save(action) {
      try {
        await persist(action === 'Manual Save' ? 'Manual Save' : 'Auto Save');
      } catch (error) {
        throw hostError(error);
      }
    },
    async createCleanCopy() {
      try {
        await persist('Auto Save');
        const { blob } = await api.document(record!.paperGUID, PAPER_DOCUMENT_TYPES.simple);
        const base64 = toBase64(new Uint8Array(await blob.arrayBuffer()));
        await word.run(async (context) => {
          // §4: the copy is built, then the paper is marked as reviewed; the copy opens as a document of its own.
          writeProperties(context, { PaperReviewAem: 'true' });
          context.application.createDocument(base64).open();
          await context.sync();
        });
      } catch (error) {
        throw hostError(error);
      }
    },
  };
  return host;
}

/** The table of contents as Word's TOC field, for Word without `insertField` (WordApi 1.5): Word fills it on update. */
const tocOoxml =
  '<pkg:package xmlns:pkg="http://schemas.microsoft.com/office/2006/xmlPackage"><pkg:part pkg:name="/_rels/.rels" pkg:contentType="application/vnd.openxmlformats-package.relationships+xml"><pkg:xmlData><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships></pkg:xmlData></pkg:part><pkg:part pkg:name="/word/document.xml" pkg:contentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"><pkg:xmlData><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:fldSimple w:instr=" TOC \\o &quot;1-3&quot; \\h \\z \\u "><w:r><w:t>Right-click to update the table of contents.</w:t></w:r></w:fldSimple></w:p></w:body></w:document></pkg:xmlData></pkg:part></pkg:package>';

export { REFERENCE_LIST_TAG };
