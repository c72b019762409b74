/**
 * The Ibid address a reader types on the log-in form, as the api client and the web app's links need it: trimmed,
 * without a trailing slash, and with a scheme. A typed host without one is https, as a deployed Ibid is served;
 * the reader's own machine (`npm start`) is http.
 */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?(?:\/|$)/i;

export function ibidAddress(typed: string): string {
  const address = typed.trim().replace(/\/+$/, '');
  if (!address || HAS_SCHEME.test(address)) return address;
  return `${LOCAL_HOST.test(address) ? 'http' : 'https'}://${address}`;
}

/** A page of the Ibid web app, which is served at the Ibid address. */
export const webAppPage = (address: string, path: string) => ibidAddress(address) + path;
