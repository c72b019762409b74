import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const profile = { email: 'new@example.edu', firstName: 'Maya', lastName: 'Chen', institution: 'State College', alternativeEmails: [] as string[] };

describe('GET and PUT /v4/Customer', () => {
  it('updates names, institution and e-mail, and signs in with the new e-mail', async () => {
    const a = await createAccount(t);
    const put = await t.app.inject({ method: 'PUT', url: '/v4/Customer', headers: a.headers, payload: { ...profile, email: ' New@Example.edu ' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ email: 'new@example.edu', fullName: 'Maya Chen', institution: 'State College', organizationId: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/v4/Customer', headers: a.headers })).json().email).toBe('new@example.edu');
  });

  it('refuses each bad field with its message and changes nothing', async () => {
    const a = await createAccount(t);
    const cases: [object, string][] = [
      [{ ...profile, email: 'x' }, 'Please enter a valid email'],
      [{ ...profile, firstName: '' }, 'Please enter first name'],
      [{ ...profile, lastName: ' ' }, 'Please enter last name'],
      [{ ...profile, institution: 'x'.repeat(151) }, 'Institution can be at most 150 characters'],
      [{ ...profile, alternativeEmails: ['a@example.edu', 'b@example.edu'] }, 'An account can have one secondary email'],
    ];
    for (const [body, message] of cases) {
      const answer = await t.app.inject({ method: 'PUT', url: '/v4/Customer', headers: a.headers, payload: body });
      expect(answer.json(), message).toEqual({ error: { code: 'invalid-request', message } });
    }
    const stored = await t.db.customer.findUniqueOrThrow({ where: { id: a.id } });
    expect(stored).toMatchObject({ email: a.email, firstName: 'Test', lastName: 'Person', alternativeEmail: null });
  });

  it('refuses an e-mail another account uses', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const answer = await t.app.inject({ method: 'PUT', url: '/v4/Customer', headers: a.headers, payload: { ...profile, email: b.email } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('email-taken');
  });

  it('keeps an organisation account’s primary e-mail and allows one secondary e-mail', async () => {
    const a = await createAccount(t, { organization: true });
    const moved = await t.app.inject({ method: 'PUT', url: '/v4/Customer', headers: a.headers, payload: { ...profile } });
    expect(moved.json().error.code).toBe('email-fixed');
    const added = await t.app.inject({ method: 'PUT', url: '/v4/Customer', headers: a.headers, payload: { ...profile, email: a.email, alternativeEmails: ['Me@Home.org'] } });
    expect(added.json()).toMatchObject({ alternativeEmails: ['me@home.org'] });
    expect(added.json().organizationId).toBeGreaterThan(0);
    const same = await t.app.inject({ method: 'PUT', url: '/v4/Customer', headers: a.headers, payload: { ...profile, email: a.email, alternativeEmails: [a.email] } });
    expect(same.json().error.code).toBe('secondary-email-same');
  });

  it('refuses a secondary e-mail on an individual account', async () => {
    const a = await createAccount(t);
    const answer = await t.app.inject({ method: 'PUT', url: '/v4/Customer', headers: a.headers, payload: { ...profile, alternativeEmails: ['x@example.org'] } });
    expect(answer.json().error.code).toBe('secondary-email-unavailable');
  });
});

describe('PUT /v4/Customer/Preferences', () => {
  it('changes only what is sent', async () => {
    const a = await createAccount(t);
    const answer = await t.app.inject({ method: 'PUT', url: '/v4/Customer/Preferences', headers: a.headers, payload: { preferredFormatVersionID: 9, themeId: 2 } });
    expect(answer.json()).toMatchObject({ preferredFormatVersionID: 9, themeId: 2, citationAutoInsert: true, enableBetaFeatures: false });
  });

  it('refuses legacy formats, unknown themes and an empty change', async () => {
    const a = await createAccount(t);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/v4/Customer/Preferences', headers: a.headers, payload });
    expect((await put({ preferredFormatVersionID: 2 })).json().error.message).toBe('preferredFormatVersionID must be 7 (APA 7), 8 (MLA 9) or 9 (Turabian 9)');
    expect((await put({ themeId: 5 })).json().error.message).toBe('themeId must be 1 (regular), 2 (dark) or 3');
    expect((await put({})).json().error.message).toBe('Send at least one preference to change');
    expect((await t.db.customer.findUniqueOrThrow({ where: { id: a.id } })).preferredFormatVersionID).toBe(7);
  });
});
