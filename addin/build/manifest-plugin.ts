/**
 * Emits the Word add-in's manifest (addin/manifest.xml) into the build as dist/manifest.xml, with every URL on the
 * host that serves the pane: IBID_ADDIN_URL's origin, or the development address `npm run start:https` serves.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The origin every URL of addin/manifest.xml is written with: the development server's. */
export const DEV_ADDIN_ORIGIN = 'https://localhost:3443';

export const MANIFEST_SOURCE = fileURLToPath(new URL('../manifest.xml', import.meta.url));

/** The origin of `url`: Office loads add-ins over HTTPS only, and the pane's pages are at the root of their host. */
export function addinOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`IBID_ADDIN_URL=${url} is not a URL: give the add-in's host, e.g. https://ibid.example.edu`);
  }
  if (parsed.protocol !== 'https:') throw new Error(`IBID_ADDIN_URL=${url} must be an https:// URL: Office loads add-ins over HTTPS only.`);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new Error(`IBID_ADDIN_URL=${url} must be an origin alone (https://host[:port]): Ibid serves the pane at the root of its host.`);
  }
  return parsed.origin;
}

/** The manifest's text with the development origin replaced by `origin`. */
export const manifestFor = (source: string, origin: string): string => source.replaceAll(DEV_ADDIN_ORIGIN, origin);

export function addinManifest({ url = process.env.IBID_ADDIN_URL || DEV_ADDIN_ORIGIN } = {}): Plugin {
  let origin = DEV_ADDIN_ORIGIN;
  return {
    name: 'ibid-addin-manifest',
    apply: 'build',
    buildStart() {
      origin = addinOrigin(url);
      this.addWatchFile(MANIFEST_SOURCE);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.xml', source: manifestFor(readFileSync(MANIFEST_SOURCE, 'utf8'), origin) });
    },
  };
}
