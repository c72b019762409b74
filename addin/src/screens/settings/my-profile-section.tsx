/**
 * My Profile (word-addin §5, §6): first and last name (required), e-mail (required, valid) and institution. An
 * organisation account's primary e-mail is set by the organisation and shown read-only, with one secondary
 * e-mail checked on blur. Saved with PUT v4/Customer; a toast confirms it.
 */
import { Button, Field, Input } from '@fluentui/react-components';
import { VALIDATION } from '@ibid/engine/validation';
import { accountApi } from '../../api/account';
import type { Customer } from '../../api/types';
import { FormStack } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { useSession } from '../../state/session';
import { fieldOfApiError, formErrorMessage } from '../auth/field-errors';
import { ChangePasswordForm } from './change-password-form';
import { SettingsSection } from './settings-section';

export const PROFILE_UPDATED = 'Profile successfully updated.';
export const MY_PROFILE_ID = 'my-profile';

const RULES = {
  firstName: { label: 'first name', validation: VALIDATION.REQUIRED },
  lastName: { label: 'last name', validation: VALIDATION.REQUIRED },
  email: { label: 'email', validation: VALIDATION.EMAIL_REQUIRED },
  institution: { label: 'institution', validation: VALIDATION.NONE },
  // Only organisation accounts have one; left blank it is removed.
  secondaryEmail: { label: 'secondary email', validation: VALIDATION.EMAIL },
} as const;

/** Refusals that are always about one field. */
const FIELD_CODES = { 'email-taken': 'email', 'email-fixed': 'email', 'secondary-email-same': 'secondaryEmail', 'secondary-email-unavailable': 'secondaryEmail' } as const;

/** An organisation account (organizationId not 0). */
export const isOrganizationAccount = (customer: Customer) => customer.organizationId !== 0;

export function MyProfileSection({ customer }: { customer: Customer }) {
  const organization = isOrganizationAccount(customer);
  const form = useForm(RULES, {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    institution: customer.institution,
    secondaryEmail: customer.alternativeEmails[0] ?? '',
  });
  const session = useSession();
  const loader = useLoader();
  const notify = useNotify();

  const save = async () => {
    if (!form.validateAll()) return;
    const { firstName, lastName, email, institution, secondaryEmail } = form.values;
    const secondary = secondaryEmail.trim();
    try {
      const changed = await loader.during(
        'profile',
        accountApi.updateCustomer({
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          email: organization ? customer.email : email.trim(),
          institution: institution.trim(),
          alternativeEmails: organization && secondary ? [secondary] : [],
        }),
      );
      session.setCustomer(changed);
      notify.toast({ title: PROFILE_UPDATED });
    } catch (e) {
      const field = fieldOfApiError(e, RULES, FIELD_CODES);
      if (field) form.setError(field, (e as Error).message);
      else {
        const message = formErrorMessage(e);
        if (message) notify.error('Problem updating your profile', message);
      }
    }
  };

  return (
    <SettingsSection id={MY_PROFILE_ID} title="My Profile">
      <FormStack onSubmit={() => void save()}>
        <TextField {...form.field('firstName')} label="First Name" autoComplete="given-name" required />
        <TextField {...form.field('lastName')} label="Last Name" autoComplete="family-name" required />
        {organization ? (
          <>
            <Field label="Email" hint="Your organization manages this email.">
              <Input value={customer.email} readOnly />
            </Field>
            <TextField {...form.field('secondaryEmail')} label="Secondary Email" type="email" autoComplete="email" hint="Another email you use with Ibid." />
          </>
        ) : (
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
        )}
        <TextField {...form.field('institution')} label="Institution" autoComplete="organization" />
        <div>
          <Button appearance="primary" type="submit" disabled={!form.dirty}>
            Save My Profile
          </Button>
        </div>
      </FormStack>
      <ChangePasswordForm />
    </SettingsSection>
  );
}
