import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { paperWithText } from './editor-fixtures';
import { paperExtensions } from './paper-extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** The paper's body paragraph restyled, the caret `at` its start or end, and Enter pressed. */
function enterIn(style: string, at: 'start' | 'end') {
  const doc = paperWithText(11, 'Method');
  const content = doc.content.map((node) => (node.type === 'paragraph' ? { ...node, attrs: { style } } : node));
  // One editor at a time: one left running fires ProseMirror's DOM observer after the test environment is gone.
  editor?.destroy();
  editor = new Editor({ extensions: paperExtensions(), content: { ...doc, content } });
  let paragraph = 0;
  editor.state.doc.forEach((node, offset) => {
    if (node.type.name === 'paragraph' && !paragraph) paragraph = offset + 1;
  });
  editor.commands.setTextSelection(at === 'end' ? paragraph + 'Method'.length : paragraph);
  editor.view.someProp('handleKeyDown', (handle) => handle(editor!.view, new KeyboardEvent('keydown', { key: 'Enter' })));
  const styles: string[] = [];
  editor.state.doc.forEach((node) => {
    if (node.type.name === 'paragraph') styles.push(node.attrs.style as string);
  });
  return styles;
}

describe('Enter in the paper', () => {
  it('starts body text after a heading, as Word does', () => {
    expect(enterIn('Heading1', 'end')).toEqual(['Heading1', 'Normal']);
  });

  it('keeps the style when the paragraph is not a heading, or the caret not at its end', () => {
    expect(enterIn('BlockQuote', 'end')).toEqual(['BlockQuote', 'BlockQuote']);
    expect(enterIn('Heading2', 'start')).toEqual(['Heading2', 'Heading2']);
  });
});
