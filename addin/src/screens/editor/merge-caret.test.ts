import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { paperWithText } from './editor-fixtures';
import { caretAfterMerge, caretInBlock } from './merge-caret';
import { paperExtensions } from './paper-extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

describe('the caret after a merge', () => {
  it('stays in its paragraph at the same offset when the merge puts paragraphs before it', () => {
    const doc = paperWithText(11, 'Mine here.');
    editor = new Editor({ element: document.createElement('div'), extensions: paperExtensions(), content: doc });
    let at = 0;
    editor.state.doc.forEach((child, offset) => {
      if (child.textContent === 'Mine here.') at = offset + 1 + 'Mine'.length;
    });
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, at)));
    const caret = caretInBlock(editor.state);
    const merged = { ...doc, content: [doc.content[0]!, { type: 'paragraph' as const, attrs: { style: 'Normal' as const }, content: [{ type: 'text' as const, text: 'Theirs, longer than mine.' }] }, ...doc.content.slice(1)] };
    editor.commands.setContent(merged);
    const selection = caretAfterMerge(editor.state.doc, caret);
    expect(selection.$head.parent.textContent).toBe('Mine here.');
    expect(selection.$head.parentOffset).toBe('Mine'.length);
  });
});
