import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureAppPages } from '../../pane/open-in-app';
import { WordPaneContext, type WordPane } from '../../word/word-context';
import { RenewLink } from './renew-link';

afterEach(() => configureAppPages(() => null));

describe('Renew my subscription', () => {
  it('opens the cart in place in the web app', async () => {
    render(
      <MemoryRouter initialEntries={['/expired-subscription']}>
        <Routes>
          <Route path="/expired-subscription" element={<RenewLink>Renew my subscription</RenewLink>} />
          <Route path="/cart-step-2" element={<h1>Subscription Settings</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Renew my subscription' });
    expect(link).toHaveAttribute('href', '/cart-step-2');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Subscription Settings' })).toBeInTheDocument();
  });

  it("opens the cart in Word's dialog at 66% from the Word pane", async () => {
    const opened = vi.fn(() => null);
    configureAppPages(opened);
    render(
      <MemoryRouter>
        <WordPaneContext.Provider value={{} as WordPane}>
          <RenewLink>Renew my subscription</RenewLink>
        </WordPaneContext.Provider>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Renew my subscription' }));
    expect(opened).toHaveBeenCalledWith('/cart-step-2', { heightPercent: 66, widthPercent: 66 });
  });
});
