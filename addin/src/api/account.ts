/** Sign-in, sign-up and the customer's own account (word-addin §7). */
import { PLATFORMS } from '@ibid/engine';
import { http } from './http';
import type { Customer } from './types';

/** The web app signs in as this client (api CLIENT_IDS). */
export const CLIENT_ID = 'ibid-web';

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
      body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'password', username, password }),
    }),
  logout: () => http.post<void>('/connect/logout'),
  customer: () => http.get<Customer>('/v4/Customer'),
  updateCustomer: (body: Pick<Customer, 'email' | 'firstName' | 'lastName' | 'institution' | 'alternativeEmails'>) =>
    http.put<Customer>('/v4/Customer', { body }),
  updatePreferences: (body: Partial<Pick<Customer, 'preferredFormatVersionID' | 'citationAutoInsert' | 'enableBetaFeatures' | 'themeId'>>) =>
    http.put<Customer>('/v4/Customer/Preferences', { body }),
  forgotPassword: (email: string) => http.post<void>('/v4/Customer/ForgotPassword/Send', { query: { email } }),
  /** Returns the verification id. */
  startFreeTrial: (signUp: FreeTrialSignUp) => http.post<string>('/v4/FreeTrial', { body: { ...signUp, platformID: PLATFORMS.ONLINE }, text: true }),
  readFreeTrial: (id: string) => http.get<FreeTrialSignUp>('/v4/FreeTrial/Verify', { query: { id } }),
  /** Returns the access token. */
  verifyFreeTrial: (id: string, code: string) => http.post<string>('/v4/FreeTrial/Verify', { body: { id, code }, text: true }),
};
