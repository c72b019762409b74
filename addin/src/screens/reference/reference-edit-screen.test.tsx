import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_PATHS, libraryPath } from '../../app/paths';
import type { ResearchNote } from '../../api/types';
import { fakeApi, renderApp } from '../../testing/render';
import { libraryHandlers, researchNote, storedReference } from './reference-fixtures';

/** The first screen of a test waits for the app to start behind the dialog. */
const SLOW = { timeout: 10_000 };
const at = (tab: string) => libraryPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid: 'REF-5', tab });

beforeEach(() => localStorage.setItem('ibid.token', 't'));
// The fake api stays in place between tests (each test installs its own): a call a previous test still had in
// flight must not reach the real network and end the next test's session as a connection error.
afterAll(() => vi.unstubAllGlobals());

describe('reference edit', () => {
  it('sends blank description, tags and nickname as the word empty and says Changes saved', async () => {
    let query: URLSearchParams | undefined;
    let body: Record<string, unknown> | undefined;
    fakeApi(
      libraryHandlers({
        'GET /v4/GenesisReference/REF-5': () => storedReference({ nickname: 'Walker' }),
        'PUT /v3/GenesisReference': ({ url, body: sent }) => {
          query = url.searchParams;
          body = sent as Record<string, unknown>;
          return storedReference({ note: '', tags: '' });
        },
      }),
    );
    const { user } = renderApp(at('details'));
    expect(await screen.findByText('Reference Data', { selector: 'h2' }, SLOW)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nickname'));
    await user.clear(screen.getByLabelText('Description'));
    await user.clear(screen.getByLabelText('Tags'));
    await user.click(screen.getByRole('button', { name: 'Update Reference' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(query?.get('referenceID')).toBe('5');
    expect(query?.get('nickname')).toBe('empty');
    expect(body).toMatchObject({ note: 'empty', tags: 'empty', data: { title: 'Sleep and memory', containerTitle: 'Nature' } });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('says when an import changed the title’s case, puts the original back in one click, and a save checks it', async () => {
    const sent: Record<string, unknown>[] = [];
    const changed = { title: 'Sleep and memory', titleAsImported: 'Sleep and Memory', containerTitle: 'Nature' };
    fakeApi(
      libraryHandlers({
        'GET /v4/GenesisReference/REF-5': () => storedReference({ data: changed }),
        'PUT /v3/GenesisReference': ({ body }) => {
          sent.push((body as { data: Record<string, unknown> }).data);
          return storedReference();
        },
      }),
    );
    const { user } = renderApp(at('details'));
    expect(await screen.findByText('Title case changed: please check', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/It came as “Sleep and Memory”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the original title' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ title: 'Sleep and Memory', containerTitle: 'Nature' });
    await user.click(screen.getByRole('button', { name: 'Update Reference' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).not.toHaveProperty('titleAsImported');
  });

  it('shows the Nickname only when the reference already has one', async () => {
    fakeApi(libraryHandlers({ 'GET /v4/GenesisReference/REF-5': () => storedReference() }));
    renderApp(at('details'));
    expect(await screen.findByLabelText('Description', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nickname')).toBeNull();
  });

  it('is titled Review Reference when the reference has no value in the chosen format', async () => {
    fakeApi(libraryHandlers({ 'GET /v4/GenesisReference/REF-5': () => storedReference({ values: { apa7: { value: '' } } }) }));
    const { user } = renderApp(at('citations'));
    const dialog = await screen.findByRole('dialog', { name: 'Review Reference' }, SLOW);
    await user.click(within(dialog).getByRole('radio', { name: 'MLA 9' }));
    expect(await screen.findByRole('dialog', { name: 'Review Reference' })).toBeInTheDocument();
  });

  it('copies the reference text as plain text and says Copied to clipboard', async () => {
    fakeApi(libraryHandlers({ 'GET /v4/GenesisReference/REF-5': () => storedReference() }));
    const { user } = renderApp(at('citations'));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy Reference Text' }, SLOW));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Walker, M. (2020). Sleep and memory. Nature.'));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('lists the APA parenthetical and narrative citations', async () => {
    fakeApi(libraryHandlers({ 'GET /v4/GenesisReference/REF-5': () => storedReference() }));
    renderApp(at('citations'));
    expect(within(await screen.findByRole('region', { name: 'Parenthetical citation' }, SLOW)).getByText('(Walker, 2020)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Narrative citation' })).getByText('Walker (2020)')).toBeInTheDocument();
  });
});

describe('the research notes tab', () => {
  function notesApi(initial: ResearchNote[]) {
    const created: string[] = [];
    const deleted: string[] = [];
    let nextId = 10;
    const sorts: string[] = [];
    const calls = fakeApi(
      libraryHandlers({
        'GET /v4/GenesisReference/REF-5': () => storedReference(),
        'GET /v3/GenesisResearchNote': ({ url }) => {
          sorts.push(url.searchParams.get('sortBy') ?? '');
          return { researchNotes: initial };
        },
        'POST /v3/GenesisResearchNote': ({ body }) => {
          const note = (body as { Note: string }).Note;
          created.push(note);
          return researchNote(nextId++, note);
        },
        ...Object.fromEntries(initial.map((n) => [`DELETE /v3/GenesisResearchNote/${n.genesisResearchNoteID}`, () => void deleted.push(String(n.genesisResearchNoteID))])),
      }),
    );
    return { created, deleted, sorts, calls };
  }

  it('saves a new note on Enter, opens another on Shift+Enter and says Research note created', async () => {
    const api = notesApi([]);
    const { user } = renderApp(at('research-notes'));
    await user.click(await screen.findByRole('button', { name: '+ Add research note' }, SLOW));
    await user.type(screen.getByLabelText('New research note'), 'First idea{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(api.created).toEqual(['First idea']));
    expect(screen.getByLabelText('New research note')).toHaveValue('');
    await user.type(screen.getByLabelText('New research note'), 'Second idea{Enter}');
    await waitFor(() => expect(api.created).toEqual(['First idea', 'Second idea']));
    expect(screen.queryByLabelText('New research note')).toBeNull();
    expect((await screen.findAllByText('Research note created')).length).toBeGreaterThan(0);
  });

  it('cancels a new note on Esc and never saves a blank one', async () => {
    const api = notesApi([]);
    const { user } = renderApp(at('research-notes'));
    await user.click(await screen.findByRole('button', { name: '+ Add research note' }, SLOW));
    await user.type(screen.getByLabelText('New research note'), '   {Enter}');
    expect(screen.queryByLabelText('New research note')).toBeNull();
    await user.click(screen.getByRole('button', { name: '+ Add research note' }));
    await user.type(screen.getByLabelText('New research note'), 'Half a thought{Escape}');
    expect(screen.queryByLabelText('New research note')).toBeNull();
    expect(api.created).toEqual([]);
  });

  it('resets the sort to newest first when adding, with a warning', async () => {
    const api = notesApi([researchNote(1, 'Old note')]);
    const { user } = renderApp(at('research-notes'));
    await screen.findByText('Old note', {}, SLOW);
    await user.selectOptions(screen.getByLabelText('Sorted by'), 'Created Date (oldest first)');
    await waitFor(() => expect(api.sorts).toContain('1'));
    await user.click(screen.getByRole('button', { name: '+ Add research note' }));
    expect(await screen.findByText('Sort changed to Created Date (newest first)')).toBeInTheDocument();
    expect(screen.getByLabelText('Sorted by')).toHaveValue('0');
  });

  it('disables adding while a search is active', async () => {
    notesApi([researchNote(1, 'Old note')]);
    const { user } = renderApp(at('research-notes'));
    await screen.findByText('Old note', {}, SLOW);
    await user.type(screen.getByLabelText('Search research notes'), 'sleep');
    expect(screen.getByRole('button', { name: '+ Add research note' })).toBeDisabled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: '+ Add research note' })).toBeEnabled();
  });

  it('sends a delete only after 3 seconds, and undo keeps the note', async () => {
    const api = notesApi([researchNote(1, 'Keep me'), researchNote(2, 'Drop me')]);
    const { user } = renderApp(at('research-notes'));
    await screen.findByText('Keep me', {}, SLOW);
    const [first] = screen.getAllByRole('button', { name: 'Delete research note' });
    await user.click(first!);
    expect(screen.getByText('This research note has been deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 3200)));
    expect(api.deleted).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'Delete research note' })[1]!);
    await act(() => new Promise((r) => setTimeout(r, 2000)));
    expect(api.deleted).toEqual([]);
    await waitFor(() => expect(api.deleted).toEqual(['2']), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByText('This research note has been deleted.')).toBeNull());
    expect(screen.queryByText('Drop me')).toBeNull();
  });
});
