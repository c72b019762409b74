/**
 * Which form field an api refusal belongs to, so its message shows under that field: by the refusal's code
 * (e.g. 'account-exists' is about the e-mail) or, for a schema refusal, by the field's label in the message
 * ('Use at least 8 characters for your password').
 */
import { ApiError } from '../../api/http';

/**
 * The field an api error is about, or undefined when it is not about one field. `rules` are the form's (their
 * labels are the words the api's messages use: 'first name', 'secondary email'); `codes` name refusals that are
 * always about one field.
 */
export function fieldOfApiError<K extends string>(error: unknown, rules: Record<K, { label: string }>, codes: Partial<Record<string, K>> = {}): K | undefined {
  if (!(error instanceof ApiError) || error.isConnectionError) return undefined;
  const byCode = codes[error.code];
  if (byCode) return byCode;
  if (error.status !== 400) return undefined;
  const message = error.message.toLowerCase();
  const label = (field: K) => rules[field].label.toLowerCase();
  // Longest label first, so 'new password' wins over 'password'.
  const fields = (Object.keys(rules) as K[]).sort((a, b) => label(b).length - label(a).length);
  return fields.find((field) => new RegExp(`\\b${label(field)}\\b`).test(message));
}

/** The message to show for a failed call that is not about one field; connection failures have their own view. */
export function formErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.isConnectionError ? undefined : error.message;
  return 'Sorry! Something went wrong. Please try again.';
}
