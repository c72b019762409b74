import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, tokenRequest, type TestAccount } from './testing/accounts.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp({ CORS_ORIGINS: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' })));
afterEach(() => t.close());

describe('one customer can never read or change another’s data', () => {
  let a: TestAccount;
  let b: TestAccount;
  beforeEach(async () => {
    a = await createAccount(t);
    b = await createAccount(t, { password: 'b has its own password' });
  });
  const snapshot = async (id: number) => ({
    customer: await t.db.customer.findUniqueOrThrow({ where: { id }, include: { subscription: true } }),
    resets: await t.db.passwordReset.count({ where: { customerId: id } }),
    logs: await t.db.logEntry.count({ where: { customerId: id } }),
    liveTokens: await t.db.accessToken.count({ where: { customerId: id, revokedAt: null } }),
  });

  // Every authenticated call, made with A's token and, where a call names a customer, B's id.
  const calls = (victim: TestAccount) => [
    { method: 'GET', url: '/v4/Customer' },
    { method: 'PUT', url: '/v4/Customer', payload: { email: 'a-new@example.edu', firstName: 'A', lastName: 'A', institution: '', alternativeEmails: [] } },
    { method: 'PUT', url: '/v4/Customer/Preferences', payload: { themeId: 2 } },
    { method: 'PUT', url: '/v4/Customer/Password', payload: { currentPassword: victim.password, newPassword: 'taken over password' } },
    { method: 'DELETE', url: `/v4/Customer/Subscription?customerId=${victim.id}` },
    { method: 'PUT', url: `/v4/Customer/Subscription?customerId=${victim.id}` },
    { method: 'PUT', url: '/v4/Customer/Settings/Subscription', payload: { renewalPeriod: 1, renewalType: 2, prioritySupport: false } },
    { method: 'GET', url: `/v4/Customer/ForgotPassword/Link?customerId=${victim.id}` },
    { method: 'GET', url: '/v3/RenewSubscriptionLink' },
    { method: 'POST', url: '/v3/Log?eventType=3&message=hello' },
    { method: 'POST', url: '/connect/logout' },
  ] as const;

  it('leaves B exactly as it was after A makes every call, and answers A about A only', async () => {
    const before = await snapshot(b.id);
    for (const call of calls(b)) {
      const answer = await t.app.inject({ ...call, headers: a.headers });
      expect(answer.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
      if (answer.statusCode === 200 && call.url.startsWith('/v4/Customer') && !call.url.includes('Link')) {
        const body = answer.json();
        if ('id' in body) expect(body.id, `${call.method} ${call.url}`).toBe(a.id);
      }
      if (call.url.includes(`customerId=${b.id}`)) expect(answer.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const after = await snapshot(b.id);
    expect({ ...after, customer: { ...after.customer, subscription: { ...after.customer.subscription, updatedAt: null } } }).toEqual({
      ...before,
      customer: { ...before.customer, subscription: { ...before.customer.subscription, updatedAt: null } },
    });
    expect((await tokenRequest(t, b.email, b.password)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: b.headers })).json().id).toBe(b.id);
  });

  it('answers 401 to every call without a token', async () => {
    for (const call of calls(b)) expect((await t.app.inject({ ...call })).statusCode, `${call.method} ${call.url}`).toBe(401);
  });
});

describe('the server’s edges', () => {
  it('sends security headers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['strict-transport-security']).toBeDefined();
  });

  it('allows CORS from Ibid’s own origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({ method: 'OPTIONS', url: '/v4/Customer', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect((await preflight('chrome-extension://abcdefghijklmnopabcdefghijklmnop')).headers['access-control-allow-origin']).toBe('chrome-extension://abcdefghijklmnopabcdefghijklmnop');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses bodies over 1 MB with 413 and a JSON error', async () => {
    const a = await createAccount(t);
    const answer = await t.app.inject({ method: 'PUT', url: '/v4/Customer', headers: { ...a.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ firstName: 'x'.repeat(1_100_000) }) });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().error.code).toBeTypeOf('string');
  });

  it('answers an unknown route with a JSON 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v9/Nothing' })).json()).toEqual({ error: { code: 'not-found', message: 'There is no GET /v9/Nothing.' } });
  });

  it('documents every route in the OpenAPI document served for /docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of ['/connect/token', '/v4/FreeTrial', '/v4/FreeTrial/Verify', '/v4/Customer', '/v4/Customer/Subscription', '/v4/Customer/Settings/Subscription', '/v4/Customer/ForgotPassword/Send', '/v4/Customer/ForgotPassword/Link', '/v3/RenewSubscriptionLink', '/v3/Log']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/v4/FreeTrial'].post.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName', 'school', 'platformID']));
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('logs requests without passwords, tokens, codes or query strings', async () => {
    const a = await createAccount(t, { password: 'very secret password' });
    await tokenRequest(t, a.email, 'very secret password');
    await t.app.inject({ method: 'POST', url: `/v4/Customer/ForgotPassword/Send?email=${a.email}` });
    await t.app.inject({ method: 'GET', url: '/reset-password?token=SECRETTOKENVALUE' });
    await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: a.headers });
    const logs = t.logs.join('');
    expect(logs).toContain('/v4/Customer');
    for (const secret of ['very secret password', a.token, 'SECRETTOKENVALUE', a.email]) expect(logs).not.toContain(secret);
  });
});
