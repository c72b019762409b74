import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_ROLES } from '@ibid/engine/commerce';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { libraryChanged } from '../../state/library-changed';
import { createQueryClient } from '../../state/state-provider';
import { fakeApi, renderApp } from '../../testing/render';
import { buttonIn, customer, findOpenDialog, legacyReference, page, reference, signedInLibrary } from './library-fixtures';

// The whole app renders in each test: a busy machine needs more than the default second.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const BOOKS = [reference(1, 'Analytical Engines'), reference(2, 'Bernoulli Numbers')];
const LEGACY = [legacyReference(9, 'Babbage, C. (1864). Passages from the life of a philosopher.')];

async function openLibrary(handlers = signedInLibrary({ library: () => page(BOOKS, LEGACY) })) {
  const calls = fakeApi(handlers);
  const app = renderApp('/my-reference-library');
  await screen.findByRole('heading', { name: 'My Reference Library', level: 1 });
  await screen.findByText('Analytical Engines');
  return { ...app, calls };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('My Reference Library list', () => {
  it('shows each reference formatted in the chosen format, italics kept and entities read, with the legacy badge', async () => {
    await openLibrary();
    const title = screen.getByText('Analytical Engines');
    expect(title.tagName).toBe('I');
    expect(rowOf('Analytical Engines')).toHaveTextContent('Author, A. (2020). Analytical Engines. Publisher & Sons.');
    expect(within(rowOf('Babbage, C. (1864). Passages from the life of a philosopher.')).getByText('Legacy Reference')).toBeInTheDocument();
  });

  it('marks a reference whose title an import put in sentence case until the writer checks it', async () => {
    const imported = reference(3, 'Why we sleep', { data: { title: 'Why we sleep', titleAsImported: 'Why We Sleep' } });
    await openLibrary(signedInLibrary({ library: () => page([...BOOKS, imported], LEGACY) }));
    const row = (await screen.findByText('Why we sleep')).closest('tr')!;
    expect(within(row).getByText('Title case changed: please check')).toBeInTheDocument();
    const other = screen.getByText('Analytical Engines').closest('tr')!;
    expect(within(other).queryByText('Title case changed: please check')).toBeNull();
  });

  it('renders a value that holds other markup as text, never as elements', async () => {
    const hostile = reference(3, 'Safe', { values: { apa7: { value: 'Before <img src=x onerror="alert(1)"><script>alert(2)</script> <i>Safe</i> &lt;b&gt;' } } });
    await openLibrary(signedInLibrary({ library: () => page([reference(1, 'Analytical Engines'), hostile]) }));
    const row = rowOf('Safe');
    expect(row.querySelector('img, script, b')).toBeNull();
    expect(row).toHaveTextContent('Before alert(2) Safe <b>');
  });

  it("says 'No references found.' when nothing matches", async () => {
    fakeApi(signedInLibrary());
    renderApp('/my-reference-library');
    expect(await screen.findByText('No references found.')).toBeInTheDocument();
  });

  it('starts in the preferred format of the customer and asks the api for it', async () => {
    const formats: (string | null)[] = [];
    fakeApi(
      signedInLibrary({
        customer: customer({ preferredFormatVersionID: 8 }),
        library: ({ url }) => {
          formats.push(url.searchParams.get('format'));
          return page(BOOKS);
        },
      }),
    );
    renderApp('/my-reference-library');
    await screen.findByText('Analytical Engines');
    expect(screen.getByRole('radio', { name: 'MLA 9' })).toBeChecked();
    expect(formats).toEqual(['mla9']);
    expect(rowOf('Analytical Engines')).toHaveTextContent('Author, Ann. Analytical Engines. Publisher & Sons, 2020.');
  });

  it('sorts by created date newest first, toggles a column and keeps the choice for the next visit', async () => {
    const sorts: string[] = [];
    const handlers = signedInLibrary({
      library: ({ url }) => {
        sorts.push(`${url.searchParams.get('sort')} ${url.searchParams.get('direction')}`);
        return page(BOOKS);
      },
    });
    const { user } = await openLibrary(handlers);
    expect(sorts).toEqual(['createdDate desc']);
    await user.click(screen.getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(sorts.at(-1)).toBe('title asc'));
    await user.click(screen.getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(sorts.at(-1)).toBe('title desc'));
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');
    expect(JSON.parse(localStorage.getItem('ibid.sort.my-reference-library') ?? '{}')).toEqual({ sort: 'title', direction: 'desc' });
  });

  it('searches 500 ms after the last key, and Clear searches again at once', async () => {
    const searches: string[] = [];
    fakeApi(
      signedInLibrary({
        library: ({ url }) => {
          searches.push(url.searchParams.get('search') ?? '');
          return page(BOOKS);
        },
      }),
    );
    renderApp('/my-reference-library');
    await screen.findByText('Analytical Engines');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search references' });
    fireEvent.change(box, { target: { value: '#h' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: '#hist' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searches).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches).toEqual(['', '#hist']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(searches).toEqual(['', '#hist', '']);
    expect(box).toHaveValue('');
  });

  it('reloads and highlights the references another screen reports as changed', async () => {
    let answer = page(BOOKS);
    const store = createStore();
    const queryClient = createQueryClient();
    fakeApi(signedInLibrary({ library: () => answer }));
    renderApp('/my-reference-library', store, queryClient);
    await screen.findByText('Analytical Engines');
    answer = page([reference(5, 'Difference Engine'), ...BOOKS]);
    act(() => libraryChanged(store, queryClient, [5]));
    const row = await waitFor(() => rowOf('Difference Engine'));
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(rowOf('Analytical Engines')).queryByText('New')).toBeNull();
  });

  it('copies the plain text of the formatted reference and says so in the corner', async () => {
    const { user } = await openLibrary();
    await user.click(within(rowOf('Analytical Engines')).getByRole('button', { name: /Reference options/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Author, A. (2020). Analytical Engines. Publisher & Sons.');
  });

  it('offers Edit and research notes for new-style rows, Convert for legacy ones, and no menu for archived rows', async () => {
    const archived = [reference(7, 'Old Notes', { isArchived: true })];
    const { user } = await openLibrary(signedInLibrary({ library: ({ url }) => (url.searchParams.get('archived') === 'true' ? page(archived) : page(BOOKS, LEGACY)) }));
    await user.click(within(rowOf('Analytical Engines')).getByRole('button', { name: /Reference options/ }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Reference' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View research notes' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Convert Reference' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(rowOf('Babbage, C. (1864). Passages from the life of a philosopher.')).getByRole('button', { name: /Reference options/ }));
    expect(await screen.findByRole('menuitem', { name: 'Convert Reference' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit Reference' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'View research notes' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Show Options' }));
    await user.click(screen.getByRole('button', { name: 'Show Archived References' }));
    await screen.findByText('Old Notes');
    expect(within(rowOf('Old Notes')).queryByRole('button', { name: /Reference options/ })).toBeNull();
    await user.click(screen.getByText('Old Notes'));
    expect(within(rowOf('Old Notes')).getByRole('checkbox')).toBeChecked();
  });

  it('pages a library of 1,000 or more matches with the notice, and Show more reaches the rest', async () => {
    const offsets: string[] = [];
    // A first page of 100 fills more than the view, so only Show more (or scrolling) asks for the next.
    const firstPage = [...BOOKS, ...Array.from({ length: 98 }, (_, i) => reference(10 + i, `Volume ${i + 1}`))];
    await openLibrary(
      signedInLibrary({
        library: ({ url }) => {
          offsets.push(`${url.searchParams.get('offset')}+${url.searchParams.get('limit')}`);
          const offset = Number(url.searchParams.get('offset'));
          return page(offset === 0 ? firstPage : [reference(3, 'Countess Notes')], [], 1200);
        },
      }),
    );
    expect(screen.getByText(/Wow - you've got a lot of references!.*search for a reference above to locate it in your library\./)).toBeInTheDocument();
    expect(screen.getByText('Showing 100 of 1200 references')).toBeInTheDocument();
    expect(offsets).toEqual(['0+100']);
    await screen.getByRole('button', { name: 'Show more references' }).click();
    expect(await screen.findByText('Showing 101 of 1200 references')).toBeInTheDocument();
    expect(offsets).toEqual(['0+100', '100+100']);
  });
});

describe('Options bar', () => {
  it('opens when a reference is selected, and hiding it clears the selection', async () => {
    const { user } = await openLibrary();
    expect(screen.queryByRole('toolbar', { name: 'Library options' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Select .*Analytical Engines/ }));
    expect(screen.getByRole('toolbar', { name: 'Library options' })).toBeInTheDocument();
    expect(screen.getByText('1 reference selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Options' }));
    expect(screen.queryByRole('toolbar', { name: 'Library options' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Options' }));
    expect(screen.getByText('0 references selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Select .*Analytical Engines/ })).not.toBeChecked();
  });

  it('keeps each row checkbox focusable and labelled', async () => {
    const { user } = await openLibrary();
    const box = screen.getByRole('checkbox', { name: /Select .*Bernoulli Numbers/ });
    box.focus();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('selects all and clears the selection', async () => {
    const { user } = await openLibrary();
    await user.click(screen.getByRole('button', { name: 'Show Options' }));
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByText('3 references selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(screen.getByText('0 references selected')).toBeInTheDocument();
  });

  it('hides Share Selected References from the free-trial role', async () => {
    const { user } = await openLibrary(signedInLibrary({ customer: customer({ role: ACCOUNT_ROLES.FREE_TRIAL }), library: () => page(BOOKS, LEGACY) }));
    await user.click(screen.getByRole('checkbox', { name: /Select .*Analytical Engines/ }));
    expect(screen.getByRole('button', { name: 'Archive Selected' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Selected References' })).toBeNull();
  });

  it("says 'Legacy reference(s) cannot be shared' instead of sharing when a legacy reference is selected", async () => {
    const { user } = await openLibrary();
    await user.click(screen.getByRole('checkbox', { name: /Select .*Analytical Engines/ }));
    expect(screen.getByRole('button', { name: 'Share Selected References' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Select .*Passages from the life/ }));
    expect(screen.getByText('Legacy reference(s) cannot be shared')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Selected References' })).toBeNull();
  });

  it('restores the selected archived references in one call and clears the selection', async () => {
    let restored: unknown;
    const archived = [reference(7, 'Old Notes', { isArchived: true }), reference(8, 'Older Notes', { isArchived: true })];
    const handlers = {
      ...signedInLibrary({ library: ({ url }) => (url.searchParams.get('archived') === 'true' ? page(archived, [legacyReference(4, 'Legacy archived', { isArchived: true })]) : page(BOOKS)) }),
      'PUT /v4/GenesisReference/Restore': ({ body }: { body: unknown }) => {
        restored = body;
        return { iDs: [7], legacyIDs: [4] };
      },
    };
    const { user } = await openLibrary(handlers);
    await user.click(screen.getByRole('button', { name: 'Show Options' }));
    expect(screen.queryByRole('button', { name: 'Restore Selected' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Archived References' }));
    await screen.findByText('Old Notes');
    expect(screen.queryByRole('button', { name: 'Archive Selected' })).toBeNull();
    await user.click(screen.getByText('Old Notes'));
    await user.click(screen.getByText('Legacy archived'));
    await user.click(screen.getByRole('button', { name: 'Restore Selected' }));
    await waitFor(() => expect(restored).toEqual({ iDs: [7], legacyIDs: [4] }));
    await waitFor(() => expect(screen.getByText('0 references selected')).toBeInTheDocument());
  });
});

describe('Archiving', () => {
  it('asks about one reference from its row menu and archives it with the single call', async () => {
    const archivedIds: (string | null)[] = [];
    let resolveArchive: () => void = () => {};
    const handlers = {
      ...signedInLibrary({ library: () => page(BOOKS, LEGACY) }),
      'DELETE /v3/GenesisReference': ({ url }: { url: URL }) =>
        new Promise((resolve) => {
          archivedIds.push(url.searchParams.get('referenceID'));
          resolveArchive = () => resolve(BOOKS[0]);
        }),
    };
    const { user, calls } = await openLibrary(handlers);
    await user.click(within(rowOf('Analytical Engines')).getByRole('button', { name: /Reference options/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive Reference' }));
    const dialog = await findOpenDialog('This will archive the reference. Are you sure?');
    expect(dialog).toHaveAttribute('role', 'alertdialog');
    expect(buttonIn(dialog, 'Nevermind')).toBeInTheDocument();
    await user.click(buttonIn(dialog, 'Archive Reference'));
    expect(await within(dialog).findByText('Deleting reference', { selector: 'button' })).toBeDisabled();
    resolveArchive();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(archivedIds).toEqual(['1']);
    expect(calls.filter((c) => c === 'GET /v4/GenesisReference')).toHaveLength(2);
  });

  it('archives one legacy reference from its row menu with the legacy call', async () => {
    const archivedIds: (string | null)[] = [];
    const handlers = {
      ...signedInLibrary({ library: () => page(BOOKS, LEGACY) }),
      'DELETE /v3/Reference': ({ url }: { url: URL }) => {
        archivedIds.push(url.searchParams.get('referenceID'));
        return LEGACY[0];
      },
    };
    const { user } = await openLibrary(handlers);
    await user.click(within(rowOf('Babbage, C. (1864). Passages from the life of a philosopher.')).getByRole('button', { name: /Reference options/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive Reference' }));
    await user.click(buttonIn(await findOpenDialog('This will archive the reference. Are you sure?'), 'Archive Reference'));
    await waitFor(() => expect(archivedIds).toEqual(['9']));
  });

  it('asks about the selection and archives it in one call with both kinds of ids, then clears the selection', async () => {
    let body: unknown;
    const handlers = {
      ...signedInLibrary({ library: () => page(BOOKS, LEGACY) }),
      'DELETE /v4/GenesisReference': ({ body: sent }: { body: unknown }) => {
        body = sent;
        return { iDs: [2], legacyIDs: [9] };
      },
    };
    const { user } = await openLibrary(handlers);
    await user.click(screen.getByRole('checkbox', { name: /Select .*Bernoulli Numbers/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select .*Passages from the life/ }));
    await user.click(screen.getByRole('button', { name: 'Archive Selected' }));
    const dialog = await findOpenDialog('Are you sure you want to archive these references?');
    await user.click(buttonIn(dialog, 'Archive Selected References'));
    await waitFor(() => expect(body).toEqual({ iDs: [2], legacyIDs: [9] }));
    await waitFor(() => expect(screen.getByText('0 references selected')).toBeInTheDocument());
  });

  it('changes nothing when the user says Nevermind', async () => {
    const { user, calls } = await openLibrary();
    await user.click(screen.getByRole('checkbox', { name: /Select .*Bernoulli Numbers/ }));
    await user.click(screen.getByRole('button', { name: 'Archive Selected' }));
    await user.click(buttonIn(await findOpenDialog('Are you sure you want to archive these references?'), 'Nevermind'));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    expect(screen.getByText('1 reference selected')).toBeInTheDocument();
  });
});
