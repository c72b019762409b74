/// <reference types="office-js" />
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPaperDocument, readPaperDocx, REFERENCE_LIST_TAG } from '@ibid/engine/paper';
import { createWordHost, wordStartup } from '../host/word';
import { fromBase64 } from '../host/word/testing/base64';
import { paragraph, type FakeWord } from '../host/word/testing/fake-word';
import { fakePaperApi, libraryOf, wordPaper, type WordPaperOptions } from '../host/word/testing/word-paper';
import { customerFixture } from '../testing/customers';
import { fakeApi, type Handler } from '../testing/render';
import { ADOPT_BUTTON } from './screens/adopt-paper-screens';
import { WordApp } from './word-app';
import { startPath } from './word-paths';

const NEW_GUID = 'NEW-PAPER-GUID';
let calls: string[];
let handlers: Record<string, Handler>;

beforeEach(() => {
  localStorage.setItem('ibid.token', 't');
  handlers = {
    'GET /v4/Customer': () => customerFixture(),
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    'POST /v4/Paper': () => ({ paperID: 42, paperGUID: NEW_GUID }),
  };
  calls = fakeApi(handlers);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The pane as Word opens it on `word`'s document: start-up, then the app at its path (or the ribbon button's). */
async function openPane(word: FakeWord, screenParam: string | null = null, start?: string) {
  const apis = word.apis();
  const startup = await wordStartup(apis);
  if (startup.screen === 'load-error') throw new Error('this Word cannot start the pane');
  const host = createWordHost({ ...apis, api: fakePaperApi([]), library: libraryOf([]) });
  const user = userEvent.setup();
  render(<WordApp pane={{ apis, startup }} host={host} start={start ?? startPath(startup.screen, screenParam)} />);
  return { user, startup };
}

/** A Word document that is no Ibid paper: its properties emptied, and text (or none). */
function plainDocument(options: WordPaperOptions & { text?: string } = {}): FakeWord {
  const { word } = wordPaper({ ...options, properties: { PaperGUID: '', PaperID: '', PaperTypeID: '', ...options.properties } });
  word.doc.body.splice(0, word.doc.body.length, paragraph(options.text ?? 'My essay on sleep, begun before Ibid.'));
  return word;
}

describe('the Word task pane', () => {
  it("opens an Ibid paper on its references, read from the document through WordHost", async () => {
    await openPane(wordPaper().word);
    expect(await screen.findByRole('heading', { name: 'Refs & Citations' })).toBeInTheDocument();
    expect(await screen.findByText(/This paper has no references yet/)).toBeInTheDocument();
  });

  it('opens at the ribbon button it was started from', async () => {
    await openPane(wordPaper().word, '/research-notes');
    expect(await screen.findByRole('heading', { name: 'Research Notes' })).toBeInTheDocument();
  });

  it('asks a signed-out writer to log in, and then shows the paper, not the library', async () => {
    localStorage.removeItem('ibid.token');
    handlers['POST /connect/token'] = () => ({ access_token: 'fresh', token_type: 'Bearer', expires_in: 3600 });
    const { user } = await openPane(wordPaper().word);
    await screen.findByRole('heading', { name: 'Log in with your email' });
    await user.type(screen.getByLabelText(/Email/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Refs & Citations' })).toBeInTheDocument();
  });

  it('adopts a document with text: step 1, step 2 with only APA 7 to choose, the record made, then Congratulations', async () => {
    const word = plainDocument();
    const { user } = await openPane(word);
    await user.click(await screen.findByRole('button', { name: ADOPT_BUTTON }));
    expect(await screen.findByRole('radio', { name: 'APA 7' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /MLA 9/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Turabian 9/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: ADOPT_BUTTON }));
    expect(await screen.findByText('Please enter Paper Name')).toBeInTheDocument();
    expect(calls).not.toContain('POST /v4/Paper');
    await user.type(screen.getByRole('textbox', { name: /Paper Name/ }), 'Sleep essay');
    await user.click(screen.getByRole('button', { name: ADOPT_BUTTON }));
    await screen.findByRole('heading', { name: 'Congratulations' });
    expect(word.doc.properties.get('PaperGUID')).toBe(NEW_GUID);
    expect(word.doc.properties.get('PaperTypeID')).toBe('16');
    expect(word.controls().some((control) => control.tag === REFERENCE_LIST_TAG)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('heading', { name: 'Refs & Citations' })).toBeInTheDocument();
  });

  it('leaves the document as it was when the record cannot be made (the loader stops, nothing else is said)', async () => {
    handlers['POST /v4/Paper'] = () => new Response(JSON.stringify({ error: { code: 'failed', message: 'no' } }), { status: 500 });
    const word = plainDocument();
    const before = JSON.stringify([...word.doc.properties]);
    const { user } = await openPane(word);
    await user.click(await screen.findByRole('button', { name: ADOPT_BUTTON }));
    await user.type(await screen.findByRole('textbox', { name: /Paper Name/ }), 'Sleep essay');
    await user.click(screen.getByRole('button', { name: ADOPT_BUTTON }));
    await waitFor(() => expect(calls).toContain('POST /v4/Paper'));
    expect(screen.queryByRole('heading', { name: 'Congratulations' })).not.toBeInTheDocument();
    expect(JSON.stringify([...word.doc.properties])).toBe(before);
  });

  it('starts a research paper in an empty document, where there is nothing to adopt', async () => {
    await openPane(plainDocument({ text: '' }));
    expect(await screen.findByRole('heading', { name: /Research Paper/ })).toBeInTheDocument();
  });

  it("turns the paper's screens away from a document that stopped being a paper, and sends a clean copy to its page", async () => {
    const word = wordPaper().word;
    const { user } = await openPane(word, '/research-notes');
    await screen.findByRole('heading', { name: 'Research Notes' });
    word.doc.properties.set('PaperGUID', '');
    word.doc.properties.set('ConvertedToSimple', 'true');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'References & Citations' }));
    expect(await screen.findByRole('heading', { name: 'This is a clean copy' })).toBeInTheDocument();
  });

  it('opens a legacy paper on Legacy format, with the clean copy', async () => {
    await openPane(wordPaper({ paperTypeID: 1 }).word);
    expect(await screen.findByRole('heading', { name: 'Legacy format' })).toBeInTheDocument();
    expect(screen.getByText(/This paper is in APA 6/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a clean copy' })).toBeInTheDocument();
  });

  it("shows Word on the web's running-head notice once per document", async () => {
    const word = wordPaper({ paperTypeID: 12, properties: { UsePageBreaks: 'true' } }).word;
    word.platform = 'OfficeOnline';
    const { user } = await openPane(word);
    const notice = await screen.findByRole('alertdialog', { name: 'The running head looks wrong here' });
    await user.click(within(notice).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(word.doc.properties.get('HasSeenShowRunningHeadOnApa7ProPaper')).toBe('true'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await wordStartup(word.apis())).notices).toEqual([]);
  });

  it('opens a paper created from the pane in a new Word document, the .docx the engine writes for its record', async () => {
    const word = wordPaper().word;
    const document = newPaperDocument({ Title: 'Rivers and their towns', Author: 'Ada Lovelace' }, 11);
    handlers['GET /v4/Class'] = () => ({ classes: [] });
    handlers[`GET /v4/Paper/${NEW_GUID}`] = () => ({ paperID: 42, paperGUID: NEW_GUID, paperTypeID: 11, title: 'Rivers and their towns', document });
    const { user } = await openPane(word, null, '/create-research-paper/apa-7');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Rivers and their towns');
    await user.click(screen.getByRole('button', { name: 'Create APA 7 Student Paper' }));
    expect(await screen.findByText(/is open in a new Word document/)).toBeInTheDocument();
    expect(word.doc.opened).toHaveLength(1);
    const opened = readPaperDocx(fromBase64(word.doc.opened[0]!));
    expect(opened.ok && { type: opened.value.paperTypeID, guid: opened.value.paperGUID, id: opened.value.paperID }).toEqual({ type: 11, guid: NEW_GUID, id: 42 });
  });

  it("shows a developer the token, the document's properties and paper data, and toggles how Word draws Ibid's controls", async () => {
    const { word } = wordPaper();
    const { user } = await openPane(word, null, '/developer-tools');
    const properties = await screen.findByRole('table', { name: 'Document properties' });
    expect(within(properties).getByRole('row', { name: /PaperGUID PAPER-GUID-1/ })).toBeInTheDocument();
    expect(screen.getByText('t')).toBeInTheDocument();
    expect(screen.getByLabelText('Paper data')).toHaveTextContent('This document has no paper data part.');
    await user.click(screen.getByRole('switch', { name: "Show Ibid's content controls with their tags" }));
    await waitFor(() => expect(word.controls().every((control) => control.appearance === 'Tags')).toBe(true));
    await user.click(screen.getByRole('switch', { name: "Show Ibid's content controls with their tags" }));
    await waitFor(() => expect(word.controls().every((control) => control.appearance === 'BoundingBox')).toBe(true));
  });

  it('makes each failure happen on purpose: a failed Word batch changes nothing and says so, a 401 logs out', async () => {
    const { word } = wordPaper();
    const before = JSON.stringify(word.doc.body);
    const { user } = await openPane(word, null, '/error-tests');
    await user.click(await screen.findByRole('button', { name: 'Fail a Word batch' }));
    expect(await screen.findByText('Problem with the test error')).toBeInTheDocument();
    expect(JSON.stringify(word.doc.body)).toBe(before);
    await user.click(screen.getByRole('button', { name: 'End the session (401)' }));
    expect(await screen.findByRole('heading', { name: "Oops! You've been logged out" })).toBeInTheDocument();
  });

  it("sends a writer whose subscription ends today to Settings before the paper's screens (§2.2)", async () => {
    const today = new Date();
    today.setHours(12);
    handlers['GET /v4/Customer'] = () => customerFixture({ expirationDate: today.toISOString() });
    handlers['GET /v4/PaymentMethod'] = () => new Response(JSON.stringify({ error: { code: 'not-found', message: 'none' } }), { status: 404 });
    await openPane(wordPaper().word, '/research-notes');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
  });
});
