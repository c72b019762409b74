/**
 * The notes at the foot of the paper: Turabian's citation notes (full on first use, short after) and the typed
 * footnotes, numbered together in document order. A typed note's text is edited here; the body shows its number.
 */
import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { useEffect } from 'react';
import type { LayoutStore } from './layout-store';
import { formattedHtml } from './node-views';
import { useLayout } from './use-store';

/** The typed footnote nodes in document order, with their positions. */
function typedNotes(editor: Editor): { node: PmNode; pos: number }[] {
  const notes: { node: PmNode; pos: number }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'footnote') notes.push({ node, pos });
    return !node.isAtom;
  });
  return notes;
}

export function PaperNotes({ editor, layout }: { editor: Editor; layout: LayoutStore }) {
  const laid = useLayout(layout);
  const typed = laid.footnotes.filter((note) => !note.citationUniqueID);

  // The body's typed-note markers show their numbers (the node views cannot know their place among the notes).
  useEffect(() => {
    editor.view.dom.querySelectorAll<HTMLElement>('.ib-footnote').forEach((marker, index) => {
      marker.textContent = String(typed[index]?.number ?? '');
    });
  });

  if (laid.footnotes.length === 0) return null;
  let typedIndex = 0;
  const setNote = (index: number, text: string) => {
    const target = typedNotes(editor)[index];
    if (!target) return;
    const content = text ? editor.schema.text(text) : null;
    editor.view.dispatch(editor.state.tr.replaceWith(target.pos + 1, target.pos + target.node.nodeSize - 1, content ?? []));
  };
  return (
    <section className="ib-notes" aria-label="Notes">
      <ol className="ib-notes-list">
        {laid.footnotes.map((note) => {
          if (note.citationUniqueID) {
            return (
              <li key={`c-${note.number}`}>
                <span>{note.number}.</span>
                <span className="ib-note-text" dangerouslySetInnerHTML={{ __html: formattedHtml(note.text.html) }} />
              </li>
            );
          }
          const index = typedIndex++;
          return (
            <li key={`t-${index}`}>
              <span>{note.number}.</span>
              <input aria-label={`Footnote ${note.number}`} defaultValue={note.text.text} onBlur={(e) => e.target.value !== note.text.text && setNote(index, e.target.value)} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
