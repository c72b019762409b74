/** The web app's api client, pointed at the api's origin with the extension's client id and stored token. */
import { configureHttp } from '@ibid/addin/api';
import { readSettings, writeSettings } from './settings';

export const EXTENSION_CLIENT_ID = 'ibid-extension';

/** Configures the client from storage; a 401 forgets the token. Call before any api call in a context. */
export async function connectApi(onSignedOut: () => void = () => {}): Promise<void> {
  const settings = await readSettings();
  let token = settings.token;
  configureHttp({
    baseUrl: settings.apiUrl.replace(/\/+$/, ''),
    clientId: EXTENSION_CLIENT_ID,
    token: () => token,
    onUnauthorized: () => {
      token = undefined;
      void writeSettings({ token: undefined }).then(onSignedOut);
    },
  });
}

export * from '@ibid/addin/api';
