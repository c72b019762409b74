/** The HTML of the password reset page: the form, its error, and the confirmation. */
import { escapeHtml } from './escape-html.js';

export interface ResetView {
  token: string;
  error?: string;
  done?: boolean;
}

export function resetPage({ token, error, done }: ResetView): string {
  const body = done
    ? '<h1>Password changed</h1><p role="status">Your new password is set. Log in to Ibid with it; you have been logged out everywhere else.</p>'
    : `<h1>Choose a new password</h1>
${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/reset-password">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <label for="password">New password *</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="8">
  <p class="hint">Strong passwords are longer than 8 characters.</p>
  <label for="confirm">Type it again *</label>
  <input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="8">
  <button type="submit">Reset my password</button>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reset your password · Ibid</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.3rem 0}input{padding:.5rem}button{margin-top:1rem;padding:.6rem;background:#0f6cbd;color:#fff;border:0;border-radius:4px}.error{color:#b10e1c}.hint{color:#555;font-size:.9rem}</style>
</head><body><main>${body}</main></body></html>`;
}
