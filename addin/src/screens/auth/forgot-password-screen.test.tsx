import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../testing/render';

afterEach(() => vi.unstubAllGlobals());

describe('Forgot password', () => {
  it('asks for the email, then for a valid one, before sending', async () => {
    const calls = fakeApi({});
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Reset my password' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'ada.example.edu');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the reset email and confirms it, and Send again returns to the form', async () => {
    const sentTo: (string | null)[] = [];
    fakeApi({
      'POST /v4/Customer/ForgotPassword/Send': ({ url }) => {
        sentTo.push(url.searchParams.get('email'));
        return { message: 'If an account uses this email, we have sent it a link to reset the password.' };
      },
    });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), ' ada@example.edu ');
    await user.click(screen.getByRole('button', { name: 'Reset my password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email sent' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.edu');
    expect(sentTo).toEqual(['ada@example.edu']);
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('button', { name: 'Reset my password' })).toBeInTheDocument();
  });

  it('Back to Login on the confirmation goes to Login', async () => {
    fakeApi({ 'POST /v4/Customer/ForgotPassword/Send': () => ({ message: 'sent' }) });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Reset my password' }));
    await user.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in with your email' })).toBeInTheDocument();
  });
});
