import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderApp } from '../../testing/render';
import { CONNECTION_TEXT, LOGGED_OUT_TEXT } from './error-screen';

afterEach(() => vi.unstubAllGlobals());

const customer = { id: 1, firstName: 'Ada', subscriptionState: 'active' };

describe('Error view', () => {
  it('says the user was logged out after a 401 and offers Log In', async () => {
    fakeApi({});
    const { user } = renderApp('/error/401');
    expect(await screen.findByRole('heading', { level: 1, name: "Oops! You've been logged out" })).toBeInTheDocument();
    expect(screen.getByText(LOGGED_OUT_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in with your email' })).toBeInTheDocument();
  });

  it('is where a 401 from any call leads, with the token cleared', async () => {
    localStorage.setItem('ibid.token', 'old');
    fakeApi({ 'GET /v4/Customer': () => apiError(401, 'unauthorized', 'Sign in to continue') });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: "Oops! You've been logged out" })).toBeInTheDocument();
    expect(localStorage.getItem('ibid.token')).toBeNull();
  });

  it('says Ibid needs the Internet after a connection error, and tries again', async () => {
    localStorage.setItem('ibid.token', 't');
    let online = false;
    fakeApi({
      'GET /v4/Customer': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return customer;
      },
    });
    const { user } = renderApp('/settings');
    expect(await screen.findByText(CONNECTION_TEXT)).toBeInTheDocument();
    expect(CONNECTION_TEXT).toBe('Ibid requires an Internet Connection. Please check your internet connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We still cannot reach Ibid.');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(CONNECTION_TEXT)).not.toBeInTheDocument());
    expect(localStorage.getItem('ibid.token')).toBe('t');
  });
});
