import { createStore } from 'jotai';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import { referenceDraftAtom } from '../../state/reference-draft';
import { lookupAtom } from './lookup-store';
import { SCROLL_THROTTLE_MS } from './use-scrolled-back-up';
import { ARTICLE, BOOK, CHAPTER, lookupResult, renderRouted, signedInApi } from './test-fixtures';
import type { AppStore } from '../../state/state-provider';

/** Each test's client state, set up before the app renders and read after. */
let store: AppStore;
beforeEach(() => {
  store = createStore();
});

afterEach(() => vi.unstubAllGlobals());

const RESULTS = '/my-reference-library/create-genesis-reference-2-3plu';
const DUPLICATE = lookupResult({
  title: 'Already mine',
  referenceData: { referenceTypeID: 1, data: { title: 'Already mine', doi: '10.1000/mine' } },
  duplicateOf: { referenceID: 9, referenceUniqueID: 'MINE-1', matchedOn: 'doi' },
});

async function openResults(results = [ARTICLE, BOOK, CHAPTER, DUPLICATE]) {
  signedInApi({});
  store.set(lookupAtom, { term: 'engine', results, filter: 'all' });
  const view = renderRouted(RESULTS, store);
  await screen.findByText('Step 2 of 3: Select a reference to use');
  return view;
}

const cardTitles = () => within(screen.getByRole('list', { name: 'Results' })).getAllByRole('heading').map((h) => h.textContent);

describe('Lookup results', () => {
  it('shows each result as a card: type, title, subtitle, authors, publisher and cover with its alt text', async () => {
    await openResults();
    const book = screen.getByRole('article', { name: BOOK.title });
    for (const text of ['Book', 'A History', 'Lovelace, A.', 'Babbage Press, 1990']) expect(within(book).getByText(text)).toBeInTheDocument();
    expect(within(book).getByRole('img', { name: 'Cover of The Difference Engine' })).toHaveAttribute('src', BOOK.imageUrl);
    expect(within(screen.getByRole('article', { name: ARTICLE.title })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('filters to books and chapters (id 2) or journal articles (id 1), and keeps the filter', async () => {
    const { user, unmount } = await openResults();
    expect(cardTitles()).toEqual([ARTICLE.title, BOOK.title, CHAPTER.title, DUPLICATE.title]);
    await user.click(screen.getByRole('button', { name: 'Filter results: All results' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Book & Chapters only' }));
    await waitFor(() => expect(cardTitles()).toEqual([BOOK.title, CHAPTER.title]));
    await user.click(screen.getByRole('button', { name: 'Filter results: Book & Chapters only' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Journal Articles only' }));
    await waitFor(() => expect(cardTitles()).toEqual([ARTICLE.title, DUPLICATE.title]));
    unmount();
    renderRouted(RESULTS, store);
    await waitFor(() => expect(cardTitles()).toEqual([ARTICLE.title, DUPLICATE.title]));
  });

  it('opens the review of the chosen result', async () => {
    const { user, visited } = await openResults();
    await user.click(within(screen.getByRole('article', { name: BOOK.title })).getByRole('button', { name: 'Use this reference' }));
    expect(store.get(referenceDraftAtom)).toMatchObject({ referenceTypeID: 2, source: 'lookup', data: { title: BOOK.title } });
    expect(store.get(lookupAtom)).toMatchObject({ chosen: { title: BOOK.title }, results: [{}, {}, {}, {}] });
    // The next step is a lazy route: the router goes there once its chunk has loaded.
    await waitFor(() => expect(visited).toContain('/my-reference-library/create-genesis-reference-3-3plu'));
  });

  it('warns of a duplicate and opens the existing reference instead', async () => {
    const { user, visited } = await openResults();
    const card = screen.getByRole('article', { name: DUPLICATE.title });
    expect(within(card).getByText('This reference is already in your library.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Use this reference' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Use existing reference' }));
    await waitFor(() => expect(visited).toContain('/my-reference-library/reference-edit/MINE-1/citations'));
    expect(store.get(referenceDraftAtom)).toBeUndefined();
  });

  it('creates a duplicate when the user chooses to', async () => {
    const { user, visited } = await openResults();
    await user.click(within(screen.getByRole('article', { name: DUPLICATE.title })).getByRole('button', { name: 'Create duplicate' }));
    expect(store.get(referenceDraftAtom)).toMatchObject({ referenceTypeID: 1, data: { doi: '10.1000/mine' } });
    await waitFor(() => expect(visited).toContain('/my-reference-library/create-genesis-reference-3-3plu'));
  });

  it('offers to create the reference manually once the user scrolled 400 px down and back up', async () => {
    const { user, visited } = await openResults();
    const scroller = screen.getByRole('list', { name: 'Results' }).parentElement as HTMLElement;
    let scrollTop = 0;
    // jsdom has no layout: the dialog's content reports the position the test scrolled to.
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, get: () => scrollTop });
    const scrollTo = (top: number) => {
      scrollTop = top;
      fireEvent.scroll(scroller);
    };
    const prompt = "Can't find it? Create a reference manually...";
    scrollTo(300);
    await new Promise((resolve) => setTimeout(resolve, SCROLL_THROTTLE_MS + 50));
    scrollTo(100);
    await new Promise((resolve) => setTimeout(resolve, SCROLL_THROTTLE_MS + 50));
    expect(screen.queryByText(prompt)).not.toBeInTheDocument();
    scrollTo(450);
    scrollTo(200);
    expect(screen.queryByText(prompt)).not.toBeInTheDocument();
    // Role queries over the whole dialog are slow under load; the text is found quickly.
    await user.click(await screen.findByText(prompt, {}, { timeout: SCROLL_THROTTLE_MS * 4 }));
    await waitFor(() => expect(visited).toContain('/my-reference-library/create-genesis-reference-1/all'));
  });

  it('goes back to step 1 without results to show', async () => {
    signedInApi({});
    const { visited } = renderRouted(RESULTS, store);
    await waitFor(() => expect(visited).toContain('/my-reference-library/create-genesis-reference-1/common'));
  });

  it('has no serious accessibility violation', async () => {
    await openResults();
    const { violations } = await axe.run(document.body);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
