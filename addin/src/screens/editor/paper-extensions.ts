/**
 * The editor's extensions: the paper's nodes (from `PAPER_NODES`), bold, italic and underline, undo history,
 * the drop and gap cursors, body text after a heading. Everything else StarterKit offers (lists, code, links...) has no place in a paper.
 */
import { Extension, type Extensions, type NodeViewRenderer } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { nextParagraphStyle, type ParagraphStyle, type PaperNodeType } from '@ibid/engine/paper';
import { HOST_CHANGE } from '../../host/web-host';
import { FirstPageTitle } from './first-page-title';
import { PAPER_NODE_NAMES, PaperDoc, PaperText, paperNode } from './paper-nodes';

/**
 * The title page is edited in the Title drawer only: typing over it, or deleting across it, is refused. The host
 * (Customize Title Page), undo and merges may still change it.
 */
export const TitlePageGuard = Extension.create({
  name: 'titlePageGuard',
  addProseMirrorPlugins: () => [
    new Plugin({
      filterTransaction(tr, state) {
        if (!tr.docChanged || tr.getMeta(HOST_CHANGE) || tr.getMeta('history$')) return true;
        const before = state.doc.firstChild;
        return before?.type.name !== 'titlePage' || tr.doc.firstChild?.eq(before) === true;
      },
    }),
  ],
});

/** Enter at the end of a paragraph starts the style that follows it (`nextParagraphStyle`: text after a heading), as in Word. */
export const NextParagraphStyle = Extension.create({
  name: 'nextParagraphStyle',
  // Ahead of the core keymap's Enter, which gives the new paragraph the heading's style.
  priority: 1000,
  addKeyboardShortcuts: () => ({
    Enter: ({ editor }) => {
      const { $from, empty } = editor.state.selection;
      if (!empty || $from.parent.type.name !== 'paragraph' || $from.parentOffset < $from.parent.content.size) return false;
      const style = $from.parent.attrs.style as ParagraphStyle;
      const next = nextParagraphStyle(style);
      return next !== style && editor.chain().splitBlock().updateAttributes('paragraph', { style: next }).run();
    },
  }),
});

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
    TitlePageGuard,
    FirstPageTitle,
    NextParagraphStyle,
    ...PAPER_NODE_NAMES.map((name) => paperNode(name, { views })),
  ];
}
