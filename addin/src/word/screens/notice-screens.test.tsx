/// <reference types="office-js" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWordHost, wordStartup } from '../../host/word';
import { fakePaperApi, libraryOf, wordPaper } from '../../host/word/testing/word-paper';
import { customerFixture } from '../../testing/customers';
import { apiError, fakeApi, type Handler } from '../../testing/render';
import { WordApp } from '../word-app';
import { startPath } from '../word-paths';

let handlers: Record<string, Handler>;
let calls: string[];
const sent: { body: unknown; authorization: string | null }[] = [];

beforeEach(() => {
  localStorage.setItem('ibid.token', 't');
  sent.length = 0;
  handlers = {
    'GET /v4/Customer': () => customerFixture({ email: 'ada@example.edu' }),
    'GET /v4/GenesisReference/Share': () => ({ requests: [] }),
    'POST /v4/FeatureNotice': ({ body, init }) => {
      sent.push({ body, authorization: new Headers(init.headers).get('authorization') });
      const { feature, email } = body as { feature: string; email: string };
      return { feature, email: email.trim().toLowerCase() };
    },
  };
  calls = fakeApi(handlers);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Word on the web opening a paper of `paperTypeID`: start-up sends it to the format notice. */
async function openOnline(paperTypeID: number) {
  const { word } = wordPaper({ paperTypeID });
  word.platform = 'OfficeOnline';
  const apis = word.apis();
  const startup = await wordStartup(apis);
  if (startup.screen !== 'word-online-format-unavailable') throw new Error(`start-up chose ${startup.screen}`);
  const host = createWordHost({ ...apis, api: fakePaperApi([]), library: libraryOf([]) });
  const user = userEvent.setup();
  render(<WordApp pane={{ apis, startup }} host={host} start={startPath(startup.screen, null)} />);
  await screen.findByRole('heading', { name: /is not available in Word on the web yet/ });
  return user;
}

const emailField = () => screen.getByRole('textbox', { name: /Email/ });
const notifyMe = () => screen.getByRole('button', { name: 'Notify me' });

describe('Word on the web: format not available yet, with its sign-up form', () => {
  it("starts with the account's address, signs it up for the paper's format with the session, and says where Ibid will write", async () => {
    const user = await openOnline(211);
    expect(screen.getByRole('heading', { name: 'Turabian 9 is not available in Word on the web yet' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('ada@example.edu');
    await user.click(notifyMe());
    expect(await screen.findByRole('status')).toHaveTextContent("We'll write to you at ada@example.edu when Turabian 9 works in Word on the web.");
    expect(sent).toEqual([{ body: { feature: 'word-online-turabian9', email: 'ada@example.edu' }, authorization: 'Bearer t' }]);
    expect(screen.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
  });

  it('signs up another address as typed, and confirms it as the api stored it', async () => {
    const user = await openOnline(212);
    await user.clear(emailField());
    await user.type(emailField(), ' Grace@Example.EDU ');
    await user.click(notifyMe());
    expect(await screen.findByRole('status')).toHaveTextContent('at grace@example.edu when Turabian 9');
    expect(sent.map((s) => s.body)).toEqual([{ feature: 'word-online-turabian9', email: 'Grace@Example.EDU' }]);
  });

  it('asks for an address, then a valid one, and sends nothing until it has one', async () => {
    const user = await openOnline(211);
    await user.clear(emailField());
    await user.click(notifyMe());
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    await user.type(emailField(), 'ada@example');
    await user.click(notifyMe());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(calls).not.toContain('POST /v4/FeatureNotice');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the api's refusal above the form and keeps the form to try again", async () => {
    handlers['POST /v4/FeatureNotice'] = () => apiError(429, 'rate-limited', 'Too many requests. Try again in a few minutes.');
    const user = await openOnline(211);
    await user.click(notifyMe());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a few minutes.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(emailField()).toHaveValue('ada@example.edu');
  });

  it("shows the api's refusal of the address under the field", async () => {
    handlers['POST /v4/FeatureNotice'] = () => apiError(400, 'invalid-body', 'Please enter a valid email');
    const user = await openOnline(211);
    await user.click(notifyMe());
    await screen.findByText('Please enter a valid email');
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email');
    // The field's own message is the only alert: no message above the form.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
