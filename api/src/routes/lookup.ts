/** Look up a reference by DOI, ISBN, URL or author and title (reference-library §4, §7 Lookup). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorSchema } from '../schemas/common.js';
import { lookupQuery, lookupResponseSchema } from '../schemas/lookup.js';
import { flagDuplicates } from '../services/lookup/library-duplicates.js';
import { lookUp } from '../services/lookup/lookup.js';

const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v4/GenesisReference/Lookup', {
    // Every lookup calls other services or fetches a page: limited per client. It is the first step of creating a
    // reference, which an expired account cannot do.
    config: { needsAccess: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      summary: 'Look up a work: result cards to create a reference from, each flagged when it duplicates one in the library, and message types',
      tags: ['references'],
      querystring: lookupQuery,
      response: { 200: lookupResponseSchema, ...authErrors, 429: errorSchema },
    },
    handler: async (request) => {
      const { customerId } = request.auth;
      const response = await lookUp(request.query.search, app.config, app.now());
      return flagDuplicates(app.db, customerId, response);
    },
  });
};

export default lookupRoutes;
