import { createStore } from 'jotai';
import { screen, waitFor, within } from '@testing-library/react';
import { LOOKUP_MESSAGE_OTHER, LOOKUP_NO_RESULTS, genericLookupWarning, lookupMessage, type Environment } from '@ibid/engine';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referenceDraftAtom } from '../../state/reference-draft';
import { apiError, renderApp } from '../../testing/render';
import { lookupAtom } from '../import/lookup-store';
import { ARTICLE, BOOK, CUSTOMER, signedInApi } from '../import/test-fixtures';
import type { AppStore } from '../../state/state-provider';

/** Each test's client state, set up before the app renders and read after. */
let store: AppStore;
beforeEach(() => {
  store = createStore();
});

const host = vi.hoisted(() => ({ environment: 'dev' as Environment }));
vi.mock('@ibid/engine', async (original) => ({ ...(await original<typeof import('@ibid/engine')>()), environmentForHost: () => host.environment }));

const STEP1 = '/my-reference-library/create-genesis-reference-1';

beforeEach(() => {
  host.environment = 'dev';
});
afterEach(() => vi.unstubAllGlobals());

/** Opens step 1 as a fresh page load: a new store reads what storage holds. */
async function openStep1(tab = 'common') {
  store = createStore();
  const view = renderApp(`${STEP1}/${tab}`, store);
  await screen.findByText('Step 1 of 3: Select a reference type');
  return view;
}

describe('Create reference step 1: tabs', () => {
  it('offers Common and All types, and Recent only once a type was created', async () => {
    signedInApi({});
    const first = await openStep1();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'All types' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Recent' })).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem('ibid.recentTypeIds', JSON.stringify([29]));
    const { user } = await openStep1();
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['Newspaper Article']);
  });

  it('opens the Common tab when the address asks for Recent but there are no recent types', async () => {
    signedInApi({});
    await openStep1('recent');
    expect(screen.getByRole('tab', { name: 'Common' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Look up a reference' })).toBeInTheDocument();
  });

  it('lists the common types and picks one: an empty draft of that type', async () => {
    signedInApi({});
    const { user } = await openStep1();
    const panel = screen.getByRole('tabpanel');
    for (const title of ['Journal Article', 'Book', 'Webpage', 'Newspaper Article', 'YouTube or Online Video']) expect(within(panel).getByRole('button', { name: title })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Book' }));
    expect(store.get(referenceDraftAtom)).toMatchObject({ referenceTypeID: 2, data: {}, source: 'manual' });
    await waitFor(() => expect(screen.queryByText('Step 1 of 3: Select a reference type')).not.toBeInTheDocument());
  });

  it('shows Import from .bib off the live site, and on it only to an impersonated customer', async () => {
    signedInApi({});
    const dev = await openStep1();
    expect(screen.getByRole('button', { name: 'Import from .bib' })).toBeInTheDocument();
    dev.unmount();

    host.environment = 'live';
    const live = await openStep1();
    expect(screen.queryByRole('button', { name: 'Import from .bib' })).not.toBeInTheDocument();
    live.unmount();

    signedInApi({}, { ...CUSTOMER, isImpersonating: true });
    await openStep1();
    expect(screen.getByRole('button', { name: 'Import from .bib' })).toBeInTheDocument();
  });

  it('has no serious accessibility violation', async () => {
    signedInApi({});
    await openStep1();
    const { violations } = await axe.run(document.body);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describe('Create reference step 1: All types', () => {
  it('groups the types by category, with their help', async () => {
    signedInApi({});
    await openStep1('all');
    expect(screen.getByRole('heading', { name: 'Journals & Periodicals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Legal Works' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Miscellaneous' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Executive Order' })).toHaveAccessibleDescription(/.+/);
  });

  it('searches the types by name and search words, and says when none match', async () => {
    signedInApi({});
    const { user } = await openStep1('all');
    await user.type(screen.getByRole('searchbox', { name: 'Search reference types' }), 'newspaper');
    expect(screen.queryByRole('heading', { name: 'Legal Works' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newspaper Article' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search reference types' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search reference types' }), 'zzzqqq');
    expect(await screen.findByText('No reference types match “zzzqqq”.')).toBeInTheDocument();
  });
});

describe('Look up a reference', () => {
  async function search(term: string) {
    const view = await openStep1();
    const box = screen.getByRole('searchbox', { name: 'Look up a reference' });
    if (term) await view.user.type(box, term);
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    return view;
  }

  it('does nothing with a blank term', async () => {
    const calls = signedInApi({});
    await search('   ');
    expect(calls.filter((c) => c.includes('Lookup'))).toEqual([]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('opens the blank form of a generic word, with the warning, without searching', async () => {
    const calls = signedInApi({});
    await search('Book');
    await waitFor(() => expect(store.get(referenceDraftAtom)).toMatchObject({ referenceTypeID: 2, data: {}, warning: genericLookupWarning('book') }));
    expect(calls.filter((c) => c.includes('Lookup'))).toEqual([]);
  });

  it('goes straight to the review with the only result', async () => {
    let asked: string | null = null;
    signedInApi({ 'GET /v4/GenesisReference/Lookup': ({ url }) => ((asked = url.searchParams.get('search')), { results: [ARTICLE], messages: [] }) });
    await search('engines & notes');
    await waitFor(() => expect(store.get(referenceDraftAtom)).toMatchObject({ referenceTypeID: 1, source: 'lookup', data: ARTICLE.referenceData.data }));
    expect(asked).toBe('engines & notes');
    expect(store.get(lookupAtom)?.chosen?.title).toBe(ARTICLE.title);
  });

  it('keeps several results for the result list', async () => {
    signedInApi({ 'GET /v4/GenesisReference/Lookup': () => ({ results: [ARTICLE, BOOK], messages: [] }) });
    await search('engine');
    await waitFor(() => expect(store.get(lookupAtom)?.results.map((r) => r.title)).toEqual([ARTICLE.title, BOOK.title]));
    expect(store.get(referenceDraftAtom)).toBeUndefined();
  });

  it.each([
    ['no result and no message', { results: [], messages: [] }, LOOKUP_NO_RESULTS],
    ['message 3', { results: [], messages: [{ messageTypeID: 3 }] }, lookupMessage(3)],
    ['message 7', { results: [], messages: [{ messageTypeID: 7 }] }, lookupMessage(7)],
    ['an unknown message', { results: [], messages: [{ messageTypeID: 0 }] }, LOOKUP_MESSAGE_OTHER],
  ])('says why there is nothing to show for %s', async (_, answer, text) => {
    signedInApi({ 'GET /v4/GenesisReference/Lookup': () => answer });
    await search('https://example.org/private');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says the search could not be processed when the call fails', async () => {
    signedInApi({ 'GET /v4/GenesisReference/Lookup': () => apiError(429, 'rate-limited', 'Too many requests') });
    await search('engine');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOOKUP_MESSAGE_OTHER));
  });
});
