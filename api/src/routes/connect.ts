/**
 * The token provider (word-addin §7 Login): OAuth 2 password grant, form-encoded. Every failure of the
 * credentials answers the same, whatever the reason, so the answer never tells whether an account exists.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_FAILED, normalizeEmail } from '@ibid/engine/validation';
import { badRequest } from '../errors.js';
import { errorSchema, noContent } from '../schemas/common.js';
import { tokenRequestSchema, tokenResponseSchema } from '../schemas/account.js';
import { decoyHash, verifyPassword } from '../services/passwords.js';
import { issueToken, revokeToken } from '../services/tokens.js';

const LOCK_AFTER = 10;
const LOCK_MINUTES = 15;

const connectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/connect/token', {
    config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      summary: 'Sign in with e-mail and password (OAuth 2 password grant)',
      tags: ['accounts'],
      security: [],
      consumes: ['application/x-www-form-urlencoded'],
      body: tokenRequestSchema,
      response: { 200: tokenResponseSchema, 400: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      const { client_id, grant_type, username, password } = request.body;
      if (grant_type !== 'password') throw badRequest('unsupported-grant-type', 'Only the password grant is supported.');
      if (!app.config.clientIds.includes(client_id)) throw badRequest('invalid-client', 'This app is not allowed to sign in.');
      const now = app.now();
      const customer = await app.db.customer.findUnique({ where: { email: normalizeEmail(username) } });
      const locked = customer?.lockedUntil && customer.lockedUntil > now;
      const valid = await verifyPassword(customer?.passwordHash ?? (await decoyHash()), password);
      if (!customer || locked || !valid) {
        if (customer && !locked) {
          const failures = customer.failedLogins + 1;
          await app.db.customer.update({
            where: { id: customer.id },
            data: failures >= LOCK_AFTER ? { failedLogins: 0, lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000) } : { failedLogins: failures },
          });
        }
        throw badRequest('invalid-grant', LOGIN_FAILED);
      }
      if (customer.failedLogins || customer.lockedUntil) await app.db.customer.update({ where: { id: customer.id }, data: { failedLogins: 0, lockedUntil: null } });
      return issueToken(app.db, customer.id, client_id, app.config.tokenTtlSeconds, now);
    },
  });

  app.post('/connect/logout', {
    schema: { summary: 'Log out: revoke the token of this request', tags: ['accounts'], response: { 204: noContent, 401: errorSchema } },
    handler: async (request, reply) => {
      await revokeToken(app.db, request.auth.tokenId, app.now());
      return reply.code(204).send(null);
    },
  });
};

export default connectRoutes;
