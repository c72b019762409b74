// HTTPS for development (Office loads an add-in's pages over HTTPS only): the certificate `npm run dev-certs -w api`
// makes with openssl, served by the api when HTTPS_CERT_FILE and HTTPS_KEY_FILE name it, and a start that stops
// with a clear message when they are wrong.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loadConfig } from './config.js';

const DEV_CERTS = fileURLToPath(new URL('../../scripts/dev-certs.mjs', import.meta.url));
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
if (!hasOpenssl) console.warn('openssl is not installed: the HTTPS tests are skipped (Debian: apt-get install openssl).');

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  certificate: PeerCertificate;
}

/** GET over TLS to 127.0.0.1, checking the certificate against `ca` for the name localhost. */
const fetchTls = (port: number, path: string, ca: Buffer | undefined, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', servername: 'localhost', port, path, headers, ...(ca ? { ca } : {}) }, (response) => {
      const certificate = (response.socket as TLSSocket).getPeerCertificate();
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body, certificate }));
    });
    request.on('error', reject);
  });

describe.skipIf(!hasOpenssl)('the api over HTTPS with the development certificate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ibid-https-'));
  const certs = join(dir, 'certs');
  const webApp = join(dir, 'web');
  const files = { ca: join(certs, 'ca.crt'), cert: join(certs, 'localhost.crt'), key: join(certs, 'localhost.key') };
  const env = { HTTPS_CERT_FILE: files.cert, HTTPS_KEY_FILE: files.key };
  let t: TestApp;
  let port = 0;

  beforeAll(async () => {
    execFileSync(process.execPath, [DEV_CERTS, '--out', certs], { stdio: 'pipe' });
    mkdirSync(webApp);
    writeFileSync(join(webApp, 'index.html'), '<!doctype html><title>Ibid</title><div id="root"></div>');
    t = await createTestApp({ ...env, WEB_APP_DIR: webApp });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a certificate for localhost signed by a CA that may vouch for localhost alone, and a key only its owner reads', () => {
    const ca = readFileSync(files.ca, 'utf8');
    const text = (file: string) => execFileSync('openssl', ['x509', '-in', file, '-noout', '-text'], { encoding: 'utf8' });
    expect(text(files.cert)).toMatch(/DNS:localhost, IP Address:127\.0\.0\.1/);
    expect(text(files.ca)).toMatch(/Permitted:\s+DNS:localhost\s+IP:127\.0\.0\.1\/255\.255\.255\.255/);
    expect(ca).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(statSync(files.key).mode & 0o077).toBe(0);
  });

  it('serves the api and the web app over HTTPS to a client that trusts the CA', async () => {
    const ca = readFileSync(files.ca);
    const docs = await fetchTls(port, '/docs/json', ca);
    expect(docs.status).toBe(200);
    expect(JSON.parse(docs.body)).toHaveProperty('openapi');
    expect(docs.certificate.subject.CN).toBe('localhost');
    const page = await fetchTls(port, '/', ca, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it("does not pin localhost to HTTPS (HSTS), which would break `npm start`'s http://localhost:3000 in the same browser; another host is pinned", async () => {
    const local = await fetchTls(port, '/docs/json', readFileSync(files.ca));
    expect(local.headers['strict-transport-security']).toBeUndefined();
    const deployed = await createTestApp({ ...env, PUBLIC_URL: 'https://ibid.example.edu' });
    try {
      expect((await deployed.app.inject({ method: 'GET', url: '/docs/json' })).headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await deployed.close();
    }
  });

  it('is refused by a client that does not trust the CA: nothing is loosened', async () => {
    await expect(fetchTls(port, '/docs/json', undefined)).rejects.toThrow(/certificate/i);
  });

  it('takes https://localhost as its public URL unless PUBLIC_URL says otherwise', () => {
    expect(t.config.publicUrl).toMatch(/^https:\/\/localhost:\d+$/);
    expect(loadConfig({ ...env, PORT: '3443' }).publicUrl).toBe('https://localhost:3443');
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://ibid.example.edu/' }).publicUrl).toBe('https://ibid.example.edu');
    expect(loadConfig({}).https).toBeUndefined();
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });

  it('stops the start with a message naming the setting when a file is missing, unreadable, wrong or expired', () => {
    const notPem = join(dir, 'not-a-certificate.pem');
    writeFileSync(notPem, 'hello');
    const cases: [Record<string, string>, RegExp][] = [
      [{ HTTPS_CERT_FILE: files.cert }, /needs both HTTPS_CERT_FILE and HTTPS_KEY_FILE/],
      [{ ...env, HTTPS_KEY_FILE: join(dir, 'missing.key') }, /HTTPS_KEY_FILE=.*missing\.key cannot be read \(ENOENT\)/],
      [{ ...env, HTTPS_CERT_FILE: certs }, /HTTPS_CERT_FILE=.* cannot be read \(EISDIR\)/],
      [{ ...env, HTTPS_CERT_FILE: notPem }, /HTTPS_CERT_FILE=.*not-a-certificate\.pem is not a PEM certificate/],
      [{ ...env, HTTPS_CERT_FILE: files.ca }, /HTTPS_KEY_FILE=.* is not the private key of HTTPS_CERT_FILE=.*ca\.crt/],
    ];
    for (const [settings, message] of cases) expect(() => loadConfig(settings), message.source).toThrow(message);
    for (const [settings] of cases) expect(() => loadConfig(settings)).toThrow(/npm run dev-certs -w api/);
    const nextYearAndMore = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    expect(() => loadConfig(env, nextYearAndMore)).toThrow(/HTTPS_CERT_FILE=.* expired on/);
  });

  it('keeps the certificate already made, which Word may trust, unless told --force', () => {
    const before = readFileSync(files.ca, 'utf8');
    expect(execFileSync(process.execPath, [DEV_CERTS, '--out', certs], { encoding: 'utf8' })).toMatch(/already there/);
    expect(readFileSync(files.ca, 'utf8')).toBe(before);
    execFileSync(process.execPath, [DEV_CERTS, '--out', certs, '--force'], { stdio: 'pipe' });
    expect(readFileSync(files.ca, 'utf8')).not.toBe(before);
  });
});
