import { afterEach, describe, expect, it } from 'vitest';
import type { OpenPaper } from '../../api/papers';
import { citationOf, diekelmann, paperWithText, walker } from './editor-fixtures';
import { createPaperSession, type PaperSession } from './paper-session';
import type { SaverApi } from './paper-saver';

const library = new Map([walker, diekelmann].map((r) => [r.referenceUniqueID!, r]));
const refused: SaverApi = {
  open: () => Promise.reject(new Error('not in these tests')),
  save: () => Promise.reject(new Error('not in these tests')),
};
let session: PaperSession | undefined;

function open(paperTypeID: number) {
  const opened = { paperGUID: 'PAPER-1', paperTypeID, genesisReferences: ['REF-WALKER', 'REF-DIEKELMANN'], lastModifiedDate: '2026-11-25T10:00:00.000Z', document: paperWithText(paperTypeID) } as unknown as OpenPaper;
  session = createPaperSession({ opened, library, api: refused, storage: localStorage, tab: 'views' });
  return session;
}
const dom = () => session!.editor.view.dom;
/** The caret at the end of the body's paragraph (after the title page). */
const caretAtEndOfText = () => {
  const doc = session!.editor.state.doc;
  session!.editor.commands.setTextSelection(doc.child(0).nodeSize + doc.child(1).nodeSize - 1);
};

afterEach(() => {
  session?.destroy();
  localStorage.clear();
});

describe('the paper as the editor draws it', () => {
  it('shows an APA citation as its laid-out text, not typable, and the reference list generated from the references', async () => {
    open(11);
    caretAtEndOfText();
    await session!.host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    const citation = dom().querySelector<HTMLElement>('.ib-citation')!;
    expect(citation.textContent).toBe('(Walker, 2017)');
    expect(citation.contentEditable).toBe('false');
    const entries = Array.from(dom().querySelectorAll('.ib-reference-entry')).map((entry) => entry.textContent);
    expect(entries).toEqual(['Diekelmann, S., & Born, J. (2010). The memory function of sleep. Nature Reviews Neuroscience, 11, 114–126.', 'Walker, M. (2017). Why we sleep. Scribner.']);
    expect(dom().querySelector('.ib-reference-list .ib-section-title')?.textContent).toBe('References');
  });

  it('shows a Turabian citation as a superscript note number', async () => {
    open(211);
    caretAtEndOfText();
    await session!.host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    expect(dom().querySelector('.ib-citation')?.innerHTML).toBe('<sup>1</sup>');
    expect((await session!.host.layout()).footnotes[0]?.text.text).toContain('Walker');
  });

  it('keeps the table cell being typed in (its focus and text) when the table redraws, and writes each cell left to the paper', async () => {
    open(11);
    caretAtEndOfText();
    await session!.host.insertTable({ title: 'Tolls', columns: 2, rows: 2, includeNotes: false });
    const page = dom().parentElement!;
    document.body.append(page);
    const cell = (n: number) => dom().querySelectorAll<HTMLInputElement>('.ib-cell')[n]!;
    const [first, second] = [cell(0), cell(1)];
    first.value = 'Bridge';
    second.focus();
    second.value = 'To';
    // Leaving the first cell for the second writes it to the paper, and the table redraws under the typing.
    first.dispatchEvent(new Event('change'));
    expect([cell(0), cell(1)]).toEqual([first, second]);
    expect(document.activeElement).toBe(second);
    expect([first.value, second.value]).toEqual(['Bridge', 'To']);
    second.value = 'Toll';
    second.dispatchEvent(new Event('change'));
    let rows: unknown;
    session!.editor.state.doc.descendants((node) => {
      if (node.type.name === 'table') rows = node.attrs.rows;
    });
    expect(rows).toEqual([['Bridge', 'Toll'], ['', '']]);
    page.remove();
  });

  it("types a figure's title and note in place: each is written to the paper when left, as one change Undo takes back", async () => {
    open(11);
    caretAtEndOfText();
    await session!.host.insertFigure({ title: 'Bridges', src: '', includeNotes: true });
    const page = dom().parentElement!;
    document.body.append(page);
    const figure = () => session!.editor.state.doc.child(2);
    const [title, note] = Array.from(dom().querySelectorAll<HTMLElement>('.ib-figure .ib-editable'));
    expect([title?.textContent, note?.textContent]).toEqual(['Bridges', 'Note text.']);
    expect(dom().querySelector('.ib-figure .ib-note')?.textContent).toBe('Note. Note text.');
    // Typed, then left for elsewhere.
    title!.textContent = 'Bridges of the  Rhine ';
    title!.dispatchEvent(new FocusEvent('blur'));
    expect(figure().attrs.title).toBe('Bridges of the Rhine');
    note!.textContent = 'Drawn from town records.';
    note!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(figure().attrs).toMatchObject({ title: 'Bridges of the Rhine', note: 'Drawn from town records.' });
    expect(dom().querySelector('.ib-figure img, .ib-figure .ib-figure-empty')).not.toBeNull();
    session!.editor.commands.undo();
    expect(figure().attrs).toMatchObject({ title: 'Bridges of the Rhine', note: 'Note text.' });
    page.remove();
  });

  it('takes back what was typed in a title on Escape', async () => {
    open(11);
    caretAtEndOfText();
    await session!.host.insertTable({ title: 'Tolls', columns: 1, rows: 1, includeNotes: false });
    const title = dom().querySelector<HTMLElement>('.ib-table .ib-editable')!;
    title.textContent = 'Taxes';
    title.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(session!.editor.state.doc.child(2).attrs.title).toBe('Tolls');
    expect(title.textContent).toBe('Tolls');
  });

  it('redraws a figure only when what it shows changes: a new layout that leaves its label alone keeps its drawing', async () => {
    open(11);
    caretAtEndOfText();
    await session!.host.insertFigure({ title: 'Bridges', src: '', includeNotes: false });
    const drawn = dom().querySelector('.ib-figure .ib-caption');
    // A citation changes the layout (its text, the reference list), not the figure's label.
    caretAtEndOfText();
    await session!.host.insertCitation(citationOf('C-1', 'REF-WALKER'));
    expect(dom().querySelector('.ib-figure .ib-caption')).toBe(drawn);
    // A second figure before it renumbers it: then it is drawn again.
    session!.editor.commands.setTextSelection(session!.editor.state.doc.child(0).nodeSize + 1);
    await session!.host.insertFigure({ title: 'Roads', src: '', includeNotes: false });
    expect(Array.from(dom().querySelectorAll('.ib-figure .ib-label')).map((label) => label.textContent)).toEqual(['Figure 1', 'Figure 2']);
    expect(dom().querySelectorAll('.ib-figure .ib-caption')[1]).not.toBe(drawn);
  });

  it("draws MLA's header block above the centred title, and APA's title page with the title again atop the text", () => {
    open(111);
    const header = dom().querySelector('.ib-title-mla-header')!;
    expect(Array.from(header.children).map((p) => p.textContent)).toEqual(['Ana López', 'Dr. Chen', 'PSY 101', '4 March 2026', 'Sleep and Memory']);
    session!.destroy();
    open(11);
    expect(dom().querySelector('.ib-title-apa-student .ib-paper-title')?.textContent).toBe('Sleep and Memory');
    expect(dom().querySelector('.ib-first-page-title')?.textContent).toBe('Sleep and Memory');
  });
});
