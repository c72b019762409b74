/**
 * Route guards (word-addin §2.2): signed-in screens need a token (the target is remembered for after login), and
 * an expired subscription is sent to SubscriptionExpired except on the screens that let the user renew.
 */
import { Button, Spinner } from '@fluentui/react-components';
import { ErrorAlert } from '../components/error-alert';
import { Screen } from '../components/screen';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { expiredFromAtom, redirectAtom, useSession } from '../state/session';
import { PATHS } from './paths';

/** Renewing, and My Papers: an expired subscription can still read and download its papers (issue 15), not create. */
const OPEN_WHEN_EXPIRED: readonly string[] = [PATHS.SubscriptionExpired, PATHS.Settings, PATHS.SettingsUpdateConfirmation, PATHS.MyPapers];

export function RequireSession() {
  const { token, customer, customerError, refreshCustomer } = useSession();
  const location = useLocation();
  if (!token) return <ToLogin from={location.pathname + location.search} />;
  if (!customer && customerError) {
    return (
      <Screen title="We couldn't load your account" narrow>
        <ErrorAlert message={customerError} />
        <Button appearance="primary" onClick={() => void refreshCustomer().catch(() => undefined)}>
          Try again
        </Button>
      </Screen>
    );
  }
  if (!customer) return <Spinner label="Loading your account…" style={{ marginTop: 48 }} />;
  if (customer.subscriptionState === 'expired' && !OPEN_WHEN_EXPIRED.includes(location.pathname)) return <ToExpired from={location.pathname + location.search} />;
  return <Outlet />;
}

/** The expired screen, remembering the screen the customer was going to for after they renew. */
function ToExpired({ from }: { from: string }) {
  const remember = useSetAtom(expiredFromAtom);
  useEffect(() => remember(from), [remember, from]);
  return <Navigate to={PATHS.SubscriptionExpired} replace />;
}

/** Login, remembering where the user was going for after signing in. */
function ToLogin({ from }: { from: string }) {
  const remember = useSetAtom(redirectAtom);
  useEffect(() => remember(from), [remember, from]);
  return <Navigate to={PATHS.Login} replace />;
}
