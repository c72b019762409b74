/**
 * Where a note number stands: after the punctuation that follows the cited words (Turabian 16.3.2, Chicago 14.26:
 * "a note reference number follows any punctuation mark except the dash"), and against the word before it.
 * Writers put the citation where the source ends, before the period; every renderer of notes calls this.
 */
import type { PaperLayout } from './layout-types.js';
import type { InlineNode } from './schema.js';

/** Closing punctuation a note number moves after: sentence and clause marks, closing quotes and parentheses. */
const TRAILING_PUNCTUATION = /^[.,;:!?)\]”’"']+/;

/** Whether an inline node prints as a note number: a typed footnote, or a citation the layout made a note (Turabian). */
function printsAsNote(node: InlineNode, layout: Pick<PaperLayout, 'citations'>): boolean {
  return node.type === 'footnote' || (node.type === 'citation' && layout.citations[node.attrs.citationUniqueID]?.note !== undefined);
}

/** The inline nodes with every note number moved after the punctuation that directly follows it, and the spaces before it removed. */
export function notesAfterPunctuation(nodes: readonly InlineNode[], layout: Pick<PaperLayout, 'citations'>): InlineNode[] {
  const isNote = (node: InlineNode) => printsAsNote(node, layout);
  const out: InlineNode[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (!isNote(node)) {
      out.push(node);
      continue;
    }
    const before = out.at(-1);
    if (before?.type === 'text') {
      const trimmed = before.text.trimEnd();
      if (trimmed) out[out.length - 1] = { ...before, text: trimmed };
      else out.pop();
    }
    // Notes in a row ("word.¹ ²" is rare but typed) keep their order: only text after the last one moves.
    const after = nodes[index + 1];
    const moved = after?.type === 'text' ? TRAILING_PUNCTUATION.exec(after.text)?.[0] : undefined;
    if (after?.type === 'text' && moved) {
      const last = out.at(-1);
      if (last?.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(after.marks ?? [])) out[out.length - 1] = { ...last, text: last.text + moved };
      else out.push({ type: 'text', text: moved, ...(after.marks ? { marks: after.marks } : {}) });
      out.push(node);
      const rest = after.text.slice(moved.length);
      if (rest) out.push({ ...after, text: rest });
      index++;
    } else {
      out.push(node);
    }
  }
  return out;
}
