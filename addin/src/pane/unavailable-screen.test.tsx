import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerFixture } from '../testing/customers';
import { createMemoryHost } from '../testing/memory-host';
import { fakeApi } from '../testing/render';
import { renderPane } from '../testing/render-pane';

beforeEach(() => {
  localStorage.setItem('ibid.token', 't');
  fakeApi({ 'GET /v4/Customer': () => customerFixture(), 'GET /v4/GenesisReference/Share': () => ({ requests: [] }) });
});

describe('A side menu entry with no screen beside the browser editor', () => {
  it('keeps the pane and its menu, titled with the entry, and says the tool is in Ibid for Word only', async () => {
    const { user } = renderPane('/developer-tools', createMemoryHost({ paperTypeID: 11 }));
    expect(await screen.findByRole('heading', { name: 'Developer Tools' })).toBeInTheDocument();
    expect(screen.getByText(/in Ibid for Word only/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Research Notes' }));
    expect(await screen.findByRole('heading', { name: 'Research Notes' })).toBeInTheDocument();
  });
});
