/**
 * The one way screens reach the api: same-origin fetch with the session's bearer token, JSON in and out,
 * and failures as `ApiError` (the api's `{ error: { code, message } }`, or a connection failure).
 */

/** A failed call: the api's status, code and message, or status 0 when the api could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isConnectionError(): boolean {
    return this.status === 0;
  }
}

/**
 * A failure the session answers by itself, so a screen says nothing more: a 401 (the session has ended, the user
 * signs in again) or a lost connection (the connection view, word-addin §8).
 */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.isConnectionError);
}

export const CONNECTION_ERROR_CODE = 'connection-error';

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  /** JSON body, or a URLSearchParams for a form-encoded one. */
  body?: unknown;
  /** Reads the answer as text (the spec's calls that return a bare string). */
  text?: boolean;
  /** Answers the successful Response itself, for a file to read as a blob. */
  raw?: boolean;
  /** A connection failure is the caller's to handle (the editor's autosave retries it) and does not end the session. */
  retriesOffline?: boolean;
  /** Reads a successful answer's headers (a sign-up's `Ibid-Mail: queued`). */
  onHeaders?: (headers: Headers) => void;
}

interface HttpHooks {
  /** Where the api is: '' for the same origin (the web app), the api's origin for the extension. */
  baseUrl: string;
  /** The client id the token endpoint knows this app by (api CLIENT_IDS). */
  clientId: string;
  token: () => string | undefined;
  /** A 401 from a call made with a token: the session has ended. */
  onUnauthorized: () => void;
  onConnectionError: () => void;
}

const hooks: HttpHooks = { baseUrl: '', clientId: 'ibid-web', token: () => undefined, onUnauthorized: () => {}, onConnectionError: () => {} };

/** The client id sign-in uses. */
export const httpClientId = () => hooks.clientId;

/** The session installs these once; tests and the extension may replace them. */
export function configureHttp(next: Partial<HttpHooks>): void {
  Object.assign(hooks, next);
}

export function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = hooks.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof URLSearchParams) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(hooks.baseUrl + withQuery(path, options.query), { method, headers, body });
  } catch {
    if (!options.retriesOffline) hooks.onConnectionError();
    throw new ApiError(0, CONNECTION_ERROR_CODE, 'The api could not be reached.');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
    if (response.status === 401 && token) hooks.onUnauthorized();
    throw new ApiError(response.status, answer?.error?.code ?? 'http-error', answer?.error?.message ?? response.statusText);
  }
  options.onHeaders?.(response.headers);
  if (options.raw) return response as T;
  if (response.status === 204) return undefined as T;
  // The spec's text answers (an id, a token, a link) may come as a bare string or as a JSON string.
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (options.text) return (isJson ? await response.json() : await response.text()) as T;
  return (await response.json()) as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
