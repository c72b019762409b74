import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const post = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/v4/FeatureNotice', headers, payload });
const rows = () => t.db.featureNotice.findMany({ select: { feature: true, email: true, customerId: true }, orderBy: { id: 'asc' } });

describe('POST v4/FeatureNotice', () => {
  it('stores a signed-out sign-up with its address trimmed and lower-cased, and answers it', async () => {
    const answer = await post({ feature: 'word-online-turabian9', email: '  Ada@Example.EDU ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ feature: 'word-online-turabian9', email: 'ada@example.edu' });
    expect(await rows()).toEqual([{ feature: 'word-online-turabian9', email: 'ada@example.edu', customerId: null }]);
  });

  it("links the signed-in customer's account to the sign-up", async () => {
    const a = await createAccount(t);
    expect((await post({ feature: 'word-online-mla8', email: a.email }, a.headers)).statusCode).toBe(200);
    expect(await rows()).toEqual([{ feature: 'word-online-mla8', email: a.email, customerId: a.id }]);
  });

  it('answers a repeat as the first time and keeps one row per feature and address; signed in later links the account', async () => {
    const a = await createAccount(t);
    const first = await post({ feature: 'word-online-turabian9', email: 'ada@example.edu' });
    const again = await post({ feature: 'word-online-turabian9', email: 'ADA@example.edu' });
    const signedIn = await post({ feature: 'word-online-turabian9', email: 'ada@example.edu' }, a.headers);
    const twice = await Promise.all([post({ feature: 'word-online-mla8', email: 'ada@example.edu' }), post({ feature: 'word-online-mla8', email: 'ada@example.edu' })]);
    for (const answer of [first, again, signedIn, ...twice]) expect(answer.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toEqual([
      { feature: 'word-online-turabian9', email: 'ada@example.edu', customerId: a.id },
      { feature: 'word-online-mla8', email: 'ada@example.edu', customerId: null },
    ]);
  });

  it('keeps the account a sign-up was first linked to', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    await post({ feature: 'word-online-mla8', email: 'shared@example.edu' }, a.headers);
    expect((await post({ feature: 'word-online-mla8', email: 'shared@example.edu' }, b.headers)).statusCode).toBe(200);
    expect((await rows()).map((row) => row.customerId)).toEqual([a.id]);
  });

  it('refuses a missing or malformed address and an unknown feature with their messages, and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ feature: 'word-online-mla8', email: 'ada@example' }, 'Please enter a valid email'],
      [{ feature: 'word-online-mla8', email: 'not an address' }, 'Please enter a valid email'],
      [{ feature: 'word-online-mla8', email: ' ' }, 'Please enter email'],
      [{ feature: 'word-online-mla8' }, 'Please enter email'],
      [{ feature: 'word-online-mla9', email: 'ada@example.edu' }, 'feature must be one of word-online-mla8, word-online-turabian9'],
      [{ email: 'ada@example.edu' }, 'Please enter feature'],
    ];
    for (const [payload, message] of cases) {
      const answer = await post(payload);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().error.message, message).toBe(message);
    }
    expect(await rows()).toEqual([]);
  });

  it('answers 401 to a token that no longer works, and stores nothing', async () => {
    const answer = await post({ feature: 'word-online-mla8', email: 'ada@example.edu' }, { authorization: 'Bearer expired-or-made-up' });
    expect(answer.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });
});
