/**
 * Changing the password from My Profile (PUT v4/Customer/Password): the current password, then a new one. The api
 * ends every session and answers a fresh token, which this session signs in with.
 */
import { Button, Subtitle2 } from '@fluentui/react-components';
import { VALIDATION } from '@ibid/engine/validation';
import { accountApi } from '../../api/account';
import { FormStack } from '../../components/screen';
import { PasswordField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { useSession } from '../../state/session';
import { fieldOfApiError, formErrorMessage } from '../auth/field-errors';
import { STRONG_PASSWORD_HINT } from '../auth/free-trial-start-screen';

export const PASSWORD_CHANGED = 'Password successfully changed.';

const RULES = {
  currentPassword: { label: 'current password', validation: VALIDATION.REQUIRED },
  newPassword: { label: 'new password', validation: VALIDATION.REQUIRED },
} as const;

/** Refusals that are always about one field. */
const FIELD_CODES = { 'password-incorrect': 'currentPassword' } as const;

export function ChangePasswordForm() {
  const form = useForm(RULES);
  const session = useSession();
  const loader = useLoader();
  const notify = useNotify();

  const submit = async () => {
    if (!form.validateAll()) return;
    try {
      const { access_token } = await loader.during('password', accountApi.changePassword(form.values.currentPassword, form.values.newPassword));
      await session.signIn(access_token);
      form.reset({ currentPassword: '', newPassword: '' });
      notify.toast({ title: PASSWORD_CHANGED });
    } catch (e) {
      const field = fieldOfApiError(e, RULES, FIELD_CODES);
      if (field) form.setError(field, (e as Error).message);
      else {
        const message = formErrorMessage(e);
        if (message) notify.error('Problem changing your password', message);
      }
    }
  };

  return (
    <FormStack onSubmit={() => void submit()}>
      <Subtitle2 as="h3">Change Password</Subtitle2>
      <PasswordField {...form.field('currentPassword')} label="Current Password" autoComplete="current-password" required />
      <PasswordField {...form.field('newPassword')} label="New Password" autoComplete="new-password" hint={STRONG_PASSWORD_HINT} required />
      <div>
        <Button type="submit">Change my password</Button>
      </div>
    </FormStack>
  );
}
