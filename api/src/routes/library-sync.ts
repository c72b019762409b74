/** The library sync the add-in and the extension keep their local copy with (reference-library §7: "a background sync"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../schemas/common.js';
import { syncAnswerSchema, syncQuery } from '../schemas/library.js';
import { sendJsonText } from '../services/json-answer.js';
import { librarySyncJson } from '../services/library-sync.js';

const librarySyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v4/Library/Sync', {
    schema: {
      summary: "Everything in the library changed since the last sync: references, legacy references and research notes",
      description:
        'With `since` (the `serverTime` of the last answer): every row changed after it, archived and deleted included (tombstones have ' +
        '`isDeleted: true`; a merged one names its keeper). Without `since`: the whole library, archived included, tombstones left out. ' +
        'An expired account may sync: it reads its library but cannot change it.',
      tags: ['library'],
      querystring: syncQuery,
      response: { 200: syncAnswerSchema, 400: errorSchema, 401: errorSchema },
    },
    handler: async (request, reply) => sendJsonText(reply, await librarySyncJson(app.db, request.auth.customerId, request.query.since, app.now())),
  });
};

export default librarySyncRoutes;
