/** The signed-in customer: profile and preferences (word-addin §3 Customer, §5, §6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict } from '../errors.js';
import { customerSchema, customerUpdateSchema, preferencesSchema } from '../schemas/account.js';
import { authErrors, errorSchema } from '../schemas/common.js';
import { customerView, loadCustomer, updateCustomer } from '../services/customers.js';

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v4/Customer', {
    schema: { summary: 'The signed-in customer', tags: ['customer'], response: { 200: customerSchema, 401: errorSchema } },
    handler: async (request) => customerView(await loadCustomer(app.db, request.auth.customerId), app.now()),
  });

  app.put('/v4/Customer', {
    schema: {
      summary: 'Update names, institution and e-mail (organisation accounts: the primary e-mail is fixed, one secondary e-mail)',
      tags: ['customer'],
      body: customerUpdateSchema,
      response: { 200: customerSchema, ...authErrors, 409: errorSchema },
    },
    handler: async (request) => {
      const current = await loadCustomer(app.db, request.auth.customerId);
      const body = request.body;
      const organisation = current.organizationId !== null;
      if (organisation && body.email !== current.email) throw badRequest('email-fixed', 'The primary email of an organization account is set by your organization. Add a secondary email instead.');
      if (!organisation && body.alternativeEmails.length) throw badRequest('secondary-email-unavailable', 'Only organization accounts can add a secondary email.');
      const secondary = body.alternativeEmails[0] ?? null;
      if (secondary && secondary === body.email) throw badRequest('secondary-email-same', 'The secondary email must be different from the primary email.');
      if (body.email !== current.email && (await app.db.customer.findUnique({ where: { email: body.email } }))) {
        throw conflict('email-taken', 'Another account already uses this email.');
      }
      const changed = await updateCustomer(app.db, current.id, { email: body.email, firstName: body.firstName, lastName: body.lastName, institution: body.institution, alternativeEmail: secondary });
      return customerView(changed, app.now());
    },
  });

  app.put('/v4/Customer/Preferences', {
    schema: {
      summary: 'Change preferences: preferred format, citation auto-insert, beta features, theme',
      tags: ['customer'],
      body: preferencesSchema,
      response: { 200: customerSchema, ...authErrors },
    },
    handler: async (request) => customerView(await updateCustomer(app.db, request.auth.customerId, request.body), app.now()),
  });
};

export default customerRoutes;
