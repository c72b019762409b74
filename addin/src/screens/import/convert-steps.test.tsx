import { createStore } from 'jotai';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import type { LegacyConversion, LegacyLibraryReference } from '../../api/types';
import { referenceDraftAtom } from '../../state/reference-draft';
import { apiError } from '../../testing/render';
import { UNMAPPED_EXPLANATION } from './convert-steps';
import { EMPTY_LIBRARY, enterDialog, renderRouted, signedInApi } from './test-fixtures';
import type { AppStore } from '../../state/state-provider';

/** Each test's client state, set up before the app renders and read after. */
let store: AppStore;
beforeEach(() => {
  store = createStore();
});

afterEach(() => vi.unstubAllGlobals());

const LEGACY: LegacyLibraryReference = {
  referenceID: 41,
  referenceUniqueID: 'OLD-41',
  referenceTypeID: 112,
  formatVersionID: 2,
  value: 'Lovelace, A. (1843). <i>Notes on the analytical engine</i>. Taylor.',
  displayValue: 'Lovelace, A. (1843). Notes on the analytical engine. Taylor.',
  name: 'Lovelace notes',
  note: '',
  tags: 'engines',
  legacyReferenceData: '{}',
  isPrintedOnReferencePage: true,
  isArchived: false,
  isDeleted: false,
  createdDate: '2019-02-01T00:00:00.000Z',
  updatedDate: '2019-02-01T00:00:00.000Z',
};
const CONVERSION: LegacyConversion = {
  reference: {
    referenceTypeID: 2,
    legacyReferenceId: 41,
    data: { title: 'Notes on the analytical engine', publishers: [{ name: 'Taylor' }] },
    values: {},
    nickname: 'Lovelace notes',
    tags: 'engines',
  },
  original: { value: LEGACY.value, formatVersionID: LEGACY.formatVersionID },
  warnings: [{ code: 'field-skipped', message: 'The edition "1st" was not carried over.', field: 'edition' }],
};

const STEP1 = '/my-reference-library/convert-reference/41';

function openConversion(handlers = {}) {
  signedInApi({ 'GET /v4/GenesisReference': () => ({ ...EMPTY_LIBRARY, legacyReferences: [LEGACY] }), ...handlers });
  return renderRouted(STEP1, store);
}

describe('Legacy conversion', () => {
  it('shows the original reference beside the converted data and what the conversion could not carry over', async () => {
    openConversion({ 'GET /v4/Reference/Convert': () => CONVERSION });
    const dialog = await enterDialog('Step 1 of 2: Check the existing data');
    expect(within(dialog).getByRole('heading', { name: 'Original reference (APA 6)' })).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Original reference (APA 6)' })).getByText('Notes on the analytical engine', { selector: 'i' })).toBeInTheDocument();
    expect(within(dialog).getByText('The edition "1st" was not carried over.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title\s*\*?$/)).toHaveValue('Notes on the analytical engine');
    const { violations } = await axe.run(document.body);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('creates the new reference with the legacy id, nickname, description and tags, then closes', async () => {
    let sent: { query: URLSearchParams; body: unknown } | undefined;
    const { user, visited } = openConversion({
      'GET /v4/Reference/Convert': () => CONVERSION,
      'POST /v3/GenesisReference': ({ url, body }: { url: URL; body: unknown }) => {
        sent = { query: url.searchParams, body };
        return { referenceID: 77, referenceUniqueID: 'NEW-77', referenceTypeID: 2, values: { apa7: { value: 'x' } }, data: {} };
      },
    });
    await enterDialog('Step 1 of 2: Check the existing data');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await enterDialog('Step 2 of 2: Confirm your reference');
    expect(screen.getByLabelText(/^Nickname/)).toHaveValue('Lovelace notes');
    await user.type(screen.getByLabelText(/^Description/), 'Primary source');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.query.get('legacyReferenceId')).toBe('41');
    expect(sent?.query.get('referenceTypeId')).toBe('2');
    expect(sent?.query.get('nickname')).toBe('Lovelace notes');
    expect(sent?.body).toMatchObject({ data: { title: 'Notes on the analytical engine' }, note: 'Primary source', tags: 'engines' });
    await waitFor(() => expect(visited.at(-1)).toBe('/my-reference-library'));
    expect(screen.queryByText('Stop updating this reference?')).toBeNull();
    expect(store.get(referenceDraftAtom)).toBeUndefined();
  });

  it('asks "Stop updating this reference?" when closed, and keeps working on request', async () => {
    const { user, visited } = openConversion({ 'GET /v4/Reference/Convert': () => CONVERSION });
    await enterDialog('Step 1 of 2: Check the existing data');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByText('Stop updating this reference?');
    await user.click(screen.getByText('Keep working'));
    await waitFor(() => expect(screen.queryByText('Stop updating this reference?')).toBeNull());
    expect(visited.at(-1)).toBe(STEP1);
    // The step's dialog is hidden from queries until focus comes back to it, as in a browser.
    await enterDialog('Step 1 of 2: Check the existing data');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByText("Don't update reference"));
    await waitFor(() => expect(visited.at(-1)).toBe('/my-reference-library'));
    expect(store.get(referenceDraftAtom)).toBeUndefined();
  });

  it.each([
    ['APA 6', 2, 'Problem updating this reference to APA 7'],
    ['MLA 8', 6, 'Problem updating this reference to MLA 9'],
  ])('explains a %s reference whose type cannot be converted, with a support contact and Back', async (_, formatVersionID, title) => {
    const { user, visited } = openConversion({
      'GET /v4/GenesisReference': () => ({ ...EMPTY_LIBRARY, legacyReferences: [{ ...LEGACY, formatVersionID }] }),
      'GET /v4/Reference/Convert': () => apiError(422, 'legacy-type-unmapped', title),
    });
    const dialog = await enterDialog(title);
    expect(within(dialog).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(dialog).getByText(UNMAPPED_EXPLANATION)).toBeInTheDocument();
    expect(within(dialog).getByText(/Contact our Customer Support Team/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(visited.at(-1)).toBe('/my-reference-library'));
    expect(screen.queryByText('Stop updating this reference?')).toBeNull();
  });
});
