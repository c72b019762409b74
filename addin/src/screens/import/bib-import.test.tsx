import { createStore } from 'jotai';
import { TYPE_NOTICES } from '@ibid/engine';
import * as engineImport from '@ibid/engine/import';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi, beforeEach } from 'vitest';
import type { ImportAnswer } from '../../api/types';
import { emptyDraft, referenceDraftAtom } from '../../state/reference-draft';
import { FILE_TYPE_ERROR, MULTIPLE_FILES_ERROR, bibImportAtom } from './bib-import-store';
import { enterDialog, renderRouted, signedInApi } from './test-fixtures';
import type { AppStore } from '../../state/state-provider';

/** Each test's client state, set up before the app renders and read after. */
let store: AppStore;
beforeEach(() => {
  store = createStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STEP1 = '/my-reference-library/import-from-bib-step-1';
const ARTICLE_BIB = `@article{lovelace1843,
  author = {Lovelace, Ada},
  title = {Notes on the analytical engine},
  journal = {Scientific Memoirs},
  year = {1843}
}`;
const MISC_BIB = '@misc{mystery, title = {A mysterious source}, year = {2001}}';
const SEVERAL_BIB = [ARTICLE_BIB, '@book{babbage1864, author = {Babbage, Charles}, title = {Passages from the life of a philosopher}, publisher = {Longman}, year = {1864}}', MISC_BIB].join('\n\n');

const bibFile = (text: string, name = 'library.bib') => new File([text], name, { type: 'application/x-bibtex' });
const created = (id: number, typeId: number) => ({ referenceID: id, referenceUniqueID: `R${id}`, referenceTypeID: typeId, values: { apa7: { value: 'A value.' } }, data: {} });

async function openImport(handlers = {}) {
  const calls = signedInApi(handlers);
  const view = renderRouted(STEP1, store);
  await screen.findByText('Step 1 of 4: Select a .bib file');
  return { calls, ...view };
}

const drop = (...files: File[]) => fireEvent.drop(screen.getByTestId('bib-drop-zone'), { dataTransfer: { files } });

describe('.bib import: the file', () => {
  it.each([
    ['another extension', 'notes.txt'],
    ['no extension', 'references'],
    ['bib inside the name only', 'refs.bib.txt'],
  ])('refuses a file with %s', async (_, name) => {
    await openImport();
    drop(bibFile(ARTICLE_BIB, name));
    expect(await screen.findByText(FILE_TYPE_ERROR)).toBeInTheDocument();
    expect(store.get(referenceDraftAtom)).toBeUndefined();
  });

  it('refuses more than one file dropped at a time', async () => {
    await openImport();
    drop(bibFile(ARTICLE_BIB), bibFile(MISC_BIB, 'other.bib'));
    expect(await screen.findByText(MULTIPLE_FILES_ERROR)).toBeInTheDocument();
  });

  it('gives the file-type error for a .bib file with no reference in it', async () => {
    await openImport();
    drop(bibFile('This is not BibTeX at all.'));
    expect(await screen.findByText(FILE_TYPE_ERROR)).toBeInTheDocument();
  });

  it('has a keyboard-reachable Select a file button and no serious accessibility violation', async () => {
    await openImport();
    expect(screen.getByRole('button', { name: 'Select a file' })).toBeInTheDocument();
    const { violations } = await axe.run(document.body);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describe('.bib import: one reference', () => {
  it('reviews, confirms and creates it, then returns to step 1 (Common)', async () => {
    let sent: { query: URLSearchParams; body: unknown } | undefined;
    const { user, visited } = await openImport({
      'POST /v3/GenesisReference': ({ url, body }: { url: URL; body: unknown }) => ((sent = { query: url.searchParams, body }), created(5, 1)),
    });
    await user.upload(screen.getByTestId('bib-file-input'), bibFile(ARTICLE_BIB));
    await enterDialog('Step 3 of 4: Review and edit your reference');
    expect(screen.getByRole('dialog', { name: 'Reference Import' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title\s*\*?$/)).toHaveValue('Notes on the analytical engine');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await enterDialog('Step 4 of 4: Confirm your reference');
    await user.type(screen.getByLabelText(/^Tags/), 'engines');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent?.query.get('referenceTypeId')).toBe('1'));
    expect(sent?.body).toMatchObject({ data: { title: 'Notes on the analytical engine', containerTitle: 'Scientific Memoirs' }, tags: 'engines' });
    await waitFor(() => expect(visited.at(-1)).toBe('/my-reference-library/create-genesis-reference-1/common'));
  });

  it('asks for the type of an unidentified (48) entry, without offering Miscellaneous, then reviews it as that type', async () => {
    const { user } = await openImport();
    drop(bibFile(MISC_BIB));
    await enterDialog('Step 2 of 4: Select the reference type');
    expect(screen.getByTestId('reference-preview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Miscellaneous' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search reference types' }), 'gray literature');
    await user.click(await screen.findByRole('button', { name: 'Report or Gray Literature' }));
    await enterDialog('Step 3 of 4: Review and edit your reference');
    expect(store.get(referenceDraftAtom)).toMatchObject({ referenceTypeID: 4, data: { title: 'A mysterious source' } });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 2 of 4: Select the reference type')).toBeInTheDocument();
  });

  it('shows the executive-order warning on the review of an executive order', async () => {
    signedInApi({});
    store.set(referenceDraftAtom, { ...emptyDraft(17, 'bib'), data: { title: 'Protecting the nation' } });
    renderRouted('/my-reference-library/import-from-bib-step-2-matched', store);
    expect(await screen.findByText(TYPE_NOTICES.executiveOrder.text)).toBeInTheDocument();
  });
});

describe('.bib import: several references', () => {
  const ANSWER: ImportAnswer = {
    imported: 2,
    references: [created(21, 1), created(22, 2)] as unknown as ImportAnswer['references'],
    unidentified: [{ reference: { referenceTypeID: 48, data: { title: 'A mysterious source' } }, warnings: [{ code: 'type-guessed', message: 'No reference type matches @misc.', entry: 'mystery', line: 10 }] }],
    warnings: [{ code: 'field-skipped', message: 'The field "keywords" was not imported.', entry: 'babbage1864', line: 7 }],
  };

  it('imports them all in one call and, after a moment, sums up what was added, skipped and left to type', async () => {
    let sent: unknown;
    const { user, visited } = await openImport({ 'POST /v4/GenesisReference/Import': ({ body }: { body: unknown }) => ((sent = body), ANSWER) });
    const started = Date.now();
    drop(bibFile(SEVERAL_BIB, 'thesis.bib'));
    expect(await screen.findByText(/We found 3 references in thesis.bib/)).toBeInTheDocument();
    expect(await screen.findByText(/2 references were added to your library/)).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
    expect(sent).toEqual({ text: SEVERAL_BIB, fileName: 'thesis.bib', format: 'bibtex' });
    expect(screen.getByText('babbage1864 (line 7): The field "keywords" was not imported.')).toBeInTheDocument();
    expect(screen.getByText('mystery (line 10): No reference type matches @misc.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Reference from Library' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(visited.at(-1)).toBe('/my-reference-library'));
    expect(store.get(bibImportAtom)).toBeUndefined();
  });

  it('adds an unidentified entry once its type is chosen, and returns to the summary without it', async () => {
    const { user, visited } = await openImport({
      'POST /v4/GenesisReference/Import': () => ANSWER,
      'POST /v3/GenesisReference': () => created(23, 4),
    });
    drop(bibFile(SEVERAL_BIB));
    await enterDialog(/2 references were added to your library/);
    await user.click(screen.getByRole('button', { name: 'Choose a type' }));
    await enterDialog('Step 2 of 4: Select the reference type');
    await user.type(screen.getByRole('searchbox', { name: 'Search reference types' }), 'gray literature');
    await user.click(await screen.findByRole('button', { name: 'Report or Gray Literature' }));
    await enterDialog('Step 3 of 4: Review and edit your reference');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await enterDialog('Step 4 of 4: Confirm your reference');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(visited.at(-1)).toBe(STEP1));
    await enterDialog(/2 references were added to your library/);
    expect(screen.queryByRole('button', { name: 'Choose a type' })).not.toBeInTheDocument();
    expect(store.get(bibImportAtom)?.summary?.unidentified).toEqual([]);
  });

  it('posts a file of several as text without reading its entries first, and lists the entries the api skipped and why', async () => {
    const read = vi.spyOn(engineImport, 'importReferences');
    // One entry the browser could not read well: the api says why it was left out.
    const broken = `${SEVERAL_BIB}\n\n@article{broken, title = {Unclosed`;
    const skipped: ImportAnswer = { ...ANSWER, warnings: [{ code: 'entry-unreadable', message: 'This entry has no closing brace and was skipped.', entry: 'broken', line: 12 }] };
    let sent: unknown;
    await openImport({ 'POST /v4/GenesisReference/Import': ({ body }: { body: unknown }) => ((sent = body), skipped) });
    drop(bibFile(broken, 'thesis.bib'));
    expect(await screen.findByText(/We found 4 references in thesis.bib/)).toBeInTheDocument();
    expect(await screen.findByText('broken (line 12): This entry has no closing brace and was skipped.')).toBeInTheDocument();
    expect(sent).toEqual({ text: broken, fileName: 'thesis.bib', format: 'bibtex' });
    expect(read).not.toHaveBeenCalled();
  });

  it("shows the api's reason when the import is refused", async () => {
    const { apiError } = await import('../../testing/render');
    await openImport({ 'POST /v4/GenesisReference/Import': () => apiError(413, 'file-too-large', 'This file is larger than 20 MB.') });
    drop(bibFile(SEVERAL_BIB));
    expect(await within(await screen.findByRole('alert')).findByText('This file is larger than 20 MB.')).toBeInTheDocument();
  });
});
