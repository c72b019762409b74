import { EMPTY_NOTE } from '@ibid/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../testing/accounts.js';
import { createReference } from '../testing/references.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const URL = '/v3/GenesisResearchNote';
const citationAt = (type: number, value: string) => JSON.stringify({ citationData: { type, value, namePart: 'true', datePart: 'true', referenceUniqueID: 'X' } });

function post(account: TestAccount, payload: object) {
  return t.app.inject({ method: 'POST', url: URL, headers: account.headers, payload });
}
function put(account: TestAccount, payload: object) {
  return t.app.inject({ method: 'PUT', url: URL, headers: account.headers, payload });
}
function list(account: TestAccount, query = '') {
  return t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: account.headers });
}
async function addNote(account: TestAccount, referenceId: number, note: string, citation = '') {
  const answer = await post(account, { GenesisReferenceID: referenceId, Note: note, Citation: citation });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { genesisResearchNoteID: number; note: string; citation: string };
}
const noteCount = () => t.db.researchNote.count();

describe('POST v3/GenesisResearchNote', () => {
  it('adds a note to a reference and answers it with its ids, text, citation and created date', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    const citation = citationAt(3, '12');
    const answer = await post(a, { GenesisReferenceID: ref.referenceID, Note: 'First line\nsecond line', Citation: citation });
    expect(answer.statusCode).toBe(200);
    const note = answer.json();
    expect(note).toMatchObject({ genesisReferenceID: ref.referenceID, referenceUniqueID: ref.referenceUniqueID, note: 'First line<br>second line', citation, isDeleted: false });
    expect(note.genesisResearchNoteID).toBeGreaterThan(0);
    expect(note.genesisResearchNoteUniqueID).toMatch(/^[0-9A-F-]{36}$/);
    expect(new Date(note.createdDate).toString()).not.toBe('Invalid Date');
  });

  it('stores line breaks as <br>, keeps the ones sent as <br>, trims the ends and escapes any other markup', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    const cases: [string, string][] = [
      ['one\r\ntwo\rthree', 'one<br>two<br>three'],
      ['kept<br>as<BR/>is<br />too', 'kept<br>as<br>is<br>too'],
      ['\n  <br>padded  <br>\n', 'padded'],
      ['<script>alert(1)</script> & <b>bold</b>', '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;'],
      ['already &amp; escaped &lt;i&gt;', 'already &amp; escaped &lt;i&gt;'],
    ];
    for (const [typed, stored] of cases) expect((await addNote(a, ref.referenceID, typed)).note, typed).toBe(stored);
  });

  it('treats an empty Citation as no citation and re-serialises a JSON object', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    expect((await addNote(a, ref.referenceID, 'x')).citation).toBe('');
    expect((await addNote(a, ref.referenceID, 'x', ' { "type" : 3, "value": "4" } ')).citation).toBe('{"type":3,"value":"4"}');
    const absent = await post(a, { GenesisReferenceID: ref.referenceID, Note: 'no citation field' });
    expect(absent.json().citation).toBe('');
  });

  it('refuses each bad body with its message and saves nothing', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    const body = { GenesisReferenceID: ref.referenceID, Note: 'text', Citation: '' };
    const cases: [object, string][] = [
      [{ ...body, Note: '' }, EMPTY_NOTE],
      [{ ...body, Note: '  \n\t ' }, EMPTY_NOTE],
      [{ ...body, Note: '<br> <br/>\n' }, EMPTY_NOTE],
      [{ GenesisReferenceID: ref.referenceID }, EMPTY_NOTE],
      [{ ...body, Note: 'x'.repeat(10_001) }, 'A research note can be at most 10,000 characters'],
      [{ ...body, Citation: 'not json' }, 'The citation must be the JSON text of an object, or empty'],
      [{ ...body, Citation: '[1,2]' }, 'The citation must be the JSON text of an object, or empty'],
      [{ ...body, Citation: 'null' }, 'The citation must be the JSON text of an object, or empty'],
      [{ ...body, Citation: { type: 3 } }, 'The citation must be the JSON text of an object, or empty'],
      [{ ...body, GenesisReferenceID: 'abc' }, 'Please enter a valid GenesisReferenceID'],
      [{ ...body, GenesisReferenceID: 0 }, 'Please enter a valid GenesisReferenceID'],
    ];
    for (const [payload, message] of cases) {
      const answer = await post(a, payload);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json(), message).toEqual({ error: { code: 'invalid-request', message } });
    }
    expect(await noteCount()).toBe(0);
  });

  it("answers 404 for another customer's reference, an unknown one and a deleted one, and saves nothing", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const theirs = await createReference(t, b);
    const gone = await createReference(t, a);
    await t.db.reference.update({ where: { id: gone.referenceID }, data: { isDeleted: true } });
    for (const id of [theirs.referenceID, 999_999, gone.referenceID]) {
      const answer = await post(a, { GenesisReferenceID: id, Note: 'mine?' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe('This reference is not in your library.');
    }
    expect(await noteCount()).toBe(0);
  });

  it('refuses an expired account with 403 and saves nothing', async () => {
    const a = await createAccount(t, { days: 1 });
    const ref = await createReference(t, a);
    t.advance(2 * 86_400_000);
    const answer = await post(a, { GenesisReferenceID: ref.referenceID, Note: 'late' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe('subscription-expired');
    expect(await noteCount()).toBe(0);
  });

  it('needs a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'POST', url: URL, payload: { GenesisReferenceID: 1, Note: 'x' } })).statusCode).toBe(401);
  });
});

describe('PUT v3/GenesisResearchNote', () => {
  it('changes the text, keeps the citation when none is sent, sets one and removes it with an empty Citation', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    const note = await addNote(a, ref.referenceID, 'draft', citationAt(3, '5'));
    const base = { GenesisReferenceID: ref.referenceID, GenesisResearchNoteID: note.genesisResearchNoteID };
    t.advance(60_000);
    const edited = await put(a, { ...base, Note: 'final\ntext' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ note: 'final<br>text', citation: citationAt(3, '5') });
    expect(edited.json().updatedDate > edited.json().createdDate).toBe(true);
    expect((await put(a, { ...base, Note: 'final<br>text', Citation: citationAt(4, '2') })).json().citation).toBe(citationAt(4, '2'));
    const removed = await put(a, { ...base, Note: 'final<br>text', Citation: '' });
    expect(removed.json()).toMatchObject({ note: 'final<br>text', citation: '' });
    expect(await t.db.researchNote.findUniqueOrThrow({ where: { id: note.genesisResearchNoteID } })).toMatchObject({ note: 'final<br>text', citation: '' });
  });

  it('refuses an emptied note, a bad citation and a different reference, and changes nothing', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    const other = await createReference(t, a);
    const note = await addNote(a, ref.referenceID, 'keep me', citationAt(3, '1'));
    const base = { GenesisReferenceID: ref.referenceID, GenesisResearchNoteID: note.genesisResearchNoteID };
    expect((await put(a, { ...base, Note: ' \n ' })).json().error.message).toBe(EMPTY_NOTE);
    expect((await put(a, { ...base, Note: 'x', Citation: '{' })).json().error.message).toBe('The citation must be the JSON text of an object, or empty');
    expect((await put(a, { ...base, Note: 'x', GenesisResearchNoteID: undefined })).json().error.message).toBe('Please enter a valid GenesisResearchNoteID');
    const moved = await put(a, { ...base, GenesisReferenceID: other.referenceID, Note: 'moved' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.code).toBe('note-reference-mismatch');
    expect(await t.db.researchNote.findUniqueOrThrow({ where: { id: note.genesisResearchNoteID } })).toMatchObject({ note: 'keep me', citation: citationAt(3, '1'), referenceId: ref.referenceID });
  });

  it("answers 404 for another customer's note and leaves it unchanged; 403 for an expired account", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t, { days: 1 });
    const theirRef = await createReference(t, b);
    const theirs = await addNote(b, theirRef.referenceID, 'private');
    const answer = await put(a, { GenesisReferenceID: theirRef.referenceID, GenesisResearchNoteID: theirs.genesisResearchNoteID, Note: 'hijacked' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe('This research note is not in your library.');
    t.advance(2 * 86_400_000);
    const expired = await put(b, { GenesisReferenceID: theirRef.referenceID, GenesisResearchNoteID: theirs.genesisResearchNoteID, Note: 'late edit' });
    expect(expired.statusCode).toBe(403);
    expect((await t.db.researchNote.findUniqueOrThrow({ where: { id: theirs.genesisResearchNoteID } })).note).toBe('private');
  });
});

describe('DELETE v3/GenesisResearchNote/:id', () => {
  it('keeps a tombstone that lists no longer show, and a second delete is 404', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    const note = await addNote(a, ref.referenceID, 'short-lived');
    t.advance(1000);
    const answer = await t.app.inject({ method: 'DELETE', url: `${URL}/${note.genesisResearchNoteID}`, headers: a.headers });
    expect(answer.statusCode).toBe(204);
    const row = await t.db.researchNote.findUniqueOrThrow({ where: { id: note.genesisResearchNoteID } });
    expect(row.isDeleted).toBe(true);
    expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    expect((await list(a, `?referenceId=${ref.referenceID}`)).json().researchNotes).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${note.genesisResearchNoteID}`, headers: a.headers })).statusCode).toBe(404);
    expect((await put(a, { GenesisReferenceID: ref.referenceID, GenesisResearchNoteID: note.genesisResearchNoteID, Note: 'back?' })).statusCode).toBe(404);
  });

  it("answers 404 for another customer's note, 400 for a bad id, 403 when expired, and deletes nothing", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t, { days: 1 });
    const ref = await createReference(t, b);
    const note = await addNote(b, ref.referenceID, 'theirs');
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${note.genesisResearchNoteID}`, headers: a.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/abc`, headers: a.headers })).json().error.message).toBe('Please enter a valid research note id');
    t.advance(2 * 86_400_000);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${note.genesisResearchNoteID}`, headers: b.headers })).statusCode).toBe(403);
    expect((await t.db.researchNote.findUniqueOrThrow({ where: { id: note.genesisResearchNoteID } })).isDeleted).toBe(false);
  });
});

describe('GET v3/GenesisResearchNote', () => {
  async function notesOf(account: TestAccount, query: string) {
    const answer = await list(account, query);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().researchNotes as { note: string }[]).map((n) => n.note);
  }

  it('sorts by created date newest or oldest first, and by where the citation points first to last or last to first', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    const notes: [string, string][] = [
      ['page 12', citationAt(3, '12')],
      ['uncited', ''],
      ['page 9', citationAt(3, '9')],
      ['whole work', citationAt(0, '')],
      ['paragraph 2', citationAt(4, '2')],
      ['page 9 again', citationAt(3, '9')],
    ];
    for (const [text, citation] of notes) {
      await addNote(a, ref.referenceID, text, citation);
      t.advance(1000);
    }
    const q = `?referenceId=${ref.referenceID}`;
    expect(await notesOf(a, q)).toEqual(['page 9 again', 'paragraph 2', 'whole work', 'page 9', 'uncited', 'page 12']);
    expect(await notesOf(a, `${q}&sortBy=1`)).toEqual(['page 12', 'uncited', 'page 9', 'whole work', 'paragraph 2', 'page 9 again']);
    expect(await notesOf(a, `${q}&sortBy=2`)).toEqual(['page 9', 'page 9 again', 'page 12', 'paragraph 2', 'whole work', 'uncited']);
    expect(await notesOf(a, `${q}&sortBy=3`)).toEqual(['paragraph 2', 'page 12', 'page 9', 'page 9 again', 'whole work', 'uncited']);
  });

  it('searches the note text case-insensitively across line breaks and entities', async () => {
    const a = await createAccount(t);
    const ref = await createReference(t, a);
    await addNote(a, ref.referenceID, 'Reading Habits\nof students');
    await addNote(a, ref.referenceID, 'Tom & Jerry');
    await addNote(a, ref.referenceID, 'nothing here');
    const q = `?referenceId=${ref.referenceID}`;
    expect(await notesOf(a, `${q}&search=${encodeURIComponent('habits of')}`)).toEqual(['Reading Habits<br>of students']);
    expect(await notesOf(a, `${q}&search=${encodeURIComponent(' tom & ')}`)).toEqual(['Tom &amp; Jerry']);
    expect(await notesOf(a, `${q}&search=br`)).toEqual([]);
    expect(await notesOf(a, `${q}&search=%20`)).toHaveLength(3);
  });

  it("lists only the customer's own notes: one reference's, or the whole library's without referenceId", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const one = await createReference(t, a);
    const two = await createReference(t, a);
    const theirs = await createReference(t, b);
    await addNote(a, one.referenceID, 'on one');
    await addNote(a, two.referenceID, 'on two');
    await addNote(b, theirs.referenceID, 'on theirs');
    expect(await notesOf(a, `?referenceId=${one.referenceID}`)).toEqual(['on one']);
    expect((await notesOf(a, '')).sort()).toEqual(['on one', 'on two']);
    const foreign = await list(a, `?referenceId=${theirs.referenceID}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a bad sortBy or referenceId, and still reads for an expired account', async () => {
    const a = await createAccount(t, { days: 1 });
    const ref = await createReference(t, a);
    await addNote(a, ref.referenceID, 'readable later');
    expect((await list(a, '?sortBy=4')).json().error.message).toBe('sortBy must be 0, 1, 2 or 3');
    expect((await list(a, '?sortBy=x')).json().error.message).toBe('sortBy must be 0, 1, 2 or 3');
    expect((await list(a, '?referenceId=-1')).json().error.message).toBe('Please enter a valid referenceId');
    t.advance(2 * 86_400_000);
    expect(await notesOf(a, `?referenceId=${ref.referenceID}`)).toEqual(['readable later']);
  });
});
