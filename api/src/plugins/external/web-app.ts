/**
 * Serves the built web app (addin/dist): its files, and index.html for any other page path so that the
 * app's own router answers deep links such as /my-reference-library. Api paths keep their JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../app/errors.js';
import { TASK_PANE_PAGE, taskPanePolicy } from './task-pane-policy.js';

const API_PATHS = /^\/(v3|v4|connect|docs)(\/|$)/i;
/** What Vite's build names with a content hash: assets/<name>-<8 characters>.<ext>. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[\w-]{8}\.\w+$/;

export async function registerWebApp(app: FastifyInstance, webAppDir: string | undefined): Promise<void> {
  if (!webAppDir || !existsSync(join(webAppDir, 'index.html'))) {
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  // Hashed asset names never change content: cache them for good; pages and unhashed files (the add-in's icons,
  // which keep their names for the manifest) must always be fresh.
  await app.register(fastifyStatic, {
    root: webAppDir,
    wildcard: false,
    cacheControl: false,
    setHeaders: (res, path) => res.raw.setHeader('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] !== TASK_PANE_PAGE) return payload;
    reply.header('content-security-policy', taskPanePolicy(String(reply.getHeader('content-security-policy') ?? '')));
    // Framing is the policy's frame-ancestors' to decide; X-Frame-Options cannot name Office's pages.
    reply.removeHeader('x-frame-options');
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !API_PATHS.test(request.url) && (request.headers.accept ?? '').includes('text/html');
    return wantsPage ? reply.header('cache-control', 'no-cache').sendFile('index.html') : sendNotFound(request, reply);
  });
}
