import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import type { OpenPaper, PaperSave } from '../../api/papers';
import { diekelmann, paperWithText, walker } from './editor-fixtures';
import { createPaperSession, type PaperSession } from './paper-session';
import { DRAFT_LEFT_BEHIND_MS } from './paper-drafts';
import { SAVE_TIMING, type SaverApi } from './paper-saver';

const GUID = 'PAPER-1';
const library = new Map([walker, diekelmann].map((r) => [r.referenceUniqueID!, r]));

/** The api's paper rules in memory: saves based on an older read answer 409, and it can be cut off. */
function server(text = 'Sleep matters.') {
  const state = {
    paper: {
      paperID: 1,
      paperGUID: GUID,
      paperTypeID: 11,
      genesisReferences: [],
      lastModifiedDate: '2026-11-25T10:00:00.000Z',
      document: paperWithText(11, text),
    } as unknown as OpenPaper,
    offline: false,
    saves: [] as PaperSave[],
  };
  const unreachable = () => new ApiError(0, 'connection-error', 'The api could not be reached.');
  const api: SaverApi = {
    async open() {
      if (state.offline) throw unreachable();
      return structuredClone(state.paper);
    },
    async save(_guid, body) {
      if (state.offline) throw unreachable();
      if (body.lastModifiedDate !== state.paper.lastModifiedDate) throw new ApiError(409, 'paper-changed', 'This paper was saved from another tab.');
      state.saves.push(body);
      const lastModifiedDate = new Date(Date.parse(state.paper.lastModifiedDate) + 1000).toISOString();
      state.paper = { ...state.paper, document: structuredClone(body.document), genesisReferences: body.referenceUniqueIDs, lastModifiedDate };
      return state.paper;
    },
  };
  return { state, api };
}

const sessions: PaperSession[] = [];
function open(api: SaverApi, opened: OpenPaper, tab = 'tab-1') {
  const session = createPaperSession({ opened: structuredClone(opened), library, api, storage: localStorage, tab });
  sessions.push(session);
  return session;
}
const type = (session: PaperSession, text: string) => {
  session.editor.commands.focus('end');
  session.editor.commands.insertContent(text);
};
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('ibid.paperDraft.'));
const draftText = () => drafts().map((key) => localStorage.getItem(key)).join();
const bodyText = (session: PaperSession) => session.editor.state.doc.textBetween(0, session.editor.state.doc.content.size, '\n', '');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
});
afterEach(() => {
  sessions.splice(0).forEach((s) => s.destroy());
  vi.useRealTimers();
});

describe('autosave', () => {
  it('shows Saving while a change waits, saves a second after typing stops, then shows Saved and drops the draft', async () => {
    const { state, api } = server();
    const session = open(api, state.paper);
    expect(session.saver.status()).toBe('saved');
    type(session, ' More.');
    expect(session.saver.status()).toBe('saving');
    await vi.advanceTimersByTimeAsync(SAVE_TIMING.draft);
    expect(draftText()).toContain('More.');
    await vi.advanceTimersByTimeAsync(SAVE_TIMING.idle);
    expect(state.saves).toHaveLength(1);
    expect(state.saves[0]!.action).toBe('Auto Save');
    expect(session.saver.status()).toBe('saved');
    expect(drafts()).toEqual([]);
  });

  it('saves the Title drawer\'s course and instructor on the record of a paper without a title page, and a reload finds them in its draft', async () => {
    const { state, api } = server();
    state.paper = { ...state.paper, paperTypeID: 15, title: 'Sources on Sleep', course: 'PSY 101', teacher: '', document: paperWithText(15, 'Sleep matters.') };
    const session = open(api, state.paper);
    expect(await session.host.paper()).toMatchObject({ record: { course: 'PSY 101', teacher: '' } });
    await session.host.updateTitlePage({ title: 'Sources on Sleep', teacher: 'Dr. Moss', course: 'PSY 101' });
    await vi.advanceTimersByTimeAsync(SAVE_TIMING.draft);
    const reloaded = open(api, state.paper, 'tab-1');
    expect(await reloaded.host.paper()).toMatchObject({ record: { course: 'PSY 101', teacher: 'Dr. Moss' } });
    await vi.advanceTimersByTimeAsync(SAVE_TIMING.idle);
    expect(state.saves.at(-1)).toMatchObject({ title: 'Sources on Sleep', course: 'PSY 101', teacher: 'Dr. Moss' });
  });

  it('saves at least every few seconds while typing goes on', async () => {
    const { state, api } = server();
    const session = open(api, state.paper);
    for (let i = 0; i < 12; i++) {
      type(session, 'x');
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(state.saves.length).toBeGreaterThanOrEqual(1);
  });

  it('goes Offline, keeps the draft, retries with backoff, and saves once the api answers again', async () => {
    const { state, api } = server();
    const session = open(api, state.paper);
    state.offline = true;
    type(session, ' Offline words.');
    await vi.advanceTimersByTimeAsync(SAVE_TIMING.idle + 10);
    expect(session.saver.status()).toBe('offline');
    expect(draftText()).toContain('Offline words.');
    await vi.advanceTimersByTimeAsync(SAVE_TIMING.retryFirst);
    expect(session.saver.status()).toBe('offline');
    state.offline = false;
    session.saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.saver.status()).toBe('saved');
    expect(JSON.stringify(state.paper.document)).toContain('Offline words.');
  });

  it('restores what was typed before a reload from the draft and saves it', async () => {
    const { state, api } = server();
    const first = open(api, state.paper);
    type(first, ' Typed before reload.');
    first.saver.keepDraft();
    first.destroy();
    sessions.splice(0);
    const second = open(api, state.paper);
    expect(bodyText(second)).toContain('Typed before reload.');
    expect(second.saver.status()).toBe('saving');
    await vi.advanceTimersByTimeAsync(SAVE_TIMING.idle);
    expect(JSON.stringify(state.paper.document)).toContain('Typed before reload.');
  });

  it('merges the draft a closed tab left with the paper saved since in another, dropping neither', async () => {
    const { state, api } = server();
    const closed = open(api, state.paper, 'tab-closed');
    type(closed, ' Draft words.');
    closed.destroy();
    sessions.splice(0);
    const other = open(api, state.paper, 'tab-other');
    type(other, ' Saved elsewhere.');
    await other.saver.saveNow('Auto Save');
    other.destroy();
    sessions.splice(0);
    vi.advanceTimersByTime(DRAFT_LEFT_BEHIND_MS);
    const reopened = open(api, state.paper, 'tab-new');
    expect(bodyText(reopened)).toContain('Saved elsewhere.');
    expect(bodyText(reopened)).toContain('Draft words.');
    await vi.advanceTimersByTimeAsync(SAVE_TIMING.idle);
    expect(drafts()).toEqual([]);
  });

  it("leaves another open tab's fresh draft alone", async () => {
    const { state, api } = server();
    const a = open(api, state.paper, 'tab-a');
    type(a, ' Not yet saved in A.');
    a.saver.keepDraft();
    const b = open(api, state.paper, 'tab-b');
    expect(bodyText(b)).not.toContain('Not yet saved in A.');
    type(b, ' B.');
    await b.saver.saveNow('Auto Save');
    expect(draftText()).toContain('Not yet saved in A.');
  });

  it('two tabs on one paper: the later save gets 409, merges the other tab’s text with its own, and saves both', async () => {
    const { state, api } = server('Shared start.');
    const a = open(api, state.paper);
    const b = open(api, state.paper);
    a.editor.commands.setContent({ ...state.paper.document, content: [...state.paper.document.content.slice(0, 2), { type: 'paragraph', attrs: { style: 'Normal' }, content: [{ type: 'text', text: 'From tab A.' }] }, ...state.paper.document.content.slice(2)] });
    b.editor.commands.setContent({ ...state.paper.document, content: [...state.paper.document.content.slice(0, 2), { type: 'paragraph', attrs: { style: 'Normal' }, content: [{ type: 'text', text: 'From tab B.' }] }, ...state.paper.document.content.slice(2)] });
    await a.saver.saveNow('Auto Save');
    await b.saver.saveNow('Auto Save');
    expect(b.saver.status()).toBe('saved');
    expect(b.saver.message()).toMatch(/another tab/);
    expect(bodyText(b)).toContain('From tab A.');
    expect(bodyText(b)).toContain('From tab B.');
    const saved = JSON.stringify(state.paper.document);
    expect(saved).toContain('From tab A.');
    expect(saved).toContain('From tab B.');
    expect(saved).toContain('Shared start.');
  });

  it('Save to Ibid sends a Manual Save even with nothing new typed', async () => {
    const { state, api } = server();
    const session = open(api, state.paper);
    await session.host.save('Manual Save');
    expect(state.saves.map((s) => s.action)).toEqual(['Manual Save']);
  });
});

describe('catching up', () => {
  it('a tab shown again takes in what another tab saved meanwhile, without saving anything itself', async () => {
    const { state, api } = server();
    const a = open(api, state.paper);
    const b = open(api, state.paper);
    type(a, ' Written in A.');
    await a.saver.saveNow('Auto Save');
    await b.saver.catchUp();
    expect(bodyText(b)).toContain('Written in A.');
    expect(b.saver.status()).toBe('saved');
    expect(state.saves).toHaveLength(1);
  });
});
