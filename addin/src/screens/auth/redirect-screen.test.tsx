import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../testing/render';

afterEach(() => vi.unstubAllGlobals());

const customer = { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.edu', institution: '', alternativeEmails: [], organizationId: 0, role: 2, subscriptionState: 'active', expirationDate: '2030-01-01T00:00:00.000Z', isRecurring: true, isCancelled: false, renewalPeriod: 2, hasPrioritySupport: false, enableBetaFeatures: false, isImpersonating: false, themeId: 1, citationAutoInsert: true, preferredFormatVersionID: 7 };

describe('Redirect', () => {
  it('keeps the access and id tokens and goes to the remembered target', async () => {
    // Remembered by the guard before the page left for the sign-in: it survives the reload that brings the user back.
    sessionStorage.setItem('ibid.redirectTo', '/settings');
    let bearer: string | null = null;
    fakeApi({
      'GET /v4/Customer': ({ init }) => {
        bearer = new Headers(init.headers).get('authorization');
        return customer;
      },
      'GET /v3/RenewSubscriptionLink': () => 'http://localhost/cart?renew=true',
    });
    renderApp('/redirect?access_token=abc&id_token=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(localStorage.getItem('ibid.token')).toBe('abc');
    expect(localStorage.getItem('ibid.idToken')).toBe('xyz');
    expect(bearer).toBe('Bearer abc');
  });

  it('replaces an earlier session with the new token', async () => {
    localStorage.setItem('ibid.token', 'someone-else');
    localStorage.setItem('ibid.idToken', 'stale');
    fakeApi({ 'GET /v4/Customer': () => customer });
    renderApp('/redirect?access_token=mine');
    await waitFor(() => expect(localStorage.getItem('ibid.token')).toBe('mine'));
    expect(localStorage.getItem('ibid.idToken')).toBeNull();
  });

  it('goes to Login without an access token', async () => {
    const calls = fakeApi({});
    renderApp('/redirect');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in with your email' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
