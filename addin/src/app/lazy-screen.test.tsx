import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function renderAt(path: string, load: () => Promise<{ Page: () => React.JSX.Element }>) {
  const router = createMemoryRouter([{ path: '/page', ...lazyScreen(load, (m) => <m.Page />) }], { initialEntries: [path] });
  render(
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
    </FluentProvider>,
  );
}

describe('lazyScreen', () => {
  it('shows a labelled spinner until the screen has loaded, then the screen', async () => {
    let loaded!: (module: { Page: () => React.JSX.Element }) => void;
    renderAt('/page', () => new Promise((resolve) => (loaded = resolve)));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    loaded({ Page: () => <h1>The page</h1> });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers to reload the page when the screen cannot be fetched', async () => {
    renderAt('/page', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: "This screen didn't load" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection, then reload the page.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
