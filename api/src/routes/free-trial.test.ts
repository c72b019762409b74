import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, tokenRequest, verificationCodeIn } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const signup = { email: 'Ana.Lopez@Example.edu ', password: 'correct horse battery', firstName: 'Ana', lastName: 'López', school: 'Example University', platformID: 7 };
const codeIn = () => verificationCodeIn(t.mails.at(-1)!);
const startTrial = async (body: object = signup) => t.app.inject({ method: 'POST', url: '/v4/FreeTrial', payload: body });

describe('free trial, as a person signs up', () => {
  it('signs up, reads the code from the e-mail, verifies, signs out and in again', async () => {
    const started = await startTrial();
    expect(started.statusCode).toBe(200);
    const id = started.body;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toEqual(['ana.lopez@example.edu']);

    const entered = await t.app.inject({ method: 'GET', url: `/v4/FreeTrial/Verify?id=${id}` });
    expect(entered.json()).toEqual({ email: 'ana.lopez@example.edu', firstName: 'Ana', lastName: 'López', password: '', school: 'Example University' });

    const verified = await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id, code: codeIn() } });
    expect(verified.statusCode).toBe(200);
    const token = verified.body;
    const me = await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: bearer(token) });
    expect(me.json()).toMatchObject({ email: 'ana.lopez@example.edu', fullName: 'Ana López', institution: 'Example University', role: 1, subscriptionState: 'free-trial', preferredFormatVersionID: 7, citationAutoInsert: true });
    const days = (Date.parse(me.json().expirationDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    expect((await t.app.inject({ method: 'POST', url: '/connect/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: bearer(token) })).statusCode).toBe(401);

    const again = await tokenRequest(t, 'ANA.LOPEZ@example.edu', signup.password);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ token_type: 'Bearer', expires_in: 14 * 24 * 3600 });
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: bearer(again.json().access_token) })).statusCode).toBe(200);
  });

  it('refuses each bad field with its message and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ ...signup, email: '' }, 'Please enter email'],
      [{ ...signup, email: 'ana@' }, 'Please enter a valid email'],
      [{ ...signup, password: '' }, 'Please enter password'],
      [{ ...signup, password: 'short' }, 'Use at least 8 characters for your password'],
      [{ ...signup, firstName: '  ' }, 'Please enter first name'],
      [{ ...signup, lastName: undefined }, 'Please enter last name'],
      [{ ...signup, school: '' }, 'Please enter institution'],
      [{ ...signup, platformID: 3 }, 'platformID must be 0 (web), 6 (add-in), 7 (online) or 8 (Chrome extension)'],
    ];
    for (const [body, message] of cases) {
      const answer = await startTrial(body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json(), message).toEqual({ error: { code: 'invalid-request', message } });
    }
    expect(await t.db.freeTrialSignup.count()).toBe(0);
    expect(t.mails).toHaveLength(0);
  });

  it('refuses a sign-up for an address that already has an account', async () => {
    const first = await startTrial();
    await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id: first.body, code: codeIn() } });
    const second = await startTrial();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('account-exists');
  });

  it('counts wrong codes down and locks the sign-up after five', async () => {
    const id = (await startTrial()).body;
    const right = codeIn();
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id, code: wrong } })).json().error.message);
    expect(answers[0]).toBe('That code is not right. Check the e-mail and try again (4 tries left).');
    expect(answers[3]).toBe('That code is not right. Check the e-mail and try again (1 try left).');
    expect(answers[4]).toMatch(/last try/);
    const locked = await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id, code: right } });
    expect(locked.json().error.code).toBe('code-locked');
    expect(await t.db.customer.count()).toBe(0);
  });

  it('expires a code after 30 minutes', async () => {
    const id = (await startTrial()).body;
    t.advance(31 * 60_000);
    const late = await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id, code: codeIn() } });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('code-expired');
  });

  it('checks the code and id shapes before looking anything up', async () => {
    const id = (await startTrial()).body;
    expect((await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id, code: '12ab56' } })).json().error.message).toBe('Please enter numeric 6-Digit Verification Code');
    expect((await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id, code: '' } })).json().error.message).toBe('Please enter 6-Digit Verification Code');
    expect((await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id: 'nope', code: '123456' } })).json().error.message).toBe('This verification link is not valid');
    expect((await t.app.inject({ method: 'GET', url: '/v4/FreeTrial/Verify?id=8c9d6a5e-1b2c-4d3e-8f90-123456789abc' })).statusCode).toBe(404);
    const attempts = await t.db.freeTrialSignup.findUniqueOrThrow({ where: { id } });
    expect(attempts.attempts).toBe(0);
  });

  it('re-posting the sign-up with a changed e-mail sends a new code to the new address', async () => {
    const first = (await startTrial()).body;
    const second = (await startTrial({ ...signup, email: 'ana@example.org' })).body;
    expect(second).not.toBe(first);
    expect(t.mails.at(-1)!.to).toEqual(['ana@example.org']);
    const verified = await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id: second, code: codeIn() } });
    const me = await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: bearer(verified.body) });
    expect(me.json().email).toBe('ana@example.org');
  });
});
