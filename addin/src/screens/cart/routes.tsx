/**
 * The cart's routes (purchase spec §2), open with or without a session (a new customer buys here), each loaded
 * when opened; priority support alone and the payment method need a customer. The api's renew link (/cart) opens
 * the first step.
 */
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { CART_PATHS } from './paths';
import { RequireCustomer } from './require-customer';

const payment = () => import('./payment-screen');

function ToCart() {
  const { search } = useLocation();
  return <Navigate to={CART_PATHS.SubscriptionSettings + search} replace />;
}

export const cartRoutes: RouteObject[] = [
  { path: CART_PATHS.Link, element: <ToCart /> },
  { path: CART_PATHS.SubscriptionSettings, ...lazyScreen(() => import('./subscription-settings-screen'), (m) => <m.SubscriptionSettingsScreen />) },
  { path: CART_PATHS.Payment, ...lazyScreen(payment, (m) => <m.PaymentScreen purpose="subscription" />) },
  {
    path: CART_PATHS.PrioritySupport,
    ...lazyScreen(payment, (m) => (
      <RequireCustomer>
        <m.PaymentScreen purpose="priority-support" />
      </RequireCustomer>
    )),
  },
  { path: CART_PATHS.Receipt, ...lazyScreen(() => import('./receipt-screen'), (m) => <m.ReceiptScreen />) },
  {
    path: CART_PATHS.PaymentMethod,
    ...lazyScreen(() => import('./payment-method-screen'), (m) => (
      <RequireCustomer>
        <m.PaymentMethodScreen />
      </RequireCustomer>
    )),
  },
];
