/**
 * The editor's extensions: the paper's nodes (from `PAPER_NODES`), bold, italic and underline, undo history,
 * the drop and gap cursors. Everything else StarterKit offers (lists, code, links...) has no place in a paper.
 */
import type { Extensions, NodeViewRenderer } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import type { PaperNodeType } from '@ibid/engine/paper';
import { PAPER_NODE_NAMES, PaperDoc, PaperText, paperNode } from './paper-nodes';

export function paperExtensions(views: Partial<Record<PaperNodeType, NodeViewRenderer>> = {}): Extensions {
  return [
    StarterKit.configure({
      document: false,
      paragraph: false,
      text: false,
      hardBreak: false,
      heading: false,
      blockquote: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: false,
      trailingNode: false,
    }),
    PaperDoc,
    PaperText,
    ...PAPER_NODE_NAMES.map((name) => paperNode(name, { views })),
  ];
}
