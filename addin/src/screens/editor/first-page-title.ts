/**
 * APA's title atop the first page of text (Publication Manual 2.11), as the .docx sets it: after the title page and
 * any abstract or table of contents, before the body. A widget decoration: drawn, never part of the document.
 */
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { titlePageLines } from '@ibid/engine/paper';
import { editorTitlePage } from '../../host/web-host';

/** The title page, abstract and table of contents (the schema's 'front' group), which stand before the text. */
export const isFrontMatter = (node: PmNode) => node.type.spec.group === 'front';

/** The title's widget, or none for a paper whose title page does not repeat it (MLA, Turabian, no title). */
function firstPageTitle(doc: PmNode): DecorationSet {
  const titlePage = editorTitlePage(doc);
  const lines = titlePage && titlePageLines(doc.attrs.paperTypeID as number, titlePage);
  if (!lines?.repeatTitle) return DecorationSet.empty;
  let pos = 0;
  for (let index = 0; index < doc.childCount && isFrontMatter(doc.child(index)); index += 1) pos += doc.child(index).nodeSize;
  const title = lines.title;
  const draw = () => {
    // Not a <p>: the document's paragraphs are the editor's only <p> children.
    const line = document.createElement('div');
    line.className = 'ib-paper-title ib-first-page-title is-bold';
    line.contentEditable = 'false';
    line.textContent = title;
    return line;
  };
  // The key keeps the drawn line while the title stays the same: typing does not redraw it.
  return DecorationSet.create(doc, [Decoration.widget(pos, draw, { key: `first-page-title:${title}`, side: -1, ignoreSelection: true })]);
}

export const FirstPageTitle = Extension.create({
  name: 'firstPageTitle',
  addProseMirrorPlugins: () => [
    new Plugin({
      state: {
        init: (_, state) => firstPageTitle(state.doc),
        // Only a change of the front matter (or the paper's type) can move or change it.
        apply: (tr, set, before, after) => (tr.docChanged && frontChanged(before.doc, after.doc) ? firstPageTitle(after.doc) : set.map(tr.mapping, tr.doc)),
      },
      props: {
        decorations(state) {
          return this.getState(state);
        },
      },
    }),
  ],
});

function frontChanged(before: PmNode, after: PmNode): boolean {
  if (before.attrs.paperTypeID !== after.attrs.paperTypeID) return true;
  for (let index = 0; index < after.childCount; index += 1) {
    const node = after.child(index);
    if (index >= before.childCount || before.child(index).type !== node.type || (isFrontMatter(node) && before.child(index) !== node)) return true;
    if (!isFrontMatter(node)) break;
  }
  return false;
}
