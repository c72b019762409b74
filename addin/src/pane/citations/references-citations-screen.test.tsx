import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CitationAttrs } from '../../host/document-host';
import { storedReference } from '../../screens/reference/reference-fixtures';
import { announceCreatedReference } from '../../state/created-references';
import { customerFixture } from '../../testing/customers';
import { createMemoryHost, type MemoryHost } from '../../testing/memory-host';
import { fakeApi } from '../../testing/render';
import { renderPane } from '../../testing/render-pane';
import { CREATED_ADDED_TEXT, CREATE_WAITING_TEXT } from './references-citations-screen';
import { ADD_CREATED_FAILED } from './use-create-for-paper';

const walker = storedReference();
const born = storedReference({
  referenceID: 6,
  referenceUniqueID: 'REF-6',
  title: 'Memory function',
  tags: 'brain',
  isArchived: true,
  values: { apa7: { value: 'Born, J. (2010). Memory function. <i>Brain</i>.' } },
  data: { contributors: [{ id: 'c1', type: 'author', kind: 'person', given: 'Jan', family: 'Born' }], title: 'Memory function', containerTitle: 'Brain', issued: { year: 2010 } },
});
const unused = storedReference({ referenceID: 9, referenceUniqueID: 'REF-9', title: 'Unused', data: { title: 'Unused', issued: { year: 2001 } } });
const library = [walker, born, unused];

let calls: string[];
beforeEach(() => {
  localStorage.setItem('ibid.token', 't');
  calls = fakeApi({
    'GET /v4/Customer': () => customerFixture(),
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    ...Object.fromEntries(library.map((r) => [`GET /v4/GenesisReference/${r.referenceUniqueID}`, () => r])),
  });
});

const cite = (host: MemoryHost, citationUniqueID: string, ...uids: string[]) =>
  host.insertCitation({ citationUniqueID, groupUniqueID: null, items: uids.map((referenceUniqueID) => ({ referenceUniqueID, namePart: true, datePart: true })), prefix: '', suffix: '', narrative: false } satisfies CitationAttrs);

describe('References & Citations', () => {
  it("lists the paper's references and filters them with the search", async () => {
    const { user } = renderPane('/references-citations', createMemoryHost({ library, inPaper: ['REF-5', 'REF-6'] }));
    const list = await screen.findByRole('list', { name: 'References in this paper' });
    await within(list).findByText(/Born, J\. \(2010\)/);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This reference has been archived.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search references in this paper' }), 'walker');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/Walker, M\. \(2020\)/)).toBeInTheDocument();
  });

  it('opens the only reference with citations by itself, with each citation as the paper shows it', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5', 'REF-6'] });
    await cite(host, 'C-1', 'REF-5');
    const { user, router } = renderPane('/references-citations', host);
    const citations = await screen.findByRole('list', { name: 'Citations' });
    expect(within(citations).getByText('(Walker, 2020)')).toBeInTheDocument();
    await user.click(within(citations).getByRole('button', { name: 'Edit' }));
    // The citation form is a lazy route: the router goes there once its chunk has loaded.
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/citation/edit', state: { referenceUniqueID: 'REF-5', citationUniqueID: 'C-1' } }));
  });

  it('shows the list when more than one reference has citations, and opens one on request', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5', 'REF-6'] });
    await cite(host, 'C-1', 'REF-5');
    await cite(host, 'C-2', 'REF-6');
    const { user, router } = renderPane('/references-citations', host);
    const list = await screen.findByRole('list', { name: 'References in this paper' });
    await user.click(within(list).getAllByRole('button', { name: 'Citations (1)' })[0]!);
    await user.click(within(screen.getByRole('region', { name: 'Open reference' })).getByRole('button', { name: 'Add Citation' }));
    expect(router.state.location).toMatchObject({ pathname: '/citation/add', state: { referenceUniqueID: 'REF-5' } });
  });

  it('opens the reference it is handed', async () => {
    renderPane('/references-citations', createMemoryHost({ library, inPaper: ['REF-5', 'REF-6'] }), { state: { openReferenceId: 'ref-6' } });
    const opened = await screen.findByRole('region', { name: 'Open reference' });
    expect(await within(opened).findByText(/Born, J\. \(2010\)/)).toBeInTheDocument();
    expect(within(opened).getByRole('status')).toHaveTextContent('This reference has no citations in your paper yet.');
  });

  it('does not list citations in Advanced Edit Mode', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5'], advancedMode: true });
    await cite(host, 'C-1', 'REF-5');
    renderPane('/references-citations', host);
    const opened = await screen.findByRole('region', { name: 'Open reference' });
    expect(within(opened).queryByRole('list', { name: 'Citations' })).not.toBeInTheDocument();
    expect(within(opened).getByText(/Advanced Edit Mode is on/)).toBeInTheDocument();
  });

  it('removes a reference without citations at once, and asks first for one with citations', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5', 'REF-6', 'REF-9'] });
    await cite(host, 'C-1', 'REF-5');
    await cite(host, 'C-2', 'REF-6');
    const { user } = renderPane('/references-citations', host);
    const list = await screen.findByRole('list', { name: 'References in this paper' });
    await user.click(within(within(list).getAllByRole('listitem')[2]!).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['REF-5', 'REF-6']));
    // The pane shows it gone (its focused Remove button with it) before the next click.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this reference?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove Reference & Delete Citations' }));
    await waitFor(async () => expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['REF-6']));
    expect(await host.citation('C-1')).toBeUndefined();
  });

  it("creates a new reference in the library's window, adds it to the paper once created there and offers to cite it", async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-6'] });
    const { user, router } = renderPane('/references-citations', host);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(await screen.findByRole('button', { name: 'Create a New Reference' }));
    expect(open.mock.calls[0]?.[0]).toBe('/my-reference-library/create-genesis-reference-1/common');
    open.mockRestore();
    expect(screen.getByText(CREATE_WAITING_TEXT)).toBeInTheDocument();
    // The library's window creates it (ConfirmReferenceStep announces it to the app's windows).
    announceCreatedReference('REF-5');
    const opened = await screen.findByRole('region', { name: 'Open reference' });
    expect(await within(opened).findByText(/Walker, M\. \(2020\)/)).toBeInTheDocument();
    expect(within(opened).getByText(CREATED_ADDED_TEXT)).toBeInTheDocument();
    expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['REF-6', 'REF-5']);
    expect(screen.getByRole('heading', { name: 'Refs & Citations (2)' })).toBeInTheDocument();
    await user.click(within(opened).getByRole('button', { name: 'Add Citation' }));
    expect(router.state.location).toMatchObject({ pathname: '/citation/add', state: { referenceUniqueID: 'REF-5' } });
  });

  it('says so when the new reference cannot be added to the paper', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-6'] });
    const { user } = renderPane('/references-citations', host);
    vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(await screen.findByRole('button', { name: 'Create a New Reference' }));
    host.failNext = new Error('The document is read-only.');
    announceCreatedReference('REF-5');
    expect(await screen.findByText(ADD_CREATED_FAILED)).toBeInTheDocument();
    expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['REF-6']);
  });

  it('stops waiting when the library window is closed without a new reference', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-6'] });
    const { user } = renderPane('/references-citations', host);
    const libraryWindow = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(libraryWindow as Window);
    await user.click(await screen.findByRole('button', { name: 'Create a New Reference' }));
    expect(screen.getByText(CREATE_WAITING_TEXT)).toBeInTheDocument();
    libraryWindow.closed = true;
    await waitFor(() => expect(screen.queryByText(CREATE_WAITING_TEXT)).not.toBeInTheDocument());
    announceCreatedReference('REF-5');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['REF-6']);
  });

  it('adds only the one reference created after Create a New Reference, and none created without it', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-6'] });
    const { user } = renderPane('/references-citations', host);
    await screen.findByRole('list', { name: 'References in this paper' });
    announceCreatedReference('REF-9');
    vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Create a New Reference' }));
    announceCreatedReference('REF-5');
    await screen.findByRole('region', { name: 'Open reference' });
    announceCreatedReference('REF-9');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await host.references()).map((r) => r.referenceUniqueID)).toEqual(['REF-6', 'REF-5']);
  });

  it('reads each reference from the library once for all the pane screens', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5', 'REF-6'] });
    await cite(host, 'C-1', 'REF-5');
    const { user } = renderPane('/references-citations', host);
    const opened = await screen.findByRole('region', { name: 'Open reference' });
    await user.click(within(opened).getByRole('button', { name: 'Add Citation' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByRole('region', { name: 'Open reference' });
    expect(calls.filter((c) => c === 'GET /v4/GenesisReference/REF-5')).toHaveLength(1);
  });
});

describe('Paper check', () => {
  it('lists what is cited but missing, archived, and what is never cited, and follows each', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5', 'REF-6', 'REF-9'] });
    await cite(host, 'C-1', 'REF-5', 'REF-GONE');
    await cite(host, 'C-2', 'REF-6');
    const { user, router } = renderPane('/references-citations', host);
    await user.click(await screen.findByRole('button', { name: 'Check my paper' }));
    const missing = await screen.findByRole('region', { name: 'Cited but not in the paper' });
    const archived = screen.getByRole('region', { name: 'Cited but archived or deleted' });
    const uncited = screen.getByRole('region', { name: 'In the reference list but never cited' });
    expect(within(archived).getByRole('button')).toHaveTextContent('“Memory function” is cited but is archived.');
    expect(within(uncited).getByRole('button')).toHaveTextContent('“Unused” is in the reference list but nothing cites it.');
    await user.click(within(missing).getByRole('button'));
    expect(host.revealed).toEqual(['C-1']);
    await user.click(within(uncited).getByRole('button'));
    expect(router.state.location).toMatchObject({ pathname: '/references-citations', state: { openReferenceId: 'REF-9' } });
    expect(await screen.findByRole('region', { name: 'Open reference' })).toBeInTheDocument();
  });

  it('says so when the paper is sound', async () => {
    const host = createMemoryHost({ library, inPaper: ['REF-5'] });
    await cite(host, 'C-1', 'REF-5');
    renderPane('/paper-check', host);
    expect(await screen.findByRole('status')).toHaveTextContent('Every citation has its reference');
  });
});
