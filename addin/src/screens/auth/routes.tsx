/** The screens reachable without signing in, and those open to everyone (the error view, the sign-in redirect). */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { ErrorScreen } from './error-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { RedirectSignedIn } from './guards';
import { FreeTrialAlternateEmailScreen } from './free-trial-alternate-email-screen';
import { FreeTrialStartScreen } from './free-trial-start-screen';
import { FreeTrialVerifyScreen } from './free-trial-verify-screen';
import { LoginScreen } from './login-screen';
import { RedirectScreen } from './redirect-screen';
import { AUTH_PATHS } from './paths';

/** Signed-out screens: a signed-in user opening one goes to the library. */
export const authRoutes: RouteObject[] = [
  {
    element: <RedirectSignedIn />,
    children: [
      { path: PATHS.Login, element: <LoginScreen /> },
      { path: AUTH_PATHS.ForgotPassword, element: <ForgotPasswordScreen /> },
      { path: AUTH_PATHS.FreeTrialStart, element: <FreeTrialStartScreen /> },
      { path: AUTH_PATHS.FreeTrialVerify, element: <FreeTrialVerifyScreen /> },
      { path: AUTH_PATHS.FreeTrialAlternateEmail, element: <FreeTrialAlternateEmailScreen /> },
    ],
  },
];

/** Screens shown whether or not there is a session. */
export const openRoutes: RouteObject[] = [
  { path: PATHS.Error, element: <ErrorScreen /> },
  { path: AUTH_PATHS.Redirect, element: <RedirectScreen /> },
];
