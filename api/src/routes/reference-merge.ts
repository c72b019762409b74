/** Duplicates in the library and their batch merge (reference-library §5 duplicate rules: URL, DOI, ISBN). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorSchema } from '../schemas/common.js';
import { duplicatesAnswerSchema, mergeAnswerSchema, mergeBody } from '../schemas/library.js';
import { sendJsonText } from '../services/json-answer.js';
import { duplicateGroupsJson, mergeReferences } from '../services/merge.js';

const referenceMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v4/GenesisReference/Duplicates', {
    schema: {
      summary: 'Groups of active references that duplicate one another (a shared DOI, URL or ISBN)',
      tags: ['references'],
      response: { 200: duplicatesAnswerSchema, 401: errorSchema },
    },
    handler: async (request, reply) => sendJsonText(reply, await duplicateGroupsJson(app.db, request.auth.customerId)),
  });

  app.post('/v4/GenesisReference/Merge', {
    config: { needsAccess: true },
    schema: {
      summary: 'Merge duplicates into the reference kept: all or nothing',
      description:
        "The keeper's empty fields (of its type), note and nickname are filled from the merged references in the order given; tags are " +
        'joined; the values are formatted again. Research notes and pending shares move to the keeper. The merged references become ' +
        'tombstones (isDeleted) naming the keeper, which the sync reports so clients re-point citations in papers. The keeper and the merged ' +
        'references must be active, yours, and share a DOI, URL or ISBN with one another.',
      tags: ['references'],
      body: mergeBody,
      response: { 200: mergeAnswerSchema, ...authErrors, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      const now = app.now();
      return sendJsonText(reply, await mergeReferences(app.db, { customerId, ...request.body, now }));
    },
  });
};

export default referenceMergeRoutes;
