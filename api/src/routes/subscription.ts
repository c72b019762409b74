/**
 * Subscription changes (word-addin §4 subscription display states, §7): cancel keeps access until expiry,
 * restore undoes a cancel of a recurring subscription, settings change renewal and priority support.
 */
import { checkSubscriptionChange, RENEWAL_TYPES, type SubscriptionChangeRefusal } from '@ibid/engine/commerce';
import type { Result } from '@ibid/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../errors.js';
import { assertOwnCustomer } from '../plugins/app/auth.js';
import { customerIdQuery, customerSchema, subscriptionSettingsSchema } from '../schemas/account.js';
import { authErrors, errorSchema } from '../schemas/common.js';
import { customerView, loadCustomer, subscriptionFacts, updateCustomer } from '../services/customers.js';

/** The engine's refusal of a change, answered as 409 with its code and message. */
function allowed(check: Result<true, SubscriptionChangeRefusal>): void {
  if (!check.ok) throw conflict(check.error.code, check.error.message);
}

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { 200: customerSchema, ...authErrors, 409: errorSchema };

  app.delete('/v4/Customer/Subscription', {
    schema: { summary: 'Cancel the subscription or free trial; access lasts until the expiration date', tags: ['subscription'], querystring: customerIdQuery, response: responses },
    handler: async (request) => {
      assertOwnCustomer(request, request.query.customerId);
      const now = app.now();
      const customer = await loadCustomer(app.db, request.auth.customerId);
      allowed(checkSubscriptionChange('cancel', subscriptionFacts(customer), now));
      return customerView(await updateCustomer(app.db, customer.id, { subscription: { update: { isCancelled: true } } }), now);
    },
  });

  app.put('/v4/Customer/Subscription', {
    schema: { summary: 'Restore a cancelled recurring subscription before it expires', tags: ['subscription'], querystring: customerIdQuery, response: responses },
    handler: async (request) => {
      assertOwnCustomer(request, request.query.customerId);
      const now = app.now();
      const customer = await loadCustomer(app.db, request.auth.customerId);
      allowed(checkSubscriptionChange('restore', subscriptionFacts(customer), now));
      return customerView(await updateCustomer(app.db, customer.id, { subscription: { update: { isCancelled: false } } }), now);
    },
  });

  app.put('/v4/Customer/Settings/Subscription', {
    schema: {
      summary: 'Change the renewal period, automatic or manual renewal, and priority support',
      tags: ['subscription'],
      body: subscriptionSettingsSchema,
      response: responses,
    },
    handler: async (request) => {
      const now = app.now();
      const customer = await loadCustomer(app.db, request.auth.customerId);
      allowed(checkSubscriptionChange('renewal-settings', subscriptionFacts(customer), now));
      const { renewalPeriod, renewalType, prioritySupport } = request.body;
      const changes = { renewalPeriod, isRecurring: renewalType === RENEWAL_TYPES.AUTO, hasPrioritySupport: prioritySupport };
      return customerView(await updateCustomer(app.db, customer.id, { subscription: { update: changes } }), now);
    },
  });
};

export default subscriptionRoutes;
