/**
 * The subscription changes Settings offers (word-addin §4, §7): cancel after a confirmation, restore a cancelled
 * recurring subscription, switch a non-recurring one to automatic renewal. Each answers the changed customer;
 * the confirmation screen then says what changed.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { ACCOUNT_ROLES, RENEWAL_TYPES, displayedRenewalDate, type RenewalPeriodId } from '@ibid/engine/commerce';
import { useNavigate } from 'react-router';
import { accountApi } from '../../api/account';
import { ApiError } from '../../api/http';
import type { Customer } from '../../api/types';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { useSession } from '../../state/session';
import { showSettingsUpdated } from './settings-update-confirmation-screen';
import { formatDay } from './subscription-view';

const PROBLEM = 'Problem updating your subscription';
/** A subscription without a stored period renews monthly. */
const DEFAULT_RENEWAL_PERIOD: RenewalPeriodId = 1;

function useSubscriptionChange() {
  const session = useSession();
  const loader = useLoader();
  const notify = useNotify();
  const navigate = useNavigate();
  return async (call: Promise<Customer>, message: (changed: Customer) => string) => {
    try {
      const changed = await loader.during('subscription', call);
      session.setCustomer(changed);
      showSettingsUpdated(navigate, message(changed));
    } catch (e) {
      if (e instanceof ApiError && !e.isConnectionError) notify.error(PROBLEM, e.message);
    }
  };
}

/** Cancel the subscription or the free trial, after saying until when access lasts. */
export function CancelSubscriptionButton({ customer }: { customer: Customer }) {
  const change = useSubscriptionChange();
  const trial = customer.role === ACCOUNT_ROLES.FREE_TRIAL;
  const what = trial ? 'free trial' : 'subscription';
  const until = formatDay(customer.expirationDate);
  const cancel = () =>
    change(accountApi.cancelSubscription(customer.id), (changed) => {
      const end = formatDay(changed.expirationDate);
      return `Your ${what} has been cancelled.${end ? ` You can keep using Ibid until ${end}.` : ''}`;
    });
  return (
    <Dialog modalType="alert">
      <DialogTrigger disableButtonEnhancement>
        <Button>{`Cancel my ${what}`}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`Cancel your ${what}?`}</DialogTitle>
          <DialogContent>
            {until ? `You can keep using Ibid until ${until}. ` : ''}
            Your papers and references stay saved; to use them after that, you will need to {trial ? 'subscribe' : 'renew'}.
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{`No - keep my ${what}`}</Button>
            </DialogTrigger>
            <DialogTrigger disableButtonEnhancement>
              <Button onClick={() => void cancel()}>{`Yes - cancel my ${what}`}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** A cancelled recurring subscription renews again as before. */
export function RestoreSubscriptionButton({ customer }: { customer: Customer }) {
  const change = useSubscriptionChange();
  const restore = () =>
    change(accountApi.restoreSubscription(customer.id), (changed) => {
      const renews = formatDay(displayedRenewalDate(changed));
      return `Your subscription has been restored.${renews ? ` It renews automatically on ${renews}.` : ''}`;
    });
  return (
    <Button appearance="primary" onClick={() => void restore()}>
      Restore my subscription
    </Button>
  );
}

/** A non-recurring active subscription switched to automatic renewal, keeping its period and priority support. */
export function AutomaticRenewalButton({ customer }: { customer: Customer }) {
  const change = useSubscriptionChange();
  const renewalPeriod = (customer.renewalPeriod ?? DEFAULT_RENEWAL_PERIOD) as RenewalPeriodId;
  const switchOn = () =>
    change(
      accountApi.updateSubscriptionSettings({ renewalPeriod, renewalType: RENEWAL_TYPES.AUTO, prioritySupport: customer.hasPrioritySupport }),
      (changed) => {
        const renews = formatDay(displayedRenewalDate(changed));
        return `Your subscription now renews automatically${renews ? ` on ${renews}` : ''}.`;
      },
    );
  return (
    <Button appearance="primary" onClick={() => void switchOn()}>
      Turn on automatic renewal
    </Button>
  );
}
