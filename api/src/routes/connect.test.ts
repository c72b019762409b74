import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount, tokenRequest } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe('POST /connect/token (password grant)', () => {
  it('answers an opaque bearer token and stores only its digest', async () => {
    const a = await createAccount(t, { email: 'kim@example.edu', password: 'kims password 1' });
    const answer = await tokenRequest(t, ' KIM@example.edu', 'kims password 1');
    expect(answer.statusCode).toBe(200);
    const { access_token } = answer.json();
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.accessToken.findMany({ where: { customerId: a.id } });
    expect(stored.some((row) => row.tokenHash === access_token)).toBe(false);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    await createAccount(t, { email: 'kim@example.edu', password: 'kims password 1' });
    const wrong = await tokenRequest(t, 'kim@example.edu', 'not it at all');
    const unknown = await tokenRequest(t, 'nobody@example.edu', 'not it at all');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'invalid-grant', message: 'The email or password provided is incorrect' } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account after 10 wrong passwords, still with the same answer, and lets it in 15 minutes later', async () => {
    const a = await createAccount(t);
    for (let i = 0; i < 10; i++) await tokenRequest(t, a.email, `wrong ${i}`);
    const locked = await tokenRequest(t, a.email, a.password);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().error.message).toBe('The email or password provided is incorrect');
    t.advance(16 * 60_000);
    expect((await tokenRequest(t, a.email, a.password)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address with 429', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await tokenRequest(t, 'x@example.edu', 'whatever')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('counts sign-in attempts per address across api processes on one database (the limit lives there)', async () => {
    const other = await createTestApp({ DATABASE_URL: t.config.databaseUrl });
    try {
      const answers = [];
      for (let i = 0; i < 31; i++) answers.push((await tokenRequest(i % 2 ? other : t, 'y@example.edu', 'whatever')).statusCode);
      expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(answers[30]).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('refuses other grants, unknown clients and missing fields', async () => {
    const a = await createAccount(t);
    const form = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/connect/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    expect((await form({ client_id: 'ibid-web', grant_type: 'client_credentials', username: a.email, password: a.password })).json().error.code).toBe('unsupported-grant-type');
    expect((await tokenRequest(t, a.email, a.password, 'evil-app')).json().error.code).toBe('invalid-client');
    expect((await form({ client_id: 'ibid-web', grant_type: 'password', username: a.email })).json().error.message).toBe('Please enter password');
  });
});

describe('bearer tokens on /v3 and /v4', () => {
  it('answers 401 with a JSON error for a missing, unknown, expired or revoked token', async () => {
    const a = await createAccount(t);
    const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/v4/Customer', headers });
    expect((await me({})).json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue: your session is missing or has ended.' } });
    expect((await me({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await me(a.headers)).statusCode).toBe(200);
    t.advance(15 * 86_400_000);
    expect((await me(a.headers)).statusCode).toBe(401);
  });

  it('revokes the token on logout and only that one', async () => {
    const a = await createAccount(t);
    const second = (await tokenRequest(t, a.email, a.password)).json().access_token;
    expect((await t.app.inject({ method: 'POST', url: '/connect/logout', headers: a.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: a.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: bearer(second) })).statusCode).toBe(200);
  });
});
