/** Test fixtures for the create, lookup, import and conversion screens: a signed-in customer and lookup results. */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Customer, LookupResult } from '../../api/types';
import { routes } from '../../app/routes';
import { StateProvider, type AppStore } from '../../state/state-provider';
import { fakeApi, type Handler } from '../../testing/render';

// These screens open over the whole library, and role queries over it take a while on a loaded machine.

/**
 * Waits for the dialog step showing `text` and moves focus into it, as a browser does when it opens. jsdom has no
 * layout, so Fluent focuses the dialog's surface instead of its first control, and tabster keeps a dialog that
 * replaced another aria-hidden until focus enters it.
 */
export async function enterDialog(text: string | RegExp): Promise<HTMLElement> {
  const dialog = (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`enterDialog: "${String(text)}" is not in a dialog`);
  dialog.querySelector<HTMLElement>('input, textarea, button')?.focus();
  await waitFor(() => {
    if (dialog.getAttribute('aria-hidden') === 'true') throw new Error('the dialog is still hidden');
  });
  return dialog;
}

/**
 * The app at a path, like `renderApp`, with every path the router went to, so a test can tell where a step led
 * even when that screen redirects on.
 */
export function renderRouted(path: string, store?: AppStore) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const visited: string[] = [];
  router.subscribe((state) => visited.push(state.location.pathname));
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <StateProvider store={store}>
        <RouterProvider router={router} />
      </StateProvider>
    </FluentProvider>,
  );
  return { ...view, user: userEvent.setup(), router, visited };
}

export const CUSTOMER: Partial<Customer> = {
  id: 1,
  firstName: 'Ada',
  subscriptionState: 'active',
  preferredFormatVersionID: 7,
  isImpersonating: false,
  role: 1,
};

export const EMPTY_LIBRARY = { references: [], legacyReferences: [], order: [], total: 0 };

/** Signs in (a token in storage) and answers the customer and the library behind the dialog beside the given handlers. */
export function signedInApi(handlers: Record<string, Handler>, customer: Partial<Customer> = CUSTOMER): string[] {
  localStorage.setItem('ibid.token', 't');
  return fakeApi({
    'GET /v4/Customer': () => customer,
    'GET /v4/GenesisReference': () => EMPTY_LIBRARY,
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    ...handlers,
  });
}

export function lookupResult(overrides: Partial<LookupResult> & { title: string }): LookupResult {
  return {
    id: 1,
    typeLabel: 'Journal Article',
    subTitle: null,
    authorInfo: 'Lovelace, A.',
    publisherInfo: 'Journal of Engines, 1843',
    imageUrl: null,
    referenceData: { referenceTypeID: 1, data: { title: overrides.title } },
    duplicateOf: null,
    ...overrides,
  };
}

export const ARTICLE = lookupResult({ title: 'Notes on the analytical engine', referenceData: { referenceTypeID: 1, data: { title: 'Notes on the analytical engine', doi: '10.1000/engine' } } });
export const BOOK = lookupResult({
  id: 2,
  title: 'The Difference Engine',
  subTitle: 'A History',
  typeLabel: 'Book',
  publisherInfo: 'Babbage Press, 1990',
  imageUrl: 'https://covers.example.org/engine.jpg',
  referenceData: { referenceTypeID: 2, data: { title: 'The Difference Engine' } },
});
export const CHAPTER = lookupResult({ id: 2, title: 'On punched cards', typeLabel: 'Book Chapter', referenceData: { referenceTypeID: 9, data: { title: 'On punched cards' } } });
