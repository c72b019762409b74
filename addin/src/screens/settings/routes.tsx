/** The settings screens' routes: Settings, its update confirmation, and Subscription Expired (each loaded when opened). */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { PATHS } from '../../app/paths';

export const settingsRoutes: RouteObject[] = [
  { path: PATHS.Settings, ...lazyScreen(() => import('./settings-screen'), (m) => <m.SettingsScreen />) },
  { path: PATHS.SettingsUpdateConfirmation, ...lazyScreen(() => import('./settings-update-confirmation-screen'), (m) => <m.SettingsUpdateConfirmationScreen />) },
  { path: PATHS.SubscriptionExpired, ...lazyScreen(() => import('./subscription-expired-screen'), (m) => <m.SubscriptionExpiredScreen />) },
];
