import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaperSummary } from '../../api/papers';
import { apiError } from '../../testing/render';
import { buttonIn, findOpenDialog } from '../library/library-fixtures';
import { CUSTOMER, openSignedIn, paperSummary } from './papers-fixtures';


const RIVERS = paperSummary({
  paperGUID: 'aaaaaaaa-0000-4000-8000-000000000001',
  title: 'Rivers and their towns',
  paperTypeID: 11,
  course: 'HIS 300',
  dueDate: '2026-12-01',
  dueDateDisplay: 'December 1, 2026',
  lastModifiedDate: '2026-11-20T15:00:00.000Z',
});
const BRIDGES = paperSummary({ paperGUID: 'bbbbbbbb-0000-4000-8000-000000000002', title: 'Bridges', paperTypeID: 113, lastModifiedDate: '2026-11-10T09:00:00.000Z' });

/** The list as the api sorts it: the test's orders per sort, recording the sorts asked for. */
function listing(orders: Record<string, PaperSummary[]>) {
  const asked: string[] = [];
  const handler = ({ url }: { url: URL }) => {
    const sort = url.searchParams.get('sort') ?? '';
    asked.push(sort);
    return { papers: orders[sort] ?? [] };
  };
  return { asked, handler };
}

const cardTitles = () => within(screen.getByRole('list', { name: 'Papers' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My Papers', () => {
  it('lists the papers newest first by default, with kind and format, course, due date and last change', async () => {
    const { asked, handler } = listing({ lastModifiedDate: [RIVERS, BRIDGES] });
    openSignedIn('/papers', { 'GET /v4/Paper': handler });
    await screen.findByRole('heading', { level: 2, name: 'Rivers and their towns' });
    expect(asked).toEqual(['lastModifiedDate']);
    expect(cardTitles()).toEqual(['Rivers and their towns', 'Bridges']);
    const rivers = screen.getByRole('listitem', { name: 'Rivers and their towns' });
    expect(rivers).toHaveTextContent('APA 7 Student Paper');
    expect(rivers).toHaveTextContent('HIS 300');
    expect(rivers).toHaveTextContent('December 1, 2026');
    expect(rivers).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByRole('listitem', { name: 'Bridges' })).toHaveTextContent('MLA 9 Reference List');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lastModifiedDate');
  });

  it('sorts by due date and by title as the api answers them', async () => {
    const { asked, handler } = listing({ lastModifiedDate: [RIVERS, BRIDGES], title: [BRIDGES, RIVERS], dueDate: [RIVERS, BRIDGES] });
    const { user } = openSignedIn('/papers', { 'GET /v4/Paper': handler });
    await screen.findByRole('heading', { level: 2, name: 'Rivers and their towns' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title');
    await waitFor(() => expect(cardTitles()).toEqual(['Bridges', 'Rivers and their towns']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Due date');
    await waitFor(() => expect(cardTitles()).toEqual(['Rivers and their towns', 'Bridges']));
    expect(asked).toEqual(['lastModifiedDate', 'title', 'dueDate']);
  });

  it('deletes a paper only after its confirmation, then lists the rest', async () => {
    let papers = [RIVERS, BRIDGES];
    const deleted: string[] = [];
    const { user, calls } = openSignedIn('/papers', {
      'GET /v4/Paper': () => ({ papers }),
      [`DELETE /v4/Paper/${RIVERS.paperGUID}`]: () => {
        deleted.push(RIVERS.paperGUID);
        papers = [BRIDGES];
        return undefined;
      },
    });
    const rivers = await screen.findByRole('listitem', { name: 'Rivers and their towns' });
    await user.click(within(rivers).getByRole('button', { name: 'Delete' }));
    const dialog = await findOpenDialog('Delete this paper?');
    expect(dialog).toHaveAttribute('role', 'alertdialog');
    expect(dialog).toHaveTextContent('“Rivers and their towns”');
    await user.click(buttonIn(dialog, 'Nevermind'));
    await waitFor(() => expect(screen.queryByText('Delete this paper?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(within(screen.getByRole('listitem', { name: 'Rivers and their towns' })).getByRole('button', { name: 'Delete' }));
    await user.click(buttonIn(await findOpenDialog('Delete this paper?'), 'Delete Paper'));
    await waitFor(() => expect(cardTitles()).toEqual(['Bridges']));
    expect(deleted).toEqual([RIVERS.paperGUID]);
    expect(await screen.findByText('Paper deleted')).toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when the delete fails', async () => {
    const { user } = openSignedIn('/papers', {
      'GET /v4/Paper': () => ({ papers: [RIVERS] }),
      [`DELETE /v4/Paper/${RIVERS.paperGUID}`]: () => apiError(404, 'paper-not-found', 'This paper does not exist.'),
    });
    await user.click(within(await screen.findByRole('listitem', { name: 'Rivers and their towns' })).getByRole('button', { name: 'Delete' }));
    const dialog = await findOpenDialog('Delete this paper?');
    await user.click(buttonIn(dialog, 'Delete Paper'));
    expect(await within(dialog).findByText('This paper does not exist.')).toBeInTheDocument();
  });

  it('leads an empty list to Create New Paper', async () => {
    const { user } = openSignedIn('/papers', { 'GET /v4/Paper': () => ({ papers: [] }) });
    expect(await screen.findByText(/You have no papers yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create New Paper' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a New Paper' })).toBeInTheDocument();
  });
});

describe('an expired subscription', () => {
  it('still lists its papers, but creating one leads to Subscription Expired', async () => {
    const { user } = openSignedIn('/papers', {
      'GET /v4/Customer': () => ({ ...CUSTOMER, subscriptionState: 'expired', expirationDate: '2024-05-01T00:00:00.000Z' }),
      'GET /v4/Paper': () => ({ papers: [RIVERS] }),
      'GET /v3/RenewSubscriptionLink': () => 'http://localhost/cart?renew=true',
    });
    await screen.findByRole('heading', { level: 2, name: 'Rivers and their towns' });
    await user.click(screen.getByRole('button', { name: 'Create New Paper' }));
    expect(await screen.findByRole('link', { name: 'Renew my subscription' })).toBeInTheDocument();
  });
});

describe('downloading a paper', () => {
  const saved: { name: string; href: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:paper';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });

  it('saves the .docx and the clean copy under the names the api gives, asking with the paper’s GUID and type', async () => {
    const types: (string | null)[] = [];
    const { user } = openSignedIn('/papers', {
      'GET /v4/Paper': () => ({ papers: [RIVERS] }),
      [`GET /v4/Paper/${RIVERS.paperGUID}/Document`]: ({ url, init }) => {
        const type = url.searchParams.get('type');
        types.push(type);
        expect(new Headers(init.headers).get('authorization')).toBe('Bearer t');
        const name = type === '2' ? 'Rivers and their towns (clean copy).docx' : 'Rivers and their towns.docx';
        return new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-disposition': `attachment; filename="${name}"` } });
      },
    });
    const rivers = await screen.findByRole('listitem', { name: 'Rivers and their towns' });
    await user.click(within(rivers).getByRole('button', { name: 'Download .docx' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(within(rivers).getByRole('button', { name: 'Download clean copy' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(types).toEqual(['1', '2']);
    expect(saved).toEqual([
      { name: 'Rivers and their towns.docx', href: 'blob:paper' },
      { name: 'Rivers and their towns (clean copy).docx', href: 'blob:paper' },
    ]);
  });

  it('says so when the download fails', async () => {
    const { user } = openSignedIn('/papers', {
      'GET /v4/Paper': () => ({ papers: [RIVERS] }),
      [`GET /v4/Paper/${RIVERS.paperGUID}/Document`]: () => apiError(500, 'internal', 'The document could not be built.'),
    });
    await user.click(within(await screen.findByRole('listitem', { name: 'Rivers and their towns' })).getByRole('button', { name: 'Download .docx' }));
    expect(await screen.findByText('Problem downloading the paper')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('leaves a download the session refused (401) to the logged-out view, without its own toast', async () => {
    const { user } = openSignedIn('/papers', {
      'GET /v4/Paper': () => ({ papers: [RIVERS] }),
      [`GET /v4/Paper/${RIVERS.paperGUID}/Document`]: () => apiError(401, 'unauthorized', 'The session has ended.'),
    });
    await user.click(within(await screen.findByRole('listitem', { name: 'Rivers and their towns' })).getByRole('button', { name: 'Download .docx' }));
    expect(await screen.findByRole('heading', { name: "Oops! You've been logged out" })).toBeInTheDocument();
    expect(screen.queryByText('Problem downloading the paper')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
