import { createStore } from 'jotai';
import { TYPE_NOTICES } from '@ibid/engine';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import type { LookupResult } from '../../api/types';
import { referenceDraftAtom } from '../../state/reference-draft';
import { chooseResultAtom, lookupAtom } from './lookup-store';
import { REVIEW_INTRO } from './lookup-review-step';
import { BOOK, lookupResult, renderRouted, signedInApi } from './test-fixtures';
import type { AppStore } from '../../state/state-provider';

/** Each test's client state, set up before the app renders and read after. */
let store: AppStore;
beforeEach(() => {
  store = createStore();
});

afterEach(() => vi.unstubAllGlobals());

const REVIEW = '/my-reference-library/create-genesis-reference-3-3plu';
const ARTICLE = lookupResult({
  title: 'Sleep and memory',
  referenceData: { referenceTypeID: 1, data: { title: 'Sleep and memory', containerTitle: 'Nature', doi: '10.1000/sleep' } },
});
const WEBPAGE = lookupResult({ id: 0, title: 'How to sleep', typeLabel: 'Webpage', referenceData: { referenceTypeID: 3, data: { title: 'How to sleep', url: 'https://example.org/sleep' } } });

function startReview(results: LookupResult[], chosen: LookupResult, handlers = {}) {
  const calls = signedInApi(handlers);
  store.set(lookupAtom, { term: 'sleep', results, filter: 'all' });
  store.set(chooseResultAtom, chosen);
  return { calls, ...renderRouted(REVIEW, store) };
}

describe('Lookup review', () => {
  it('shows the found reference in its form, the output and the outline note, with Next enabled', async () => {
    startReview([ARTICLE], ARTICLE);
    const dialog = await screen.findByRole('dialog', { name: 'Journal Article' });
    expect(within(dialog).getByText(REVIEW_INTRO)).toBeInTheDocument();
    expect(within(dialog).getByText('Commonly used fields are outlined in blue.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title\s*\*?$/)).toHaveValue('Sleep and memory');
    expect(await within(dialog).findByTestId('reference-preview')).toHaveTextContent('Sleep and memory');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it("shows the webpage warning instead of the outline note for a webpage", async () => {
    startReview([WEBPAGE], WEBPAGE);
    const dialog = await screen.findByRole('dialog', { name: 'Webpage' });
    expect(within(dialog).getByText(TYPE_NOTICES.webpage.text)).toBeInTheDocument();
    expect(within(dialog).queryByText('Commonly used fields are outlined in blue.')).not.toBeInTheDocument();
  });

  it('disables Next until the reference can be created', async () => {
    const { user } = startReview([ARTICLE], ARTICLE);
    const dialog = await screen.findByRole('dialog', { name: 'Journal Article' });
    await user.clear(screen.getByLabelText(/^Title\s*\*?$/));
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('goes back to the same result list, unchanged, without asking', async () => {
    const { user, visited } = startReview([ARTICLE, BOOK], BOOK);
    await user.click(within(await screen.findByRole('dialog', { name: 'Book' })).getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 2 of 3: Select a reference to use')).toBeInTheDocument();
    expect(await screen.findByText(ARTICLE.publisherInfo)).toBeInTheDocument();
    expect(screen.getByText(BOOK.publisherInfo)).toBeInTheDocument();
    expect(visited).toContain('/my-reference-library/create-genesis-reference-2-3plu');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks "Stop creating this reference?" before leaving a changed reference', async () => {
    const { user } = startReview([ARTICLE, BOOK], ARTICLE);
    await user.type(await screen.findByLabelText(/^Title\s*\*?$/), ' in adults');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // Role queries over the whole form are slow: the guard is found by its text.
    await screen.findByText('Stop creating this reference?');
    await user.click(screen.getByText("Don't create reference"));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Journal Article' })).toBeNull());
    expect(store.get(referenceDraftAtom)).toBeUndefined();
  });

  it('warns when the only result is already in the library, until the user chooses to create a duplicate', async () => {
    const duplicate = { ...ARTICLE, duplicateOf: { referenceID: 4, referenceUniqueID: 'SLEEP-1', matchedOn: 'doi' as const } };
    const { user } = startReview([duplicate], duplicate);
    const dialog = await screen.findByRole('dialog', { name: 'Journal Article' });
    expect(within(dialog).getByText('This reference is already in your library.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Create duplicate' }));
    expect(within(dialog).queryByText('This reference is already in your library.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('confirms and creates the reviewed reference with its description', async () => {
    let created: { query: URLSearchParams; body: unknown } | undefined;
    const { user, visited } = startReview([ARTICLE], ARTICLE, {
      'POST /v3/GenesisReference': ({ url, body }: { url: URL; body: unknown }) => {
        created = { query: url.searchParams, body };
        return { referenceID: 12, referenceUniqueID: 'NEW', referenceTypeID: 1, values: { apa7: { value: 'Sleep and memory.' } }, data: ARTICLE.referenceData.data };
      },
    });
    await user.click(within(await screen.findByRole('dialog', { name: 'Journal Article' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 3 of 3: Confirm your reference')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Description/), 'For chapter 2');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created?.query.get('referenceTypeId')).toBe('1'));
    expect(created?.body).toMatchObject({ data: { title: 'Sleep and memory', containerTitle: 'Nature' }, note: 'For chapter 2' });
    expect(visited).toContain('/my-reference-library/create-genesis-reference-4-3plu');
    await waitFor(() => expect(visited.at(-1)).toBe('/my-reference-library'));
  });
});
