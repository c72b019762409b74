/**
 * The paper's layout beside the editor: `layoutPaper` run again only when something it reads has changed (the
 * citations, typed notes, figures, tables, appendices, the reference list's title and annotations, the paper type,
 * the references), so typing a word costs one walk over the document, not a re-layout.
 */
import type { Node as PmNode } from '@tiptap/pm/model';
import type { Reference } from '@ibid/engine';
import { layoutPaper, type PaperLayout } from '@ibid/engine/paper';
import { paperDocumentOf } from './paper-json';

/** Nodes whose attrs (or, for notes, text) the layout reads. */
const LAID_OUT = new Set(['citation', 'footnote', 'figure', 'table', 'appendix', 'annotation', 'referenceList', 'titlePage']);

/** What the layout depends on in a document, as one string to compare. */
function layoutSignature(doc: PmNode): string {
  const parts: string[] = [JSON.stringify(doc.attrs)];
  doc.descendants((node) => {
    if (node.isText) return false;
    if (LAID_OUT.has(node.type.name)) parts.push(node.type.name, JSON.stringify(node.attrs), node.type.name === 'footnote' ? node.textContent : '');
    return node.type.name !== 'footnote';
  });
  return parts.join('\u0001');
}

/** User Timing names: `layoutPaper` itself, and the views redrawing from its answer. */
const LAYOUT_MEASURE = 'ibid:layout';
const REDRAW_MEASURE = 'ibid:redraw';

export interface LayoutStore {
  /** The layout of the document as it stands. */
  current(): PaperLayout;
  /** Calls `listener` whenever the layout changed; answers the unsubscribe. */
  subscribe(listener: (layout: PaperLayout) => void): () => void;
  /** Lays out again if the document or references changed in a way the layout reads, and tells the listeners. */
  refresh(): void;
}

export function createLayoutStore(source: { doc(): PmNode; references(): readonly Reference[] }): LayoutStore {
  let seenDoc: PmNode | undefined;
  let seenReferences: readonly Reference[] | undefined;
  let signature = '';
  let layout: PaperLayout | undefined;
  const listeners = new Set<(layout: PaperLayout) => void>();

  /** Answers whether the layout changed. */
  const update = (): boolean => {
    const doc = source.doc();
    const references = source.references();
    if (layout && doc === seenDoc && references === seenReferences) return false;
    const next = layoutSignature(doc);
    const changed = !layout || next !== signature || references !== seenReferences;
    seenDoc = doc;
    seenReferences = references;
    if (!changed) return false;
    signature = next;
    const started = performance.now();
    layout = layoutPaper(paperDocumentOf(doc), references);
    performance.measure(LAYOUT_MEASURE, { start: started, duration: performance.now() - started });
    return true;
  };
  /** Tells the views; the time they take to redraw is measured too (User Timing, read by the performance tests). */
  const notify = () => {
    const started = performance.now();
    for (const listener of listeners) listener(layout!);
    performance.measure(REDRAW_MEASURE, { start: started, duration: performance.now() - started });
  };

  return {
    current() {
      if (update()) notify();
      return layout!;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      if (update()) notify();
    },
  };
}
