import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenPaper } from '../../api/papers';
import { paperWithText, refusingSaverApi } from './editor-fixtures';
import { createPaperSession, type PaperSession } from './paper-session';

const refused = refusingSaverApi;
let session: PaperSession | undefined;
afterEach(() => {
  session?.destroy();
  localStorage.clear();
});

const heading = (text: string, level: number) => ({ type: 'paragraph' as const, attrs: { style: `Heading${level}` as 'Heading1' }, content: [{ type: 'text' as const, text }] });

/** An APA 7 paper with a table of contents, headings of levels 1-4 and an appendix titled in a heading style. */
function open() {
  const base = paperWithText(11);
  const [titlePage, body, list] = base.content;
  const appendix = { type: 'appendix' as const, attrs: { id: 'A-1' }, content: [heading('River Names', 1), heading('Old Names', 2)] };
  const document = { ...base, content: [titlePage!, { type: 'tableOfContents' as const }, heading('Trade', 1), body!, heading('Tolls', 2), heading('Toll Gates', 3), heading('Gate Keepers', 4), list!, appendix] };
  const opened = { paperGUID: 'PAPER-1', paperTypeID: 11, genesisReferences: [], lastModifiedDate: '2026-11-25T10:00:00.000Z', document } as unknown as OpenPaper;
  session = createPaperSession({ opened, library: new Map(), api: refused, storage: localStorage, tab: 'pages' });
  return session;
}

const contents = () => Array.from(session!.editor.view.dom.querySelectorAll('.ib-contents-entry')).map((entry) => [(entry as HTMLElement).dataset.level, entry.querySelector('.ib-contents-text')?.textContent, entry.querySelector('.ib-contents-page')?.textContent]);

describe('the table of contents in the editor', () => {
  it("lists the paper's level 1-3 headings with their pages, an appendix's headings but not its title", async () => {
    open();
    await waitFor(() => expect(contents()).toEqual([['1', 'Trade', '1'], ['2', 'Tolls', '1'], ['3', 'Toll Gates', '1'], ['2', 'Old Names', '1']]));
  });

  it('follows a heading as it is renamed or made body text', async () => {
    const { editor } = open();
    await waitFor(() => expect(contents()).toHaveLength(4));
    const tradeEnd = editor.state.doc.child(0).nodeSize + editor.state.doc.child(1).nodeSize + 1 + 'Trade'.length;
    editor.chain().setTextSelection(tradeEnd).insertContent(' Routes').run();
    await waitFor(() => expect(contents()[0]?.[1]).toBe('Trade Routes'));
    await session!.host.applyTextStyle('Normal');
    await waitFor(() => expect(contents().map((entry) => entry[1])).toEqual(['Tolls', 'Toll Gates', 'Old Names']));
  });

  it('leads from an entry to its heading: the caret goes to the end of it', async () => {
    const { editor } = open();
    await waitFor(() => expect(contents()).toHaveLength(4));
    const entries = editor.view.dom.querySelectorAll<HTMLElement>('.ib-contents-entry');
    entries[3]!.querySelector('.ib-contents-text')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const { $from } = editor.state.selection;
    expect([$from.parent.textContent, $from.parentOffset]).toEqual(['Old Names', 'Old Names'.length]);
    entries[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(editor.state.selection.$from.parent.textContent).toBe('Tolls');
  });

  it('is never saved: the document keeps its table of contents node as it was, without entries', async () => {
    open();
    await waitFor(() => expect(contents()).toHaveLength(4));
    expect(session!.editor.getJSON().content?.[1]).toEqual({ type: 'tableOfContents' });
  });
});
