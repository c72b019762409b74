/** Small account calls: the renew link and the add-in's event log (word-addin §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logQuery } from '../schemas/account.js';
import { authErrors, errorSchema, noContent } from '../schemas/common.js';

/** Headers the add-in sends with a log event; kept to know which client had the problem. */
const CLIENT_HEADERS = ['x-browser', 'x-os', 'x-session', 'x-source-app', 'user-agent'] as const;

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v3/RenewSubscriptionLink', {
    schema: { summary: 'Where to renew the subscription (a JSON string: the cart page)', tags: ['subscription'], response: { 200: z.string().url(), 401: errorSchema } },
    // Fastify sends a string as text; the spec reads this answer as JSON, so it is serialised here.
    handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(`${app.config.publicUrl}/cart?renew=true`)),
  });

  app.post('/v3/Log', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { summary: 'Record a client event (eventType 3: a file failed to load)', tags: ['account'], querystring: logQuery, response: { 204: noContent, ...authErrors, 429: errorSchema } },
    handler: async (request, reply) => {
      const client = Object.fromEntries(CLIENT_HEADERS.flatMap((h) => (typeof request.headers[h] === 'string' ? [[h, (request.headers[h] as string).slice(0, 200)]] : [])));
      await app.db.logEntry.create({
        data: { customerId: request.auth.customerId, eventType: request.query.eventType, message: request.query.message, client: JSON.stringify(client), createdAt: app.now() },
      });
      return reply.code(204).send(null);
    },
  });
};

export default accountRoutes;
