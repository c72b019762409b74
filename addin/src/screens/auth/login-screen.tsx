/** Login (word-addin §2.5): 'Log in with your email'; after 3 failed attempts a help block appears. */
import { ErrorAlert } from '../../components/error-alert';
import { AppLink } from '../../components/app-link';
import { Button, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { LOGIN_FAILED, LOGIN_HELP, LOGIN_HELP_AFTER, VALIDATION } from '@ibid/engine/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountApi } from '../../api/account';
import { ApiError } from '../../api/http';
import { PATHS } from '../../app/paths';
import { FormStack, Screen } from '../../components/screen';
import { PasswordField, TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { useSetAtom } from 'jotai';
import { takeRedirectAtom, useSession } from '../../state/session';
import { AUTH_PATHS } from './paths';


const RULES = {
  email: { label: 'email', validation: VALIDATION.EMAIL_REQUIRED },
  password: { label: 'password', validation: VALIDATION.REQUIRED },
} as const;

export function LoginScreen() {
  const form = useForm(RULES);
  const session = useSession();
  const takeRedirect = useSetAtom(takeRedirectAtom);
  const loader = useLoader();
  const navigate = useNavigate();
  const [failures, setFailures] = useState(0);
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (!form.validateAll()) return;
    setError(undefined);
    try {
      const { access_token } = await loader.during('login', accountApi.login(form.values.email.trim(), form.values.password));
      await session.signIn(access_token);
      navigate(takeRedirect() ?? PATHS.MyReferenceLibrary, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.isConnectionError) return;
      setFailures((n) => n + 1);
      setError(e instanceof ApiError && e.status === 429 ? e.message : LOGIN_FAILED);
    }
  };

  return (
    <Screen title="Log in with your email" narrow>
      <ErrorAlert message={error} />
      <FormStack onSubmit={() => void submit()}>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="username" required />
        <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" required />
        <AppLink to={AUTH_PATHS.ForgotPassword}>
          Forgot password?
        </AppLink>
        <Button appearance="primary" type="submit">
          Log In
        </Button>
        <Button onClick={() => navigate(AUTH_PATHS.FreeTrialStart)}>Start a Free Trial</Button>
      </FormStack>
      {failures >= LOGIN_HELP_AFTER ? (
        <MessageBar intent="info">
          <MessageBarBody>
            <MessageBarTitle>{LOGIN_HELP.title}</MessageBarTitle>
            {LOGIN_HELP.before}
            <AppLink to={AUTH_PATHS.ForgotPassword}>{LOGIN_HELP.link}</AppLink>
            {LOGIN_HELP.after}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </Screen>
  );
}
