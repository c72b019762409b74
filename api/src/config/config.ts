/** The api's settings, read once from the environment; every default is what a newcomer's `npm start` needs. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from './database-url.js';

export interface ApiConfig {
  host: string;
  port: number;
  /** Where links in e-mails point and which origin the web app is served from. */
  publicUrl: string;
  databaseUrl: string;
  /** smtp(s)://user:pass@host:port; without it e-mails are written to `outboxDir`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** Origins allowed by CORS besides `publicUrl`: the extension's chrome-extension:// origin, dev servers. */
  corsOrigins: string[];
  /** Client ids accepted by the token endpoint. */
  clientIds: string[];
  tokenTtlSeconds: number;
  production: boolean;
  /** Whether a fresh demo account gets its library and papers (DEMO_CONTENT=0: an empty one, as flows that count rows need). */
  demoContent: boolean;
  logLevel: string;
  /** Base URLs of the lookup's third-party services (reference-library §4), without a trailing slash; tests point them at a loopback replay server. */
  crossrefUrl: string;
  doiUrl: string;
  openLibraryUrl: string;
  googleBooksUrl: string;
  /** A contact address Crossref's polite pool asks for (faster, more reliable answers); not sent when unset. */
  crossrefMailto: string | undefined;
  /** The built web app (addin/dist) served at /; absent or unbuilt: the api alone. */
  webAppDir: string | undefined;
  /** LibreOffice's command, which renders papers as PDF; when it is missing, PDF downloads answer 503 `pdf-unavailable`. */
  sofficePath: string;
  /** How long one PDF rendering may take before it is stopped. */
  pdfTimeoutMs: number;
}

const baseUrl = (value: string | undefined, fallback: string) => (value || fallback).replace(/\/+$/, '');

const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    publicUrl: baseUrl(env.PUBLIC_URL, `http://localhost:${port}`),
    databaseUrl: databaseUrl(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Ibid <no-reply@ibid.localhost>',
    outboxDir: resolve(env.OUTBOX_DIR ?? 'data/outbox'),
    corsOrigins: list(env.CORS_ORIGINS),
    clientIds: list(env.CLIENT_IDS ?? 'ibid-web,ibid-addin,ibid-extension'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 14 * 24 * 3600),
    production: env.NODE_ENV === 'production',
    demoContent: env.DEMO_CONTENT !== '0',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    crossrefUrl: baseUrl(env.CROSSREF_URL, 'https://api.crossref.org'),
    doiUrl: baseUrl(env.DOI_URL, 'https://doi.org'),
    openLibraryUrl: baseUrl(env.OPEN_LIBRARY_URL, 'https://openlibrary.org'),
    googleBooksUrl: baseUrl(env.GOOGLE_BOOKS_URL, 'https://www.googleapis.com/books/v1'),
    crossrefMailto: env.CROSSREF_MAILTO || undefined,
    sofficePath: env.SOFFICE_PATH || 'soffice',
    pdfTimeoutMs: Number(env.PDF_TIMEOUT_MS ?? 60_000),
    webAppDir: env.WEB_APP_DIR === '' ? undefined : resolve(env.WEB_APP_DIR ?? fileURLToPath(new URL('../../../addin/dist', import.meta.url))),
  };
}
