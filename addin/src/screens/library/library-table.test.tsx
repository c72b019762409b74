import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../testing/render';
import { page, reference, signedInLibrary } from './library-fixtures';
import { ESTIMATED_ROW_HEIGHT } from './library-table';

afterEach(() => vi.unstubAllGlobals());

const LIBRARY_SIZE = 10_000;

/** An api holding a library of 10,000 references, answering the pages asked for and keeping their offsets. */
function largeLibrary(): number[] {
  const offsets: number[] = [];
  fakeApi(
    signedInLibrary({
      library: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        offsets.push(offset);
        const count = Math.max(0, Math.min(limit, LIBRARY_SIZE - offset));
        return page(Array.from({ length: count }, (_, i) => reference(offset + i + 1, `Reference ${offset + i + 1}`)), [], LIBRARY_SIZE);
      },
    }),
  );
  return offsets;
}

/** The body rows in the page (the header row is row 1). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((row) => Number(row.getAttribute('aria-rowindex')) > 1);

function scrollTo(scroller: HTMLElement, top: number) {
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

describe('My Reference Library table', () => {
  it('puts only the rows in view in the page for a 10,000-reference library, and says how many there are', async () => {
    largeLibrary();
    renderApp('/my-reference-library');
    await screen.findByText('Reference 1', {}, { timeout: 10_000 });
    const table = screen.getByRole('table', { name: 'References' });
    expect(table).toHaveAttribute('aria-rowcount', String(LIBRARY_SIZE + 1));
    const rows = bodyRows(table);
    // The view (window.innerHeight) holds about a dozen rows; a few more are kept around them.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(rows.map((_, i) => String(i + 2)));
  });

  it('loads the next page when scrolled near the end of the loaded rows, and shows the rows scrolled to', async () => {
    const offsets = largeLibrary();
    renderApp('/my-reference-library');
    await screen.findByText('Reference 1', {}, { timeout: 10_000 });
    expect(offsets).toEqual([0]);
    const scroller = screen.getByRole('region', { name: 'References list' });

    scrollTo(scroller, 30 * ESTIMATED_ROW_HEIGHT);
    expect(await screen.findByText('Reference 31')).toBeInTheDocument();
    expect(screen.queryByText('Reference 1')).toBeNull();
    expect(offsets).toEqual([0]);

    scrollTo(scroller, 85 * ESTIMATED_ROW_HEIGHT);
    await waitFor(() => expect(offsets).toEqual([0, 100]));
    scrollTo(scroller, 150 * ESTIMATED_ROW_HEIGHT);
    const row = (await screen.findByText('Reference 151')).closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '152');
    expect(screen.getByText('Showing 200 of 10000 references')).toBeInTheDocument();
  });
});
