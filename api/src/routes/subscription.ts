/**
 * Subscription changes (word-addin §4 subscription display states, §7): cancel keeps access until expiry,
 * restore undoes a cancel of a recurring subscription, settings change renewal and priority support.
 */
import { cancelledSubscriptionAction, RENEWAL_TYPES, subscriptionState } from '@ibid/engine/commerce';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../errors.js';
import { assertOwnCustomer } from '../plugins/app/auth.js';
import { customerIdQuery, customerSchema, subscriptionSettingsSchema } from '../schemas/account.js';
import { authErrors, errorSchema } from '../schemas/common.js';
import { customerView, loadCustomer, subscriptionFacts, updateCustomer } from '../services/customers.js';

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { 200: customerSchema, ...authErrors, 409: errorSchema };

  app.delete('/v4/Customer/Subscription', {
    schema: { summary: 'Cancel the subscription or free trial; access lasts until the expiration date', tags: ['subscription'], querystring: customerIdQuery, response: responses },
    handler: async (request) => {
      assertOwnCustomer(request, request.query.customerId);
      const now = app.now();
      const customer = await loadCustomer(app.db, request.auth.customerId);
      const state = subscriptionState(subscriptionFacts(customer), now);
      if (state !== 'active' && state !== 'free-trial') throw conflict('subscription-not-active', `There is no active subscription to cancel (it is ${state.replace('-', ' ')}).`);
      return customerView(await updateCustomer(app.db, customer.id, { subscription: { update: { isCancelled: true } } }), now);
    },
  });

  app.put('/v4/Customer/Subscription', {
    schema: { summary: 'Restore a cancelled recurring subscription before it expires', tags: ['subscription'], querystring: customerIdQuery, response: responses },
    handler: async (request) => {
      assertOwnCustomer(request, request.query.customerId);
      const now = app.now();
      const customer = await loadCustomer(app.db, request.auth.customerId);
      const facts = subscriptionFacts(customer);
      if (subscriptionState(facts, now) !== 'cancelled') throw conflict('subscription-not-cancelled', 'Only a cancelled subscription that has not expired can be restored.');
      if (cancelledSubscriptionAction(facts) === 'renew') throw conflict('renew-instead', 'This subscription does not renew automatically: renew it from Account & Billing instead.');
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
      // 'active' is the engine's state of a paid subscription only: trials read as 'free-trial'.
      if (subscriptionState(subscriptionFacts(customer), now) !== 'active') throw conflict('subscription-not-active', 'Renewal settings apply to an active paid subscription.');
      const { renewalPeriod, renewalType, prioritySupport } = request.body;
      const changes = { renewalPeriod, isRecurring: renewalType === RENEWAL_TYPES.AUTO, hasPrioritySupport: prioritySupport };
      return customerView(await updateCustomer(app.db, customer.id, { subscription: { update: changes } }), now);
    },
  });
};

export default subscriptionRoutes;
