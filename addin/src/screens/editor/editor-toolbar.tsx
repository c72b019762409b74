/** The editor's toolbar: the narrow screens' view switch, bold, italic, underline, a footnote, undo and redo, and the saving state. */
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowRedo20Regular, ArrowUndo20Regular, TextBold20Regular, TextItalic20Regular, TextUnderline20Regular } from '@fluentui/react-icons';
import type { Editor } from '@tiptap/core';
import type { ReactElement, ReactNode } from 'react';
import type { PaperSaver } from './paper-saver';
import { SaveStatusText } from './save-status';

interface Tool {
  label: string;
  icon?: ReactElement;
  text?: string;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  { label: 'Bold (Ctrl+B)', icon: <TextBold20Regular />, run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic (Ctrl+I)', icon: <TextItalic20Regular />, run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline (Ctrl+U)', icon: <TextUnderline20Regular />, run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Insert a footnote', text: 'Footnote', run: (e) => e.chain().focus().insertContent({ type: 'footnote' }).run() },
  { label: 'Undo (Ctrl+Z)', icon: <ArrowUndo20Regular />, run: (e) => e.chain().focus().undo().run() },
  { label: 'Redo (Ctrl+Y)', icon: <ArrowRedo20Regular />, run: (e) => e.chain().focus().redo().run() },
];

export function EditorToolbar({ editor, saver, children }: { editor: Editor; saver: PaperSaver; children?: ReactNode }) {
  return (
    <div className="ib-editor-toolbar" role="toolbar" aria-label="Formatting">
      {children}
      <span className="ib-format-tools">
        {TOOLS.map((tool) => (
          <Tooltip key={tool.label} content={tool.label} relationship={tool.icon ? 'label' : 'description'}>
            <Button appearance="subtle" size="small" icon={tool.icon} onMouseDown={(e) => e.preventDefault()} onClick={() => tool.run(editor)}>
              {tool.text}
            </Button>
          </Tooltip>
        ))}
      </span>
      <SaveStatusText saver={saver} />
    </div>
  );
}
