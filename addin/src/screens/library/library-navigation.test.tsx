import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../testing/render';
import { legacyReference, page, reference, signedInLibrary } from './library-fixtures';

// Where the library sends the user is this screen's decision; the dialogs there belong to other screens.
const navigate = vi.fn();
vi.mock('react-router', async (original) => ({ ...(await original<typeof import('react-router')>()), useNavigate: () => navigate }));


beforeEach(() => navigate.mockReset());
afterEach(() => vi.unstubAllGlobals());

const LEGACY_TEXT = 'Babbage, C. (1864). Passages from the life of a philosopher.';

async function openLibrary() {
  fakeApi(signedInLibrary({ library: () => page([reference(1, 'Analytical Engines')], [legacyReference(9, LEGACY_TEXT)]) }));
  const app = renderApp('/my-reference-library');
  await screen.findByText('Analytical Engines');
  return app;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Library navigation', () => {
  it('opens a new-style row on its Citations tab', async () => {
    const { user } = await openLibrary();
    await user.click(screen.getByText('Analytical Engines'));
    expect(navigate).toHaveBeenCalledWith('/my-reference-library/reference-edit/REF-1/citations');
  });

  it('opens a legacy row in legacy conversion', async () => {
    const { user } = await openLibrary();
    await user.click(screen.getByText(LEGACY_TEXT));
    expect(navigate).toHaveBeenCalledWith('/my-reference-library/convert-reference/9');
  });

  it('opens the row from the keyboard through its title', async () => {
    const { user } = await openLibrary();
    within(rowOf('Analytical Engines')).getByRole('button', { name: /^Author, A. \(2020\). Analytical Engines/ }).focus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/my-reference-library/reference-edit/REF-1/citations');
  });

  it('sends Edit Reference to Details, View research notes to its tab and Convert Reference to conversion', async () => {
    const { user } = await openLibrary();
    const menuOf = async (text: string, item: string) => {
      await user.click(within(rowOf(text)).getByRole('button', { name: /Reference options/ }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
    };
    await menuOf('Analytical Engines', 'Edit Reference');
    expect(navigate).toHaveBeenLastCalledWith('/my-reference-library/reference-edit/REF-1/details');
    await menuOf('Analytical Engines', 'View research notes');
    expect(navigate).toHaveBeenLastCalledWith('/my-reference-library/reference-edit/REF-1/research-notes');
    await menuOf(LEGACY_TEXT, 'Convert Reference');
    expect(navigate).toHaveBeenLastCalledWith('/my-reference-library/convert-reference/9');
    expect(navigate).toHaveBeenCalledTimes(3);
  });

  it('creates a new reference from the Common tab of step 1', async () => {
    const { user } = await openLibrary();
    await user.click(screen.getByRole('button', { name: 'Create a new reference' }));
    expect(navigate).toHaveBeenCalledWith('/my-reference-library/create-genesis-reference-1/common');
  });
});
