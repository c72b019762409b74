import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../../testing/replay-server.js';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(() => replay.close());

const HTML = ['text/html', 'application/xhtml+xml'];
/** Non-production mode: the loopback replay server is reachable. */
const dev = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({ publicOnly: false, userAgent: 'Ibid-test', mediaTypes: HTML, ...extra });
/** Production mode. */
const prod = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => dev({ publicOnly: true, ...extra });
const port = () => new URL(replay.url).port;
const requestsTo = (path: string) => replay.requests.filter((r) => r.path === path).length;

describe('safeFetch', () => {
  it('reads an HTML page and says which URL answered, sending an Ibid user agent', async () => {
    const answer = await safeFetch(replay.pageUrl('plos-pone.0000001.html'), dev({ userAgent: 'Ibid/0.1 (+https://ibid.example)' }));
    expect(answer).toMatchObject({ ok: true, status: 200, mediaType: 'text/html', truncated: false, url: replay.pageUrl('plos-pone.0000001.html') });
    expect(answer.ok && answer.body).toContain('citation_doi');
    expect(replay.requests.at(-1)!.headers['user-agent']).toBe('Ibid/0.1 (+https://ibid.example)');
  });

  it('follows up to five redirects by hand and reports the final URL', async () => {
    const answer = await safeFetch(`${replay.url}/redirect/5`, dev());
    expect(answer).toMatchObject({ ok: true, status: 200, url: `${replay.url}/redirect/0` });
  });

  it('gives up after five redirects', async () => {
    expect(await safeFetch(`${replay.url}/redirect/6`, dev())).toMatchObject({ ok: false, error: 'too-many-redirects' });
  });

  it('refuses a redirect to a scheme other than http and https', async () => {
    expect(await safeFetch(`${replay.url}/redirect-to?url=${encodeURIComponent('file:///etc/passwd')}`, dev())).toMatchObject({ ok: false, error: 'invalid-url' });
  });

  it('stops reading a body past the size limit and hangs up', async () => {
    const answer = await safeFetch(`${replay.url}/big`, dev({ maxBytes: 1024 * 1024 }));
    expect(answer).toMatchObject({ ok: true, status: 200, truncated: true });
    expect(answer.ok && answer.body.length).toBe(1024 * 1024);
    await new Promise((r) => setTimeout(r, 50));
    // The server stopped well short of the 50 MB it would send.
    expect(replay.bigBytesSent()).toBeLessThan(10 * 1024 * 1024);
  });

  it('gives up on a server that sends no answer in time', async () => {
    const started = Date.now();
    expect(await safeFetch(`${replay.url}/slow`, dev({ timeoutMs: 300 }))).toMatchObject({ ok: false, error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a body that never ends', async () => {
    expect(await safeFetch(`${replay.url}/slow?phase=body`, dev({ timeoutMs: 300 }))).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('does not read a body of another media type', async () => {
    expect(await safeFetch(`${replay.url}/pdf`, dev())).toMatchObject({ ok: false, error: 'unsupported-type' });
  });

  it('answers other statuses without reading their bodies', async () => {
    expect(await safeFetch(`${replay.url}/status/403`, dev())).toMatchObject({ ok: true, status: 403, body: '' });
  });

  it('decodes gzip and the page’s declared charset', async () => {
    expect(await safeFetch(`${replay.url}/gzip`, dev())).toMatchObject({ ok: true, body: expect.stringContaining('Zipped é') });
    expect(await safeFetch(`${replay.url}/latin1`, dev())).toMatchObject({ ok: true, body: expect.stringContaining('Café') });
  });

  it('refuses schemes other than http and https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://127.0.0.1:70/', 'not a url']) {
      expect(await safeFetch(url, dev())).toMatchObject({ ok: false, error: 'invalid-url' });
    }
  });

  it('reports a host name that does not exist', async () => {
    expect(await safeFetch('http://no-such-host.invalid/', dev({ resolve: async () => Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' })) }))).toMatchObject({
      ok: false,
      error: 'unknown-host',
    });
  });

  it('reports a port nobody listens on as unreachable', async () => {
    expect(await safeFetch('http://127.0.0.1:9/', dev())).toMatchObject({ ok: false, error: 'unreachable' });
  });

  describe('in production mode', () => {
    it('refuses loopback addresses without connecting', async () => {
      const before = requestsTo('/pages/plos-pone.0000001.html');
      for (const url of [replay.pageUrl('plos-pone.0000001.html'), `http://[::1]:${port()}/`, `http://[::ffff:127.0.0.1]:${port()}/`, `http://2130706433:${port()}/`, `http://0x7f.1:${port()}/`]) {
        expect(await safeFetch(url, prod())).toMatchObject({ ok: false, error: 'blocked-address' });
      }
      expect(requestsTo('/pages/plos-pone.0000001.html')).toBe(before);
    });

    it('refuses a name that resolves to a private address, checking every address', async () => {
      const resolve = async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ];
      expect(await safeFetch('http://intranet.example.com/', prod({ resolve }))).toMatchObject({ ok: false, error: 'blocked-address' });
      expect(await safeFetch('http://metadata.example.com/', prod({ resolve: async () => [{ address: '::ffff:169.254.169.254', family: 6 }] }))).toMatchObject({
        ok: false,
        error: 'blocked-address',
      });
    });

    it('checks every redirect hop, even from a trusted service', async () => {
      const answer = await safeFetch(`${replay.url}/redirect-to?url=${encodeURIComponent(`http://127.0.0.2:${port()}/redirect/0`)}`, prod({ trustedOrigins: [replay.url] }));
      expect(answer).toMatchObject({ ok: false, error: 'blocked-address' });
      expect(await safeFetch(`${replay.url}/redirect/1`, prod({ trustedOrigins: [replay.url] }))).toMatchObject({ ok: true, status: 200 });
    });
  });

  it('connects to the address it checked: a second DNS answer cannot switch it', async () => {
    const answers = [[{ address: '127.0.0.1', family: 4 }], [{ address: '10.0.0.1', family: 4 }]];
    let calls = 0;
    const resolve = async () => answers[Math.min(calls++, 1)]!;
    const answer = await safeFetch(`http://replay.test:${port()}/redirect/0`, dev({ resolve }));
    expect(answer).toMatchObject({ ok: true, status: 200, url: `http://replay.test:${port()}/redirect/0` });
    expect(calls).toBe(1);
    expect(replay.requests.at(-1)!.headers.host).toBe(`replay.test:${port()}`);
  });
});
