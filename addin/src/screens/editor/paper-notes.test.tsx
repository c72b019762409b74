import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenPaper } from '../../api/papers';
import { citationOf, paperWithText, walker } from './editor-fixtures';
import { PaperNotes } from './paper-notes';
import { createPaperSession, type PaperSession } from './paper-session';
import type { SaverApi } from './paper-saver';

const refused: SaverApi = { open: () => Promise.reject(new Error('offline')), save: () => Promise.reject(new Error('offline')) };
let session: PaperSession | undefined;
afterEach(() => {
  session?.destroy();
  localStorage.clear();
});

describe('the notes at the foot of a Turabian paper', () => {
  it('numbers citation notes and typed footnotes together in document order, and edits a typed note in place', async () => {
    const opened = { paperGUID: 'P-1', paperTypeID: 211, genesisReferences: ['REF-WALKER'], lastModifiedDate: '2026-11-25T10:00:00.000Z', document: paperWithText(211) } as unknown as OpenPaper;
    session = createPaperSession({ opened, library: new Map([['REF-WALKER', walker]]), api: refused, storage: localStorage, tab: 'notes' });
    const doc = session.editor.state.doc;
    session.editor.commands.setTextSelection(doc.child(0).nodeSize + doc.child(1).nodeSize - 1);
    session.editor.commands.insertContent({ type: 'footnote' });
    await session.host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    render(<PaperNotes editor={session.editor} layout={session.layout} />);
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('1.');
    expect(notes).toHaveTextContent('2.Matthew Walker, Why We Sleep');
    expect(session.editor.view.dom.querySelector('.ib-footnote')?.textContent).toBe('1');
    const typed = screen.getByRole('textbox', { name: 'Footnote 1' });
    fireEvent.change(typed, { target: { value: 'My own aside.' } });
    fireEvent.blur(typed);
    expect(session.editor.state.doc.textContent).toContain('My own aside.');
  });
});
