/**
 * Free trial verify (word-addin §2.5, §4): the 6-digit code from the e-mail. A right code answers an access
 * token: the user is signed in and goes to the library. Shows what was entered at sign-up, with a way to change
 * the e-mail.
 */
import { AppLink } from '../../components/app-link';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { VALIDATION } from '@ibid/engine/validation';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { accountApi, type FreeTrialSignUp } from '../../api/account';
import { ApiError } from '../../api/http';
import { PATHS } from '../../app/paths';
import { FormStack, Screen } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { useSession } from '../../state/session';
import { formErrorMessage } from './field-errors';
import { useAtom } from 'jotai';
import { pendingSignUpAtom } from './free-trial-store';
import { AUTH_PATHS } from './paths';

export const CODE_LENGTH = 6;
export const CODE_LENGTH_MESSAGE = `The verification code has ${CODE_LENGTH} digits`;

const RULES = {
  code: {
    label: '6-Digit Verification Code',
    validation: VALIDATION.NUMERIC_REQUIRED,
    check: (value: string) => (value.trim().length === CODE_LENGTH ? undefined : CODE_LENGTH_MESSAGE),
  },
} as const;

const useStyles = makeStyles({
  entered: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

type Entered = Pick<FreeTrialSignUp, 'email' | 'firstName' | 'lastName' | 'school'>;

export function FreeTrialVerifyScreen() {
  const styles = useStyles();
  const { verifyId = '' } = useParams();
  const form = useForm(RULES);
  const loader = useLoader();
  const session = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useAtom(pendingSignUpAtom);
  const [entered, setEntered] = useState<Entered | undefined>(pending?.signUp);
  const [gone, setGone] = useState<string>();

  useEffect(() => {
    let current = true;
    accountApi
      .readFreeTrial(verifyId)
      .then((read) => current && setEntered(read))
      .catch((e: unknown) => {
        // A sign-up already verified, replaced or unknown cannot take a code any more.
        if (current && e instanceof ApiError && (e.status === 404 || e.status === 400)) setGone(e.message);
      });
    return () => {
      current = false;
    };
  }, [verifyId]);

  const submit = async () => {
    if (!form.validateAll()) return;
    try {
      const token = await loader.during('free-trial-verify', accountApi.verifyFreeTrial(verifyId, form.values.code.trim()));
      setPending(undefined);
      await loader.during('free-trial-sign-in', session.signIn(token));
      navigate(PATHS.MyReferenceLibrary, { replace: true });
    } catch (e) {
      // A wrong code says how many tries are left; the api's message says what to do next.
      const message = formErrorMessage(e);
      if (message) form.setError('code', message);
    }
  };

  if (gone) {
    return (
      <Screen title="Verify your email" narrow>
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{gone}</MessageBarBody>
        </MessageBar>
        <Button appearance="primary" onClick={() => navigate(AUTH_PATHS.FreeTrialStart)}>
          Start my Free Trial
        </Button>
        <Button onClick={() => navigate(PATHS.Login)}>I already have an account</Button>
      </Screen>
    );
  }

  return (
    <Screen title="Verify your email" narrow>
      <Text>We have emailed you a {CODE_LENGTH}-digit code. Enter it below to start your free trial.</Text>
      {pending?.mailQueued ? (
        <MessageBar intent="info">
          <MessageBarBody>Our email is running late: your code is on its way and may take a few minutes to arrive.</MessageBarBody>
        </MessageBar>
      ) : null}
      {entered ? (
        <dl className={styles.entered}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>{`${entered.firstName} ${entered.lastName}`.trim()}</dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>{entered.email}</dd>
          <dt className={styles.term}>Institution</dt>
          <dd className={styles.value}>{entered.school}</dd>
        </dl>
      ) : null}
      <AppLink to={AUTH_PATHS.FreeTrialAlternateEmail}>
        Wrong email? Change it
      </AppLink>
      <FormStack onSubmit={() => void submit()}>
        <TextField
          {...form.field('code')}
          label="6-Digit Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          required
        />
        <Button appearance="primary" type="submit">
          Verify my email
        </Button>
      </FormStack>
      <Text>
        No email? Check your spam folder, or <AppLink to={AUTH_PATHS.FreeTrialStart}>start again</AppLink>.
      </Text>
    </Screen>
  );
}
