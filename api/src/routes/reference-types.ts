/** The type tree for the type pickers (reference-library §7 "Type tree"): All, Common and Recent tabs, current and legacy formats. */
import { RECENT_TYPES_LIMIT, formatFromVersionId, isCurrentFormat, referenceTypeTree } from '@ibid/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../schemas/common.js';
import { referenceTypeNodeSchema, referenceTypeQuery } from '../schemas/references.js';

const referenceTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The type ids of the customer's newest references, newest first, each once. */
  async function recentTypeIds(customerId: number, legacy: boolean): Promise<number[]> {
    const args = {
      by: ['referenceTypeId'] as ['referenceTypeId'],
      where: { customerId, isDeleted: false },
      _max: { id: true as const },
      orderBy: { _max: { id: 'desc' as const } },
      take: RECENT_TYPES_LIMIT,
    };
    const groups = legacy ? await app.db.legacyReference.groupBy(args) : await app.db.reference.groupBy(args);
    return groups.map((g) => g.referenceTypeId);
  }

  app.get('/v3/ReferenceType', {
    schema: {
      summary: 'The reference type tree for a format: all types by category, or the Common or Recent tab as a flat list',
      description: 'Current formats (7, 8, 9): the types available in that format. Legacy formats (2, 6): the legacy wizard tree.',
      tags: ['reference types'],
      querystring: referenceTypeQuery,
      response: { 200: z.array(referenceTypeNodeSchema), 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const { FormatVersionID, MostCommon, RecentlyUsed } = request.query;
      const format = formatFromVersionId(FormatVersionID)!;
      const tab = MostCommon ? 'common' : RecentlyUsed ? 'recent' : 'all';
      // Recent types come from the references table the format's tree belongs to: legacy or new-style.
      const recent = tab === 'recent' ? await recentTypeIds(request.auth.customerId, !isCurrentFormat(format)) : [];
      // The api offers the live site's types (availability 'available').
      return referenceTypeTree({ format, environment: 'live', tab, recentTypeIds: recent });
    },
  });
};

export default referenceTypeRoutes;
