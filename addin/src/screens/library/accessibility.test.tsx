import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, type Handler } from '../../testing/render';
import { findOpenDialog, legacyReference, page, reference, shareRequest, signedInLibrary } from './library-fixtures';

afterEach(() => vi.unstubAllGlobals());

async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A library of 1,500 (the notice shows) whose first page is these three; the pages after it are not needed. */
const LIBRARY: Handler = ({ url }) =>
  url.searchParams.get('offset') === '0'
    ? page([reference(1, 'Analytical Engines', { nickname: 'Engines' }), reference(2, 'Bernoulli Numbers')], [legacyReference(9, 'Babbage, C. (1864). Passages.')], 1500)
    : page([], [], 1500);

describe('The library screens have no serious accessibility problem', () => {
  it('the list with the options bar open and the shared references strip', async () => {
    fakeApi(signedInLibrary({ library: LIBRARY, shares: [shareRequest(1, 'Grace', ['Sketch'])] }));
    const { user } = renderApp('/my-reference-library');
    await screen.findByText('Analytical Engines');
    await screen.findByText('New references were shared with you.');
    await user.click(screen.getByRole('checkbox', { name: /Select Engines/ }));
    expect(await seriousViolations()).toEqual([]);
  });

  it('the share panel with a recipient', async () => {
    fakeApi(signedInLibrary({ library: LIBRARY }));
    const { user } = renderApp('/my-reference-library');
    await screen.findByText('Analytical Engines');
    await user.click(screen.getByRole('checkbox', { name: /Select Engines/ }));
    await user.click(screen.getByRole('button', { name: 'Share Selected References' }));
    await user.type(within(await findOpenDialog('Share Reference')).getByLabelText(/Email addresses/), 'grace@example.edu{Enter}');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the archive confirmation', async () => {
    fakeApi(signedInLibrary({ library: LIBRARY }));
    const { user } = renderApp('/my-reference-library');
    await screen.findByText('Analytical Engines');
    await user.click(screen.getByRole('checkbox', { name: /Select Engines/ }));
    await user.click(screen.getByRole('button', { name: 'Archive Selected' }));
    await findOpenDialog('Are you sure you want to archive these references?');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the shared references modal', async () => {
    fakeApi(signedInLibrary({ library: LIBRARY, shares: [shareRequest(1, 'Grace', ['Sketch'], 'Have a look')] }));
    const { user } = renderApp('/my-reference-library');
    await user.click(await screen.findByRole('button', { name: 'Review shared references' }));
    await findOpenDialog("You've got shared references!");
    expect(await seriousViolations()).toEqual([]);
  });

  it('the shared references page', async () => {
    fakeApi(signedInLibrary({ shares: [shareRequest(1, 'Grace', ['Sketch'], 'Have a look')] }));
    renderApp('/shared-references-received');
    await screen.findByRole('heading', { name: "You've got shared references!", level: 1 });
    expect(await seriousViolations()).toEqual([]);
  });
});
