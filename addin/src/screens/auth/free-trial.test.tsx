import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderApp } from '../../testing/render';
import { createStore } from 'jotai';
import { pendingSignUpAtom } from './free-trial-store';

afterEach(() => vi.unstubAllGlobals());

const VERIFY_ID = '8c9d6a5e-1b2c-4d3e-8f90-123456789abc';
const NEW_VERIFY_ID = '11111111-2222-4333-8444-555555555555';
const entered = { email: 'ada@example.edu', firstName: 'Ada', lastName: 'Lovelace', password: '', school: 'Analytical College' };

async function fillSignUp(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu');
  await user.type(screen.getByLabelText(/^Password/), 'a long password');
  await user.type(screen.getByLabelText(/^First Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Institution/), 'Analytical College');
}

describe('Free trial start', () => {
  it('is titled for a 7-day trial and offers the way back to Login', async () => {
    fakeApi({});
    renderApp('/free-trial-start');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a 7-day Free Trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I already have an account' })).toBeInTheDocument();
  });

  it('asks for every field before posting the sign-up', async () => {
    const calls = fakeApi({});
    const { user } = renderApp('/free-trial-start');
    await user.click(await screen.findByRole('button', { name: 'Start my Free Trial' }));
    for (const message of ['Please enter email', 'Please enter password', 'Please enter first name', 'Please enter last name', 'Please enter institution']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(calls).toEqual([]);
  });

  it('checks the email format when the field loses focus', async () => {
    fakeApi({});
    const { user } = renderApp('/free-trial-start');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('hints at a strong password and warns while Caps Lock is on', async () => {
    fakeApi({});
    const { user } = renderApp('/free-trial-start');
    expect(await screen.findByText('Strong passwords are longer than 8 characters.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Password/));
    await user.keyboard('{CapsLock}A');
    expect(await screen.findByText('Caps Lock is ON')).toBeInTheDocument();
    await user.keyboard('{CapsLock}a');
    await waitFor(() => expect(screen.queryByText('Caps Lock is ON')).not.toBeInTheDocument());
  });

  it('says the code will come late when the api queued its e-mail (its mail server slow or down)', async () => {
    fakeApi({
      'POST /v4/FreeTrial': () => new Response(VERIFY_ID, { headers: { 'content-type': 'text/plain', 'ibid-mail': 'queued' } }),
      'GET /v4/FreeTrial/Verify': () => entered,
    });
    const { user } = renderApp('/free-trial-start');
    await screen.findByRole('heading', { level: 1 });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Start my Free Trial' }));
    expect(await screen.findByText(/your code is on its way and may take a few minutes/)).toBeInTheDocument();
  });

  it('posts the sign-up and goes to the verify screen with what was entered', async () => {
    let posted: unknown;
    fakeApi({
      'POST /v4/FreeTrial': ({ body }) => {
        posted = body;
        return new Response(VERIFY_ID, { headers: { 'content-type': 'text/plain' } });
      },
      'GET /v4/FreeTrial/Verify': ({ url }) => (url.searchParams.get('id') === VERIFY_ID ? entered : apiError(404, 'not-found', 'gone')),
    });
    const { user } = renderApp('/free-trial-start');
    await screen.findByRole('heading', { level: 1 });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Start my Free Trial' }));
    expect(await screen.findByLabelText(/6-Digit Verification Code/)).toBeInTheDocument();
    expect(posted).toEqual({ email: 'ada@example.edu', password: 'a long password', firstName: 'Ada', lastName: 'Lovelace', school: 'Analytical College', platformID: 7 });
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.edu')).toBeInTheDocument();
    expect(screen.getByText('Analytical College')).toBeInTheDocument();
    // The password stays in memory only.
    expect(JSON.stringify({ ...localStorage })).not.toContain('a long password');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('a long password');
  });

  it("shows the api's refusal of a taken email under the Email field and stops the loader", async () => {
    fakeApi({
      'POST /v4/FreeTrial': () => apiError(409, 'account-exists', 'An account already uses this email. Log in, or reset your password if you have forgotten it.'),
    });
    const { user } = renderApp('/free-trial-start');
    await screen.findByRole('heading', { level: 1 });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Start my Free Trial' }));
    const message = await screen.findByText(/An account already uses this email/);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(expect.stringContaining('An account already uses this email') as string);
    expect(message).toBeInTheDocument();
    expect(screen.queryByTestId('loader')).not.toBeInTheDocument();
  });

  it("shows a schema refusal of the password under the Password field", async () => {
    fakeApi({ 'POST /v4/FreeTrial': () => apiError(400, 'invalid-request', 'Use at least 8 characters for your password') });
    const { user } = renderApp('/free-trial-start');
    await screen.findByRole('heading', { level: 1 });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Start my Free Trial' }));
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('Use at least 8 characters') as string));
  });
});

describe('Free trial verify', () => {
  const readEntered = { 'GET /v4/FreeTrial/Verify': () => entered };

  it('asks for the code, then for digits only, then for all 6 digits', async () => {
    const calls = fakeApi(readEntered);
    const { user } = renderApp(`/free-trial-verify/${VERIFY_ID}`);
    const code = await screen.findByLabelText(/6-Digit Verification Code/);
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByText('Please enter 6-Digit Verification Code')).toBeInTheDocument();
    await user.type(code, '12ab56');
    await user.tab();
    expect(await screen.findByText('Please enter numeric 6-Digit Verification Code')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '1234');
    await user.tab();
    expect(await screen.findByText('The verification code has 6 digits')).toBeInTheDocument();
    expect(calls).toEqual(['GET /v4/FreeTrial/Verify']);
  });

  it("shows the api's message with the tries left for a wrong code", async () => {
    fakeApi({
      ...readEntered,
      'POST /v4/FreeTrial/Verify': () => apiError(400, 'code-incorrect', 'That code is not right. Check the e-mail and try again (4 tries left).'),
    });
    const { user } = renderApp(`/free-trial-verify/${VERIFY_ID}`);
    await user.type(await screen.findByLabelText(/6-Digit Verification Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    expect(await screen.findByText(/4 tries left/)).toBeInTheDocument();
    expect(localStorage.getItem('ibid.token')).toBeNull();
  });

  it('signs in with the token a right code answers', async () => {
    let verified: unknown;
    fakeApi({
      ...readEntered,
      'POST /v4/FreeTrial/Verify': ({ body }) => {
        verified = body;
        return new Response('trial-token', { headers: { 'content-type': 'text/plain' } });
      },
      'GET /v4/Customer': () => ({ id: 5, firstName: 'Ada', subscriptionState: 'free-trial' }),
    });
    const { user } = renderApp(`/free-trial-verify/${VERIFY_ID}`);
    await user.type(await screen.findByLabelText(/6-Digit Verification Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify my email' }));
    await waitFor(() => expect(localStorage.getItem('ibid.token')).toBe('trial-token'));
    expect(verified).toEqual({ id: VERIFY_ID, code: '123456' });
  });

  it('says when the sign-up no longer waits for a code and offers to start again', async () => {
    fakeApi({ 'GET /v4/FreeTrial/Verify': () => apiError(404, 'not-found', 'This sign-up is not waiting for a code. Start your free trial again.') });
    renderApp(`/free-trial-verify/${VERIFY_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-up is not waiting for a code.');
    expect(screen.getByRole('button', { name: 'Start my Free Trial' })).toBeInTheDocument();
  });
});

describe('Free trial alternate email', () => {
  it('posts the sign-up again with the new email and verifies with the new id', async () => {
    const posted: unknown[] = [];
    fakeApi({
      'POST /v4/FreeTrial': ({ body }) => {
        posted.push(body);
        return new Response(posted.length === 1 ? VERIFY_ID : NEW_VERIFY_ID, { headers: { 'content-type': 'text/plain' } });
      },
      'GET /v4/FreeTrial/Verify': ({ url }) =>
        url.searchParams.get('id') === NEW_VERIFY_ID ? { ...entered, email: 'ada@other.org' } : entered,
    });
    const store = createStore();
    const { user } = renderApp('/free-trial-start', store);
    await screen.findByRole('heading', { level: 1 });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Start my Free Trial' }));
    await user.click(await screen.findByRole('link', { name: /Change it/ }));

    const email = await screen.findByLabelText(/^Email/);
    await user.click(screen.getByRole('button', { name: 'Update my email' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    await user.type(email, 'ada@other.org');
    await user.click(screen.getByRole('button', { name: 'Update my email' }));

    expect(await screen.findByText('ada@other.org')).toBeInTheDocument();
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual({ ...(posted[0] as object), email: 'ada@other.org' });
    expect(store.get(pendingSignUpAtom)?.verifyId).toBe(NEW_VERIFY_ID);
  });

  it('says the sign-up is gone after a reload and offers to start the trial again', async () => {
    const calls = fakeApi({});
    const { user } = renderApp('/free-trial-alternate-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('We no longer have the details of your free trial sign-up');
    expect(screen.queryByRole('button', { name: 'Update my email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start my Free Trial' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a 7-day Free Trial' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
