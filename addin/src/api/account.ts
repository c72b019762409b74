/** Sign-in, sign-up and the customer's own account (word-addin §7). */
import { PLATFORMS } from '@ibid/engine';
import type { RENEWAL_TYPES, RenewalPeriodId } from '@ibid/engine/commerce';
import { http, httpClientId } from './http';
import type { Customer } from './types';

export type RenewalType = (typeof RENEWAL_TYPES)[keyof typeof RENEWAL_TYPES];

export interface FreeTrialSignUp {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  school: string;
}

export const accountApi = {
  login: (username: string, password: string) =>
    http.post<{ access_token: string }>('/connect/token', {
      body: new URLSearchParams({ client_id: httpClientId(), grant_type: 'password', username, password }),
    }),
  logout: () => http.post<void>('/connect/logout'),
  customer: () => http.get<Customer>('/v4/Customer'),
  updateCustomer: (body: Pick<Customer, 'email' | 'firstName' | 'lastName' | 'institution' | 'alternativeEmails'>) =>
    http.put<Customer>('/v4/Customer', { body }),
  updatePreferences: (body: Partial<Pick<Customer, 'preferredFormatVersionID' | 'citationAutoInsert' | 'enableBetaFeatures' | 'themeId'>>) =>
    http.put<Customer>('/v4/Customer/Preferences', { body }),
  forgotPassword: (email: string) => http.post<void>('/v4/Customer/ForgotPassword/Send', { query: { email } }),
  /** Returns the verification id. */
  /** The sign-up's verification id, and whether its code's e-mail is queued (the api's mail server is slow or down). */
  startFreeTrial: async (signUp: FreeTrialSignUp): Promise<{ verifyId: string; mailQueued: boolean }> => {
    let mailQueued = false;
    const body = { ...signUp, platformID: PLATFORMS.ONLINE };
    // The api's mail queue (api/src/mail/mail-queue.ts) marks an answer whose e-mail will follow.
    const verifyId = await http.post<string>('/v4/FreeTrial', { body, text: true, onHeaders: (headers) => (mailQueued = headers.get('ibid-mail') === 'queued') });
    return { verifyId, mailQueued };
  },
  readFreeTrial: (id: string) => http.get<FreeTrialSignUp>('/v4/FreeTrial/Verify', { query: { id } }),
  /** Returns the access token. */
  verifyFreeTrial: (id: string, code: string) => http.post<string>('/v4/FreeTrial/Verify', { body: { id, code }, text: true }),
  /** Every session ends, this one included: sign in again with the answered token. */
  changePassword: (currentPassword: string, newPassword: string) =>
    http.put<{ access_token: string }>('/v4/Customer/Password', { body: { currentPassword, newPassword } }),
  /** Where to renew or buy the subscription (the cart page). */
  renewSubscriptionLink: () => http.get<string>('/v3/RenewSubscriptionLink'),
  /** Cancels the subscription or free trial; access lasts until the expiration date. */
  cancelSubscription: (customerId: number) => http.delete<Customer>('/v4/Customer/Subscription', { query: { customerId } }),
  /** Restores a cancelled recurring subscription. */
  restoreSubscription: (customerId: number) => http.put<Customer>('/v4/Customer/Subscription', { query: { customerId } }),
  updateSubscriptionSettings: (body: { renewalPeriod: RenewalPeriodId; renewalType: RenewalType; prioritySupport: boolean }) =>
    http.put<Customer>('/v4/Customer/Settings/Subscription', { body }),
};
