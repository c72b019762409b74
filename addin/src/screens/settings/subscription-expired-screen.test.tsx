import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../api/types';
import { fakeApi, renderApp } from '../../testing/render';
import { RENEW_LINK, SUBSCRIPTION_CUSTOMERS, customerFixture, daysFromNow } from './settings.fixtures';
import { STILL_EXPIRED } from './subscription-expired-screen';

afterEach(() => vi.unstubAllGlobals());

const expired = customerFixture({ subscriptionState: 'expired', expirationDate: '2024-05-01T00:00:00.000Z' });

function openExpired(answers: Customer[]) {
  localStorage.setItem('ibid.token', 't');
  let reads = 0;
  const calls = fakeApi({
    'GET /v4/Customer': () => answers[Math.min(reads++, answers.length - 1)],
    'GET /v3/RenewSubscriptionLink': () => RENEW_LINK,
    'POST /connect/logout': () => undefined,
  });
  return { calls, ...renderApp('/expired-subscription') };
}

describe('Subscription Expired', () => {
  it('is where the guard sends an expired customer, with the expiry date and the renew link', async () => {
    localStorage.setItem('ibid.token', 't');
    fakeApi({ 'GET /v4/Customer': () => expired, 'GET /v3/RenewSubscriptionLink': () => RENEW_LINK });
    renderApp('/my-reference-library');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your subscription has expired' })).toBeInTheDocument();
    expect(screen.getByText(/May 1, 2024/)).toBeInTheDocument();
    const renew = await screen.findByRole('link', { name: 'Renew my subscription' });
    await waitFor(() => expect(renew).toHaveAttribute('href', RENEW_LINK));
  });

  it('says so for an expired free trial', async () => {
    openExpired([customerFixture({ role: 1, subscriptionState: 'expired', expirationDate: daysFromNow(-3) })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your free trial has expired' })).toBeInTheDocument();
  });

  it('Already renewed reads the customer again and stays while it is still expired', async () => {
    const { user, calls } = openExpired([expired, expired]);
    await user.click(await screen.findByRole('button', { name: 'Already renewed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STILL_EXPIRED);
    expect(calls.filter((c) => c === 'GET /v4/Customer')).toHaveLength(2);
  });

  it('Already renewed leaves the screen once the renewal shows', async () => {
    const { user } = openExpired([expired, SUBSCRIPTION_CUSTOMERS.active]);
    await user.click(await screen.findByRole('button', { name: 'Already renewed' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your subscription has expired' })).not.toBeInTheDocument());
  });

  it('Log Out ends the session', async () => {
    const { user } = openExpired([expired]);
    await screen.findByRole('heading', { level: 1, name: 'Your subscription has expired' });
    const logOut = screen.getAllByRole('button', { name: 'Log Out' }).find((b) => b.closest('main'));
    await user.click(logOut!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in with your email' })).toBeInTheDocument();
    expect(localStorage.getItem('ibid.token')).toBeNull();
  });

  it('lets an expired customer open Settings', async () => {
    localStorage.setItem('ibid.token', 't');
    fakeApi({ 'GET /v4/Customer': () => expired, 'GET /v3/RenewSubscriptionLink': () => RENEW_LINK });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});

describe('Settings Update Confirmation', () => {
  it('says Settings Updated even when opened directly', async () => {
    localStorage.setItem('ibid.token', 't');
    fakeApi({ 'GET /v4/Customer': () => SUBSCRIPTION_CUSTOMERS.active });
    renderApp('/settings-update-confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings Updated' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your settings have been saved.');
  });
});
