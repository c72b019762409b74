/** Forgot password (word-addin §2.5, §4): the form, then a confirmation that an e-mail was sent; Send again returns to the form. */
import { ErrorAlert } from '../../components/error-alert';
import { Button, Text } from '@fluentui/react-components';
import { VALIDATION } from '@ibid/engine/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountApi } from '../../api/account';
import { PATHS } from '../../app/paths';
import { FormStack, Screen } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { fieldOfApiError, formErrorMessage } from './field-errors';

const RULES = { email: { label: 'email', validation: VALIDATION.EMAIL_REQUIRED } } as const;

export function ForgotPasswordScreen() {
  const form = useForm(RULES);
  const loader = useLoader();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (!form.validateAll()) return;
    setError(undefined);
    const email = form.values.email.trim();
    try {
      await loader.during('forgot-password', accountApi.forgotPassword(email));
      setSentTo(email);
    } catch (e) {
      if (fieldOfApiError(e, RULES)) form.setError('email', (e as Error).message);
      else setError(formErrorMessage(e));
    }
  };

  if (sentTo) {
    return (
      <Screen title="Email sent" narrow>
        <Text role="status">
          If <strong>{sentTo}</strong> belongs to an Ibid account, we have sent it an email with a link to reset your password. If it does not
          arrive in a few minutes, check your spam folder or send it again.
        </Text>
        <Button appearance="primary" onClick={() => navigate(PATHS.Login)}>
          Back to Login
        </Button>
        <Button onClick={() => setSentTo(undefined)}>Send again</Button>
      </Screen>
    );
  }

  return (
    <Screen title="Reset your password" narrow>
      <Text>Enter the email you use for Ibid and we will send you a link to choose a new password.</Text>
      <ErrorAlert message={error} />
      <FormStack onSubmit={() => void submit()}>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="username" required />
        <Button appearance="primary" type="submit">
          Reset my password
        </Button>
        <Button onClick={() => navigate(PATHS.Login)}>Back to Login</Button>
      </FormStack>
    </Screen>
  );
}
