/**
 * New-style references (reference-library §7): create (also the conversion of a legacy reference), update,
 * archive and restore, one by unique id. Every stored value goes through `referenceContent`: the engine checks
 * the data and formats the values, whatever the client sent as `values`.
 */
import { optionalOnCreate, readOptionalUpdate } from '@ibid/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../errors.js';
import { authErrors, errorSchema } from '../schemas/common.js';
import {
  archiveResultSchema,
  createReferenceBody,
  createReferenceQuery,
  libraryQuery,
  librarySchema,
  referenceIdQuery,
  referenceIdsBody,
  referenceSchema,
  uniqueIdParams,
  updateReferenceBody,
  updateReferenceQuery,
} from '../schemas/references.js';
import { sendJsonText } from '../services/json-answer.js';
import { libraryJson } from '../services/library-query.js';
import { ownLegacyReference, ownReference, setArchived } from '../services/own-references.js';
import { referenceContent, referenceJson } from '../services/references.js';
import { isUniqueViolation } from '../db/errors.js';

const referenceExists = () => conflict('reference-exists', 'A reference with this uniqueId is already in your library.');

const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = { 200: referenceSchema, ...authErrors, 404: errorSchema };

  app.post('/v3/GenesisReference', {
    config: { needsAccess: true },
    schema: {
      summary: 'Create a reference; with legacyReferenceId, convert that legacy reference (it is archived, the new one carries its id)',
      description: "The body's `values` are ignored: the server formats the values. Note and tags may come in the query or the body (the body wins).",
      tags: ['references'],
      querystring: createReferenceQuery,
      body: createReferenceBody,
      response: { ...changed, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      const now = app.now();
      const { query, body } = request;
      const content = referenceContent({
        referenceTypeId: query.referenceTypeId,
        data: body.data,
        // On create a blank optional field is the same as an absent one (reference-library §5); the body wins over the query.
        nickname: optionalOnCreate(query.nickname),
        note: optionalOnCreate(body.note) ?? optionalOnCreate(query.note),
        tags: optionalOnCreate(body.tags) ?? optionalOnCreate(query.tags),
      });
      const row = await app.db.$transaction(async (tx) => {
        if (await tx.reference.findUnique({ where: { customerId_uniqueId: { customerId, uniqueId: query.uniqueId } }, select: { id: true } })) throw referenceExists();
        if (query.legacyReferenceId !== undefined) {
          const legacy = await ownLegacyReference(tx, customerId, query.legacyReferenceId);
          if (await tx.reference.findFirst({ where: { customerId, legacyReferenceId: legacy.id, isDeleted: false }, select: { id: true } })) {
            throw conflict('legacy-reference-converted', 'This legacy reference has already been updated to a new reference.');
          }
          await tx.legacyReference.update({ where: { id: legacy.id }, data: { isArchived: true, updatedAt: now } });
        }
        return tx.reference.create({
          data: { ...content, customerId, uniqueId: query.uniqueId, legacyReferenceId: query.legacyReferenceId ?? null, createdAt: now, updatedAt: now },
          select: { id: true },
        });
      }).catch((error: unknown) => {
        // Two creates of one unique id at once: the second meets the unique index instead of the check above.
        throw isUniqueViolation(error) ? referenceExists() : error;
      });
      return sendJsonText(reply, await referenceJson(app.db, row.id));
    },
  });

  app.put('/v3/GenesisReference', {
    config: { needsAccess: true },
    schema: {
      summary: "Update a reference's data, nickname, note and tags (the type stays)",
      description: "Nickname, note and tags: absent leaves the stored value, the word 'empty' clears it. The body's `values` are ignored.",
      tags: ['references'],
      querystring: updateReferenceQuery,
      body: updateReferenceBody,
      response: changed,
    },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      const now = app.now();
      const { query, body } = request;
      const current = await ownReference(app.db, customerId, query.referenceID);
      const content = referenceContent({
        // The spec's edit screens keep the type: a different type is a new reference.
        referenceTypeId: current.referenceTypeId,
        data: body.data,
        nickname: readOptionalUpdate(query.nickname) ?? current.nickname,
        note: readOptionalUpdate(body.note) ?? current.note,
        tags: readOptionalUpdate(body.tags) ?? current.tags,
      });
      await app.db.reference.update({ where: { id: current.id }, data: { ...content, updatedAt: now }, select: { id: true } });
      return sendJsonText(reply, await referenceJson(app.db, current.id));
    },
  });

  app.delete('/v3/GenesisReference', {
    config: { needsAccess: true },
    schema: { summary: 'Archive one reference (it stays in existing papers)', tags: ['references'], querystring: referenceIdQuery, response: changed },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      const now = app.now();
      await setArchived(app.db, customerId, { iDs: [request.query.referenceID], legacyIDs: [] }, true, now);
      return sendJsonText(reply, await referenceJson(app.db, request.query.referenceID));
    },
  });

  // Archive and restore of many: the same call but for the state it asks for.
  for (const [method, url, isArchived, summary] of [
    ['DELETE', '/v4/GenesisReference', true, 'Archive references and legacy references, all or none'],
    ['PUT', '/v4/GenesisReference/Restore', false, 'Restore archived references and legacy references, all or none'],
  ] as const) {
    app.route({
      config: { needsAccess: true },
      method,
      url,
      schema: { summary, tags: ['references'], body: referenceIdsBody, response: { 200: archiveResultSchema, ...authErrors, 404: errorSchema } },
      handler: async (request) => {
        const now = app.now();
        return setArchived(app.db, request.auth.customerId, request.body, isArchived, now);
      },
    });
  }

  app.get('/v4/GenesisReference', {
    schema: {
      summary: 'The library: new-style and legacy references, searched and sorted together',
      description:
        "Search: part of a display value, title, nickname, tag or (legacy) rule value, any case; '#tag' matches whole tags only. Title sort uses the display value in `format`; created-date sort breaks ties on it.",
      tags: ['references'],
      querystring: libraryQuery,
      response: { 200: librarySchema, 400: errorSchema, 401: errorSchema },
    },
    handler: async (request, reply) => sendJsonText(reply, await libraryJson(app.db, request.auth.customerId, request.query)),
  });

  app.get('/v4/GenesisReference/:referenceUniqueID', {
    schema: { summary: 'One reference by its unique id (any case)', tags: ['references'], params: uniqueIdParams, response: { 200: referenceSchema, 401: errorSchema, 404: errorSchema } },
    handler: async (request, reply) => {
      const { id } = await ownReference(app.db, request.auth.customerId, request.params.referenceUniqueID);
      return sendJsonText(reply, await referenceJson(app.db, id));
    },
  });
};

export default referenceRoutes;
