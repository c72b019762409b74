/**
 * The browser editor's `DocumentHost` (DESIGN.md "Two editors, one DocumentHost"): one paper open in a TipTap
 * editor. Every change goes through the editor's transactions (so Undo takes it back and the autosave sees it);
 * the paper's references and saving belong to its `PaperRecord`.
 */
import type { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';
import type { Node as PmNode, ResolvedPos } from '@tiptap/pm/model';
import type { Reference } from '@ibid/engine';
import { getPaperType, layoutFormat, paperReferenceListTitle, titlePageLines, type PaperType, type TitlePageAttrs } from '@ibid/engine/paper';
import { paperDocumentOf } from '../screens/editor/paper-json';
import type { LayoutStore } from '../screens/editor/layout-store';
import { HostError, sameReference, type CitationAttrs, type DocumentHost, type HostPaper, type PaperReference, type RecordCourse } from './document-host';
import { hostPaper } from './host-paper';

/** What the editor page keeps of the paper besides its document: its references and its saving. */
export interface PaperRecord {
  readonly paperGUID: string;
  /** The paper's references in its order, as the engine reads them. */
  references(): readonly Reference[];
  /** The paper's name as the record keeps it. */
  title(): string;
  /** Renames a paper without a title page; saved with the next save. */
  rename(title: string): void;
  /** The course and instructor the record keeps (a paper without a title page has nowhere else for them). */
  course(): RecordCourse;
  /** Changes them on a paper without a title page; saved with the next save. */
  setCourse(fields: RecordCourse): void;
  /** Sets the paper's references (unique ids, in order), loading those not held yet; saved with the next save. */
  setReferences(uniqueIds: readonly string[]): Promise<void>;
  /** Saves now, as a version with this action. */
  save(action: string): Promise<void>;
  /** Saves, then downloads the clean copy. */
  cleanCopy(): Promise<void>;
  /** Calls `listener` when the references change. */
  subscribe(listener: () => void): () => void;
}

export interface WebHostParts {
  editor: Editor;
  record: PaperRecord;
  layout: LayoutStore;
}

/** Transaction meta of the host's changes: the page lays them out at once instead of after typing pauses. */
export const HOST_CHANGE = 'ibidHostChange';

/** How long changes are gathered before the listeners hear of them: typing does not re-render the pane per key. */
const NOTIFY_DELAY_MS = 120;

const newId = () => crypto.randomUUID().toUpperCase();

/** Where a node of a type stands, by predicate, with its position. */
function findNode(doc: PmNode, test: (node: PmNode) => boolean): { node: PmNode; pos: number } | undefined {
  let found: { node: PmNode; pos: number } | undefined;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (test(node)) {
      found = { node, pos };
      return false;
    }
    return !node.isTextblock || node.childCount > 0;
  });
  return found;
}

/** The title page's attrs in the editor's document (`paperTitlePage` of the engine's model, which the schema puts first). */
export function editorTitlePage(doc: PmNode): TitlePageAttrs | undefined {
  const first = doc.firstChild;
  return first?.type.name === 'titlePage' ? (first.attrs as TitlePageAttrs) : undefined;
}

const isCitation = (id: string) => (node: PmNode) => node.type.name === 'citation' && node.attrs.citationUniqueID === id;

const referenceList = (doc: PmNode) => findNode(doc, (node) => node.type.name === 'referenceList');

/** Whether the reference list still has the title the paper type and title give it (the writer has not renamed it). */
const listTitleFollows = (doc: PmNode, type: PaperType, title: string) => referenceList(doc)?.node.attrs.title === paperReferenceListTitle(type, title);

/** The reference list's title follows a new paper type or title, unless the writer renamed it. */
function retitleList(tr: Transaction, [fromType, fromTitle]: [PaperType, string], [toType, toTitle]: [PaperType, string]): void {
  const list = referenceList(tr.doc);
  if (list && list.node.attrs.title === paperReferenceListTitle(fromType, fromTitle)) tr.setNodeMarkup(list.pos, undefined, { ...list.node.attrs, title: paperReferenceListTitle(toType, toTitle) });
}

/** The ancestors' names of a position, outermost first. */
const ancestors = ($pos: ResolvedPos) => Array.from({ length: $pos.depth + 1 }, (_, depth) => $pos.node(depth).type.name);

/** Text may hold citations in the body, the abstract and appendices; not in the reference list's annotations. */
function citationAllowed($pos: ResolvedPos): boolean {
  const names = ancestors($pos);
  return $pos.parent.type.name === 'paragraph' && !names.includes('referenceList') && !names.includes('footnote');
}

/** Blocks (figures, tables) go after the paragraph at the cursor, in the body or an appendix. */
function blockInsertPos($pos: ResolvedPos): number | undefined {
  if ($pos.parent.type.name !== 'paragraph') return undefined;
  const container = $pos.node($pos.depth - 1).type.name;
  return container === 'doc' || container === 'appendix' ? $pos.after($pos.depth) : undefined;
}

export function createWebHost({ editor, record, layout }: WebHostParts): DocumentHost {
  const paperType = (): PaperType | undefined => getPaperType(editor.state.doc.attrs.paperTypeID as number);
  const requireType = () => {
    const type = paperType();
    if (!type) throw new HostError('no-paper', 'This document is not an Ibid paper.');
    return type;
  };
  const titlePage = () => (editorTitlePage(editor.state.doc) ? { node: editor.state.doc.firstChild!, pos: 0 } : undefined);
  const dispatch = (build: (tr: typeof editor.state.tr) => void) => {
    // Each host change is one step of its own in the undo history, never merged with the typing around it.
    const tr = closeHistory(editor.state.tr).setMeta(HOST_CHANGE, true);
    build(tr);
    editor.view.dispatch(tr);
  };
  /** A paper without a title page (a list, an adopted paper) is renamed on its record; a list headed by its name follows. */
  const renameUntitled = (title: string | undefined) => {
    const type = paperType();
    if (title === undefined || !type) return;
    const before = record.title();
    record.rename(title);
    if (listTitleFollows(editor.state.doc, type, before)) dispatch((tr) => retitleList(tr, [type, before], [type, title]));
  };
  const refuseInAdvancedMode = () => {
    if (editor.state.doc.attrs.advancedMode) throw new HostError('advanced-mode', 'Citations are plain text in Advanced Edit Mode.');
  };

  const insertFront = (type: 'abstract' | 'tableOfContents', content: Record<string, unknown>) => {
    if (findNode(editor.state.doc, (node) => node.type.name === type)) return;
    const doc = editor.state.doc;
    // Front matter order: title page, abstract, table of contents.
    let pos = 0;
    doc.forEach((child, offset) => {
      if (child.type.name === 'titlePage' || (type === 'tableOfContents' && child.type.name === 'abstract')) pos = offset + child.nodeSize;
    });
    dispatch((tr) => {
      tr.insert(pos, editor.schema.nodeFromJSON(content));
      if (type === 'abstract') tr.setSelection(TextSelection.near(tr.doc.resolve(pos + 2)));
    });
  };

  /**
   * An annotated bibliography holds one annotation per reference, in its list's order: each entry has its
   * paragraphs to type under it. Kept so as references come and go and the format's order changes.
   */
  const syncAnnotations = () => {
    if (paperType()?.kind !== 'annotated-bibliography') return;
    const list = referenceList(editor.state.doc);
    if (!list) return;
    const held = new Map<string, PmNode>();
    list.node.forEach((child) => held.set(String(child.attrs.referenceUniqueID).toUpperCase(), child));
    const { annotation, paragraph } = editor.schema.nodes;
    const wanted = layout.current().referenceList.entries.map(
      ({ referenceUniqueID }) => held.get(referenceUniqueID) ?? annotation!.create({ referenceUniqueID }, paragraph!.create({ style: 'ReferenceAnnotation' })),
    );
    const current: PmNode[] = [];
    list.node.forEach((child) => current.push(child));
    if (wanted.length === current.length && wanted.every((node, index) => node === current[index])) return;
    dispatch((tr) => tr.replaceWith(list.pos + 1, list.pos + list.node.nodeSize - 1, wanted));
  };

  const host: DocumentHost = {
    async paper(): Promise<HostPaper | undefined> {
      const { attrs } = editor.state.doc;
      return hostPaper({ paperGUID: record.paperGUID, paperTypeID: attrs.paperTypeID as number, titlePage: editorTitlePage(editor.state.doc), name: record.title(), record: record.course(), advancedMode: attrs.advancedMode === true });
    },
    async paperFormat(fallback) {
      const type = paperType();
      return type ? layoutFormat(type) : fallback;
    },
    async references(): Promise<PaperReference[]> {
      const laid = layout.current();
      // One walk over the paper, not one per citation: the pane asks again after every change.
      const nodes = new Map<string, PmNode>();
      editor.state.doc.descendants((node) => {
        if (node.type.name === 'citation') nodes.set(node.attrs.citationUniqueID as string, node);
      });
      const citations = new Map<string, PaperReference['citations']>();
      for (const id of laid.citationOrder) {
        const items: CitationAttrs['items'] = nodes.get(id)?.attrs.items ?? [];
        const displayValue = laid.citations[id]?.text.text ?? '';
        for (const item of items) {
          const key = item.referenceUniqueID.toUpperCase();
          citations.set(key, [...(citations.get(key) ?? []), { citationUniqueID: id, displayValue }]);
        }
      }
      return record.references().map((reference) => {
        const id = (reference.referenceUniqueID ?? '').toUpperCase();
        return { referenceUniqueID: id, citations: citations.get(id) ?? [] };
      });
    },
    async addReferences(uniqueIds) {
      const held = record.references().map((r) => (r.referenceUniqueID ?? '').toUpperCase());
      const added = uniqueIds.map((id) => id.toUpperCase()).filter((id, index, all) => !held.includes(id) && all.indexOf(id) === index);
      if (added.length > 0) await record.setReferences([...held, ...added]);
      syncAnnotations();
    },
    async removeReference(uniqueId) {
      const cites = (node: PmNode) => (node.attrs.items as CitationAttrs['items']).some((item: CitationAttrs['items'][number]) => sameReference(item.referenceUniqueID, uniqueId));
      const found: { node: PmNode; pos: number }[] = [];
      editor.state.doc.descendants((node, pos) => {
        if (node.type.name === 'citation' && cites(node)) found.push({ node, pos });
      });
      if (found.length > 0) {
        dispatch((tr) => {
          // From the end, so earlier positions stay right; a group citation keeps its other references.
          for (const { node, pos } of found.reverse()) {
            const items = (node.attrs.items as CitationAttrs['items']).filter((item: CitationAttrs['items'][number]) => !sameReference(item.referenceUniqueID, uniqueId));
            if (items.length === 0) tr.delete(pos, pos + node.nodeSize);
            else tr.setNodeMarkup(pos, undefined, { ...node.attrs, items });
          }
        });
      }
      const kept = record.references().map((r) => (r.referenceUniqueID ?? '').toUpperCase()).filter((id) => !sameReference(id, uniqueId));
      await record.setReferences(kept);
      syncAnnotations();
    },
    subscribe(listener) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const later = () => {
        clearTimeout(timer);
        timer = setTimeout(listener, NOTIFY_DELAY_MS);
      };
      const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
        if (transaction.docChanged) later();
      };
      editor.on('transaction', onTransaction);
      const offRecord = record.subscribe(later);
      return () => {
        clearTimeout(timer);
        editor.off('transaction', onTransaction);
        offRecord();
      };
    },
    async layout() {
      return layout.current();
    },
    async paperDocument() {
      return paperType() ? paperDocumentOf(editor.state.doc) : undefined;
    },

    async insertCitation(citation) {
      refuseInAdvancedMode();
      const { selection } = editor.state;
      if (selection instanceof NodeSelection || !citationAllowed(selection.$to)) {
        throw new HostError('citation-placement', 'A citation cannot go here: place the cursor in the text of the paper.');
      }
      const pos = selection.to;
      dispatch((tr) => {
        tr.insert(pos, editor.schema.nodes.citation!.create(citation));
        tr.setSelection(TextSelection.create(tr.doc, pos + 1));
      });
    },
    async citation(citationUniqueID) {
      return findNode(editor.state.doc, isCitation(citationUniqueID))?.node.attrs as CitationAttrs | undefined;
    },
    async updateCitation(citation) {
      refuseInAdvancedMode();
      const found = findNode(editor.state.doc, isCitation(citation.citationUniqueID));
      if (!found) throw new HostError('failed', 'That citation is no longer in the paper.');
      dispatch((tr) => tr.setNodeMarkup(found.pos, undefined, citation));
    },
    async removeCitation(citationUniqueID) {
      const found = findNode(editor.state.doc, isCitation(citationUniqueID));
      if (found) dispatch((tr) => tr.delete(found.pos, found.pos + found.node.nodeSize));
    },
    async revealCitation(citationUniqueID) {
      const found = findNode(editor.state.doc, isCitation(citationUniqueID));
      if (!found) throw new HostError('failed', 'That citation is no longer in the paper.');
      dispatch((tr) => tr.setSelection(NodeSelection.create(tr.doc, found.pos)).scrollIntoView());
      editor.view.focus();
    },

    async updateTitlePage(fields) {
      const found = titlePage();
      if (!found) {
        const { course = record.course().course, teacher = record.course().teacher } = fields;
        record.setCourse({ course, teacher });
        return renameUntitled(fields.title);
      }
      dispatch((tr) => {
        tr.setNodeMarkup(found.pos, undefined, { ...found.node.attrs, ...fields });
        // An annotated bibliography's list is headed by the paper's title (paperReferenceListTitle).
        const type = paperType();
        if (type && fields.title !== undefined) retitleList(tr, [type, found.node.attrs.title as string], [type, fields.title]);
      });
    },
    async customizeTitlePage() {
      const found = titlePage();
      if (!found) return;
      const lines = titlePageLines(requireType().id, found.node.attrs as TitlePageAttrs);
      const paragraph = (text: string, style = 'Normal') => ({ type: 'paragraph', attrs: { style }, content: text ? [{ type: 'text', text }] : [] });
      const title = paragraph(lines?.title ?? '', 'Heading1');
      const byline = (lines?.byline ?? []).map((line) => paragraph(line));
      const paragraphs = lines?.bylineFirst ? [...byline, title] : [title, ...byline];
      dispatch((tr) => tr.replaceWith(found.pos, found.pos + found.node.nodeSize, paragraphs.map((json) => editor.schema.nodeFromJSON(json))));
    },
    async insertTableOfContents() {
      insertFront('tableOfContents', { type: 'tableOfContents' });
    },
    async insertAbstract() {
      insertFront('abstract', { type: 'abstract', content: [{ type: 'paragraph' }] });
    },
    async insertAppendix() {
      const end = editor.state.doc.content.size;
      dispatch((tr) => {
        tr.insert(end, editor.schema.nodeFromJSON({ type: 'appendix', attrs: { id: newId() }, content: [{ type: 'paragraph', attrs: { style: 'Heading1' } }] }));
        tr.setSelection(TextSelection.near(tr.doc.resolve(end + 2))).scrollIntoView();
      });
      editor.view.focus();
    },
    async refreshAppendixNames() {
      // Labels are laid out from the document each time; refreshing only makes sure the views show the latest.
      layout.refresh();
    },
    async insertFigure({ title, src, includeNotes }) {
      const pos = blockInsertPos(editor.state.selection.$to);
      if (pos === undefined) throw new HostError('figure-placement', 'A figure cannot go here: place the cursor in a paragraph of the paper.');
      dispatch((tr) => tr.insert(pos, editor.schema.nodes.figure!.create({ id: newId(), title, src, note: includeNotes ? 'Note text.' : '' })));
    },
    async insertTable({ title, columns, rows, includeNotes }) {
      const pos = blockInsertPos(editor.state.selection.$to);
      if (pos === undefined) throw new HostError('table-placement', 'A table cannot go here: place the cursor in a paragraph of the paper.');
      const cells = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ''));
      dispatch((tr) => tr.insert(pos, editor.schema.nodes.table!.create({ id: newId(), title, note: includeNotes ? 'Note text.' : '', rows: cells })));
    },
    async applyTextStyle(style) {
      const { from, to } = editor.state.selection;
      dispatch((tr) => {
        tr.doc.nodesBetween(from, to, (node, pos) => {
          if (node.type.name === 'paragraph') tr.setNodeMarkup(pos, undefined, { ...node.attrs, style });
          return !node.isTextblock;
        });
      });
    },
    async switchPaperType(paperTypeID) {
      const from = requireType();
      const to = getPaperType(paperTypeID);
      if (!to || to.kind !== from.kind || to.legacy) throw new HostError('failed', 'A paper switches only to the same kind of paper in APA 7, MLA 9 or Turabian 9.');
      if (to.id === from.id) return;
      dispatch((tr) => {
        tr.setDocAttribute('paperTypeID', to.id);
        const title = (titlePage()?.node.attrs.title as string | undefined) ?? '';
        retitleList(tr, [from, title], [to, title]);
      });
      syncAnnotations();
    },
    async enableAdvancedMode() {
      const laid = layout.current();
      const found: { node: PmNode; pos: number }[] = [];
      editor.state.doc.descendants((node, pos) => {
        if (node.type.name === 'citation') found.push({ node, pos });
      });
      dispatch((tr) => {
        for (const { node, pos } of found.reverse()) {
          const citation = laid.citations[node.attrs.citationUniqueID as string];
          const note = citation?.note;
          // Turabian's notes stay notes, now typed; APA and MLA citations become their text.
          const replacement = note
            ? editor.schema.nodes.footnote!.create(null, note.text.text ? editor.schema.text(note.text.text) : null)
            : citation?.text.text
              ? editor.schema.text(citation.text.text, tr.doc.resolve(pos).marks())
              : null;
          if (replacement) tr.replaceWith(pos, pos + node.nodeSize, replacement);
          else tr.delete(pos, pos + node.nodeSize);
        }
        tr.setDocAttribute('advancedMode', true);
      });
    },

    save: (action) => record.save(action),
    createCleanCopy: () => record.cleanCopy(),
  };
  return host;
}
