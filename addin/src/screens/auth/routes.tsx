/** The screens reachable without signing in, and those open to everyone (the error view, the sign-in redirect). */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { ErrorScreen } from './error-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { FreeTrialAlternateEmailScreen } from './free-trial-alternate-email-screen';
import { FreeTrialStartScreen } from './free-trial-start-screen';
import { FreeTrialVerifyScreen } from './free-trial-verify-screen';
import { LoginScreen } from './login-screen';
import { RedirectScreen } from './redirect-screen';

/** Signed-out screens: a signed-in user opening one goes to the library. */
export const authRoutes: RouteObject[] = [
  { path: PATHS.Login, element: <LoginScreen /> },
  { path: PATHS.ForgotPassword, element: <ForgotPasswordScreen /> },
  { path: PATHS.FreeTrialStart, element: <FreeTrialStartScreen /> },
  { path: PATHS.FreeTrialVerify, element: <FreeTrialVerifyScreen /> },
  { path: PATHS.FreeTrialAlternateEmail, element: <FreeTrialAlternateEmailScreen /> },
];

/** Screens shown whether or not there is a session. */
export const openRoutes: RouteObject[] = [
  { path: PATHS.Error, element: <ErrorScreen /> },
  { path: PATHS.Redirect, element: <RedirectScreen /> },
];
