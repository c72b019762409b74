/**
 * Where the caret goes when a merge replaces the document under the writer (another tab's save came in): into the
 * same top-level block, found by its content wherever the merge moved it, at the same offset.
 */
import type { Node as PmNode } from '@tiptap/pm/model';
import { Selection, TextSelection, type EditorState } from '@tiptap/pm/state';

export interface BlockCaret {
  block: PmNode;
  index: number;
  /** The caret's distance from the block's start. */
  offset: number;
  pos: number;
}

export function caretInBlock(state: EditorState): BlockCaret {
  const { $head } = state.selection;
  const index = $head.index(0);
  const start = $head.posAtIndex(index, 0);
  return { block: state.doc.child(Math.min(index, state.doc.childCount - 1)), index, offset: $head.pos - start, pos: $head.pos };
}

export function caretAfterMerge(doc: PmNode, caret: BlockCaret): Selection {
  let best: { start: number; distance: number } | undefined;
  doc.forEach((child, offset, index) => {
    if (child.eq(caret.block)) {
      const distance = Math.abs(index - caret.index);
      if (!best || distance < best.distance) best = { start: offset, distance };
    }
  });
  const pos = best ? best.start + caret.offset : Math.min(caret.pos, doc.content.size);
  return TextSelection.near(doc.resolve(Math.min(pos, doc.content.size)));
}
