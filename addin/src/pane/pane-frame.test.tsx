import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerFixture } from '../testing/customers';
import { createMemoryHost } from '../testing/memory-host';
import { fakeApi } from '../testing/render';
import { renderPane } from '../testing/render-pane';

beforeEach(() => {
  localStorage.setItem('ibid.token', 't');
  fakeApi({ 'GET /v4/Customer': () => customerFixture(), 'GET /v4/GenesisReference/Share': () => ({ requests: [] }) });
});

async function openMenu(paperTypeID: number) {
  const view = renderPane('/startup', createMemoryHost({ paperTypeID }));
  await screen.findByRole('heading', { name: 'Getting Started' });
  await view.user.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = screen.getByRole('navigation', { name: 'Side menu' });
  // The entries show once the host has said which paper this is.
  await within(menu).findByRole('button', { name: 'References & Citations' });
  return { ...view, menu };
}

const entries = (menu: HTMLElement) => within(within(menu).getByRole('list')).getAllByRole('button').map((b) => b.textContent);
const enabled = (menu: HTMLElement, name: string) => !within(menu).getByRole('button', { name }).hasAttribute('disabled');

describe('The pane side menu', () => {
  it('lists the entries in the spec order, the developer entries off the live site and no iOS entries', async () => {
    const { menu } = await openMenu(11);
    expect(entries(menu)).toEqual([
      'Error Tests',
      'Developer Tools',
      'Create New Paper',
      'Title Page',
      'Abstract',
      'Table of Contents',
      'Appendices',
      'References & Citations',
      'Research Notes',
      'Text & Headings',
      'Insert Figure',
      'Insert Table',
      'Advanced Editing',
      'Save to Ibid',
      "I'm Finished",
      'My Reference Library',
      'Settings',
    ]);
    expect(within(menu).getByRole('button', { name: 'CLOSE' })).toBeInTheDocument();
  });

  it('greys out the research-paper sections and figures for a reference list, and Advanced Editing outside APA 7', async () => {
    const { menu } = await openMenu(114);
    expect(['Abstract', 'Table of Contents', 'Appendices', 'Insert Figure', 'Insert Table', 'Advanced Editing'].map((n) => enabled(menu, n))).toEqual([false, false, false, false, false, false]);
    expect(['References & Citations', 'Research Notes', 'Text & Headings', 'Save to Ibid'].map((n) => enabled(menu, n))).toEqual([true, true, true, true]);
  });

  it('keeps figures but not the research sections for an APA 7 discussion post', async () => {
    const { menu } = await openMenu(13);
    expect(['Abstract', 'Insert Figure', 'Insert Table', 'Advanced Editing'].map((n) => enabled(menu, n))).toEqual([false, true, true, true]);
  });

  it('sends an adopted paper to the coming-soon screen for a gated entry', async () => {
    const { menu, user, router } = await openMenu(16);
    await user.click(within(menu).getByRole('button', { name: 'Abstract' }));
    expect(router.state.location.pathname).toBe('/adopted-paper-feature-coming-soon');
  });

  it('opens My Reference Library outside the pane and closes the menu', async () => {
    const { menu, user, opened } = await openMenu(11);
    await user.click(within(menu).getByRole('button', { name: 'My Reference Library' }));
    expect(opened).toEqual(['/my-reference-library']);
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('navigates the pane and closes the menu after CLOSE or a navigation', async () => {
    const { menu, user, router } = await openMenu(11);
    await user.click(within(menu).getByRole('button', { name: 'References & Citations' }));
    expect(router.state.location.pathname).toBe('/references-citations');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });
});

describe('Startup', () => {
  it('links to each tool, greyed out where the paper type has none', async () => {
    const view = renderPane('/startup', createMemoryHost({ paperTypeID: 114 }));
    const tools = await screen.findByRole('list', { name: 'Tools' });
    await within(tools).findByRole('button', { name: 'Settings' });
    expect(within(tools).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Create a new paper',
      'Title Page',
      'Table of Contents',
      'Abstract',
      'References & Citations',
      'Text Styles & Headings',
      'Insert Figure',
      'Insert Table',
      'Settings',
      'Help',
    ]);
    expect(within(tools).getByRole('button', { name: 'Abstract' })).toBeDisabled();
    expect(within(tools).getByRole('button', { name: 'Insert Figure' })).toBeDisabled();
    await view.user.click(within(tools).getByRole('button', { name: 'References & Citations' }));
    expect(view.router.state.location.pathname).toBe('/references-citations');
  });
});
