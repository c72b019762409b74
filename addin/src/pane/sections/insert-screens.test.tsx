import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHost, type MemoryHost } from '../../testing/memory-host';
import { renderPane } from '../../testing/render-pane';
import { signedInPane } from './pane-test-setup';

beforeEach(() => signedInPane());
afterEach(() => vi.restoreAllMocks());

const blocks = (host: MemoryHost, type: 'figure' | 'table') => host.document().content.filter((n) => n.type === type);
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });

async function openFigure(paperTypeID = 11) {
  const host = createMemoryHost({ paperTypeID });
  const view = renderPane('/figure', host);
  await screen.findByRole('heading', { name: 'Insert Figure' });
  return { host, ...view };
}

describe('Insert Figure drawer', () => {
  it('stays disabled until a valid image file is chosen, refusing other file types', async () => {
    const { host, user } = await openFigure();
    const insert = await screen.findByRole('button', { name: 'Insert Figure' });
    expect(insert).toBeDisabled();
    const input = screen.getByLabelText('Image file');
    // A picker's accept list is only a hint: a user may still choose any file ("All files").
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['BM'], 'scan.bmp', { type: 'image/bmp' }));
    expect(await screen.findByText('Please select a .jpg, or .png file.')).toBeInTheDocument();
    expect(insert).toBeDisabled();
    await user.upload(input, png());
    await screen.findByText('Chosen: chart.png');
    await user.type(screen.getByRole('textbox', { name: /Figure Title/ }), 'Sleep by age');
    await user.click(screen.getByRole('checkbox', { name: 'Include notes under the figure' }));
    await user.click(insert);
    expect(await screen.findByText('Figure inserted')).toBeInTheDocument();
    expect(blocks(host, 'figure')).toEqual([expect.objectContaining({ attrs: expect.objectContaining({ title: 'Sleep by age', src: 'data:image/png;base64,iVBORw==', note: 'Note text.' }) })]);
  });

  it('takes a URL only when it ends in an image extension, and inserts the image re-encoded as JPEG at 0.8', async () => {
    const { host, user } = await openFigure();
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Uint8Array([66, 77]), { headers: { 'content-type': 'image/bmp' } });
    });
    vi.stubGlobal('createImageBitmap', async () => ({ width: 40, height: 30, close: () => {} }));
    const drawn: unknown[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillRect: () => {}, drawImage: (...args: unknown[]) => drawn.push(args), fillStyle: '' } as unknown as CanvasRenderingContext2D);
    const encode = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,/9j/');
    await user.click(await screen.findByRole('radio', { name: 'Image from a URL' }));
    const url = screen.getByRole('textbox', { name: 'Image URL' });
    const insert = screen.getByRole('button', { name: 'Insert Figure' });
    await user.type(url, 'https://example.org/chart');
    expect(insert).toBeDisabled();
    await user.type(url, '.bmp');
    expect(insert).toBeEnabled();
    await user.click(insert);
    expect(await screen.findByText('Figure inserted')).toBeInTheDocument();
    expect(fetched).toEqual(['https://example.org/chart.bmp']);
    expect(encode).toHaveBeenCalledWith('image/jpeg', 0.8);
    expect(drawn).toHaveLength(1);
    expect(blocks(host, 'figure')[0]).toMatchObject({ attrs: { src: 'data:image/jpeg;base64,/9j/' } });
  });

  it("says the URL's image could not be loaded and inserts nothing", async () => {
    const { host, user } = await openFigure();
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    await user.click(await screen.findByRole('radio', { name: 'Image from a URL' }));
    await user.type(screen.getByRole('textbox', { name: 'Image URL' }), 'https://example.org/gone.png');
    await user.click(screen.getByRole('button', { name: 'Insert Figure' }));
    expect(await screen.findByText(/There was a problem loading the image from a url/)).toBeInTheDocument();
    expect(blocks(host, 'figure')).toEqual([]);
  });

  it('refuses a URL that answers something other than an image', async () => {
    const { host, user } = await openFigure();
    vi.stubGlobal('fetch', async () => new Response('<html>login</html>', { headers: { 'content-type': 'text/html' } }));
    await user.click(await screen.findByRole('radio', { name: 'Image from a URL' }));
    await user.type(screen.getByRole('textbox', { name: 'Image URL' }), 'https://example.org/private.jpg');
    await user.click(screen.getByRole('button', { name: 'Insert Figure' }));
    expect(await screen.findByText(/There was a problem loading the image from a url/)).toBeInTheDocument();
    expect(blocks(host, 'figure')).toEqual([]);
  });

  it("shows 'Problem inserting figure' where a figure cannot go", async () => {
    const { host, user } = await openFigure();
    host.cursorInCitation = true;
    await user.upload(await screen.findByLabelText('Image file'), png());
    await screen.findByText('Chosen: chart.png');
    await user.click(screen.getByRole('button', { name: 'Insert Figure' }));
    expect(await screen.findByText('Problem inserting figure')).toBeInTheDocument();
    expect(screen.getByText("Oops! We can't place a figure there. Please move the cursor where you want your figure to appear.")).toBeInTheDocument();
    expect(blocks(host, 'figure')).toEqual([]);
  });

  it('offers the notes checkbox in APA 7 only, and the appendix numbering guide', async () => {
    await openFigure(111);
    expect(await screen.findByRole('button', { name: 'Insert Figure' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Include notes under the figure' })).not.toBeInTheDocument();
    expect(screen.getByText(/Figure A1/)).toBeInTheDocument();
  });

  it('shows reference lists and annotated bibliographies the mismatch, and adopted papers the coming-soon screen', async () => {
    renderPane('/figure', createMemoryHost({ paperTypeID: 213 }));
    expect(await screen.findByTestId('document-type-mismatch')).toHaveTextContent('not available in annotated bibliographies and reference lists');
    cleanup();
    renderPane('/figure', createMemoryHost({ paperTypeID: 215 }));
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
  });
});

async function openTable(paperTypeID = 11) {
  const host = createMemoryHost({ paperTypeID });
  const view = renderPane('/table', host);
  await screen.findByRole('heading', { name: 'Insert Table' });
  return { host, ...view };
}

describe('Insert Table drawer', () => {
  it('asks for a title and numeric columns and rows, inserting nothing until they are right', async () => {
    const { host, user } = await openTable();
    const columns = await screen.findByRole('textbox', { name: /Columns/ });
    await user.clear(columns);
    await user.type(columns, 'three');
    await user.click(screen.getByRole('button', { name: 'Insert Table' }));
    expect(await screen.findByText('Please enter Table Title')).toBeInTheDocument();
    expect(screen.getByText('Please enter numeric Columns')).toBeInTheDocument();
    expect(blocks(host, 'table')).toEqual([]);
  });

  it('inserts a table of the asked size with its title and notes', async () => {
    const { host, user } = await openTable();
    await user.type(await screen.findByRole('textbox', { name: /Table Title/ }), 'Hours slept');
    const rows = screen.getByRole('textbox', { name: /Rows/ });
    await user.clear(rows);
    await user.type(rows, '3');
    await user.click(screen.getByRole('checkbox', { name: 'Include notes under the table' }));
    await user.click(screen.getByRole('button', { name: 'Insert Table' }));
    expect(await screen.findByText('Table inserted')).toBeInTheDocument();
    const [table] = blocks(host, 'table');
    expect(table).toMatchObject({ attrs: { title: 'Hours slept', note: 'Note text.', rows: [['', ''], ['', ''], ['', '']] } });
  });

  it("shows 'Problem inserting table' where a table cannot go", async () => {
    const { host, user } = await openTable();
    host.cursorInCitation = true;
    await user.type(await screen.findByRole('textbox', { name: /Table Title/ }), 'Hours slept');
    await user.click(screen.getByRole('button', { name: 'Insert Table' }));
    expect(await screen.findByText('Problem inserting table')).toBeInTheDocument();
    expect(screen.getByText("We can't place a table there. Please move the cursor where you want your table to appear.")).toBeInTheDocument();
    expect(blocks(host, 'table')).toEqual([]);
  });

  it('shows an annotated bibliography the mismatch', async () => {
    renderPane('/table', createMemoryHost({ paperTypeID: 15 }));
    expect(await screen.findByTestId('document-type-mismatch')).toHaveTextContent('Insert Table is not available');
  });
});
