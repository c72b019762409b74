/**
 * Word's notice screens (word-addin §2.12-2.13, §4): a legacy paper (APA 6, MLA 8) can only be handed in as a clean
 * copy; a clean copy is no paper to work on; Word on the web has no MLA 8 or Turabian 9 yet (a sign-up form offers an
 * e-mail when it has); an old Word is asked to update.
 */
import { Button, Link, Text } from '@fluentui/react-components';
import { FORMAT_LABELS, supportMailto, SUPPORT_EMAIL, WORD_ONLINE_FORMAT_NOTICES } from '@ibid/engine';
import { VALIDATION } from '@ibid/engine/validation';
import { useState } from 'react';
import { featureNoticesApi } from '../../api/feature-notices';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack, Screen } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useDocumentHost } from '../../host/host-context';
import { CleanCopyButton } from '../../pane/sections/im-finished-screen';
import { fieldOfApiError, formErrorMessage } from '../../screens/auth/field-errors';
import { useLoader } from '../../shell/loader';
import { useSession } from '../../state/session';
import { useWordPane } from '../word-context';

function Support({ subject }: { subject: string }) {
  return (
    <Text block>
      Questions? Write to our Customer Support team at <Link href={supportMailto(subject)}>{SUPPORT_EMAIL}</Link>.
    </Text>
  );
}

export function LegacyFormatScreen() {
  const host = useDocumentHost();
  const { startup } = useWordPane();
  const format = startup.paper?.type?.format === 'mla8' ? 'MLA 8' : 'APA 6';
  return (
    <Screen title="Legacy format">
      <Text block>This paper is in {format}. APA 6 and MLA 8 no longer work in Ibid: their citations and reference list are no longer kept up to date.</Text>
      <Text block>Make a clean copy to hand it in as it is, or start a new paper in APA 7 or MLA 9 and bring your references with you.</Text>
      <CleanCopyButton host={host} />
      <Support subject="My paper is in a legacy format" />
    </Screen>
  );
}

export function CleanCopyRedirectScreen() {
  return (
    <Screen title="This is a clean copy">
      <Text block>This document is a clean copy of an Ibid paper: a plain Word document without Ibid&apos;s citations and reference list, ready to hand in. Ibid does not work on it.</Text>
      <Text block>To keep writing, open the paper itself (from My Papers, or the document you made the copy from) and make a new clean copy when you are done.</Text>
      <Support subject="Working on a clean copy" />
    </Screen>
  );
}

const NOTICE_RULES = { email: { label: 'email', validation: VALIDATION.EMAIL_REQUIRED } } as const;

/** The sign-up form (§2.13): the account's address to start with; once signed up, where Ibid will write instead. */
function WordOnlineNoticeSignUp({ format }: { format: keyof typeof WORD_ONLINE_FORMAT_NOTICES }) {
  const { customer } = useSession();
  const form = useForm(NOTICE_RULES, { email: customer?.email ?? '' });
  const loader = useLoader();
  const [signedUp, setSignedUp] = useState<string>();
  const [error, setError] = useState<string>();
  const label = FORMAT_LABELS[format];

  const submit = async () => {
    if (!form.validateAll()) return;
    setError(undefined);
    try {
      const answer = await loader.during('feature-notice', featureNoticesApi.signUp(WORD_ONLINE_FORMAT_NOTICES[format], form.values.email.trim()));
      setSignedUp(answer.email);
    } catch (e) {
      if (fieldOfApiError(e, NOTICE_RULES)) form.setError('email', (e as Error).message);
      else setError(formErrorMessage(e));
    }
  };

  if (signedUp) {
    return (
      <Text block role="status">
        Thank you. We&apos;ll write to you at <strong>{signedUp}</strong> when {label} works in Word on the web.
      </Text>
    );
  }
  return (
    <>
      <Text block>Want to know when it is ready? Leave your email and we will write to you once.</Text>
      <ErrorAlert message={error} />
      <FormStack onSubmit={() => void submit()}>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
        <Button appearance="primary" type="submit">
          Notify me
        </Button>
      </FormStack>
    </>
  );
}

export function WordOnlineFormatScreen() {
  const { startup } = useWordPane();
  const format = startup.paper?.type?.format === 'mla8' ? 'mla8' : 'turabian9';
  const label = FORMAT_LABELS[format];
  return (
    <Screen title={`${label} is not available in Word on the web yet`}>
      <Text block>Ibid for Word on the web does not format {label} papers yet. Open this paper in Word on your computer (Windows or Mac) to keep working on it with Ibid.</Text>
      <WordOnlineNoticeSignUp format={format} />
    </Screen>
  );
}

export function UpdateRedirectScreen() {
  return (
    <Screen title="Please update Word">
      <Text block>This version of Word lacks functionality Ibid needs. Update Word (File, Account, Update Options) and open Ibid again.</Text>
      <Support subject="Updating Word for Ibid" />
    </Screen>
  );
}
