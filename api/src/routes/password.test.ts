import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount, tokenRequest } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { FORGOT_PASSWORD_ANSWER } from './password.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const send = (email: string) => t.app.inject({ method: 'POST', url: `/v4/Customer/ForgotPassword/Send?email=${encodeURIComponent(email)}` });
const tokenInMail = () => /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(t.mails.at(-1)!.decoded)![1]!;
const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: '/v4/Customer/ForgotPassword/Reset', payload: { token, password } });

describe('forgot password', () => {
  it('answers the same for an address with and without an account, and mails only the account', async () => {
    const a = await createAccount(t);
    const known = await send(a.email);
    const unknown = await send('nobody@example.edu');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    expect(t.mails.map((m) => m.to)).toEqual([[a.email]]);
  });

  it('refuses a missing or malformed address with the form message', async () => {
    expect((await send('')).json().error.message).toBe('Please enter email');
    expect((await send('not-an-email')).json().error.message).toBe('Please enter a valid email');
  });

  it('sets a new password from the mailed link once, ending every session', async () => {
    const a = await createAccount(t);
    await send(a.email);
    const token = tokenInMail();
    expect((await reset(token, 'a brand new password')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: a.headers })).statusCode).toBe(401);
    expect((await tokenRequest(t, a.email, a.password)).statusCode).toBe(400);
    expect((await tokenRequest(t, a.email, 'a brand new password')).statusCode).toBe(200);
    const again = await reset(token, 'yet another password');
    expect(again.json().error.code).toBe('reset-link-invalid');
  });

  it('expires the link after an hour', async () => {
    const a = await createAccount(t);
    await send(a.email);
    t.advance(61 * 60_000);
    expect((await reset(tokenInMail(), 'a brand new password')).json().error.code).toBe('reset-link-invalid');
    expect((await tokenRequest(t, a.email, a.password)).statusCode).toBe(200);
  });

  it('refuses a short new password and keeps the old one', async () => {
    const a = await createAccount(t);
    await send(a.email);
    expect((await reset(tokenInMail(), 'short')).json().error.message).toBe('Use at least 8 characters for your new password');
    expect((await tokenRequest(t, a.email, a.password)).statusCode).toBe(200);
  });

  it('serves a reset page whose form sets the password', async () => {
    const a = await createAccount(t);
    await send(a.email);
    const token = tokenInMail();
    const page = await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Reset my password');
    const form = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/reset-password', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    const mismatch = await form({ token, password: 'first version 1', confirm: 'second version 2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The two passwords are not the same');
    const done = await form({ token, password: 'page set password', confirm: 'page set password' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Password changed');
    expect((await tokenRequest(t, a.email, 'page set password')).statusCode).toBe(200);
    expect((await form({ token, password: 'page set password', confirm: 'page set password' })).body).toContain('already been used');
  });
});

describe('password link and change for the signed-in customer', () => {
  it('answers a reset link for my own id only', async () => {
    const a = await createAccount(t);
    const mine = await t.app.inject({ method: 'GET', url: `/v4/Customer/ForgotPassword/Link?customerId=${a.id}`, headers: a.headers });
    expect(mine.body).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const other = await t.app.inject({ method: 'GET', url: `/v4/Customer/ForgotPassword/Link?customerId=${a.id + 1}`, headers: a.headers });
    expect(other.statusCode).toBe(403);
  });

  it('changes the password with the current one, ends other sessions and answers a fresh token', async () => {
    const a = await createAccount(t);
    const other = (await tokenRequest(t, a.email, a.password)).json().access_token;
    const wrong = await t.app.inject({ method: 'PUT', url: '/v4/Customer/Password', headers: a.headers, payload: { currentPassword: 'nope', newPassword: 'a new password here' } });
    expect(wrong.json().error.code).toBe('password-incorrect');
    const changed = await t.app.inject({ method: 'PUT', url: '/v4/Customer/Password', headers: a.headers, payload: { currentPassword: a.password, newPassword: 'a new password here' } });
    expect(changed.statusCode).toBe(200);
    for (const token of [a.token, other]) expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: bearer(changed.json().access_token) })).statusCode).toBe(200);
  });
});
