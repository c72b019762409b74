/**
 * Settings (word-addin §2.13, §4): My Profile, Account & Billing and Paper Settings with jump links, 'Refresh My
 * Settings' and Logout. Which sections show follows the subscription state (settingsSections); where Account &
 * Billing is hidden, a subscription notice carries the trial's days left and the Restore, Renew or Subscribe action.
 */
import { useLogout } from '../../app/use-logout';
import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { ApiError, endsSession } from '../../api/http';
import type { Customer } from '../../api/types';
import { Screen } from '../../components/screen';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { useSession } from '../../state/session';
import { ACCOUNT_BILLING_ID, AccountBillingSection } from './account-billing-section';
import { MY_PROFILE_ID, MyProfileSection } from './my-profile-section';
import { PAPER_SETTINGS_ID, PaperSettingsSection } from './paper-settings-section';
import { SubscriptionNotice } from './subscription-notice';
import { settingsSections } from './subscription-view';

export const SETTINGS_REFRESHED = 'Your settings are up to date.';

const useStyles = makeStyles({
  jumps: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A form is drawn again from the saved values whenever they change (a save, a refresh). */
const profileKey = (c: Customer) => JSON.stringify([c.firstName, c.lastName, c.email, c.institution, c.alternativeEmails, c.organizationId]);
const preferencesKey = (c: Customer) => JSON.stringify([c.preferredFormatVersionID, c.citationAutoInsert, c.enableBetaFeatures]);

function jumpTo(id: string) {
  const heading = document.getElementById(`${id}-title`);
  heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

export function SettingsScreen() {
  const styles = useStyles();
  const session = useSession();
  const loader = useLoader();
  const notify = useNotify();
  const logout = useLogout();
  const customer = session.customer;
  if (!customer) return null;
  const sections = settingsSections(customer.subscriptionState);

  const jumps = [
    { id: MY_PROFILE_ID, label: 'My Profile', shown: true },
    { id: ACCOUNT_BILLING_ID, label: 'Account & Billing', shown: sections.accountBilling },
    { id: PAPER_SETTINGS_ID, label: 'Paper Settings', shown: sections.paperSettings },
  ].filter((jump) => jump.shown);

  const refresh = async () => {
    try {
      await loader.during('refresh-settings', session.refreshCustomer());
      notify.corner(SETTINGS_REFRESHED);
    } catch (e) {
      // A lost connection or an ended session has its own view.
      if (e instanceof ApiError && !endsSession(e)) notify.error('Problem refreshing your settings', e.message);
    }
  };

  return (
    <Screen
      title="Settings"
      actions={
        <div className={styles.actions}>
          <Button onClick={() => void refresh()}>Refresh My Settings</Button>
          <Button onClick={logout}>Logout</Button>
        </div>
      }
    >
      <nav aria-label="Settings sections" className={styles.jumps}>
        {jumps.map((jump) => (
          <Link
            key={jump.id}
            as="a"
            href={`#${jump.id}`}
            onClick={(e) => {
              e.preventDefault();
              jumpTo(jump.id);
            }}
          >
            {jump.label}
          </Link>
        ))}
      </nav>
      {sections.subscriptionNotice ? <SubscriptionNotice customer={customer} now={new Date()} /> : null}
      <MyProfileSection key={profileKey(customer)} customer={customer} />
      {sections.accountBilling ? <AccountBillingSection customer={customer} /> : null}
      {sections.paperSettings ? <PaperSettingsSection key={preferencesKey(customer)} customer={customer} /> : null}
    </Screen>
  );
}
