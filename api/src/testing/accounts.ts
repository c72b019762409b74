/** Accounts for tests: created straight in the database, signed in through the real token endpoint. */
import { ACCOUNT_ROLES } from '@ibid/engine/commerce';
import { hashPassword } from '../services/passwords.js';
import type { ReceivedMail } from './smtp.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

export interface AccountOptions {
  email?: string;
  password?: string;
  role?: number;
  /** Days of access from now; negative for an expired subscription. */
  days?: number;
  isRecurring?: boolean;
  isCancelled?: boolean;
  organization?: boolean;
}

/** The headers that send `token` as a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The 6-digit code of a free-trial verification e-mail, read from its subject. */
export const verificationCodeIn = (mail: ReceivedMail): string => /(\d{6}) is your Ibid verification code/.exec(mail.subject)![1]!;

/** POST /connect/token with the password grant, as the clients send it (form-encoded). */
export function tokenRequest(t: TestApp, username: string, password: string, clientId = 'ibid-web') {
  return t.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: clientId, grant_type: 'password', username, password }).toString(),
  });
}

export async function createAccount(t: TestApp, options: AccountOptions = {}): Promise<TestAccount> {
  const email = options.email ?? `user${Math.random().toString(36).slice(2, 8)}@example.edu`;
  const password = options.password ?? 'a long enough password';
  const organization = options.organization ? await t.db.organization.create({ data: { name: 'Example College' } }) : undefined;
  const customer = await t.db.customer.create({
    data: {
      email,
      firstName: 'Test',
      lastName: 'Person',
      institution: 'Example University',
      passwordHash: await hashPassword(password),
      role: options.role ?? ACCOUNT_ROLES.FULL_ACCESS,
      ...(organization ? { organizationId: organization.id } : {}),
      subscription: {
        create: { expirationDate: new Date(Date.now() + (options.days ?? 30) * 86_400_000), isRecurring: options.isRecurring ?? true, isCancelled: options.isCancelled ?? false },
      },
    },
  });
  const answer = await tokenRequest(t, email, password);
  const token = answer.json().access_token as string;
  return { id: customer.id, email, password, token, headers: bearer(token) };
}

/** A fresh app with two signed-in customers: the one a test acts as, and the other whose data it must not reach. */
export async function appWithTwoAccounts(env?: Record<string, string>): Promise<{ t: TestApp; a: TestAccount; b: TestAccount }> {
  const t = await createTestApp(env);
  return { t, a: await createAccount(t), b: await createAccount(t) };
}
