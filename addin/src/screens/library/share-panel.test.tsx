import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderApp } from '../../testing/render';
import { buttonIn, findOpenDialog, page, reference, signedInLibrary } from './library-fixtures';

afterEach(() => vi.unstubAllGlobals());

const BOOKS = [reference(1, 'Analytical Engines'), reference(2, 'Bernoulli Numbers')];

async function openSharePanel(select: string[] = ['Analytical Engines'], extra: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({ ...signedInLibrary({ library: () => page(BOOKS) }), ...extra });
  const app = renderApp('/my-reference-library');
  await screen.findByText('Analytical Engines');
  for (const title of select) await app.user.click(screen.getByRole('checkbox', { name: new RegExp(`Select .*${title}`) }));
  await app.user.click(screen.getByRole('button', { name: 'Share Selected References' }));
  const panel = await findOpenDialog(/^Share (Reference|\d+ References)$/);
  return { ...app, calls, panel, input: within(panel).getByLabelText(/Email addresses/) };
}

const chips = (panel: HTMLElement) => [...panel.querySelectorAll('[aria-label="Recipients"] button')].map((b) => b.textContent).filter(Boolean);

describe('Share panel', () => {
  it("is titled 'Share Reference' for one reference and 'Share {n} References' for several", async () => {
    const one = await openSharePanel();
    expect(within(one.panel).getByText('Share Reference')).toBeInTheDocument();
    await one.user.click(buttonIn(one.panel, 'Nevermind'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    one.unmount();
    vi.unstubAllGlobals();
    const two = await openSharePanel(['Analytical Engines', 'Bernoulli Numbers']);
    expect(within(two.panel).getByText('Share 2 References')).toBeInTheDocument();
  });

  it('turns typed text into chips on Enter, comma, space and leaving the box, without spaces and in lower case', async () => {
    const { user, panel, input } = await openSharePanel();
    await user.type(input, 'Grace@Example.EDU{Enter}');
    await user.type(input, 'alan@example.org,');
    await user.type(input, 'kurt@example.at ');
    await user.type(input, 'emmy@example.de');
    await user.click(within(panel).getByLabelText(/Message/));
    expect(chips(panel)).toEqual(['grace@example.edu', 'alan@example.org', 'kurt@example.at', 'emmy@example.de']);
    expect(input).toHaveValue('');
  });

  it('splits pasted text on commas and drops its whitespace', async () => {
    const { panel, input } = await openSharePanel();
    fireEvent.paste(input, { clipboardData: { getData: () => ' one@example.org ,\n two@Example.org' } });
    await waitFor(() => expect(chips(panel)).toEqual(['one@example.org', 'two@example.org']));
  });

  it('refuses an invalid address, one already listed and the user’s own, saying why', async () => {
    const { user, panel, input } = await openSharePanel();
    await user.type(input, 'not-an-email{Enter}');
    expect(within(panel).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(input).toHaveValue('not-an-email');
    await user.clear(input);
    await user.type(input, 'grace@example.edu{Enter}GRACE@example.edu{Enter}');
    expect(within(panel).getByText('This email is already on the list')).toBeInTheDocument();
    await user.type(input, 'ada@example.edu{Enter}');
    expect(within(panel).getByText("You can't share references with yourself")).toBeInTheDocument();
    await user.type(input, 'ada.l@home.example{Enter}');
    expect(chips(panel)).toEqual(['grace@example.edu']);
  });

  it('removes a chip with its remove button', async () => {
    const { user, panel, input } = await openSharePanel();
    await user.type(input, 'grace@example.edu{Enter}alan@example.org{Enter}');
    await user.click(within(panel).getByText('grace@example.edu').closest('[id^="fui-InteractionTag-"]')!.querySelector('button[aria-label="Remove"]')!);
    expect(chips(panel)).toEqual(['alan@example.org']);
  });

  it('counts the message up to 250 characters', async () => {
    const { panel } = await openSharePanel();
    const message = within(panel).getByLabelText(/Message/);
    expect(within(panel).getByText('0/250 characters')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: 'Worth reading' } });
    expect(within(panel).getByText('13/250 characters')).toBeInTheDocument();
    expect(message).toHaveAttribute('maxlength', '250');
  });

  it('enables Share only with a recipient, and shares with notes, then closes with the toast', async () => {
    let sent: unknown;
    const { user, panel, input } = await openSharePanel(['Analytical Engines', 'Bernoulli Numbers'], {
      'POST /v4/GenesisReference/Share': ({ body }) => {
        sent = body;
        return { shared: 2 };
      },
    });
    const share = buttonIn(panel, 'Share');
    expect(share).toBeDisabled();
    await user.type(input, 'grace@example.edu{Enter}');
    await user.type(within(panel).getByLabelText(/Message/), '  For chapter 2 ');
    expect(share).toBeEnabled();
    await user.click(share);
    expect(await screen.findByText('2 References Shared')).toBeInTheDocument();
    expect(sent).toEqual({ message: 'For chapter 2', emails: ['grace@example.edu'], referenceIDs: [1, 2], includeNotes: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it("says 'Reference Shared' for one reference", async () => {
    const { user, input, panel } = await openSharePanel(['Analytical Engines'], { 'POST /v4/GenesisReference/Share': () => ({ shared: 1 }) });
    await user.type(input, 'grace@example.edu{Enter}');
    await user.click(buttonIn(panel, 'Share'));
    expect(await screen.findByText('Reference Shared')).toBeInTheDocument();
  });

  it('keeps the panel open with the api’s message when sharing fails', async () => {
    const { user, input, panel } = await openSharePanel(['Analytical Engines'], {
      'POST /v4/GenesisReference/Share': () => apiError(400, 'validation', 'Please enter a valid email'),
    });
    await user.type(input, 'grace@example.edu{Enter}');
    await user.click(buttonIn(panel, 'Share'));
    expect(await within(panel).findByText('Please enter a valid email')).toBeInTheDocument();
    expect(panel).toBeInTheDocument();
  });
});
