import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../api/types';
import { apiError, fakeApi, type Handler, renderApp } from '../../testing/render';
import { RENEW_LINK, SUBSCRIPTION_CUSTOMERS, customerFixture } from './settings.fixtures';

afterEach(() => vi.unstubAllGlobals());

function openSettings(customer: Customer, handlers: Record<string, Handler> = {}) {
  localStorage.setItem('ibid.token', 't');
  const calls = fakeApi({ 'GET /v4/Customer': () => customer, 'GET /v3/RenewSubscriptionLink': () => RENEW_LINK, ...handlers });
  return { calls, ...renderApp('/settings') };
}

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const jumpLinks = () => within(screen.getByRole('navigation', { name: 'Settings sections' })).getAllByRole('link').map((l) => l.textContent);

describe('Settings sections per subscription state', () => {
  it('shows every section to an active subscriber, with no subscription notice', async () => {
    openSettings(SUBSCRIPTION_CUSTOMERS.active);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(sectionHeadings()).toEqual(['My Profile', 'Account & Billing', 'Paper Settings']);
    expect(jumpLinks()).toEqual(['My Profile', 'Account & Billing', 'Paper Settings']);
  });

  it('hides Account & Billing from a free-trial customer and says how many days remain', async () => {
    openSettings(SUBSCRIPTION_CUSTOMERS['free-trial']);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(sectionHeadings()).toEqual(['My Subscription', 'My Profile', 'Paper Settings']);
    expect(jumpLinks()).toEqual(['My Profile', 'Paper Settings']);
    expect(screen.getByText(/Your free trial expires in 3 days/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', RENEW_LINK);
    expect(screen.getByRole('button', { name: 'Cancel my free trial' })).toBeInTheDocument();
  });

  it('hides Account & Billing from a cancelled recurring subscriber and offers Restore', async () => {
    openSettings(SUBSCRIPTION_CUSTOMERS.cancelled);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(sectionHeadings()).toEqual(['My Subscription', 'My Profile', 'Paper Settings']);
    expect(screen.getByText('Your subscription has been cancelled. You can keep using Ibid until March 10, 2031.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore my subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew my subscription' })).not.toBeInTheDocument();
  });

  it('offers Renew, not Restore, to a cancelled subscriber who did not renew automatically', async () => {
    openSettings({ ...SUBSCRIPTION_CUSTOMERS.cancelled, isRecurring: false });
    expect(await screen.findByRole('link', { name: 'Renew my subscription' })).toHaveAttribute('href', RENEW_LINK);
    expect(screen.queryByRole('button', { name: 'Restore my subscription' })).not.toBeInTheDocument();
  });

  it('hides Account & Billing and Paper Settings from an expired customer, who can renew', async () => {
    openSettings(SUBSCRIPTION_CUSTOMERS.expired);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(sectionHeadings()).toEqual(['My Subscription', 'My Profile']);
    expect(jumpLinks()).toEqual(['My Profile']);
    expect(await screen.findByRole('link', { name: 'Renew my subscription' })).toHaveAttribute('href', RENEW_LINK);
  });
});

describe('Account & Billing', () => {
  it('shows the renewal date a day before the stored expiry for a recurring subscription', async () => {
    openSettings(SUBSCRIPTION_CUSTOMERS.active);
    expect(await screen.findByText('Your subscription renews automatically on March 9, 2031.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on automatic renewal' })).not.toBeInTheDocument();
  });

  it('switches a non-recurring subscription to automatic renewal and confirms it', async () => {
    let body: unknown;
    const manual = customerFixture({ isRecurring: false, renewalPeriod: 1, hasPrioritySupport: true });
    const { user } = openSettings(manual, {
      'PUT /v4/Customer/Settings/Subscription': (request) => {
        body = request.body;
        return { ...manual, isRecurring: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on automatic renewal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings Updated' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your subscription now renews automatically on March 9, 2031.');
    expect(body).toEqual({ renewalPeriod: 1, renewalType: 1, prioritySupport: true });
  });

  it('cancels only after the confirmation, with the customer id', async () => {
    const cancelled: (string | null)[] = [];
    const { user, calls } = openSettings(SUBSCRIPTION_CUSTOMERS.active, {
      'DELETE /v4/Customer/Subscription': ({ url }) => {
        cancelled.push(url.searchParams.get('customerId'));
        return { ...SUBSCRIPTION_CUSTOMERS.active, isCancelled: true, subscriptionState: 'cancelled' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel my subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'No - keep my subscription' }));
    expect(calls).not.toContain('DELETE /v4/Customer/Subscription');
    await user.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes - cancel my subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings Updated' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your subscription has been cancelled. You can keep using Ibid until March 10, 2031.');
    expect(cancelled).toEqual(['42']);
  });

  it("shows the api's refusal of a subscription change", async () => {
    const { user } = openSettings(SUBSCRIPTION_CUSTOMERS.cancelled, {
      'PUT /v4/Customer/Subscription': () => apiError(409, 'subscription-not-cancelled', 'Only a cancelled subscription that has not expired can be restored.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore my subscription' }));
    expect(await screen.findByText('Only a cancelled subscription that has not expired can be restored.')).toBeInTheDocument();
  });
});

describe('My Profile', () => {
  it('asks for the first and last name on blur and a valid email on save', async () => {
    const { user, calls } = openSettings(SUBSCRIPTION_CUSTOMERS.active);
    const first = await screen.findByLabelText(/^First Name/);
    await user.clear(first);
    await user.tab();
    expect(await screen.findByText('Please enter first name')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ada@nowhere');
    await user.click(screen.getByRole('button', { name: 'Save My Profile' }));
    expect(await screen.findByText('Please enter last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(calls).not.toContain('PUT /v4/Customer');
  });

  it('saves the profile and says so', async () => {
    let body: unknown;
    const { user } = openSettings(SUBSCRIPTION_CUSTOMERS.active, {
      'PUT /v4/Customer': (request) => {
        body = request.body;
        return { ...SUBSCRIPTION_CUSTOMERS.active, institution: 'Royal Society' };
      },
    });
    const institution = await screen.findByLabelText(/^Institution/);
    expect(screen.getByRole('button', { name: 'Save My Profile' })).toBeDisabled();
    await user.clear(institution);
    await user.type(institution, 'Royal Society');
    await user.click(screen.getByRole('button', { name: 'Save My Profile' }));
    expect(await screen.findByText('Profile successfully updated.')).toBeInTheDocument();
    expect(body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.edu', institution: 'Royal Society', alternativeEmails: [] });
  });

  it("shows the api's refusal of a taken email under the Email field", async () => {
    const { user } = openSettings(SUBSCRIPTION_CUSTOMERS.active, { 'PUT /v4/Customer': () => apiError(409, 'email-taken', 'Another account already uses this email.') });
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'taken@example.edu');
    await user.click(screen.getByRole('button', { name: 'Save My Profile' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Another account already uses this email.'));
  });

  it('shows an organization account its email read-only and checks the secondary email on blur', async () => {
    let body: unknown;
    const member = customerFixture({ organizationId: 9 });
    const { user } = openSettings(member, {
      'PUT /v4/Customer': (request) => {
        body = request.body;
        return { ...member, alternativeEmails: ['ada@home.org'] };
      },
    });
    expect(await screen.findByLabelText(/^Email/)).toHaveAttribute('readonly');
    const secondary = screen.getByLabelText(/^Secondary Email/);
    await user.type(secondary, 'ada@home');
    await user.tab();
    expect(await screen.findByText('Please enter a valid secondary email')).toBeInTheDocument();
    await user.type(secondary, '.org');
    await user.click(screen.getByRole('button', { name: 'Save My Profile' }));
    expect(await screen.findByText('Profile successfully updated.')).toBeInTheDocument();
    expect(body).toMatchObject({ email: 'ada@example.edu', alternativeEmails: ['ada@home.org'] });
  });

  it('gives an individual account no secondary email', async () => {
    openSettings(SUBSCRIPTION_CUSTOMERS.active);
    expect(await screen.findByLabelText(/^Email/)).not.toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Secondary Email/)).not.toBeInTheDocument();
  });

  it('changes the password and continues with the fresh token', async () => {
    let body: unknown;
    const { user } = openSettings(SUBSCRIPTION_CUSTOMERS.active, {
      'PUT /v4/Customer/Password': (request) => {
        body = request.body;
        return { access_token: 'fresh', token_type: 'Bearer', expires_in: 3600 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Please enter current password')).toBeInTheDocument();
    expect(screen.getByText('Please enter new password')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current Password/), 'old password');
    await user.type(screen.getByLabelText(/^New Password/), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Password successfully changed.')).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: 'old password', newPassword: 'a brand new password' });
    expect(localStorage.getItem('ibid.token')).toBe('fresh');
  });

  it('says under Current Password when it is wrong', async () => {
    const { user } = openSettings(SUBSCRIPTION_CUSTOMERS.active, {
      'PUT /v4/Customer/Password': () => apiError(400, 'password-incorrect', 'Your current password is not right.'),
    });
    await user.type(await screen.findByLabelText(/^Current Password/), 'nope');
    await user.type(screen.getByLabelText(/^New Password/), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current Password/)).toHaveAccessibleDescription(expect.stringContaining('Your current password is not right.') as string),
    );
    expect(localStorage.getItem('ibid.token')).toBe('t');
  });
});

describe('Paper Settings', () => {
  it('saves only the changed preferences and shows Settings Updated', async () => {
    let body: unknown;
    const { user } = openSettings(SUBSCRIPTION_CUSTOMERS.active, {
      'PUT /v4/Customer/Preferences': (request) => {
        body = request.body;
        return { ...SUBSCRIPTION_CUSTOMERS.active, preferredFormatVersionID: 8, enableBetaFeatures: true };
      },
    });
    expect(await screen.findByRole('radio', { name: 'APA 7' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Paper Settings' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'MLA 9' }));
    await user.click(screen.getByRole('switch', { name: /Beta Features/ }));
    await user.click(screen.getByRole('button', { name: 'Save Paper Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings Updated' })).toBeInTheDocument();
    expect(body).toEqual({ preferredFormatVersionID: 8, enableBetaFeatures: true });
    await user.click(screen.getByRole('button', { name: 'Back to Settings' }));
    expect(await screen.findByRole('radio', { name: 'MLA 9' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Beta Features/ })).toBeChecked();
  });
});

describe('Settings actions', () => {
  it('Refresh My Settings reads the customer again and shows the new values', async () => {
    let institution = 'Analytical College';
    const { user } = openSettings(SUBSCRIPTION_CUSTOMERS.active, {
      'GET /v4/Customer': () => ({ ...SUBSCRIPTION_CUSTOMERS.active, institution }),
    });
    expect(await screen.findByLabelText(/^Institution/)).toHaveValue('Analytical College');
    institution = 'Royal Society';
    await user.click(screen.getByRole('button', { name: 'Refresh My Settings' }));
    await waitFor(() => expect(screen.getByLabelText(/^Institution/)).toHaveValue('Royal Society'));
  });

  it('Logout ends the session and goes to Login', async () => {
    const { user } = openSettings(SUBSCRIPTION_CUSTOMERS.active, { 'POST /connect/logout': () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in with your email' })).toBeInTheDocument();
    expect(localStorage.getItem('ibid.token')).toBeNull();
  });
});
