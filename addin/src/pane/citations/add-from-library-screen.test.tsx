import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../testing/customers';
import { createMemoryHost } from '../../testing/memory-host';
import { fakeApi } from '../../testing/render';
import { renderPane } from '../../testing/render-pane';

const ref = (referenceID: number, title: string, apa7: string, typeId = 1) => ({
  referenceID,
  referenceUniqueID: `REF-${referenceID}`,
  referenceTypeID: typeId,
  title,
  createdDate: '2026-01-01T00:00:00.000Z',
  isArchived: false,
  nickname: '',
  tags: '',
  values: { apa7: { value: apa7 }, mla9: { value: '' }, turabian9: { value: '' } },
  data: { title },
});
const legacy = (referenceID: number, formatVersionID: number) => ({
  referenceID,
  referenceUniqueID: `LEG-${referenceID}`,
  referenceTypeID: 5,
  formatVersionID,
  value: 'Old value',
  displayValue: 'Old value',
  createdDate: '2025-01-01T00:00:00.000Z',
  isArchived: false,
});
const page = {
  references: [ref(1, 'Ready', 'Ready, A. (2020). <i>Ready</i>.'), ref(2, 'Empty', '')],
  legacyReferences: [legacy(3, 2), legacy(4, 6)],
  order: [1, 2, 3, 4].map((id) => ({ legacy: id > 2, referenceID: id })),
  total: 4,
};

beforeEach(() => {
  localStorage.setItem('ibid.token', 't');
  fakeApi({
    'GET /v4/Customer': () => customerFixture(),
    'GET /v4/GenesisReference': () => page,
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    'GET /v4/GenesisReference/REF-1': () => page.references[0],
  });
});

describe('Add Ref from Library', () => {
  it("labels each row with what it allows in the paper's format", async () => {
    renderPane('/reference-add-from-library', createMemoryHost());
    const list = await screen.findByRole('list', { name: 'Your library' });
    const buttons = within(list).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Add to Paper', 'Review & Add to Paper', 'Update & Add to Paper', 'Incompatible Format']);
    expect(within(list).getByRole('button', { name: 'Incompatible Format' })).toBeDisabled();
  });

  it('adds the chosen references to the paper when the user is finished', async () => {
    const host = createMemoryHost();
    const { user } = renderPane('/reference-add-from-library', host);
    await user.click(await screen.findByRole('button', { name: 'Add to Paper' }));
    expect(screen.getByRole('button', { name: 'In Paper' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    await waitFor(async () => expect(await host.references()).toEqual([{ referenceUniqueID: 'REF-1', citations: [] }]));
    expect(await screen.findByRole('heading', { name: 'Refs & Citations (1)' })).toBeInTheDocument();
  });

  it('opens a reference to review in the library window, not in the pane', async () => {
    const { user, router } = renderPane('/reference-add-from-library', createMemoryHost());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(await screen.findByRole('button', { name: 'Review & Add to Paper' }));
    expect(open.mock.calls.map((call) => call[0])).toEqual(['/my-reference-library/reference-edit/REF-2/details']);
    open.mockRestore();
    expect(router.state.location.pathname).toBe('/reference-add-from-library');
  });
});
