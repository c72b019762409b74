// `npm start`'s server as a person meets it: the built api started as a process on loopback applies the
// migrations to a fresh SQLite file, seeds and prints the demo account, serves /docs, refuses to look up its own
// address, and a new user signs up for a free trial with the code from the e-mail a real SMTP server on loopback
// received. Started as a deployment runs it (no --demo), it has neither the demo account nor the payment sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodeIn } from '../api/src/testing/accounts.js';
import { startIbidServer, type IbidServer } from './web/ibid-server.js';

let server: IbidServer;
let base = '';
let printed = '';

beforeAll(async () => {
  server = await startIbidServer({ webApp: false });
  base = server.url;
  printed = server.output();
}, 60_000);

afterAll(() => server?.stop());

const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const json = (method: string, body: unknown, token?: string) => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function signIn(email: string, password: string): Promise<string> {
  const answer = await fetch(`${base}/connect/token`, form({ client_id: 'ibid-web', grant_type: 'password', username: email, password }));
  return ((await answer.json()) as { access_token: string }).access_token;
}

describe('the api server started as npm start starts it', () => {
  it('prints the demo account, which signs in', async () => {
    const email = /Demo account: (\S+)/.exec(printed)![1]!;
    const password = /password: (\S+)/.exec(printed)![1]!;
    const answer = await fetch(`${base}/connect/token`, form({ client_id: 'ibid-web', grant_type: 'password', username: email, password }));
    expect(answer.status).toBe(200);
    const me = await fetch(`${base}/v4/Customer`, { headers: { authorization: `Bearer ${((await answer.json()) as { access_token: string }).access_token}` } });
    expect(await me.json()).toMatchObject({ email, role: 2, subscriptionState: 'active' });
  });

  it('refuses to look up a page on its own address for a signed-in user (no setting loosens the lookup by default)', async () => {
    const token = await signIn(server.demo.email, server.demo.password);
    const search = encodeURIComponent(`${base}/docs`);
    const answer = await fetch(`${base}/v4/GenesisReference/Lookup?search=${search}`, { headers: { authorization: `Bearer ${token}` } });
    expect(await answer.json()).toEqual({ results: [], messages: [{ messageTypeID: 5 }] });
  });

  it('takes payments only through the sandbox of the demo', async () => {
    expect(await (await fetch(`${base}/v4/Purchase/Config`)).json()).toEqual({ gateway: 'sandbox', publishableKey: null });
  });

  it('serves the OpenAPI document and its page at /docs', async () => {
    expect((await fetch(`${base}/docs/json`)).status).toBe(200);
    expect((await fetch(`${base}/docs/`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('takes a new user through the free trial with the code from the e-mail, then out and in again', async () => {
    const signup = { email: 'sam@example.edu', password: 'sams trial password', firstName: 'Sam', lastName: 'Okafor', school: 'River College', platformID: 7 };
    const started = await fetch(`${base}/v4/FreeTrial`, json('POST', signup));
    expect(started.status).toBe(200);
    const id = await started.text();
    const mail = await server.mailTo('sam@example.edu');
    const verified = await fetch(`${base}/v4/FreeTrial/Verify`, json('POST', { id, code: verificationCodeIn(mail) }));
    expect(verified.status).toBe(200);
    const token = await verified.text();
    const customer = (await (await fetch(`${base}/v4/Customer`, { headers: { authorization: `Bearer ${token}` } })).json()) as { subscriptionState: string };
    expect(customer.subscriptionState).toBe('free-trial');
    expect((await fetch(`${base}/connect/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    expect((await fetch(`${base}/v4/Customer`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const again = await fetch(`${base}/connect/token`, form({ client_id: 'ibid-web', grant_type: 'password', username: signup.email, password: signup.password }));
    expect(again.status).toBe(200);
  });
});

describe('the api server started as a deployment runs it (without --demo)', () => {
  let deployed: IbidServer;
  beforeAll(async () => {
    deployed = await startIbidServer({ webApp: false, demo: false });
  }, 60_000);
  afterAll(() => deployed?.stop());

  it('has no demo account with a known password, and takes no payments without Stripe', async () => {
    expect(deployed.output()).not.toContain('Demo account');
    const answer = await fetch(`${deployed.url}/connect/token`, form({ client_id: 'ibid-web', grant_type: 'password', username: server.demo.email, password: server.demo.password }));
    expect(answer.status).toBe(400);
    expect(await (await fetch(`${deployed.url}/v4/Purchase/Config`)).json()).toEqual({ gateway: 'none', publishableKey: null });
  });
});
