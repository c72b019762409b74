/**
 * A DocumentHost kept in memory for the pane's component tests: a real paper document (the engine's model) with
 * real citation atoms and references, laid out by the engine. The "cursor" is the end of the last body paragraph;
 * `cursorInCitation` puts it where a citation cannot go, as the editors refuse it.
 */
import type { Reference } from '@ibid/engine';
import { layoutPaper, newPaperDocument, paperTitlePage, type CitationNode, type InlineNode, type PaperDocument, type ParagraphNode } from '@ibid/engine/paper';
import type { LibraryReference } from '../api/types';
import { HostError, sameReference, type CitationAttrs, type DocumentHost, type PaperReference, type RecordCourse } from '../host/document-host';
import { hostPaper } from '../host/host-paper';
import { memorySections, type MemorySectionRecord, type MemoryTyping } from './memory-sections';

export interface MemoryHostOptions {
  paperTypeID?: number;
  /** Every reference the host can lay out (the library's), as the api answers them. */
  library?: LibraryReference[];
  /** Unique ids of the references already in the paper. */
  inPaper?: string[];
  advancedMode?: boolean;
  /** The course and instructor on the paper's record (a paper without a title page keeps them there). */
  course?: RecordCourse;
  /** The creation payload's fields besides its title ("A paper"), as the paper was created with them. */
  created?: Record<string, string>;
}

export interface MemoryHost extends DocumentHost, MemoryTyping {
  /** Where the cursor stands: true puts it inside a citation, where `insertCitation` refuses. */
  cursorInCitation: boolean;
  /** Makes the next host call fail with this error (a host's unexpected failure). */
  failNext: Error | undefined;
  document(): PaperDocument;
  revealed: string[];
  /** What the section tools did that leaves the document: saved versions, clean copies. */
  sections: MemorySectionRecord;
}

const asReference = (ref: LibraryReference) => ref as unknown as Reference;

export function createMemoryHost({ paperTypeID = 11, library = [], inPaper = [], advancedMode = false, course = { course: '', teacher: '' }, created = {} }: MemoryHostOptions = {}): MemoryHost {
  const blank = newPaperDocument({ Title: 'A paper', ...created }, paperTypeID);
  const body: ParagraphNode = { type: 'paragraph', attrs: { style: 'Normal' }, content: [{ type: 'text', text: 'Sleep matters.' }] };
  let doc: PaperDocument = { ...blank, attrs: { ...blank.attrs, ...(advancedMode ? { advancedMode } : {}) }, content: [...blank.content.filter((n) => n.type !== 'referenceList'), body, ...blank.content.filter((n) => n.type === 'referenceList')] };
  let paperRefs = inPaper.map((id) => id.toUpperCase());
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());

  const references = () => paperRefs.flatMap((id) => library.filter((r) => sameReference(r.referenceUniqueID, id)).map(asReference));
  const citations = (): CitationNode[] =>
    doc.content.flatMap((block) => (block.type === 'paragraph' ? block.content.filter((n): n is CitationNode => n.type === 'citation') : []));
  const lastParagraph = () => [...doc.content].reverse().find((n): n is ParagraphNode => n.type === 'paragraph');
  const mapParagraphs = (f: (content: InlineNode[]) => InlineNode[]) => {
    doc = { ...doc, content: doc.content.map((block) => (block.type === 'paragraph' ? { ...block, content: f(block.content) } : block)) };
  };
  const mapCitations = (f: (node: CitationNode) => CitationNode | undefined) =>
    mapParagraphs((content) => content.flatMap((n): InlineNode[] => (n.type === 'citation' ? [f(n)].filter((c): c is CitationNode => c !== undefined) : [n])));
  const guard = () => {
    if (host.failNext) {
      const error = host.failNext;
      host.failNext = undefined;
      throw error;
    }
  };
  const sections: MemorySectionRecord = { saves: [], cleanCopies: 0, name: 'My Paper', course };

  const host: MemoryHost = {
    cursorInCitation: false,
    failNext: undefined,
    revealed: [],
    document: () => doc,
    async paper() {
      return hostPaper({ paperGUID: 'PAPER-1', paperTypeID: doc.attrs.paperTypeID, titlePage: paperTitlePage(doc), name: sections.name, record: sections.course, advancedMode: doc.attrs.advancedMode === true });
    },
    async paperFormat() {
      return (await host.paper())!.format;
    },
    async references(): Promise<PaperReference[]> {
      const layout = layoutPaper(doc, references());
      return paperRefs.map((referenceUniqueID) => ({
        referenceUniqueID,
        citations: layout.citationOrder
          .filter((id) => citations().find((c) => c.attrs.citationUniqueID === id)?.attrs.items.some((i) => sameReference(i.referenceUniqueID, referenceUniqueID)))
          .map((citationUniqueID) => ({ citationUniqueID, displayValue: layout.citations[citationUniqueID]!.text.text })),
      }));
    },
    async addReferences(ids) {
      guard();
      for (const id of ids) if (!paperRefs.some((r) => sameReference(r, id))) paperRefs = [...paperRefs, id.toUpperCase()];
      changed();
    },
    async removeReference(id) {
      guard();
      paperRefs = paperRefs.filter((r) => !sameReference(r, id));
      mapCitations((c) => {
        const items = c.attrs.items.filter((i) => !sameReference(i.referenceUniqueID, id));
        return items.length ? { ...c, attrs: { ...c.attrs, items } } : undefined;
      });
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async paperDocument() {
      return doc;
    },
    async layout() {
      return layoutPaper(doc, references());
    },
    async insertCitation(attrs: CitationAttrs) {
      guard();
      if (host.cursorInCitation) throw new HostError('citation-placement', 'The cursor is inside a citation.');
      const paragraph = lastParagraph();
      if (!paragraph) throw new HostError('citation-placement', 'No paragraph to cite in.');
      paragraph.content = [...paragraph.content, { type: 'citation', attrs }];
      doc = { ...doc };
      changed();
    },
    async citation(id) {
      return citations().find((c) => c.attrs.citationUniqueID === id)?.attrs;
    },
    async updateCitation(attrs) {
      guard();
      mapCitations((c) => (c.attrs.citationUniqueID === attrs.citationUniqueID ? { ...c, attrs } : c));
      changed();
    },
    async removeCitation(id) {
      guard();
      mapCitations((c) => (c.attrs.citationUniqueID === id ? undefined : c));
      changed();
    },
    async revealCitation(id) {
      host.revealed.push(id);
    },
    sections,
    ...memorySections({ get: () => doc, set: (next) => (doc = next), guard, cursorBlocked: () => host.cursorInCitation }, sections, changed),
  };
  return host;
}
