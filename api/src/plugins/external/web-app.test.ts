import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the web app served by the api', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ibid-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Ibid</title><div id="root"></div>');
    await writeFile(join(dir, 'taskpane.html'), '<!doctype html><title>Ibid</title><script src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"></script><div id="root"></div>');
    await writeFile(join(dir, 'assets', 'index-C-shZHLQ.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets', 'icon-32.png'), 'png');
    t = await createTestApp({ WEB_APP_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a page path such as /my-reference-library with index.html, never cached', async () => {
    for (const url of ['/', '/my-reference-library', '/free-trial-verify/8c9d6a5e-1b2c-4d3e-8f90-123456789abc']) {
      const page = await t.app.inject({ method: 'GET', url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for good, and not the icons the add-in manifest names', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-C-shZHLQ.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/assets/icon-32.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the JSON 404 for api paths, missing assets and calls that do not ask for a page', async () => {
    for (const [url, headers] of [['/connect/nothing', html], ['/assets/missing.js', {}], ['/my-reference-library', {}]] as const) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error.code).toBe('not-found');
    }
    expect((await t.app.inject({ method: 'POST', url: '/my-reference-library', headers: html })).statusCode).toBe(404);
  });

  it('lets the app show book covers from the catalogues but no other outside content', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/login', headers: html })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: https:/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  it("lets Word load office.js into the task pane and Word on the web frame it, and no other page", async () => {
    const pane = await t.app.inject({ method: 'GET', url: '/taskpane.html?screen=/research-notes', headers: html });
    expect(pane.statusCode).toBe(200);
    const csp = String(pane.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/appsforoffice\.microsoft\.com(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/\*\.officeapps\.live\.com .*https:\/\/\*\.office\.com/);
    expect(csp).toMatch(/img-src 'self' data: https:/);
    expect(pane.headers['x-frame-options']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/my-reference-library', headers: html });
    expect(String(page.headers['content-security-policy'])).not.toContain('appsforoffice');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe("the pages' policy where Stripe takes the payments", () => {
  it("lets Stripe's card field in (its script, its iframes, its api), and only then", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ibid-web-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Ibid</title><div id="root"></div>');
    const stripe = await createTestApp({ WEB_APP_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' });
    const plain = await createTestApp({ WEB_APP_DIR: dir });
    try {
      const csp = String((await stripe.app.inject({ method: 'GET', url: '/cart-step-3', headers: html })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
      expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com(;|$)/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com(;|$)/);
      expect(String((await plain.app.inject({ method: 'GET', url: '/cart-step-3', headers: html })).headers['content-security-policy'])).not.toContain('stripe');
    } finally {
      await stripe.close();
      await plain.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the api without a built web app', () => {
  it('answers page paths with the JSON 404', async () => {
    const t = await createTestApp({ WEB_APP_DIR: '' });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/my-reference-library', headers: html });
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
