import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderApp } from '../../testing/render';

afterEach(() => vi.unstubAllGlobals());

describe('Login', () => {
  it('asks for the email and password before calling the api', async () => {
    const calls = fakeApi({});
    const { user } = renderApp('/login');
    // The login screen is a lazy route: it shows once its chunk has loaded.
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('checks the email format when the field loses focus', async () => {
    fakeApi({});
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('shows the red alert on a failed login and the help block after the third', async () => {
    fakeApi({ 'POST /connect/token': () => apiError(400, 'invalid-grant', 'The email or password provided is incorrect') });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(screen.queryByText('Having trouble logging in?')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The email or password provided is incorrect'));
    }
    expect(await screen.findByText('Having trouble logging in?')).toBeInTheDocument();
  });

  it('signs in with the password grant and keeps the token', async () => {
    let form: URLSearchParams | undefined;
    fakeApi({
      'POST /connect/token': ({ init }) => {
        form = init.body as URLSearchParams;
        return { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 };
      },
      'GET /v4/Customer': () => ({ id: 1, firstName: 'Ada', subscriptionState: 'active' }),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/Password/), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(localStorage.getItem('ibid.token')).toBe('tok'));
    expect(form?.get('grant_type')).toBe('password');
    expect(form?.get('username')).toBe('ada@example.edu');
  });
});
