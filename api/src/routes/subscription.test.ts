import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type AccountOptions } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const call = async (method: 'DELETE' | 'PUT', options: AccountOptions = {}) => {
  const a = await createAccount(t, options);
  return t.app.inject({ method, url: `/v4/Customer/Subscription?customerId=${a.id}`, headers: a.headers });
};

describe('cancel and restore (DELETE / PUT v4/Customer/Subscription)', () => {
  it('cancels an active subscription, keeping access until it expires', async () => {
    const answer = await call('DELETE');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ subscriptionState: 'cancelled', isCancelled: true });
  });

  it('cancels a free trial too', async () => {
    expect((await call('DELETE', { role: 1, days: 7, isRecurring: false })).json()).toMatchObject({ role: 1, isCancelled: true });
  });

  it('refuses to cancel what is already cancelled or expired', async () => {
    expect((await call('DELETE', { isCancelled: true })).json().error.code).toBe('subscription-not-active');
    expect((await call('DELETE', { days: -2 })).json().error.code).toBe('subscription-not-active');
  });

  it('restores a cancelled recurring subscription, and sends a non-recurring one to renew', async () => {
    expect((await call('PUT', { isCancelled: true })).json()).toMatchObject({ subscriptionState: 'active', isCancelled: false });
    expect((await call('PUT', { isCancelled: true, isRecurring: false })).json().error.code).toBe('renew-instead');
    expect((await call('PUT', {})).json().error.code).toBe('subscription-not-cancelled');
    expect((await call('PUT', { isCancelled: true, days: -1 })).json().error.code).toBe('subscription-not-cancelled');
  });

  it('checks the customerId query', async () => {
    const a = await createAccount(t);
    const answer = await t.app.inject({ method: 'DELETE', url: '/v4/Customer/Subscription?customerId=abc', headers: a.headers });
    expect(answer.json()).toEqual({ error: { code: 'invalid-request', message: 'Please enter a valid customerId' } });
  });
});

describe('PUT v4/Customer/Settings/Subscription', () => {
  const settings = { renewalPeriod: 2, renewalType: 1, prioritySupport: true };

  it('switches a manual subscription to automatic annual renewal with priority support', async () => {
    const a = await createAccount(t, { isRecurring: false });
    const answer = await t.app.inject({ method: 'PUT', url: '/v4/Customer/Settings/Subscription', headers: a.headers, payload: settings });
    expect(answer.json()).toMatchObject({ isRecurring: true, renewalPeriod: 2, hasPrioritySupport: true });
  });

  it('refuses bad values and accounts without an active paid subscription', async () => {
    const a = await createAccount(t);
    const bad = await t.app.inject({ method: 'PUT', url: '/v4/Customer/Settings/Subscription', headers: a.headers, payload: { ...settings, renewalPeriod: 9 } });
    expect(bad.json().error.message).toBe('renewalPeriod must be 1 (month), 2 (annual), 3 (semi-annual) or 4 (two years)');
    const trial = await createAccount(t, { role: 1 });
    const refused = await t.app.inject({ method: 'PUT', url: '/v4/Customer/Settings/Subscription', headers: trial.headers, payload: settings });
    expect(refused.json().error.code).toBe('subscription-not-active');
    expect((await t.db.subscription.findUniqueOrThrow({ where: { customerId: trial.id } })).hasPrioritySupport).toBe(false);
  });
});

describe('renew link and client log', () => {
  it('answers the renew link as a JSON string', async () => {
    const a = await createAccount(t);
    const answer = await t.app.inject({ method: 'GET', url: '/v3/RenewSubscriptionLink', headers: a.headers });
    expect(answer.json()).toBe('http://localhost:3000/cart?renew=true');
  });

  it('records a log event with the client headers, and refuses one without a message', async () => {
    const a = await createAccount(t);
    const logged = await t.app.inject({ method: 'POST', url: '/v3/Log?eventType=3&message=Template%20failed%20to%20load', headers: { ...a.headers, 'x-browser': 'Edge 120' } });
    expect(logged.statusCode).toBe(204);
    const entry = await t.db.logEntry.findFirstOrThrow({ where: { customerId: a.id } });
    expect(entry).toMatchObject({ eventType: 3, message: 'Template failed to load' });
    expect(JSON.parse(entry.client)).toMatchObject({ 'x-browser': 'Edge 120' });
    expect((await t.app.inject({ method: 'POST', url: '/v3/Log?eventType=3', headers: a.headers })).json().error.message).toBe('Please enter message');
  });
});
