/**
 * Legacy (APA 6 / MLA 8) references (reference-library §2 legacy wizard and conversion, §7): rules, name
 * preview, create, update, archive, rules for editing, and the converted data for the conversion's check step.
 */
import { randomUUID } from 'node:crypto';
import { legacyFormatVersion, newReferenceUniqueId, readOptionalUpdate } from '@ibid/engine';
import { convertLegacyReference, defaultLegacyName, legacyConversionProblemTitle, legacyValue, parseLegacyReferenceData, type LegacyReferenceType } from '@ibid/engine/import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.js';
import { authErrors, errorSchema } from '../schemas/common.js';
import {
  legacyConversionSchema,
  legacyCreateQuery,
  legacyNameQuery,
  legacyNameSchema,
  legacyReferenceSchema,
  legacyRulesSchema,
  legacyTypeQuery,
  legacyUpdateQuery,
  referenceIdQuery,
  rulesForReferenceQuery,
  ruleValuesBody,
} from '../schemas/references.js';
import { sendJsonText } from '../services/json-answer.js';
import { checkedRuleValues, legacyContent, legacyLeaf } from '../services/legacy-references.js';
import { ownLegacyReference, setArchived } from '../services/own-references.js';
import { formatValues, legacyReferenceJson } from '../services/references.js';

/** The rule set answer: each rule with the label this type gives it. */
const ruleSet = (type: LegacyReferenceType, ruleValues: Record<string, unknown>) => ({
  referenceTypeId: type.referenceTypeId,
  referenceTypeName: type.displayName,
  displayHelp: type.displayHelp,
  rules: [...type.rules],
  ruleValues,
});

const legacyReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['legacy references'];

  app.get('/v3/ReferenceRule', {
    schema: { summary: "A legacy type's rules, for the wizard's step 2", tags, querystring: legacyTypeQuery, response: { 200: legacyRulesSchema, 400: errorSchema, 401: errorSchema } },
    handler: async (request) => ruleSet(legacyLeaf(request.query.ReferenceTypeId), {}),
  });

  app.post('/v3/ReferenceName', {
    schema: {
      summary: 'The default nickname and a preview value for rule values',
      description: 'The engine has no APA 6 / MLA 8 formatter: the preview is written in the successor format (APA 7 for APA 6, MLA 9 for MLA 8).',
      tags,
      querystring: legacyNameQuery,
      body: ruleValuesBody,
      response: { 200: legacyNameSchema, 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const type = legacyLeaf(request.query.ReferenceTypeId);
      const data = checkedRuleValues(type, request.body);
      return { name: defaultLegacyName(type, data), value: legacyValue(type, legacyFormatVersion(request.query.FormatVersionID), data).html };
    },
  });

  app.post('/v3/Reference', {
    config: { needsAccess: true },
    schema: {
      summary: 'Create a legacy reference from rule values',
      description: 'Its value is written in the successor format (APA 7 / MLA 9): the engine has no legacy formatter.',
      tags,
      querystring: legacyCreateQuery,
      body: ruleValuesBody,
      response: { 200: legacyReferenceSchema, ...authErrors },
    },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      const now = app.now();
      const { query } = request;
      const type = legacyLeaf(query.ReferenceTypeId);
      const data = checkedRuleValues(type, request.body);
      const content = legacyContent({
        type,
        formatVersionId: legacyFormatVersion(query.FormatVersionID),
        data,
        name: query.Name?.trim() || defaultLegacyName(type, data),
        note: query.Note ?? '',
        tags: query.Tags ?? '',
      });
      const row = await app.db.legacyReference.create({ data: { ...content, customerId, uniqueId: newReferenceUniqueId(randomUUID), createdAt: now, updatedAt: now }, select: { id: true } });
      return sendJsonText(reply, await legacyReferenceJson(app.db, row.id));
    },
  });

  app.put('/v3/Reference', {
    config: { needsAccess: true },
    schema: {
      summary: "Update a legacy reference's rule values, nickname, note and tags (the type stays)",
      description: "Name, Note and Tags: absent leaves the stored value, the word 'empty' clears it.",
      tags,
      querystring: legacyUpdateQuery,
      body: ruleValuesBody,
      response: { 200: legacyReferenceSchema, ...authErrors, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      const now = app.now();
      const { query } = request;
      const current = await ownLegacyReference(app.db, customerId, query.ReferenceID);
      const type = legacyLeaf(current.referenceTypeId);
      const content = legacyContent({
        type,
        formatVersionId: legacyFormatVersion(current.formatVersionId),
        data: checkedRuleValues(type, request.body),
        name: readOptionalUpdate(query.Name) ?? current.name,
        note: readOptionalUpdate(query.Note) ?? current.note,
        tags: readOptionalUpdate(query.Tags) ?? current.tags,
      });
      await app.db.legacyReference.update({ where: { id: current.id }, data: { ...content, updatedAt: now }, select: { id: true } });
      return sendJsonText(reply, await legacyReferenceJson(app.db, current.id));
    },
  });

  app.delete('/v3/Reference', {
    config: { needsAccess: true },
    schema: { summary: 'Archive one legacy reference', tags, querystring: referenceIdQuery, response: { 200: legacyReferenceSchema, ...authErrors, 404: errorSchema } },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      const now = app.now();
      await setArchived(app.db, customerId, { iDs: [], legacyIDs: [request.query.referenceID] }, true, now);
      return sendJsonText(reply, await legacyReferenceJson(app.db, request.query.referenceID));
    },
  });

  app.get('/v3/RulesForReference', {
    schema: { summary: "A legacy reference's rules with its values, for editing", tags, querystring: rulesForReferenceQuery, response: { 200: legacyRulesSchema, ...authErrors, 404: errorSchema } },
    handler: async (request) => {
      const row = await ownLegacyReference(app.db, request.auth.customerId, request.query.referenceId);
      const data = parseLegacyReferenceData(row.legacyReferenceData);
      // A reference whose stored rule data is unreadable still opens, with empty fields to fill in again.
      return ruleSet(legacyLeaf(row.referenceTypeId), data.ok ? data.value : {});
    },
  });

  app.get('/v4/Reference/Convert', {
    schema: {
      summary: "A legacy reference converted to a new-style one, for the conversion's 'check existing data' step (nothing is stored)",
      description: 'Save it with POST v3/GenesisReference and legacyReferenceId. 422 legacy-type-unmapped: no new-style type can hold it.',
      tags,
      querystring: referenceIdQuery,
      response: { 200: legacyConversionSchema, 401: errorSchema, 404: errorSchema, 422: errorSchema },
    },
    handler: async (request) => {
      const row = await ownLegacyReference(app.db, request.auth.customerId, request.query.referenceID);
      const legacy = { referenceID: row.id, referenceUniqueID: row.uniqueId, referenceTypeID: row.referenceTypeId, formatVersionID: row.formatVersionId, value: row.value, displayValue: row.displayValue, name: row.name, note: row.note, tags: row.tags, legacyReferenceData: row.legacyReferenceData };
      const converted = convertLegacyReference(legacy);
      if (!converted.ok) {
        // The screens show the spec's heading; the engine's sentence for a bad rule data says what is wrong.
        const message = converted.error.code === 'legacy-type-unmapped' ? legacyConversionProblemTitle(legacy) : converted.error.message;
        throw new ApiError(422, converted.error.code, message);
      }
      const { reference, warnings } = converted.value;
      return {
        reference: {
          referenceTypeID: reference.referenceTypeID,
          legacyReferenceId: row.id,
          data: reference.data,
          values: formatValues(reference.referenceTypeID, reference.data),
          ...(reference.nickname ? { nickname: reference.nickname } : {}),
          ...(reference.note ? { note: reference.note } : {}),
          ...(reference.tags ? { tags: reference.tags } : {}),
        },
        original: { value: row.value || row.displayValue, formatVersionID: row.formatVersionId },
        warnings: warnings.map((w) => ({ code: w.code, message: w.message, ...(w.field ? { field: w.field } : {}) })),
      };
    },
  });
};

export default legacyReferenceRoutes;
