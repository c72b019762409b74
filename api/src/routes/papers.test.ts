import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount, tokenRequest, type TestAccount } from '../testing/accounts.js';
import { createPaper, readPaper, STUDENT_PAPER, withBody } from '../testing/papers.js';
import { createReference, SAMPLE_BOOK } from '../testing/references.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { PAPER_CHANGED, PAPER_NOT_FOUND } from '../services/papers.js';

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const DAY = 86_400_000;

function put(account: TestAccount, paperGUID: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PUT', url: `/v4/Paper/${paperGUID}`, headers: { ...account.headers, ...headers }, payload });
}
function list(account: TestAccount, query = '') {
  return t.app.inject({ method: 'GET', url: `/v4/Paper${query}`, headers: account.headers });
}
function versions(account: TestAccount, query: string) {
  return t.app.inject({ method: 'GET', url: `/v4/Paper/Versions?${query}&platform=2`, headers: account.headers });
}
const paperRow = (id: number) => t.db.paper.findUniqueOrThrow({ where: { id } });

describe('POST v4/Paper', () => {
  it('creates a paper from the creation payload: its GUID, its summary, its title page and a Created version', async () => {
    const a = await createAccount(t);
    const created = await t.app.inject({ method: 'POST', url: '/v4/Paper', headers: a.headers, payload: STUDENT_PAPER });
    expect(created.statusCode, created.body).toBe(200);
    const { paperID, paperGUID } = created.json();
    expect(paperID).toBeGreaterThan(0);
    expect(paperGUID).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    const paper = await readPaper(t, a, paperGUID);
    expect(paper).toMatchObject({
      paperID,
      paperGUID,
      paperTypeID: 11,
      title: STUDENT_PAPER.Title,
      course: 'PSY 101',
      author: 'Ada Okafor',
      teacher: 'Dr. Rivera',
      institution: 'Example University',
      dueDate: '2026-12-15',
      dueDateDisplay: 'December 15, 2026',
      isAuthorNote: false,
      classID: null,
      genesisReferences: [],
      isComplete: false,
    });
    expect(paper.lastModifiedDate).toBe(paper.createdDate);
    expect(paper.document.attrs.paperTypeID).toBe(11);
    expect(paper.document.content.find((n) => n.type === 'titlePage')).toMatchObject({ attrs: { title: STUDENT_PAPER.Title, author: 'Ada Okafor', dueDate: '2026-12-15' } });
    expect(paper.document.content.at(-1)).toMatchObject({ type: 'referenceList', attrs: { title: 'References' } });
    expect((await versions(a, `paperId=${paperID}`)).json().versions).toEqual([{ versionDate: paper.createdDate, action: 'Created' }]);
  });

  it("keeps on the record only what the paper type's title page shows, and shows due dates in its format's style", async () => {
    const a = await createAccount(t);
    const mla = await createPaper(t, a, { PaperType: 111, Title: 'Works and Days' });
    const paper = await readPaper(t, a, mla.paperGUID);
    const titlePage = paper.document.content.find((n) => n.type === 'titlePage');
    for (const key of ['title', 'author', 'institution', 'course', 'teacher', 'dueDate'] as const) expect(paper[key], key).toBe(titlePage?.attrs[key]);
    expect(paper.dueDateDisplay).toBe('15 December 2026');
    const professional = await createPaper(t, a, { PaperType: 12, Title: 'Memory: A Review', RunningHead: 'MEMORY REVIEW', IsAuthorNote: true });
    expect(await readPaper(t, a, professional.paperGUID)).toMatchObject({ paperTypeID: 12, runningHead: 'MEMORY REVIEW', isAuthorNote: true });
  });

  it('keeps the course of a paper without a title page (an annotated bibliography, a reference list) on its record, and saves its course and instructor there', async () => {
    const a = await createAccount(t);
    for (const PaperType of [15, 14]) {
      const made = await createPaper(t, a, { PaperType, Title: 'Sources on Sleep', Course: 'PSY 101' });
      const paper = await readPaper(t, a, made.paperGUID);
      expect(paper.document.content.some((n) => n.type === 'titlePage')).toBe(false);
      expect(paper).toMatchObject({ course: 'PSY 101', teacher: '' });
      expect((await put(a, made.paperGUID, { document: paper.document, course: 'PSY 102', teacher: 'Dr. Moss' })).statusCode).toBe(200);
      expect(await readPaper(t, a, made.paperGUID)).toMatchObject({ course: 'PSY 102', teacher: 'Dr. Moss' });
    }
  });

  it('refuses a bad payload with its message and creates nothing', async () => {
    const a = await createAccount(t);
    const cases: [object, string][] = [
      [{ Title: '' }, 'Please enter Title'],
      [{ PaperType: 999 }, 'This paper type cannot be created.'],
      [{ PaperType: 'eleven' }, 'PaperType is a paper type id'],
      [{ DueDate: '2026-02-30' }, 'Please enter a valid Date as yyyy-mm-dd, or leave it empty'],
      [{ Title: 'x'.repeat(501) }, 'Title is at most 500 characters'],
      [{ ClassID: 3 }, 'A class association needs AssociatedEntityID, AssociatedEntityName, AssociatedEntityTypeID, ClassID'],
    ];
    for (const [change, message] of cases) {
      const answer = await t.app.inject({ method: 'POST', url: '/v4/Paper', headers: a.headers, payload: { ...STUDENT_PAPER, ...change } });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().error, message).toEqual({ code: 'invalid-request', message });
    }
    expect(await t.db.paper.count()).toBe(0);
  });

  it('associates a current class of the customer, and refuses an archived one or another customer’s with nothing created', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const classFor = async (account: TestAccount, isArchived = false) => {
      const made = (await t.app.inject({ method: 'POST', url: '/v4/Class', headers: account.headers, payload: { name: 'Biology 101', teacherName: 'Dr. Moss' } })).json();
      if (isArchived) await t.app.inject({ method: 'PUT', url: '/v4/Class', headers: account.headers, payload: { classID: made.classID, isArchived: true } });
      return made.classID as number;
    };
    const withClass = (id: number) => ({ AssociatedEntityID: id, AssociatedEntityName: 'Biology 101', AssociatedEntityTypeID: 2, ClassID: id });
    const mine = await classFor(a);
    const paper = await createPaper(t, a, withClass(mine));
    expect((await readPaper(t, a, paper.paperGUID)).classID).toBe(mine);

    const archived = await t.app.inject({ method: 'POST', url: '/v4/Paper', headers: a.headers, payload: { ...STUDENT_PAPER, ...withClass(await classFor(a, true)) } });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().error.code).toBe('class-archived');
    const theirs = await t.app.inject({ method: 'POST', url: '/v4/Paper', headers: a.headers, payload: { ...STUDENT_PAPER, ...withClass(await classFor(b)) } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('This class is not in your account.');
    expect(await t.db.paper.count()).toBe(1);
  });

  it('refuses an expired account with 403 and a missing token with 401, creating nothing', async () => {
    const a = await createAccount(t, { days: 1 });
    t.advance(2 * DAY);
    const expired = await t.app.inject({ method: 'POST', url: '/v4/Paper', headers: a.headers, payload: STUDENT_PAPER });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe('subscription-expired');
    expect((await t.app.inject({ method: 'POST', url: '/v4/Paper', payload: STUDENT_PAPER })).statusCode).toBe(401);
    expect(await t.db.paper.count()).toBe(0);
  });
});

describe('GET v4/Paper', () => {
  it('lists only the customer’s live papers, newest change first by default', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const first = await createPaper(t, a, { Title: 'First' });
    t.advance(1000);
    const second = await createPaper(t, a, { Title: 'Second' });
    t.advance(1000);
    await createPaper(t, b, { Title: 'Not mine' });
    const gone = await createPaper(t, a, { Title: 'Deleted' });
    await t.app.inject({ method: 'DELETE', url: `/v4/Paper/${gone.paperGUID}`, headers: a.headers });
    t.advance(1000);
    await put(a, first.paperGUID, { isComplete: true });
    const papers = (await list(a)).json().papers;
    expect(papers.map((p: { title: string }) => p.title)).toEqual(['First', 'Second']);
    expect(papers[0]).toMatchObject({ paperGUID: first.paperGUID, isComplete: true });
    expect(papers[1].paperGUID).toBe(second.paperGUID);
  });

  it('sorts by due date soonest first with undated papers last, and by title ignoring case', async () => {
    const a = await createAccount(t);
    for (const [Title, DueDate] of [['banana', '2026-12-01'], ['Cherry', ''], ['apple', '2027-01-10'], ['Date', '2026-11-30']]) {
      await createPaper(t, a, { Title, DueDate });
      t.advance(1000);
    }
    const titles = async (query: string) => (await list(a, query)).json().papers.map((p: { title: string }) => p.title);
    expect(await titles('?sort=dueDate')).toEqual(['Date', 'banana', 'apple', 'Cherry']);
    expect(await titles('?sort=title')).toEqual(['apple', 'banana', 'Cherry', 'Date']);
    expect(await titles('?sort=lastModifiedDate')).toEqual(['Date', 'apple', 'Cherry', 'banana']);
    const bad = await list(a, '?sort=size');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('sort must be lastModifiedDate, dueDate, title');
  });

  it('still answers an expired account: papers can be read after access ends', async () => {
    const a = await createAccount(t, { days: 1 });
    const paper = await createPaper(t, a);
    t.advance(2 * DAY);
    expect((await list(a)).json().papers).toHaveLength(1);
    expect((await readPaper(t, a, paper.paperGUID)).paperGUID).toBe(paper.paperGUID);
  });
});

describe('GET v4/Paper/:paperGUID', () => {
  it("answers 404 for another customer's paper exactly as for an unknown one, and finds a GUID in any case", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const theirs = await createPaper(t, b);
    const mine = await createPaper(t, a);
    for (const guid of [theirs.paperGUID, '00000000-0000-0000-0000-000000000000']) {
      const answer = await t.app.inject({ method: 'GET', url: `/v4/Paper/${guid}`, headers: a.headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: { code: 'not-found', message: PAPER_NOT_FOUND } });
    }
    expect((await readPaper(t, a, mine.paperGUID.toLowerCase())).paperID).toBe(mine.paperID);
  });
});

describe('PUT v4/Paper/:paperGUID', () => {
  it('saves the document, holds the given and the cited references in order, and keeps a version', async () => {
    const a = await createAccount(t);
    const cited = await createReference(t, a);
    const listed = await createReference(t, a, { referenceTypeId: 2, data: SAMPLE_BOOK });
    const paper = await createPaper(t, a);
    const before = await readPaper(t, a, paper.paperGUID);
    t.advance(60_000);
    const document = withBody(before.document, 'Students read more than they think ', [cited.referenceUniqueID.toLowerCase()]);
    const saved = await put(a, paper.paperGUID, { document, referenceUniqueIDs: [listed.referenceUniqueID], action: 'Manual Save' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().genesisReferences).toEqual([listed.referenceUniqueID, cited.referenceUniqueID]);
    expect(saved.json().lastModifiedDate > before.lastModifiedDate).toBe(true);
    expect(saved.headers.etag).toBe(`"${saved.json().lastModifiedDate}"`);
    const after = await readPaper(t, a, paper.paperGUID);
    expect(after.document.content.find((n) => n.type === 'paragraph')).toMatchObject({ content: [{ type: 'text', text: 'Students read more than they think ' }, { type: 'citation' }] });
    expect((await versions(a, `paperUniqueId=${paper.paperGUID}`)).json().versions.map((v: { action: string }) => v.action)).toEqual(['Manual Save', 'Created']);
    expect(await t.db.paperReference.count({ where: { paperId: paper.paperID } })).toBe(2);
  });

  it('keeps the record and the title page in step: fields rewrite the title page, a sent title page rewrites the fields', async () => {
    const a = await createAccount(t);
    const paper = await createPaper(t, a);
    const renamed = await put(a, paper.paperGUID, { title: 'A Better Title', dueDate: '', isComplete: true });
    expect(renamed.json()).toMatchObject({ title: 'A Better Title', dueDate: '', dueDateDisplay: '', isComplete: true });
    const read = await readPaper(t, a, paper.paperGUID);
    expect(read.document.content.find((n) => n.type === 'titlePage')).toMatchObject({ attrs: { title: 'A Better Title', dueDate: '' } });

    const edited = { ...read.document, content: read.document.content.map((n) => (n.type === 'titlePage' ? { ...n, attrs: { ...n.attrs, course: 'PSY 102', teacher: 'Prof. Lee' } } : n)) };
    const fromPage = await put(a, paper.paperGUID, { document: edited });
    expect(fromPage.json()).toMatchObject({ course: 'PSY 102', teacher: 'Prof. Lee', title: 'A Better Title' });
  });

  it('refuses a bad document, another type’s document and references not in the library, and changes nothing', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const theirs = await createReference(t, b);
    const paper = await createPaper(t, a);
    const { document } = await readPaper(t, a, paper.paperGUID);
    const cases: [object, number, string][] = [
      [{ document: { ...document, content: document.content.filter((n) => n.type !== 'referenceList') } }, 400, 'invalid-request'],
      [{ document: { ...document, attrs: { paperTypeID: 113 } } }, 400, 'paper-type-mismatch'],
      [{ document: withBody(document, 'Cites ', [theirs.referenceUniqueID]) }, 400, 'reference-not-found'],
      [{ document, referenceUniqueIDs: ['NOT-A-REFERENCE'] }, 400, 'reference-not-found'],
      [{ title: 'x'.repeat(501) }, 400, 'invalid-request'],
      [{ dueDate: '2026-13-01' }, 400, 'invalid-request'],
      [{ classID: 99_999 }, 404, 'not-found'],
    ];
    const rowBefore = await paperRow(paper.paperID);
    for (const [payload, status, code] of cases) {
      const answer = await put(a, paper.paperGUID, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(answer.json().error.code).toBe(code);
    }
    expect(await paperRow(paper.paperID)).toEqual(rowBefore);
    expect(await t.db.paperVersion.count()).toBe(1);
    expect(await t.db.paperReference.count()).toBe(0);
  });

  it('switches a paper to the same kind of paper in another format (APA 7 to MLA 9), as the editor does', async () => {
    const a = await createAccount(t);
    const paper = await createPaper(t, a);
    const { document } = await readPaper(t, a, paper.paperGUID);
    const answer = await put(a, paper.paperGUID, { document: { ...document, attrs: { ...document.attrs, paperTypeID: 111 } } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().paperTypeID).toBe(111);
    expect((await readPaper(t, a, paper.paperGUID)).document.attrs.paperTypeID).toBe(111);
  });

  it('switches an APA 7 professional paper to MLA 9 and back to a professional paper, its running head and author note kept', async () => {
    const a = await createAccount(t);
    const paper = await createPaper(t, a, { PaperType: 12, Title: 'Memory: A Review', RunningHead: 'MEMORY REVIEW', IsAuthorNote: true });
    for (const paperTypeID of [111, 12]) {
      const { document } = await readPaper(t, a, paper.paperGUID);
      const answer = await put(a, paper.paperGUID, { document: { ...document, attrs: { ...document.attrs, paperTypeID } } });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ paperTypeID, runningHead: 'MEMORY REVIEW', isAuthorNote: true });
    }
  });

  it('answers 409 to a save based on an older read (lastModifiedDate or If-Match), so two tabs never overwrite each other', async () => {
    const a = await createAccount(t);
    const paper = await createPaper(t, a);
    const read = await readPaper(t, a, paper.paperGUID);
    const firstTab = await put(a, paper.paperGUID, { title: 'First tab', lastModifiedDate: read.lastModifiedDate });
    expect(firstTab.statusCode).toBe(200);
    for (const [body, headers] of [[{ title: 'Second tab', lastModifiedDate: read.lastModifiedDate }, {}], [{ title: 'Second tab' }, { 'if-match': `"${read.lastModifiedDate}"` }]] as const) {
      const stale = await put(a, paper.paperGUID, body, headers);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toEqual({ code: 'paper-changed', message: PAPER_CHANGED });
    }
    expect((await paperRow(paper.paperID)).title).toBe('First tab');
    const fresh = await put(a, paper.paperGUID, { title: 'Second tab' }, { 'if-match': firstTab.headers.etag as string });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().title).toBe('Second tab');
  });

  it('lets exactly one of two saves made at once from the same read win; the other gets 409', async () => {
    const a = await createAccount(t);
    const paper = await createPaper(t, a);
    const read = await readPaper(t, a, paper.paperGUID);
    const answers = await Promise.all(['Tab one', 'Tab two'].map((title) => put(a, paper.paperGUID, { title, lastModifiedDate: read.lastModifiedDate })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().title;
    expect((await paperRow(paper.paperID)).title).toBe(winner);
  });

  it("answers 404 for another customer's paper and 403 once access has ended, changing nothing", async () => {
    const a = await createAccount(t, { days: 1 });
    const b = await createAccount(t);
    const theirs = await createPaper(t, b);
    expect((await put(a, theirs.paperGUID, { title: 'Mine now' })).statusCode).toBe(404);
    const mine = await createPaper(t, a);
    t.advance(2 * DAY);
    const expired = await put(a, mine.paperGUID, { title: 'Too late' });
    expect(expired.statusCode).toBe(403);
    expect((await paperRow(mine.paperID)).title).toBe(STUDENT_PAPER.Title);
    expect((await paperRow(theirs.paperID)).title).toBe(STUDENT_PAPER.Title);
  });
});

describe('DELETE v4/Paper/:paperGUID', () => {
  it('deletes the paper: 204, then it is neither read nor listed; another customer’s is a 404 and an expired account a 403', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t, { days: 1 });
    const mine = await createPaper(t, a);
    const theirs = await createPaper(t, b);
    expect((await t.app.inject({ method: 'DELETE', url: `/v4/Paper/${theirs.paperGUID}`, headers: a.headers })).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/v4/Paper/${mine.paperGUID}`, headers: a.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/v4/Paper/${mine.paperGUID}`, headers: a.headers })).statusCode).toBe(404);
    expect((await list(a)).json().papers).toEqual([]);
    t.advance(2 * DAY);
    expect((await t.app.inject({ method: 'DELETE', url: `/v4/Paper/${theirs.paperGUID}`, headers: b.headers })).statusCode).toBe(403);
    expect((await paperRow(theirs.paperID)).isDeleted).toBe(false);
  });
});

describe('GET v4/Paper/Versions', () => {
  it('answers the last 30 days newest first, merges auto saves minutes apart, and prunes older versions on the next save', async () => {
    let a = await createAccount(t, { days: 365 });
    const paper = await createPaper(t, a);
    const save = async (text: string, action = 'Auto Save') => {
      const { document } = await readPaper(t, a, paper.paperGUID);
      expect((await put(a, paper.paperGUID, { document: withBody(document, text), action })).statusCode).toBe(200);
    };
    t.advance(60_000);
    await save('one');
    t.advance(60_000);
    await save('two');
    t.advance(60 * 60_000);
    await save('three', 'Manual Save');
    const actions = async () => (await versions(a, `paperId=${paper.paperID}`)).json().versions.map((v: { action: string }) => v.action);
    expect(await actions()).toEqual(['Manual Save', 'Auto Save', 'Created']);
    // "Save my paper now" keeps a version even when nothing changed since the last save; an unchanged auto save does not.
    t.advance(60_000);
    await save('three', 'Manual Save');
    await save('three');
    expect(await actions()).toEqual(['Manual Save', 'Manual Save', 'Auto Save', 'Created']);

    t.advance(31 * DAY);
    // A month later the session has ended: sign in again.
    a = { ...a, headers: bearer((await tokenRequest(t, a.email, a.password)).json().access_token) };
    expect(await actions()).toEqual([]);
    expect(await t.db.paperVersion.count()).toBe(4);
    await save('four', 'Manual Save');
    expect(await actions()).toEqual(['Manual Save']);
    expect(await t.db.paperVersion.count()).toBe(1);
  });

  it('needs a paper id or unique id, and answers 404 for another customer’s paper', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const theirs = await createPaper(t, b);
    const none = await t.app.inject({ method: 'GET', url: '/v4/Paper/Versions?platform=2', headers: a.headers });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please send paperId or paperUniqueId');
    expect((await versions(a, `paperId=${theirs.paperID}`)).statusCode).toBe(404);
    expect((await versions(a, `paperUniqueId=${theirs.paperGUID}`)).statusCode).toBe(404);
  });
});
