/** Classes (purchase-and-paper-creation §3 Class): the customer's classes, created and renamed or archived from the create screens. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorSchema } from '../schemas/common.js';
import { classListSchema, classSchema, createClassBody, updateClassBody } from '../schemas/papers.js';
import { classView, ownClass } from '../services/papers.js';

const nameOrder = new Intl.Collator('en', { sensitivity: 'accent', numeric: true });

const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v4/Class', {
    schema: { summary: "The customer's classes: current ones first, then archived, each by name", tags: ['classes'], response: { 200: classListSchema, ...authErrors } },
    handler: async (request) => {
      const rows = await app.db.class.findMany({ where: { customerId: request.auth.customerId } });
      const sorted = rows.sort((a, b) => Number(a.isArchived) - Number(b.isArchived) || nameOrder.compare(a.name, b.name) || a.id - b.id);
      return { classes: sorted.map(classView) };
    },
  });

  app.post('/v4/Class', {
    config: { needsAccess: true },
    schema: { summary: 'Add a class', tags: ['classes'], body: createClassBody, response: { 200: classSchema, ...authErrors } },
    handler: async (request) => {
      const row = await app.db.class.create({ data: { customerId: request.auth.customerId, ...request.body, createdAt: app.now() } });
      return classView(row);
    },
  });

  app.put('/v4/Class', {
    config: { needsAccess: true },
    schema: { summary: 'Rename a class, change its teacher, archive or restore it', tags: ['classes'], body: updateClassBody, response: { 200: classSchema, ...authErrors, 404: errorSchema } },
    handler: async (request) => {
      const { classID, ...changes } = request.body;
      const current = await ownClass(app.db, request.auth.customerId, classID);
      return classView(await app.db.class.update({ where: { id: current.id }, data: changes }));
    },
  });
};

export default classRoutes;
