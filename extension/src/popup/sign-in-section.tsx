/**
 * Sign-in with the api's token sign-in; the token is kept in the extension's storage, never in a page. A reader
 * without an account, or without their password, is sent to the Ibid web app at the address given.
 */
import { Button, Field, Input, Link, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, Text } from '@fluentui/react-components';
import { AUTH_PATHS } from '@ibid/addin/paths';
import { LOGIN_FAILED, LOGIN_HELP, LOGIN_HELP_AFTER, VALIDATION, validateField } from '@ibid/engine/validation';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { accountApi, ApiError, connectApi } from '../shared/api';
import { ibidAddress, webAppPage } from '../shared/ibid-address';
import { writeSettings } from '../shared/settings';
import { sessionAtom } from './atoms';

export const API_UNREACHABLE = "Ibid can't be reached. Check your internet connection and the Ibid address, then try again.";

export function SignInSection({ apiUrl, onSignedIn, onSignedOut }: { apiUrl: string; onSignedIn: () => void; onSignedOut: () => void }) {
  const setSession = useSetAtom(sessionAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState(apiUrl);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next = { email: validateField(email, VALIDATION.EMAIL_REQUIRED, 'email'), password: validateField(password, VALIDATION.REQUIRED, 'password') };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const url = ibidAddress(address) || apiUrl;
      await writeSettings({ apiUrl: url });
      await connectApi(onSignedOut);
      const { access_token } = await accountApi.login(email.trim(), password);
      const signedInAs = email.trim().toLowerCase();
      await writeSettings({ token: access_token, email: signedInAs });
      await connectApi(onSignedOut);
      setSession({ signedIn: true, email: signedInAs, apiUrl: url });
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && !error.isConnectionError) setFailures((n) => n + 1);
      setFailure(error instanceof ApiError && !error.isConnectionError ? (error.status === 429 ? error.message : LOGIN_FAILED) : API_UNREACHABLE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="sign-in-heading">
      <Subtitle2 as="h2" id="sign-in-heading">
        Log in to save to your library
      </Subtitle2>
      <form
        noValidate
        style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Field label="Email" required validationMessage={errors.email}>
          <Input type="email" autoComplete="username" value={email} onChange={(_, d) => setEmail(d.value)} />
        </Field>
        <Field label="Password" required validationMessage={errors.password}>
          <Input type="password" autoComplete="current-password" value={password} onChange={(_, d) => setPassword(d.value)} />
        </Field>
        <Link href={webAppPage(address || apiUrl, AUTH_PATHS.ForgotPassword)} target="_blank">
          Forgot password?
        </Link>
        <Field label="Ibid address" hint="Where your Ibid account lives.">
          <Input type="url" value={address} onChange={(_, d) => setAddress(d.value)} />
        </Field>
        <Button appearance="primary" type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log In'}
        </Button>
        <Text align="center">
          New to Ibid?{' '}
          <Link href={webAppPage(address || apiUrl, AUTH_PATHS.FreeTrialStart)} target="_blank">
            Start a free trial
          </Link>
        </Text>
        {/* As the web app's login (word-addin §2.5): after three failed attempts, the same help. */}
        {failures >= LOGIN_HELP_AFTER ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{LOGIN_HELP.title}</MessageBarTitle>
              {LOGIN_HELP.before}
              <Link href={webAppPage(address || apiUrl, AUTH_PATHS.ForgotPassword)} target="_blank">
                {LOGIN_HELP.link}
              </Link>
              {LOGIN_HELP.after}
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </form>
    </section>
  );
}
