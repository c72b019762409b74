/**
 * Subscription Expired (word-addin §2.13, §6): where the guard sends an expired customer. Shows the expiry date, a
 * 'Renew my subscription' link, Log Out, and 'Already renewed', which reads the customer again and goes to the library.
 */
import { useLogout } from '../../app/use-logout';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ACCOUNT_ROLES } from '@ibid/engine/commerce';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, endsSession } from '../../api/http';
import { PATHS } from '../../app/paths';
import { Screen } from '../../components/screen';
import { useLoader } from '../../shell/loader';
import { useSession } from '../../state/session';
import { RenewLink } from './renew-link';
import { formatDay } from './subscription-view';

export const STILL_EXPIRED = 'Your subscription still shows as expired. If you have just renewed, wait a minute and try again.';
export const TRIAL_STILL_EXPIRED = 'Your free trial still shows as expired. If you have just subscribed, wait a minute and try again.';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } });

export function SubscriptionExpiredScreen() {
  const styles = useStyles();
  const session = useSession();
  const loader = useLoader();
  const navigate = useNavigate();
  const [stillExpired, setStillExpired] = useState(false);
  const logout = useLogout();
  const customer = session.customer;
  if (!customer) return null;
  // Renewed (here or elsewhere): nothing to do on this screen.
  if (customer.subscriptionState !== 'expired') return <Navigate to={PATHS.MyReferenceLibrary} replace />;

  const trial = customer.role === ACCOUNT_ROLES.FREE_TRIAL;
  const expiredOn = formatDay(customer.expirationDate);

  const alreadyRenewed = async () => {
    setStillExpired(false);
    try {
      const fresh = await loader.during('already-renewed', session.refreshCustomer());
      if (fresh?.subscriptionState === 'expired') setStillExpired(true);
      else navigate(PATHS.MyReferenceLibrary, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && !endsSession(e)) setStillExpired(true);
    }
  };

  return (
    <Screen title={trial ? 'Your free trial has expired' : 'Your subscription has expired'} narrow>
      <Text>
        {expiredOn ? `It ended on ${expiredOn}. ` : ''}Your papers and references are still saved: {trial ? 'subscribe' : 'renew'} to keep using your
        reference library, citations and research notes.
      </Text>
      {stillExpired ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{trial ? TRIAL_STILL_EXPIRED : STILL_EXPIRED}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <RenewLink>Renew my subscription</RenewLink>
        <Button onClick={() => void alreadyRenewed()}>Already renewed</Button>
        <Button appearance="subtle" onClick={logout}>
          Log Out
        </Button>
      </div>
    </Screen>
  );
}
