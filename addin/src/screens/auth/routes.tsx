/**
 * The screens reachable without signing in, and those open to everyone (the error view, the sign-in redirect). Each
 * is loaded when opened.
 */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { PATHS } from '../../app/paths';
import { RedirectSignedIn } from './guards';
import { AUTH_PATHS } from './paths';

/** Signed-out screens: a signed-in user opening one goes to the library. */
export const authRoutes: RouteObject[] = [
  {
    element: <RedirectSignedIn />,
    children: [
      { path: PATHS.Login, ...lazyScreen(() => import('./login-screen'), (m) => <m.LoginScreen />) },
      { path: AUTH_PATHS.ForgotPassword, ...lazyScreen(() => import('./forgot-password-screen'), (m) => <m.ForgotPasswordScreen />) },
      { path: AUTH_PATHS.FreeTrialStart, ...lazyScreen(() => import('./free-trial-start-screen'), (m) => <m.FreeTrialStartScreen />) },
      { path: AUTH_PATHS.FreeTrialVerify, ...lazyScreen(() => import('./free-trial-verify-screen'), (m) => <m.FreeTrialVerifyScreen />) },
      { path: AUTH_PATHS.FreeTrialAlternateEmail, ...lazyScreen(() => import('./free-trial-alternate-email-screen'), (m) => <m.FreeTrialAlternateEmailScreen />) },
    ],
  },
];

/** Screens shown whether or not there is a session. */
export const openRoutes: RouteObject[] = [
  { path: PATHS.Error, ...lazyScreen(() => import('./error-screen'), (m) => <m.ErrorScreen />) },
  { path: AUTH_PATHS.Redirect, ...lazyScreen(() => import('./redirect-screen'), (m) => <m.RedirectScreen />) },
];
