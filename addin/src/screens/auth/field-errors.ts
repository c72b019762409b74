/**
 * Which form field an api refusal belongs to, so its message shows under that field: by the refusal's code
 * (e.g. 'account-exists' is about the e-mail) or, for a schema refusal, by the field's label in the message
 * ('Use at least 8 characters for your password').
 */
import { ApiError } from '../../api/http';

export interface FieldErrorMap<K extends string> {
  /** Each field's label as the api's messages name it ('first name', 'secondary email'). */
  labels: Record<K, string>;
  /** Refusal codes that are always about one field. */
  codes?: Partial<Record<string, K>>;
}

/** The field an api error is about, or undefined when it is not about one field. */
export function fieldOfApiError<K extends string>(error: unknown, map: FieldErrorMap<K>): K | undefined {
  if (!(error instanceof ApiError) || error.isConnectionError) return undefined;
  const byCode = map.codes?.[error.code];
  if (byCode) return byCode;
  if (error.status !== 400) return undefined;
  const message = error.message.toLowerCase();
  // Longest label first, so 'new password' wins over 'password'.
  const fields = (Object.keys(map.labels) as K[]).sort((a, b) => map.labels[b].length - map.labels[a].length);
  return fields.find((field) => new RegExp(`\\b${map.labels[field].toLowerCase()}\\b`).test(message));
}

/** The message to show for a failed call that is not about one field; connection failures have their own view. */
export function formErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.isConnectionError ? undefined : error.message;
  return 'Sorry! Something went wrong. Please try again.';
}
