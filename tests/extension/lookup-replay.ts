/**
 * Crossref and doi.org on loopback for the popup's lookup, answering from the recorded answers in ./fixtures
 * (SOURCES.md gives each one's provenance); any other DOI is one neither service knows (404). The api is pointed at
 * it through its CROSSREF_URL and DOI_URL settings, whose origins its lookup trusts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** "10.4202/app.01105.2023" → "crossref-works-10.4202-app.01105.2023.json", as the recordings are named. */
const recordingOf = (doi: string) => `${FIXTURES}crossref-works-${doi.toLowerCase().replace(/\//g, '-')}.json`;

export interface LookupReplay {
  /** The api's environment that sends its DOI lookups here. */
  env: { CROSSREF_URL: string; DOI_URL: string };
  /** The DOIs asked for, in order. */
  asked: string[];
  close: () => Promise<void>;
}

export async function startLookupReplay(): Promise<LookupReplay> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://replay').pathname;
    const crossref = /^\/crossref\/works\/(.+)$/.exec(path);
    const doi = crossref ? decodeURIComponent(crossref[1]!) : undefined;
    if (doi) asked.push(doi);
    if (doi && existsSync(recordingOf(doi))) return void response.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(recordingOf(doi)));
    // Crossref's and doi.org's answer for a DOI they do not know.
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Resource not found.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: { CROSSREF_URL: `${url}/crossref`, DOI_URL: `${url}/doi` },
    asked,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
