/**
 * What the extension keeps in its own storage (never in a page): the api's address, the sign-in token and
 * the preferred format. The token lives in `storage.local`, which only the extension's own pages can read.
 */
import type { CurrentFormatId } from '@ibid/engine';
import browser from 'webextension-polyfill';

/** The api the build points at; `npm start` serves it here. */
export const DEFAULT_API_URL = (import.meta.env.VITE_IBID_API_URL as string | undefined) ?? 'http://localhost:3000';

export interface ExtensionSettings {
  apiUrl: string;
  token: string | undefined;
  email: string | undefined;
  format: CurrentFormatId;
}

const DEFAULTS: ExtensionSettings = { apiUrl: DEFAULT_API_URL, token: undefined, email: undefined, format: 'apa7' };

export async function readSettings(): Promise<ExtensionSettings> {
  const stored = (await browser.storage.local.get(Object.keys(DEFAULTS))) as Partial<ExtensionSettings>;
  return { ...DEFAULTS, ...Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined)) };
}

export async function writeSettings(change: Partial<ExtensionSettings>): Promise<void> {
  const removed = Object.entries(change).filter(([, v]) => v === undefined).map(([k]) => k);
  if (removed.length) await browser.storage.local.remove(removed);
  const kept = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  if (Object.keys(kept).length) await browser.storage.local.set(kept);
}
