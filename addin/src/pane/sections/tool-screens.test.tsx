import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHost } from '../../testing/memory-host';
import { renderPane } from '../../testing/render-pane';
import { signedInPane } from './pane-test-setup';

const versions = [
  { versionDate: '2026-11-25T15:00:00.000Z', action: 'Manual Save' },
  { versionDate: '2026-11-24T09:30:00.000Z', action: 'Autosave' },
];
let calls: string[];
beforeEach(() => {
  calls = signedInPane({ 'GET /v4/Paper/Versions': ({ url }) => (url.searchParams.get('paperUniqueId') === 'PAPER-1' && url.searchParams.get('platform') === '2' ? { versions } : { versions: [] }) });
});

const lastParagraphStyle = (host: ReturnType<typeof createMemoryHost>) => host.document().content.filter((n) => n.type === 'paragraph').at(-1)?.attrs.style;

describe('Text & Headings drawer', () => {
  it("lists the format's styles with descriptions and applies the one clicked", async () => {
    const host = createMemoryHost({ paperTypeID: 11 });
    const { user } = renderPane('/text-styles', host);
    const list = await screen.findByRole('list', { name: 'Text styles' });
    const names = within(list).getAllByRole('button').map((b) => b.querySelector('span')?.textContent);
    expect(names).toEqual(['Paragraph', 'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5', 'Block Quote', 'Reference', 'Reference Annotation']);
    expect(within(list).getByRole('button', { name: /Heading 1/ })).toHaveAccessibleDescription('Centered, Bold, Title Case.');
    await user.click(within(list).getByRole('button', { name: /Heading 2/ }));
    expect(await screen.findByText('Heading 2 applied')).toBeInTheDocument();
    expect(lastParagraphStyle(host)).toBe('Heading2');
  });

  it('describes the styles in the paper format: Turabian 9', async () => {
    renderPane('/text-styles', createMemoryHost({ paperTypeID: 211 }));
    const list = await screen.findByRole('list', { name: 'Text styles' });
    expect(within(list).getByRole('button', { name: /^Reference\s*An entry/ })).toHaveAccessibleDescription(/Bibliography list/);
  });
});

describe('Advanced Editing drawer', () => {
  it('asks for confirmation, can be cancelled, and once confirmed says it is enabled', async () => {
    const host = createMemoryHost({ paperTypeID: 11 });
    const { user } = renderPane('/advanced-editing', host);
    await user.click(await screen.findByRole('button', { name: 'Use Advanced Edit Mode' }));
    await user.click(screen.getByRole('button', { name: 'No - Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes - Use Advanced Edit Mode' })).not.toBeInTheDocument();
    expect(host.document().attrs.advancedMode).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Use Advanced Edit Mode' }));
    await user.click(screen.getByRole('button', { name: 'Yes - Use Advanced Edit Mode' }));
    expect(await screen.findByText(/Advanced Edit Mode is enabled for this paper./)).toBeInTheDocument();
    expect(host.document().attrs.advancedMode).toBe(true);
  });

  it('is offered only when the paper is in APA 7', async () => {
    renderPane('/advanced-editing', createMemoryHost({ paperTypeID: 111 }));
    expect(await screen.findByText('Advanced Editing is available for APA 7 papers only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use Advanced Edit Mode' })).not.toBeInTheDocument();
  });
});

describe('Save to Ibid drawer', () => {
  it('lists the recent versions with Time and Action columns, Time 215 px wide where the pane allows', async () => {
    renderPane('/save-to-ibid', createMemoryHost());
    const table = await screen.findByRole('table', { name: 'Recent Paper Versions' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Time', 'Action']);
    expect(headers[0]).toHaveStyle({ width: '215px' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Manual Save', 'Autosave']);
    expect(within(table).getAllByRole('row')[1]!.querySelector('time')).toHaveAttribute('datetime', versions[0]!.versionDate);
  });

  it("saves a 'Manual Save' version now and reads the versions again", async () => {
    const host = createMemoryHost();
    const { user } = renderPane('/save-to-ibid', host);
    await screen.findByRole('table', { name: 'Recent Paper Versions' });
    await user.click(screen.getByRole('button', { name: 'Save my paper now' }));
    expect(await screen.findByText('Paper saved')).toBeInTheDocument();
    expect(host.sections.saves).toEqual(['Manual Save']);
    await waitFor(() => expect(calls.filter((c) => c === 'GET /v4/Paper/Versions')).toHaveLength(2));
  });
});

describe("I'm Finished drawer", () => {
  it("builds the clean copy behind 'Building a Clean Copy of your paper'", async () => {
    const host = createMemoryHost();
    let finish = () => {};
    const built = host.createCleanCopy;
    host.createCleanCopy = () => new Promise<void>((resolve) => (finish = () => void built().then(resolve)));
    const { user } = renderPane('/im-finished', host);
    await user.click(await screen.findByRole('button', { name: 'Create a clean copy' }));
    expect(screen.getByTestId('loader')).toHaveTextContent('Building a Clean Copy of your paper');
    finish();
    expect(await screen.findByText('Clean copy ready')).toBeInTheDocument();
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
    expect(host.sections.cleanCopies).toBe(1);
  });

  it('sends an adopted paper to the coming-soon screen, which still offers renaming', async () => {
    renderPane('/im-finished', createMemoryHost({ paperTypeID: 16 }));
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rename the paper' })).toBeInTheDocument();
  });

  it('is where /create-clean-copy leads', async () => {
    renderPane('/create-clean-copy', createMemoryHost());
    expect(await screen.findByRole('button', { name: 'Create a clean copy' })).toBeInTheDocument();
  });
});

describe('Paper Format screen', () => {
  it('switches the paper to the same kind in another format and undoes it from the toast', async () => {
    const host = createMemoryHost({ paperTypeID: 12 });
    const { user } = renderPane('/paper-format', host);
    const group = await screen.findByRole('radiogroup', { name: 'Paper format' });
    expect(within(group).getByRole('radio', { name: 'APA 7' })).toBeChecked();
    expect(screen.getByText(/undo it with Ctrl\+Z/)).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'MLA 9' }));
    expect(await screen.findByText('Your paper is now in MLA 9.')).toBeInTheDocument();
    expect(host.document().attrs.paperTypeID).toBe(111);
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'MLA 9' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(host.document().attrs.paperTypeID).toBe(12));
  });
});
