/** The settings screens' routes: Settings, its update confirmation, and Subscription Expired. */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { SettingsScreen } from './settings-screen';
import { SettingsUpdateConfirmationScreen } from './settings-update-confirmation-screen';
import { SubscriptionExpiredScreen } from './subscription-expired-screen';

export const settingsRoutes: RouteObject[] = [
  { path: PATHS.Settings, element: <SettingsScreen /> },
  { path: PATHS.SettingsUpdateConfirmation, element: <SettingsUpdateConfirmationScreen /> },
  { path: PATHS.SubscriptionExpired, element: <SubscriptionExpiredScreen /> },
];
