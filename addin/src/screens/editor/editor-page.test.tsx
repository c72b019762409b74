import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaperSave } from '../../api/papers';
import { paperSummary, openSignedIn } from '../papers/papers-fixtures';
import { paperWithText } from './editor-fixtures';


const GUID = 'AAAAAAAA-0000-4000-8000-000000000001';
const RIVERS = paperSummary({ paperGUID: GUID, title: 'Sleep and Memory', paperTypeID: 11, lastModifiedDate: '2026-11-20T15:00:00.000Z' });

function openPapers() {
  const saves: PaperSave[] = [];
  let lastModifiedDate = RIVERS.lastModifiedDate;
  const opened = openSignedIn('/papers', {
    'GET /v4/Paper': () => ({ papers: [RIVERS] }),
    [`GET /v4/Paper/${GUID}`]: () => ({ ...RIVERS, lastModifiedDate, document: paperWithText(11, 'Sleep matters.') }),
    'GET /v4/GenesisReference': () => ({ references: [], legacyReferences: [], order: [], total: 0 }),
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    [`PUT /v4/Paper/${GUID}`]: ({ body }) => {
      saves.push(body as PaperSave);
      lastModifiedDate = new Date(Date.parse(lastModifiedDate) + 1000).toISOString();
      return { ...RIVERS, lastModifiedDate };
    },
  });
  return { ...opened, saves };
}

const editorElement = () => document.querySelector<HTMLElement & { editor?: import('@tiptap/core').Editor }>('.ProseMirror');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the editor page', () => {
  it('opens a paper from My Papers: its title page and text in the editor, the task pane beside it, Saved', async () => {
    const { user } = openPapers();
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(editorElement()).not.toBeNull());
    const page = screen.getByRole('article', { name: 'Paper: Sleep and Memory' });
    expect(page).toHaveTextContent('Sleep and Memory');
    expect(page).toHaveTextContent('Ana López');
    expect(editorElement()).toHaveTextContent('Sleep matters.');
    expect(screen.getByRole('complementary', { name: 'Task pane' })).toBeInTheDocument();
    expect(screen.getByText('Saved')).toHaveAttribute('role', 'status');
  });

  it('shows Saving… while a change waits and Saved once the api has it', async () => {
    const { user, saves } = openPapers();
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(editorElement()?.editor).toBeDefined());
    editorElement()!.editor!.commands.insertContent('More words. ');
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(JSON.stringify(saves.at(-1)?.document)).toContain('More words.');
    expect(saves.at(-1)?.action).toBe('Auto Save');
  });

  it('stays on the paper when a call fails for want of a connection: the editor saves once it is back', async () => {
    const { user } = openPapers();
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(editorElement()?.editor).toBeDefined());
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    editorElement()!.editor!.commands.insertContent('Offline words. ');
    expect(await screen.findByText('Offline, will save')).toBeInTheDocument();
    expect(editorElement()).toHaveTextContent('Offline words.');
  });

  it("switches narrow screens between the paper and the tools with the toolbar's Paper / Tools buttons, keeping the choice", async () => {
    const { user } = openPapers();
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(editorElement()).not.toBeNull());
    const show = await screen.findByRole('group', { name: 'Show' });
    const paper = within(show).getByRole('button', { name: 'Paper' });
    const tools = within(show).getByRole('button', { name: 'Tools' });
    const layout = () => document.querySelector('.ib-editor-layout');
    expect(paper).toHaveAttribute('aria-pressed', 'true');
    expect(tools).toHaveAttribute('aria-pressed', 'false');
    expect(layout()).toHaveAttribute('data-view', 'paper');
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-pressed', 'true');
    expect(paper).toHaveAttribute('aria-pressed', 'false');
    expect(layout()).toHaveAttribute('data-view', 'tools');
    // The pane and the paper both stay open under the switch: the pane's screen and the draft are kept.
    expect(screen.getByRole('complementary', { name: 'Task pane' })).toBeInTheDocument();
    editorElement()!.editor!.commands.insertContent('Typed before. ');
    expect(layout()).toHaveAttribute('data-view', 'tools');
    await user.click(paper);
    expect(layout()).toHaveAttribute('data-view', 'paper');
    expect(editorElement()).toHaveTextContent('Typed before.');
  });

  it('links each paper of My Papers to its editor by its title', async () => {
    openPapers();
    expect(await screen.findByRole('link', { name: 'Sleep and Memory' })).toHaveAttribute('href', `/paper/${GUID}`);
  });
});
