/** The signed-out screens' own paths (word-addin §2.1); Login and Error are the app's (app/paths.ts). */
export const AUTH_PATHS = {
  ForgotPassword: '/forgot-password',
  FreeTrialStart: '/free-trial-start',
  FreeTrialVerify: '/free-trial-verify/:verifyId',
  FreeTrialAlternateEmail: '/free-trial-alternate-email',
  Redirect: '/redirect',
} as const;
