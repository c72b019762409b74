import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_PAPER_KEY } from '../../host/web-host';
import { fakeApi, renderApp } from '../../testing/render';

const customer = { id: 1, firstName: 'Ada', subscriptionState: 'active', preferredFormatVersionID: 7, role: 2 };
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

beforeEach(() => localStorage.setItem('ibid.token', 't'));
afterEach(() => vi.unstubAllGlobals());

describe('Add Ref from Library', () => {
  it("labels each row with what it allows in the paper's format", async () => {
    fakeApi({ 'GET /v4/Customer': () => customer, 'GET /v4/GenesisReference': () => page });
    renderApp('/reference-add-from-library');
    const list = await screen.findByRole('list', { name: 'Your library' });
    const buttons = within(list).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Add to Paper', 'Review & Add to Paper', 'Update & Add to Paper', 'Incompatible Format']);
    expect(within(list).getByRole('button', { name: 'Incompatible Format' })).toBeDisabled();
  });

  it('adds the chosen references to the paper when the user is finished', async () => {
    fakeApi({ 'GET /v4/Customer': () => customer, 'GET /v4/GenesisReference': () => page });
    const { user } = renderApp('/reference-add-from-library');
    await user.click(await screen.findByRole('button', { name: 'Add to Paper' }));
    expect(screen.getByRole('button', { name: 'In Paper' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(WEB_PAPER_KEY) ?? '{}').references).toEqual([{ referenceUniqueID: 'REF-1', citations: [] }]));
    expect(await screen.findByRole('heading', { name: 'Refs & Citations (1)' })).toBeInTheDocument();
  });
});
