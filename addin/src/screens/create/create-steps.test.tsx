import { createStore } from 'jotai';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryReference } from '../../api/types';
import { libraryPath } from '../../app/paths';
import { emptyDraft, recentTypeIdsAtom, referenceDraftAtom } from '../../state/reference-draft';
import { fakeApi, renderApp } from '../../testing/render';
import { libraryHandlers, storedReference } from '../reference/reference-fixtures';
import type { AppStore } from '../../state/state-provider';
import { CREATE_PATHS } from './paths';

/** Each test's client state, set up before the app renders and read after. */
let store: AppStore;
beforeEach(() => {
  store = createStore();
});

const step2 = libraryPath(CREATE_PATHS.CreateStep2, { openReferenceTab: 'common', referenceTypeSlug: 'journal-article' });
const step3 = libraryPath(CREATE_PATHS.CreateStep3, { openReferenceTab: 'common', referenceTypeSlug: 'journal-article' });
/** The first screen of a test waits for the app to start behind the dialog. */
const SLOW = { timeout: 10_000 };
const titleBox = () => screen.getByLabelText(/^Title\s*\*?$/);

beforeEach(() => localStorage.setItem('ibid.token', 't'));
// The fake api stays in place between tests (each test installs its own): a call the previous test's library
// list still had in flight must not reach the real network and end the next test's session as a connection error.
afterAll(() => vi.unstubAllGlobals());

/** Answers the create call and keeps what it was sent. */
function captureCreate(answer: LibraryReference): { query?: URLSearchParams; body?: Record<string, unknown> } {
  const sent: { query?: URLSearchParams; body?: Record<string, unknown> } = {};
  fakeApi(
    libraryHandlers({
      'POST /v3/GenesisReference': ({ url, body }) => {
        sent.query = url.searchParams;
        sent.body = body as Record<string, unknown>;
        return answer;
      },
    }),
  );
  return sent;
}

describe('create step 2', () => {
  it('is titled with the type, says the outline rule and enables Next once the required fields are filled', async () => {
    fakeApi(libraryHandlers());
    store.set(referenceDraftAtom, emptyDraft(1));
    const { user } = renderApp(step2, store);
    const dialog = await screen.findByRole('dialog', { name: 'Journal Article' }, SLOW);
    expect(within(dialog).getByText('Step 2 of 3: Add reference data')).toBeInTheDocument();
    expect(within(dialog).getByText('Commonly used fields are outlined in blue.')).toBeInTheDocument();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(titleBox(), 'Sleep and memory');
    await user.type(screen.getByLabelText(/^Journal name/), 'Nature');
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByText('Step 3 of 3: Confirm your reference', {}, SLOW)).toBeInTheDocument();
    expect(store.get(referenceDraftAtom)?.data).toMatchObject({ title: 'Sleep and memory', containerTitle: 'Nature' });
  });

  it("shows the draft's lookup warning", async () => {
    fakeApi(libraryHandlers());
    store.set(referenceDraftAtom, { ...emptyDraft(1), warning: 'Looks like you searched for a kind of work.' });
    renderApp(step2, store);
    expect(await screen.findByText('Looks like you searched for a kind of work.', {}, SLOW)).toBeInTheDocument();
    // The library behind the dialog finishes loading before the next test starts.
    expect(await screen.findByText('No references found.', {}, SLOW)).toBeInTheDocument();
  });

  it('asks "Stop creating this reference?" before Back leaves a filled form, and keeps working on request', async () => {
    fakeApi(libraryHandlers());
    store.set(referenceDraftAtom, emptyDraft(1));
    const { user } = renderApp(step2, store);
    await user.type(await screen.findByLabelText(/^Title\s*\*?$/, {}, SLOW), 'Sleep');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Fluent's modal focus trap marks the two dialogs hidden from each other a moment late in jsdom, so the
    // question is found regardless of that marking.
    const ask = await screen.findByRole('alertdialog', { name: 'Stop creating this reference?', hidden: true }, SLOW);
    await user.click(within(ask).getByRole('button', { name: 'Keep working', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), SLOW);
    expect(screen.getByText('Step 2 of 3: Add reference data')).toBeInTheDocument();
    expect(titleBox()).toHaveValue('Sleep');
    expect(store.get(referenceDraftAtom)?.data).toEqual({ title: 'Sleep' });
  });

  it("closes a filled form only after \"Don't create reference\", and drops the draft", async () => {
    fakeApi(libraryHandlers());
    store.set(referenceDraftAtom, { ...emptyDraft(1), data: { title: 'Sleep' } });
    const { user } = renderApp(step2, store);
    await user.click(await screen.findByRole('button', { name: 'Close' }, SLOW));
    await user.click(await screen.findByRole('button', { name: "Don't create reference", hidden: true }, SLOW));
    await waitFor(() => expect(screen.queryByText('Step 2 of 3: Add reference data')).toBeNull(), SLOW);
    expect(store.get(referenceDraftAtom)).toBeUndefined();
  });

  it('leaves an empty form without asking', async () => {
    fakeApi(libraryHandlers());
    store.set(referenceDraftAtom, emptyDraft(1));
    const { user } = renderApp(step2, store);
    await user.click(await screen.findByRole('button', { name: 'Close' }, SLOW));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Journal Article' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('create step 3', () => {
  it('goes back to step 1 (Common) when no type is chosen', async () => {
    fakeApi(libraryHandlers({ 'GET /v3/ReferenceType': () => [] }));
    store.set(referenceDraftAtom, emptyDraft(0));
    renderApp(step3, store);
    await waitFor(() => expect(screen.queryByText('Step 3 of 3: Confirm your reference')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('creates with the type and an upper-case id in the query, the data, description and cleaned tags, then closes', async () => {
    const sent = captureCreate(storedReference({ referenceID: 9 }));
    store.set(referenceDraftAtom, { ...emptyDraft(1), data: { title: 'Sleep and memory', containerTitle: 'Nature', doi: '' } });
    const { user } = renderApp(step3, store);
    const dialog = await screen.findByRole('dialog', { name: 'Journal Article' }, SLOW);
    await user.type(within(dialog).getByLabelText('Description'), 'For chapter 2');
    await user.type(within(dialog).getByLabelText('Tags'), 'sleep, , Sleep, memory');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent.query).toBeDefined());
    expect(sent.query?.get('referenceTypeId')).toBe('1');
    expect(sent.query?.get('uniqueId')).toMatch(/^[0-9A-F-]{36}$/);
    expect(sent.query?.has('nickname')).toBe(false);
    expect(sent.body).toEqual({ data: { title: 'Sleep and memory', containerTitle: 'Nature' }, note: 'For chapter 2', tags: 'sleep, memory' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Journal Article' })).toBeNull());
    expect(store.get(recentTypeIdsAtom)).toEqual([1]);
    expect(store.get(referenceDraftAtom)).toBeUndefined();
  });

  it('leaves blank optional fields out of the create call', async () => {
    const sent = captureCreate(storedReference());
    store.set(referenceDraftAtom, { ...emptyDraft(1), data: { title: 'Sleep', containerTitle: 'Nature' }, note: '   ' });
    const { user } = renderApp(step3, store);
    await user.click(await screen.findByRole('button', { name: 'Create' }, SLOW));
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body).toEqual({ data: { title: 'Sleep', containerTitle: 'Nature' } });
    expect([...(sent.query?.keys() ?? [])].sort()).toEqual(['referenceTypeId', 'uniqueId']);
  });
});
