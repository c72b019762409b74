/**
 * A loopback HTTP server for lookup tests: it plays Crossref, doi.org, Open Library and Google Books from the
 * engine's recorded answers and serves the saved web pages, plus a few misbehaving routes (statuses,
 * redirects, slow, huge, gzip, PDF) for the safe fetcher. `env` points a test app's lookup services at it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ENGINE = fileURLToPath(new URL('../../../engine/src/', import.meta.url));
const LOOKUP_FIXTURES = `${ENGINE}lookup/fixtures/`;
const PAGES = `${ENGINE}metadata/fixtures/pages/`;

/** A saved page and the real URL it was recorded from (`index.json` beside the pages). */
export interface SavedPage {
  file: string;
  url?: string;
  kind: string;
}
export const savedPages: SavedPage[] = (JSON.parse(readFileSync(`${PAGES}index.json`, 'utf8')) as SavedPage[]).map((p) => ({ ...p, file: p.file.replace(/^pages\//, '') }));

/** Crossref searches with a recorded answer, by `query.bibliographic`; any other search gets the recorded empty list. */
const RECORDED_SEARCHES: Readonly<Record<string, string>> = {
  ecology: 'works-list-query-ecology-rows2.json',
  fish: 'works-list-journal-2167-8359-query.bibliographic-fish.json',
};
const EMPTY_SEARCH = 'works-list-query-adfaaf-zero-results.json';

/** "10.1371/journal.pone.0033693" → "10.1371-journal.pone.0033693", as the fixture files are named. */
const fixtureKey = (doi: string) => doi.toLowerCase().replace(/\//g, '-');

export interface ReplayRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export interface ReplayServer {
  /** http://127.0.0.1:port */
  url: string;
  /** The environment that sends a test app's lookups here. */
  env: Record<string, string>;
  /** Every request received, in order. */
  requests: ReplayRequest[];
  /** Bytes written by the last /big answer before the client hung up. */
  bigBytesSent: () => number;
  pageUrl: (file: string) => string;
  close: () => Promise<void>;
}

type Handler = (match: RegExpExecArray, query: URLSearchParams, res: ServerResponse) => void;

const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(body);
};
const redirect = (res: ServerResponse, location: string) => send(res, 302, 'text/plain', '', { location });
const fixture = (path: string) => readFileSync(`${LOOKUP_FIXTURES}${path}`);

export async function startReplayServer(): Promise<ReplayServer> {
  const requests: ReplayRequest[] = [];
  const sockets = new Set<Socket>();
  let bigSent = 0;

  const routes: [RegExp, Handler][] = [
    [
      /^\/crossref\/works\/(.+)$/,
      ([, doi], _q, res) => {
        const file = `crossref/works-${fixtureKey(decodeURIComponent(doi!))}.json`;
        if (existsSync(`${LOOKUP_FIXTURES}${file}`)) send(res, 200, 'application/json;charset=utf-8', fixture(file));
        else send(res, 404, 'text/plain', fixture('crossref/works-10.1371-notarealdoi.404.txt'));
      },
    ],
    [
      /^\/crossref\/works$/,
      (_m, query, res) => {
        const term = (query.get('query.bibliographic') ?? '').toLowerCase();
        send(res, 200, 'application/json;charset=utf-8', fixture(`crossref/${RECORDED_SEARCHES[term] ?? EMPTY_SEARCH}`));
      },
    ],
    // doi.org answers content negotiation with a redirect to the registration agency, which sends the CSL.
    [
      /^\/doi\/(.+)$/,
      ([, doi], _q, res) => {
        const key = fixtureKey(decodeURIComponent(doi!));
        if (existsSync(`${LOOKUP_FIXTURES}doi-csl/${key}.json`)) redirect(res, `/agency/${key}`);
        else send(res, 404, 'text/html', '<html><head><title>Error: DOI Not Found</title></head></html>');
      },
    ],
    [/^\/agency\/(.+)$/, ([, key], _q, res) => send(res, 200, 'application/vnd.citationstyles.csl+json; charset=utf-8', fixture(`doi-csl/${key}.json`))],
    // Open Library redirects /isbn/{isbn}.json to the edition record.
    [
      /^\/openlibrary\/isbn\/(\d+X?)\.json$/,
      ([, isbn], _q, res) => {
        const file = `openlibrary/${isbn}.json`;
        if (!existsSync(`${LOOKUP_FIXTURES}${file}`)) return send(res, 404, 'application/json', '');
        redirect(res, `/openlibrary${(JSON.parse(fixture(file).toString()) as { key: string }).key}.json?isbn=${isbn}`);
      },
    ],
    [/^\/openlibrary\/books\/\w+\.json$/, (_m, query, res) => send(res, 200, 'application/json', fixture(`openlibrary/${query.get('isbn')}.json`))],
    [
      /^\/googlebooks\/volumes$/,
      (_m, query, res) => {
        const file = `googlebooks/${(query.get('q') ?? '').replace(/^isbn:/, '')}.json`;
        if (existsSync(`${LOOKUP_FIXTURES}${file}`)) send(res, 200, 'application/json; charset=UTF-8', fixture(file));
        else send(res, 200, 'application/json; charset=UTF-8', '{\n  "kind": "books#volumes",\n  "totalItems": 0\n}\n');
      },
    ],
    [/^\/pages\/([\w.-]+\.html)$/, ([, file], _q, res) => send(res, 200, 'text/html; charset=utf-8', readFileSync(`${PAGES}${file}`))],
    // Misbehaving servers for the safe fetcher.
    [/^\/status\/(\d{3})$/, ([, status], _q, res) => send(res, Number(status), 'text/html', `<html><title>${status}</title></html>`)],
    [/^\/redirect\/(\d+)$/, ([, n], _q, res) => (Number(n) > 0 ? redirect(res, `/redirect/${Number(n) - 1}`) : send(res, 200, 'text/html', '<html><head><title>Arrived</title></head></html>'))],
    [/^\/redirect-to$/, (_m, query, res) => redirect(res, query.get('url') ?? '/')],
    [/^\/pdf$/, (_m, _q, res) => send(res, 200, 'application/pdf', '%PDF-1.4 not a page')],
    [/^\/gzip$/, (_m, _q, res) => send(res, 200, 'text/html; charset=utf-8', gzipSync('<html><head><title>Zipped é</title></head></html>'), { 'content-encoding': 'gzip' })],
    [/^\/latin1$/, (_m, _q, res) => send(res, 200, 'text/html', Buffer.from('<html><head><meta charset="iso-8859-1"><title>Caf\xe9</title></head></html>', 'latin1'))],
    [
      /^\/slow$/,
      (_m, query, res) => {
        // Headers first and the body never, or nothing at all: either way the fetch must give up.
        if (query.get('phase') === 'body') {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.write('<html><head>');
        }
      },
    ],
    [
      /^\/big$/,
      (_m, _q, res) => {
        bigSent = 0;
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const pump = () => {
          // Up to 50 MB unless the client hangs up first.
          while (bigSent < 50 * 1024 * 1024 && !res.destroyed) {
            bigSent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.write('<html><head><title>Big</title></head><body>');
        pump();
      },
    ],
  ];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    for (const [pattern, handler] of routes) {
      const match = pattern.exec(url.pathname);
      if (match) return handler(match, url.searchParams, res);
    }
    send(res, 404, 'text/plain', 'Not found');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { CROSSREF_URL: `${url}/crossref`, DOI_URL: `${url}/doi`, OPEN_LIBRARY_URL: `${url}/openlibrary`, GOOGLE_BOOKS_URL: `${url}/googlebooks` },
    requests,
    bigBytesSent: () => bigSent,
    pageUrl: (file) => `${url}/pages/${file}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
