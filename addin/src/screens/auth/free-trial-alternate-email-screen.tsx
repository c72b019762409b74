/**
 * Alternate email (word-addin §2.5, §4): the sign-up is posted again with the new e-mail, which sends a new code
 * and answers a new verification id. The sign-up lives in memory only, so after a reload it has to be started again.
 */
import { ErrorAlert } from '../../components/error-alert';
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { VALIDATION } from '@ibid/engine/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountApi } from '../../api/account';
import { fillPath } from '../../app/paths';
import { FormStack, Screen } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { fieldOfApiError, formErrorMessage } from './field-errors';
import { useAtom } from 'jotai';
import { pendingSignUpAtom } from './free-trial-store';
import { AUTH_PATHS } from './paths';

const RULES = { email: { label: 'email', validation: VALIDATION.EMAIL_REQUIRED } } as const;
/** Refusals that are always about one field. */
const FIELD_CODES = { 'account-exists': 'email' } as const;

export function FreeTrialAlternateEmailScreen() {
  const form = useForm(RULES);
  const loader = useLoader();
  const navigate = useNavigate();
  const [current, setPending] = useAtom(pendingSignUpAtom);
  // The sign-up this screen opened with: it stays shown while the new e-mail's is posted and the verify screen opens.
  const [pending] = useState(current);
  const [error, setError] = useState<string>();

  if (!pending) {
    return (
      <Screen title="Change your email" narrow>
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>
            We no longer have the details of your free trial sign-up (they are not kept after the page is reloaded), so we cannot change its email.
            Please start your free trial again with the right email.
          </MessageBarBody>
        </MessageBar>
        <Button appearance="primary" onClick={() => navigate(AUTH_PATHS.FreeTrialStart)}>
          Start my Free Trial
        </Button>
      </Screen>
    );
  }

  const submit = async () => {
    if (!form.validateAll()) return;
    setError(undefined);
    const signUp = { ...pending.signUp, email: form.values.email.trim() };
    try {
      const { verifyId, mailQueued } = await loader.during('free-trial-email', accountApi.startFreeTrial(signUp));
      setPending({ signUp, verifyId, mailQueued });
      navigate(fillPath(AUTH_PATHS.FreeTrialVerify, { verifyId }), { replace: true });
    } catch (e) {
      if (fieldOfApiError(e, RULES, FIELD_CODES)) form.setError('email', (e as Error).message);
      else setError(formErrorMessage(e));
    }
  };

  return (
    <Screen title="Change your email" narrow>
      <Text>
        We sent your code to <strong>{pending.signUp.email}</strong>. Enter the email you want to use instead and we will send a new code there.
      </Text>
      <ErrorAlert message={error} />
      <FormStack onSubmit={() => void submit()}>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
        <Button appearance="primary" type="submit">
          Update my email
        </Button>
        <Button onClick={() => navigate(fillPath(AUTH_PATHS.FreeTrialVerify, { verifyId: pending.verifyId }))}>Back</Button>
      </FormStack>
    </Screen>
  );
}
