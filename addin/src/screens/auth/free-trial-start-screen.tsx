/**
 * Free trial start (word-addin §2.5, §4): the sign-up form. The api e-mails a 6-digit code and answers the
 * verification id; the sign-up stays in memory for a change of e-mail.
 */
import { ErrorAlert } from '../../components/error-alert';
import { Button, Text } from '@fluentui/react-components';
import { FREE_TRIAL_DAYS } from '@ibid/engine/commerce';
import { VALIDATION } from '@ibid/engine/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountApi, type FreeTrialSignUp } from '../../api/account';
import { PATHS, fillPath } from '../../app/paths';
import { FormStack, Screen } from '../../components/screen';
import { PasswordField, TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { fieldOfApiError, formErrorMessage } from './field-errors';
import { useAtom } from 'jotai';
import { pendingSignUpAtom } from './free-trial-store';
import { AUTH_PATHS } from './paths';

export const STRONG_PASSWORD_HINT = 'Strong passwords are longer than 8 characters.';

/** Field names as the sign-up body has them; 'school' is shown as Institution. */
const RULES = {
  email: { label: 'email', validation: VALIDATION.EMAIL_REQUIRED },
  password: { label: 'password', validation: VALIDATION.REQUIRED },
  firstName: { label: 'first name', validation: VALIDATION.REQUIRED },
  lastName: { label: 'last name', validation: VALIDATION.REQUIRED },
  school: { label: 'institution', validation: VALIDATION.REQUIRED },
} as const;

/** Refusals that are always about one field. */
const FIELD_CODES = { 'account-exists': 'email' } as const;

export function FreeTrialStartScreen() {
  const [pending, setPending] = useAtom(pendingSignUpAtom);
  const earlier = pending?.signUp;
  // Coming back from the verify screen keeps what was typed, except the password.
  const form = useForm(RULES, earlier ? { email: earlier.email, firstName: earlier.firstName, lastName: earlier.lastName, school: earlier.school } : {});
  const loader = useLoader();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (!form.validateAll()) return;
    setError(undefined);
    const { email, password, firstName, lastName, school } = form.values;
    const signUp: FreeTrialSignUp = { email: email.trim(), password, firstName: firstName.trim(), lastName: lastName.trim(), school: school.trim() };
    try {
      const { verifyId, mailQueued } = await loader.during('free-trial', accountApi.startFreeTrial(signUp));
      setPending({ signUp, verifyId, mailQueued });
      navigate(fillPath(AUTH_PATHS.FreeTrialVerify, { verifyId }));
    } catch (e) {
      const field = fieldOfApiError(e, RULES, FIELD_CODES);
      if (field) form.setError(field, (e as Error).message);
      else setError(formErrorMessage(e));
    }
  };

  return (
    <Screen title={`Start a ${FREE_TRIAL_DAYS}-day Free Trial`} narrow>
      <Text>Try every feature of Ibid free for {FREE_TRIAL_DAYS} days. We will email you a code to confirm your address.</Text>
      <ErrorAlert message={error} />
      <FormStack onSubmit={() => void submit()}>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
        <PasswordField {...form.field('password')} label="Password" autoComplete="new-password" hint={STRONG_PASSWORD_HINT} required />
        <TextField {...form.field('firstName')} label="First Name" autoComplete="given-name" required />
        <TextField {...form.field('lastName')} label="Last Name" autoComplete="family-name" required />
        <TextField {...form.field('school')} label="Institution" autoComplete="organization" required />
        <Button appearance="primary" type="submit">
          Start my Free Trial
        </Button>
        <Button onClick={() => navigate(PATHS.Login)}>I already have an account</Button>
      </FormStack>
    </Screen>
  );
}
