/** Security headers, CORS for Ibid's own origins only, form bodies for the token endpoint, and rate limits. */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config/config.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/**
 * Where Stripe takes the payments, its card field (Stripe.js and the iframes it opens, which talk to Stripe's api) is
 * let into the pages (Stripe's documented policy); a server without Stripe keeps its pages to itself.
 */
const STRIPE_SOURCES = {
  'script-src': ["'self'", 'https://js.stripe.com'],
  'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
};

export async function registerSecurity(app: FastifyInstance, config: ApiConfig): Promise<void> {
  // Lookup results show book covers from the catalogues' image hosts.
  // HSTS pins a host name to HTTPS on every port: sent over HTTPS from localhost (`npm run start:https`), it would turn
  // `npm start`'s http://localhost:3000 into an https:// address the browser cannot open, for a year.
  const hsts = !(config.https && new URL(config.publicUrl).hostname === 'localhost');
  await app.register(helmet, { global: true, hsts, contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'https:'], ...(config.payments.gateway === 'stripe' ? STRIPE_SOURCES : {}) } } });
  const allowed = new Set([config.publicUrl, ...config.corsOrigins]);
  await app.register(cors, {
    // Requests without an Origin (curl, the server itself) are not cross-origin and need no CORS headers.
    origin: (origin, done) => done(null, origin === undefined || allowed.has(origin)),
    credentials: false,
    maxAge: 600,
  });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Limits are per route (config.rateLimit); a route without one is not limited. Counted in the database, which every
  // api process shares.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db, app.now) });
}
