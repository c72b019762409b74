/**
 * The memory host's section and tool methods (title page, front matter, appendices, figures, tables, styles,
 * format, Advanced Edit Mode, saving): each really changes the paper document it keeps, as the editors do, and
 * refuses what they refuse (no figure or table where a citation cannot go either).
 */
import { getPaperType, paperTitlePage, titlePageLines, type PaperDocument, type PaperTopNode, type ParagraphNode, type TitlePageAttrs } from '@ibid/engine/paper';
import { HostError, type DocumentHost, type DocumentSectionCalls, type RecordCourse } from '../host/document-host';

export interface MemoryDocument {
  get(): PaperDocument;
  set(doc: PaperDocument): void;
  /** Runs before each change: throws the error a test queued. */
  guard(): void;
  /** Whether the cursor stands where no citation, figure or table can go. */
  cursorBlocked(): boolean;
}

export interface MemorySectionRecord {
  /** The actions of the versions saved, in order. */
  saves: string[];
  cleanCopies: number;
  /** The paper's name on its record: what the Title drawer renames on a paper without a title page. */
  name: string;
  /** The course and instructor on its record: what the Title drawer edits on a paper without a title page. */
  course: RecordCourse;
}

/** What the writer does in the document that the pane then reads. */
export interface MemoryTyping {
  /** Types text at the end of the abstract's last paragraph. */
  typeInAbstract(text: string): void;
}

type SectionMethods = MemoryTyping & DocumentSectionCalls & Pick<DocumentHost, 'save' | 'createCleanCopy'>;

const paragraph = (text: string, style: ParagraphNode['attrs']['style'] = 'Normal'): ParagraphNode => ({ type: 'paragraph', attrs: { style }, content: text ? [{ type: 'text', text }] : [] });

let ids = 0;
const newId = () => `MEM-${++ids}`;

export function memorySections(store: MemoryDocument, record: MemorySectionRecord, changed: () => void): SectionMethods {
  const change = (next: (doc: PaperDocument) => PaperDocument) => {
    store.guard();
    store.set(next(store.get()));
    changed();
  };
  const has = (type: PaperTopNode['type']) => store.get().content.some((node) => node.type === type);
  /** Puts a top-level node where its rank goes: after the nodes it follows. */
  const insertAfter = (node: PaperTopNode, follows: readonly PaperTopNode['type'][]) =>
    change((doc) => {
      const index = doc.content.reduce((at, child, i) => (follows.includes(child.type) ? i + 1 : at), 0);
      return { ...doc, content: [...doc.content.slice(0, index), node, ...doc.content.slice(index)] };
    });
  /** Blocks go after the last body paragraph (the "cursor"). */
  const insertBlock = (node: PaperTopNode, refusal: 'figure-placement' | 'table-placement') => {
    if (store.cursorBlocked()) throw new HostError(refusal, `A ${refusal === 'figure-placement' ? 'figure' : 'table'} cannot go here.`);
    insertAfter(node, ['titlePage', 'abstract', 'tableOfContents', 'paragraph', 'figure', 'table']);
  };
  const titlePage = () => paperTitlePage(store.get());

  return {
    typeInAbstract(text) {
      change((doc) => ({
        ...doc,
        content: doc.content.map((node) => {
          if (node.type !== 'abstract') return node;
          const last = node.content[node.content.length - 1]!;
          const typed = { ...last, content: [...last.content, { type: 'text' as const, text }] };
          return { ...node, content: [...node.content.slice(0, -1), typed] };
        }),
      }));
    },
    async updateTitlePage(fields: Partial<TitlePageAttrs>) {
      if (!titlePage()) {
        store.guard();
        if (fields.title !== undefined) record.name = fields.title;
        record.course = { course: fields.course ?? record.course.course, teacher: fields.teacher ?? record.course.teacher };
        changed();
        return;
      }
      change((doc) => ({ ...doc, content: doc.content.map((node) => (node.type === 'titlePage' ? { ...node, attrs: { ...node.attrs, ...fields } } : node)) }));
    },
    async customizeTitlePage() {
      const found = titlePage();
      if (!found) return;
      const lines = titlePageLines(store.get().attrs.paperTypeID, found);
      const paragraphs = [paragraph(lines?.title ?? '', 'Heading1'), ...(lines?.byline ?? []).map((line) => paragraph(line))];
      change((doc) => ({ ...doc, content: doc.content.flatMap((node) => (node.type === 'titlePage' ? paragraphs : [node])) }));
    },
    async insertTableOfContents() {
      if (!has('tableOfContents')) insertAfter({ type: 'tableOfContents' }, ['titlePage', 'abstract']);
    },
    async insertAbstract() {
      if (!has('abstract')) insertAfter({ type: 'abstract', attrs: { keywords: '' }, content: [paragraph('')] }, ['titlePage']);
    },
    async insertAppendix() {
      change((doc) => ({ ...doc, content: [...doc.content, { type: 'appendix', attrs: { id: newId() }, content: [paragraph('', 'Heading1')] }] }));
    },
    async refreshAppendixNames() {
      store.guard();
      changed();
    },
    async insertFigure({ title, src, includeNotes }) {
      insertBlock({ type: 'figure', attrs: { id: newId(), title, src, note: includeNotes ? 'Note text.' : '', width: 0, height: 0 } }, 'figure-placement');
    },
    async insertTable({ title, columns, rows, includeNotes }) {
      const cells = Array.from({ length: rows }, () => Array.from({ length: columns }, () => ''));
      insertBlock({ type: 'table', attrs: { id: newId(), title, note: includeNotes ? 'Note text.' : '', rows: cells } }, 'table-placement');
    },
    async applyTextStyle(style) {
      // The cursor is in the last body paragraph.
      change((doc) => {
        const last = doc.content.map((node) => node.type).lastIndexOf('paragraph');
        return { ...doc, content: doc.content.map((node, i) => (i === last && node.type === 'paragraph' ? { ...node, attrs: { style } } : node)) };
      });
    },
    async switchPaperType(paperTypeID) {
      const from = getPaperType(store.get().attrs.paperTypeID);
      const to = getPaperType(paperTypeID);
      if (!from || !to || to.kind !== from.kind || to.legacy) throw new HostError('failed', 'A paper switches only to the same kind of paper in APA 7, MLA 9 or Turabian 9.');
      change((doc) => ({ ...doc, attrs: { ...doc.attrs, paperTypeID } }));
    },
    async enableAdvancedMode() {
      change((doc) => ({ ...doc, attrs: { ...doc.attrs, advancedMode: true } }));
    },
    async save(action) {
      store.guard();
      record.saves.push(action);
    },
    async createCleanCopy() {
      store.guard();
      record.cleanCopies += 1;
    },
  };
}
