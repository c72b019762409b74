/**
 * Signing up to be told when a feature arrives (word-addin §2.13: Word on the web's MLA 8 and Turabian 9). No auth:
 * a token, when sent, links the account. One row per feature and address: signing up again answers the same.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCustomerId } from '../plugins/app/auth.js';
import { errorSchema } from '../schemas/common.js';
import { featureNoticeAnswer, featureNoticeBody } from '../schemas/feature-notices.js';
import { isUniqueViolation } from '../db/errors.js';

const featureNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v4/FeatureNotice', {
    // Public and writing: slowed per address, like the free trial's sign-up.
    config: { public: true, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    schema: {
      summary: 'Be told by e-mail when a feature arrives (once per feature and address); a token links the account',
      tags: ['feature notices'],
      security: [],
      body: featureNoticeBody,
      response: { 200: featureNoticeAnswer, 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      const { feature, email } = request.body;
      const customerId = await optionalCustomerId(app, request);
      // Two sign-ups of one address at once: the second meets the first's row, which is what it asked for.
      await app.db.featureNotice.upsert({ where: { feature_email: { feature, email } }, create: { feature, email, customerId, createdAt: app.now() }, update: {} }).catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
      });
      // A signed-in repeat links an address first given signed out; an account already linked stays.
      if (customerId !== undefined) await app.db.featureNotice.updateMany({ where: { feature, email, customerId: null }, data: { customerId } });
      return { feature, email };
    },
  });
};

export default featureNoticeRoutes;
