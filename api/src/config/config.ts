/** The api's settings, read once from the environment; every default is what a newcomer's `npm start` needs. */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from './database-url.js';
import { paymentSettings, type PaymentSettings } from './payments.js';

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
  /**
   * DEMO=1 (`npm start` asks for it): a demo account with a known password, and the payment sandbox. Off unless
   * asked: a server someone deploys has neither.
   */
  demo: boolean;
  /** Whether a fresh demo account gets its library and papers (DEMO_CONTENT=0: an empty one, as flows that count rows need). */
  demoContent: boolean;
  logLevel: string;
  /**
   * UNSAFE_LOOKUP_PRIVATE_ADDRESSES=1, for tests only: the lookup may fetch pages from loopback, private and other
   * special addresses (the tests' page servers). Off unless asked, so a typed URL cannot reach this server's network.
   */
  lookupPrivateAddresses: boolean;
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client (addresses or CIDR ranges, comma
   * separated). None unless set, so a client cannot choose the address its rate limits count.
   */
  trustProxy: false | string[];
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
  /** HTTPS_CERT_FILE and HTTPS_KEY_FILE (PEM): served over HTTPS, as Office asks of an add-in's pages; without them, HTTP. */
  https: { cert: Buffer; key: Buffer } | undefined;
  /** The payment gateway (payments.ts): Stripe when configured, the sandbox when asked for (the demo, tests), else none. */
  payments: PaymentSettings;
}

const baseUrl = (value: string | undefined, fallback: string) => (value || fallback).replace(/\/+$/, '');

const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

function trustedProxies(value: string | undefined): ApiConfig['trustProxy'] {
  const proxies = list(value);
  const bad = proxies.filter((p) => !isIP(p.replace(/\/\d+$/, '')));
  if (bad.length) throw new Error(`TRUST_PROXY=${value}: ${bad.join(', ')} is not an address or a CIDR range.`);
  return proxies.length ? proxies : false;
}

const DEV_CERTS_HINT = '`npm run dev-certs -w api` makes a certificate and key for localhost in api/certs/.';

function readSetting(name: string, file: string): Buffer {
  try {
    return readFileSync(resolve(file));
  } catch (e) {
    throw new Error(`${name}=${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)}). ${DEV_CERTS_HINT}`);
  }
}

/** The certificate and its key, checked here so that a wrong file stops the start with a message that names it. */
function httpsFiles(env: NodeJS.ProcessEnv, now: Date): ApiConfig['https'] {
  const { HTTPS_CERT_FILE: certFile, HTTPS_KEY_FILE: keyFile } = env;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error(`HTTPS needs both HTTPS_CERT_FILE and HTTPS_KEY_FILE. ${DEV_CERTS_HINT}`);
  const cert = readSetting('HTTPS_CERT_FILE', certFile);
  const key = readSetting('HTTPS_KEY_FILE', keyFile);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new Error(`HTTPS_CERT_FILE=${certFile} is not a PEM certificate. ${DEV_CERTS_HINT}`);
  }
  try {
    if (!certificate.checkPrivateKey(createPrivateKey(key))) throw new Error('mismatch');
  } catch {
    throw new Error(`HTTPS_KEY_FILE=${keyFile} is not the private key of HTTPS_CERT_FILE=${certFile}. ${DEV_CERTS_HINT}`);
  }
  if (new Date(certificate.validTo) < now) throw new Error(`HTTPS_CERT_FILE=${certFile} expired on ${certificate.validTo}. ${DEV_CERTS_HINT}`);
  return { cert, key };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, now = new Date()): ApiConfig {
  const port = Number(env.PORT ?? 3000);
  const https = httpsFiles(env, now);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    publicUrl: baseUrl(env.PUBLIC_URL, `${https ? 'https' : 'http'}://localhost:${port}`),
    databaseUrl: databaseUrl(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Ibid <no-reply@ibid.localhost>',
    outboxDir: resolve(env.OUTBOX_DIR ?? 'data/outbox'),
    corsOrigins: list(env.CORS_ORIGINS),
    clientIds: list(env.CLIENT_IDS ?? 'ibid-web,ibid-addin,ibid-extension'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 14 * 24 * 3600),
    demo: env.DEMO === '1',
    demoContent: env.DEMO_CONTENT !== '0',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    lookupPrivateAddresses: env.UNSAFE_LOOKUP_PRIVATE_ADDRESSES === '1',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    crossrefUrl: baseUrl(env.CROSSREF_URL, 'https://api.crossref.org'),
    doiUrl: baseUrl(env.DOI_URL, 'https://doi.org'),
    openLibraryUrl: baseUrl(env.OPEN_LIBRARY_URL, 'https://openlibrary.org'),
    googleBooksUrl: baseUrl(env.GOOGLE_BOOKS_URL, 'https://www.googleapis.com/books/v1'),
    crossrefMailto: env.CROSSREF_MAILTO || undefined,
    sofficePath: env.SOFFICE_PATH || 'soffice',
    pdfTimeoutMs: Number(env.PDF_TIMEOUT_MS ?? 60_000),
    https,
    payments: paymentSettings(env),
    webAppDir: env.WEB_APP_DIR === '' ? undefined : resolve(env.WEB_APP_DIR ?? fileURLToPath(new URL('../../../addin/dist', import.meta.url))),
  };
}
