/** The screens that need a customer (§6: priority support alone, the payment method) go to Login without a session. */
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../app/paths';
import { redirectAtom, useSession } from '../../state/session';

export function RequireCustomer({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  const remember = useSetAtom(redirectAtom);
  const from = location.pathname + location.search;
  useEffect(() => {
    if (!token) remember(from);
  }, [token, from, remember]);
  return token ? children : <Navigate to={PATHS.Login} replace />;
}
