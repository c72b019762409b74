/**
 * Account & Billing (word-addin §4) for an active paid subscription: the plan, when it renews (the engine's
 * displayed renewal date) or ends, links to change the plan (the cart) and the payment method, automatic renewal
 * for a non-recurring one, and cancel.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { RENEWAL_PERIODS, displayedRenewalDate, type RenewalPeriodId } from '@ibid/engine/commerce';
import type { Customer } from '../../api/types';
import { AppLink } from '../../components/app-link';
import { CART_PATHS } from '../cart/paths';
import { AutomaticRenewalButton, CancelSubscriptionButton } from './subscription-actions';
import { SettingsSection } from './settings-section';
import { formatDay } from './subscription-view';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export const ACCOUNT_BILLING_ID = 'account-billing';

export function planName(renewalPeriod: number | null): string {
  const period = renewalPeriod === null ? undefined : RENEWAL_PERIODS[renewalPeriod as RenewalPeriodId];
  return period ? `${period.label} subscription` : 'Subscription';
}

export function AccountBillingSection({ customer }: { customer: Customer }) {
  const styles = useStyles();
  const renews = formatDay(displayedRenewalDate(customer));
  const ends = formatDay(customer.expirationDate);
  return (
    <SettingsSection id={ACCOUNT_BILLING_ID} title="Account & Billing">
      <dl className={styles.facts}>
        <dt className={styles.term}>Plan</dt>
        <dd className={styles.value}>{planName(customer.renewalPeriod)}</dd>
        <dt className={styles.term}>Priority Support</dt>
        <dd className={styles.value}>{customer.hasPrioritySupport ? 'Included' : 'Not included'}</dd>
        <dt className={styles.term}>{customer.isRecurring ? 'Renews on' : 'Ends on'}</dt>
        <dd className={styles.value}>{(customer.isRecurring ? renews : ends) ?? '—'}</dd>
      </dl>
      {customer.isRecurring ? (
        <Text>Your subscription renews automatically{renews ? ` on ${renews}` : ''}.</Text>
      ) : (
        <Text>
          Your subscription does not renew automatically{ends ? ` and ends on ${ends}` : ''}. Turn on automatic renewal to keep using Ibid without a
          break.
        </Text>
      )}
      <div className={styles.actions}>
        <AppLink to={CART_PATHS.SubscriptionSettings}>Change my plan</AppLink>
        <AppLink to={CART_PATHS.PaymentMethod}>Update my payment method</AppLink>
        {customer.hasPrioritySupport ? null : <AppLink to={CART_PATHS.PrioritySupport}>Add priority support</AppLink>}
      </div>
      <div className={styles.actions}>
        {customer.isRecurring ? null : <AutomaticRenewalButton customer={customer} />}
        <CancelSubscriptionButton customer={customer} />
      </div>
    </SettingsSection>
  );
}
