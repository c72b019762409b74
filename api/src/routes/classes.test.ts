import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const URL = '/v4/Class';
const post = (account: TestAccount, payload: object) => t.app.inject({ method: 'POST', url: URL, headers: account.headers, payload });
const put = (account: TestAccount, payload: object) => t.app.inject({ method: 'PUT', url: URL, headers: account.headers, payload });
const list = async (account: TestAccount) => (await t.app.inject({ method: 'GET', url: URL, headers: account.headers })).json().classes as { classID: number; name: string; isArchived: boolean }[];

describe('v4/Class', () => {
  it('adds a class with its teacher, trimmed, and answers it', async () => {
    const a = await createAccount(t);
    const answer = await post(a, { name: '  Biology 101 ', teacherName: ' Dr. Moss ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ classID: expect.any(Number), name: 'Biology 101', teacherName: 'Dr. Moss', isArchived: false });
    expect((await post(a, { name: 'History' })).json().teacherName).toBe('');
  });

  it('lists only the customer’s classes, current ones first, each group by name ignoring case', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const ids: Record<string, number> = {};
    for (const name of ['chemistry', 'Algebra', 'Zoology', 'biology']) ids[name] = (await post(a, { name })).json().classID;
    await post(b, { name: 'Not mine' });
    await put(a, { classID: ids.Algebra, isArchived: true });
    expect((await list(a)).map((c) => [c.name, c.isArchived])).toEqual([['biology', false], ['chemistry', false], ['Zoology', false], ['Algebra', true]]);
  });

  it('renames, changes the teacher, archives and restores a class; absent fields stay', async () => {
    const a = await createAccount(t);
    const { classID } = (await post(a, { name: 'Biology', teacherName: 'Dr. Moss' })).json();
    expect((await put(a, { classID, name: 'Biology II' })).json()).toEqual({ classID, name: 'Biology II', teacherName: 'Dr. Moss', isArchived: false });
    expect((await put(a, { classID, teacherName: 'Dr. Fern', isArchived: true })).json()).toEqual({ classID, name: 'Biology II', teacherName: 'Dr. Fern', isArchived: true });
    expect((await put(a, { classID, isArchived: false })).json().isArchived).toBe(false);
  });

  it('refuses bad bodies with their messages and changes nothing', async () => {
    const a = await createAccount(t);
    const { classID } = (await post(a, { name: 'Biology' })).json();
    const cases: [() => ReturnType<typeof post>, string][] = [
      [() => post(a, { name: '  ' }), 'Please enter class name'],
      [() => post(a, {}), 'Please enter class name'],
      [() => post(a, { name: 'x'.repeat(201) }), 'Class name can be at most 200 characters'],
      [() => put(a, { classID, name: '' }), 'Please enter class name'],
      [() => put(a, { name: 'No id' }), 'Please enter a valid classID'],
      [() => put(a, { classID, isArchived: 'yes' }), 'Invalid input: expected boolean, received string'],
    ];
    for (const [send, message] of cases) {
      const answer = await send();
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().error.message, message).toBe(message);
    }
    expect(await list(a)).toEqual([{ classID, name: 'Biology', teacherName: '', isArchived: false }]);
  });

  it("answers 404 for another customer's class, and 403 to changes once access has ended, while the list still reads", async () => {
    const a = await createAccount(t, { days: 1 });
    const b = await createAccount(t);
    const theirs = (await post(b, { name: 'Theirs' })).json();
    const missing = await put(a, { classID: theirs.classID, name: 'Mine' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('This class is not in your account.');
    await post(a, { name: 'Mine' });
    t.advance(2 * 86_400_000);
    expect((await post(a, { name: 'Late' })).statusCode).toBe(403);
    expect((await list(a)).map((c) => c.name)).toEqual(['Mine']);
    expect((await list(b))[0]!.name).toBe('Theirs');
  });
});
