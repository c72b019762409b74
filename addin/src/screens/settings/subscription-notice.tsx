/**
 * The subscription notice shown where Account & Billing is hidden (word-addin §4, §6): a free trial with its days
 * remaining (subscribe or cancel), a cancelled subscription with access until expiry (Restore when it was
 * recurring, Renew otherwise), an expired one (Renew), or none yet (Subscribe).
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ACCOUNT_ROLES, cancelledSubscriptionAction, freeTrialMessage } from '@ibid/engine/commerce';
import type { ReactNode } from 'react';
import type { Customer } from '../../api/types';
import { RenewLink } from './renew-link';
import { SettingsSection } from './settings-section';
import { CancelSubscriptionButton, RestoreSubscriptionButton } from './subscription-actions';
import { formatDay } from './subscription-view';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } });

export const SUBSCRIPTION_NOTICE_ID = 'my-subscription';

export function SubscriptionNotice({ customer, now }: { customer: Customer; now: Date }) {
  const styles = useStyles();
  const until = formatDay(customer.expirationDate);
  const trial = customer.role === ACCOUNT_ROLES.FREE_TRIAL;
  let text: string;
  let actions: ReactNode;
  switch (customer.subscriptionState) {
    case 'free-trial':
      text = `${freeTrialMessage(customer, now) ?? 'You are on a free trial'}.${customer.isCancelled ? ' You cancelled it, and can keep using Ibid until then.' : ''}`;
      actions = (
        <>
          <RenewLink>Subscribe now</RenewLink>
          {customer.isCancelled ? null : <CancelSubscriptionButton customer={customer} />}
        </>
      );
      break;
    case 'cancelled':
      text = `Your subscription has been cancelled.${until ? ` You can keep using Ibid until ${until}.` : ''}`;
      actions = cancelledSubscriptionAction(customer) === 'restore' ? <RestoreSubscriptionButton customer={customer} /> : <RenewLink>Renew my subscription</RenewLink>;
      break;
    case 'expired':
      text = trial ? `${freeTrialMessage(customer, now) ?? 'Your free trial has expired'}.` : `Your subscription expired${until ? ` on ${until}` : ''}.`;
      actions = <RenewLink>Renew my subscription</RenewLink>;
      break;
    default:
      text = 'You do not have a subscription yet.';
      actions = <RenewLink>Subscribe now</RenewLink>;
  }
  return (
    <SettingsSection id={SUBSCRIPTION_NOTICE_ID} title="My Subscription">
      <Text>{text}</Text>
      <div className={styles.actions}>{actions}</div>
    </SettingsSection>
  );
}
