import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ResearchNote } from '../../api/types';
import { NO_SEARCH_RESULTS } from '../../screens/reference/research-notes-tab';
import { researchNote, storedReference } from '../../screens/reference/reference-fixtures';
import { customerFixture } from '../../testing/customers';
import { createMemoryHost } from '../../testing/memory-host';
import { fakeApi } from '../../testing/render';
import { renderPane } from '../../testing/render-pane';
import { CITATION_PLACEMENT_TEXT } from './citation-errors';
import { NO_PAPER_REFERENCES, NO_REFERENCE_NOTES } from './research-notes-screen';

const walker = storedReference();
const born = storedReference({ referenceID: 6, referenceUniqueID: 'REF-6', title: 'Memory function', values: { apa7: { value: 'Born, J. (2010). Memory function.' } } });
const library = [walker, born];
const quoted: ResearchNote = { ...researchNote(1, 'Sleep consolidates memory'), citation: JSON.stringify({ citationData: { referenceUniqueID: 'REF-5', type: 3, value: '50', namePart: 'true', datePart: 'true', citationUniqueID: 'N-1' } }) };
const plain = researchNote(2, 'Naps help too');

/** The api's research notes, answering a search as the api does (the note's text contains it). */
function answerNotes(calls: { referenceId: string; search: string | null; at: number }[]) {
  return ({ url }: { url: URL }) => {
    const referenceId = url.searchParams.get('referenceId') ?? '';
    const search = url.searchParams.get('search');
    calls.push({ referenceId, search, at: Date.now() });
    const notes = referenceId === '5' ? [quoted, plain] : [];
    return { researchNotes: notes.filter((n) => !search || n.note.toLowerCase().includes(search.toLowerCase())) };
  };
}

let calls: { referenceId: string; search: string | null; at: number }[];
let updates: { Note: string; Citation: string }[];
beforeEach(() => {
  localStorage.setItem('ibid.token', 't');
  calls = [];
  updates = [];
  fakeApi({
    'PUT /v3/GenesisResearchNote': ({ body }) => {
      const update = body as { GenesisResearchNoteID: number; Note: string; Citation: string };
      updates.push({ Note: update.Note, Citation: update.Citation });
      const note = [quoted, plain].find((n) => n.genesisResearchNoteID === update.GenesisResearchNoteID)!;
      return { ...note, citation: update.Citation };
    },
    'GET /v4/Customer': () => customerFixture(),
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    'GET /v3/GenesisResearchNote': answerNotes(calls),
    ...Object.fromEntries(library.map((r) => [`GET /v4/GenesisReference/${r.referenceUniqueID}`, () => r])),
  });
});

const citations = (host: ReturnType<typeof createMemoryHost>) =>
  host.document().content.flatMap((b) => (b.type === 'paragraph' ? b.content.filter((n) => n.type === 'citation') : []));

describe('Research Notes drawer', () => {
  it('says the paper has no references yet', async () => {
    renderPane('/research-notes', createMemoryHost({ library }));
    expect(await screen.findByRole('status')).toHaveTextContent(NO_PAPER_REFERENCES);
  });

  it("shows and hides a reference's notes, and says when a reference has none", async () => {
    const { user } = renderPane('/research-notes', createMemoryHost({ library, inPaper: ['REF-5', 'REF-6'] }));
    const list = await screen.findByRole('list', { name: 'References in this paper' });
    const [first, second] = await within(list).findAllByRole('button', { name: 'Show research notes' });
    await user.click(first!);
    const notes = await screen.findByRole('list', { name: 'Research notes for Sleep and memory' });
    expect(within(notes).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Sleep consolidates memory', 'Naps help too']);
    // The note's own citation, as the paper's format writes it.
    expect(within(notes).getByText('(Walker, 2020, p. 50)')).toBeInTheDocument();
    await user.click(second!);
    expect(await screen.findByText(NO_REFERENCE_NOTES)).toBeInTheDocument();
    await user.click(within(list).getAllByRole('button', { name: 'Hide research notes' })[0]!);
    expect(screen.queryByRole('list', { name: 'Research notes for Sleep and memory' })).not.toBeInTheDocument();
  });

  it('searches 500 ms after the typing stops, says when nothing matches, and clears', async () => {
    const { user } = renderPane('/research-notes', createMemoryHost({ library, inPaper: ['REF-5', 'REF-6'] }));
    await screen.findAllByRole('button', { name: 'Show research notes' });
    const box = screen.getByRole('searchbox', { name: 'Search research notes' });
    await user.type(box, 'naps');
    const typed = Date.now();
    const found = await screen.findByRole('list', { name: 'Research notes for Sleep and memory' });
    const searches = calls.filter((c) => c.search);
    // One search per reference, for the whole word, not one per keystroke.
    expect(searches.map((c) => [c.referenceId, c.search])).toEqual([
      ['5', 'naps'],
      ['6', 'naps'],
    ]);
    expect(searches[0]!.at - typed).toBeGreaterThanOrEqual(400);
    expect(within(found).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Naps help too']);
    // The reference without a match is left out while searching.
    expect(screen.getByRole('list', { name: 'References in this paper' }).children).toHaveLength(1);
    await user.type(box, 'x');
    expect(await screen.findByText(NO_SEARCH_RESULTS)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    expect(await screen.findAllByRole('button', { name: 'Show research notes' })).toHaveLength(2);
  });

  it("cites a note's citation at the cursor, and the reference for a note without one", async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5'] });
    const { user } = renderPane('/research-notes', host);
    await user.click(await screen.findByRole('button', { name: 'Show research notes' }));
    const notes = await screen.findByRole('list', { name: 'Research notes for Sleep and memory' });
    const [withCitation, without] = within(notes).getAllByRole('button', { name: 'Add to Paper' });
    await user.click(withCitation!);
    await waitFor(() => expect(citations(host)).toHaveLength(1));
    await user.click(without!);
    await waitFor(() => expect(citations(host)).toHaveLength(2));
    expect(citations(host).map((c) => c.attrs.items)).toEqual([
      [{ referenceUniqueID: 'REF-5', namePart: true, datePart: true, location: { type: 3, value: '50' } }],
      [{ referenceUniqueID: 'REF-5', namePart: true, datePart: true }],
    ]);
    // The note's own citation id marks it cited in this paper; citing it again makes a citation of its own.
    expect(citations(host)[0]!.attrs.citationUniqueID).toBe('N-1');
    expect(await within(notes).findByRole('status')).toHaveTextContent('Cited in this paper');
    await user.click(withCitation!);
    await waitFor(() => expect(citations(host)).toHaveLength(3));
    expect(new Set(citations(host).map((c) => c.attrs.citationUniqueID)).size).toBe(3);
  });

  it('says where a citation cannot go', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5'] });
    host.cursorInCitation = true;
    const { user } = renderPane('/research-notes', host);
    await user.click(await screen.findByRole('button', { name: 'Show research notes' }));
    await user.click((await screen.findAllByRole('button', { name: 'Add to Paper' }))[0]!);
    expect(await screen.findByText(CITATION_PLACEMENT_TEXT)).toBeInTheDocument();
    expect(citations(host)).toHaveLength(0);
  });

  it('adds references from the library and comes back to the drawer', async () => {
    const { user, router } = renderPane('/research-notes', createMemoryHost({ library }));
    await user.click(await screen.findByRole('button', { name: 'Add Reference from Library' }));
    // Add from Library is a lazy route: the router goes there once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/reference-add-from-library-in-research-notes'));
  });

  it("adds a citation to a note and cites it at the cursor with the note's citation id", async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5'] });
    const { user } = renderPane('/research-notes', host);
    await user.click(await screen.findByRole('button', { name: 'Show research notes' }));
    await user.click(await screen.findByRole('button', { name: 'Add citation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Citation' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Location (page number, etc.)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Page' }), '12');
    expect(within(dialog).getByRole('region', { name: 'Citation preview' })).toHaveTextContent('(Walker, 2020, p. 12)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Citation' }));
    await waitFor(() => expect(citations(host)).toHaveLength(1));
    expect(updates).toHaveLength(1);
    expect(updates[0]!.Note).toBe('Naps help too');
    const saved = JSON.parse(updates[0]!.Citation).citationData;
    expect(saved).toMatchObject({ referenceUniqueID: 'REF-5', type: '3', value: '12', namePart: 'true', datePart: 'true' });
    expect(citations(host)[0]!.attrs).toMatchObject({ citationUniqueID: saved.citationUniqueID, items: [{ referenceUniqueID: 'REF-5', namePart: true, datePart: true, location: { type: 3, value: '12' } }] });
    // The note now shows its citation, which opens the Edit Citation modal.
    await user.click(await screen.findByRole('button', { name: '(Walker, 2020, p. 12)' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Citation' })).toBeInTheDocument();
  });

  it("edits a note's citation and deletes it", async () => {
    const { user } = renderPane('/research-notes', createMemoryHost({ library, inPaper: ['REF-5'] }));
    await user.click(await screen.findByRole('button', { name: 'Show research notes' }));
    await user.click(await screen.findByRole('button', { name: '(Walker, 2020, p. 50)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Citation' });
    expect(within(dialog).getByRole('textbox', { name: 'Page' })).toHaveValue('50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Citation' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(JSON.parse(updates[0]!.Citation).citationData).toMatchObject({ citationUniqueID: 'N-1', datePart: 'false', type: '3', value: '50' });
    // The modal's closing animation ends before the next opens (slow on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: '(Walker, p. 50)' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Citation' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Citation' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]!.Citation).toBe('');
  });

  it('cancels Add Citation without saving', async () => {
    const { user } = renderPane('/research-notes', createMemoryHost({ library, inPaper: ['REF-5'] }));
    await user.click(await screen.findByRole('button', { name: 'Show research notes' }));
    await user.click(await screen.findByRole('button', { name: 'Add citation' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Add Citation' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates).toEqual([]);
  });
});
