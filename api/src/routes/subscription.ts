/**
 * Subscription changes (word-addin §4 subscription display states, §7): cancel keeps access until expiry,
 * restore undoes a cancel of a recurring subscription, settings change renewal and priority support.
 */
import { ACCOUNT_ROLES, cancelledSubscriptionAction, subscriptionState } from '@ibid/engine/commerce';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../errors.js';
import { assertOwnCustomer } from '../plugins/app/auth.js';
import { customerIdQuery, customerSchema, subscriptionSettingsSchema } from '../schemas/account.js';
import { authErrors, errorSchema } from '../schemas/common.js';
import { customerView, loadCustomer, type CustomerRecord } from '../services/customers.js';

function stateOf(customer: CustomerRecord, now: Date) {
  const s = customer.subscription;
  return subscriptionState({ role: customer.role, expirationDate: s?.expirationDate ?? null, isCancelled: s?.isCancelled ?? false, isRecurring: s?.isRecurring ?? false }, now);
}

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = { 200: customerSchema, ...authErrors, 409: errorSchema };

  app.delete('/v4/Customer/Subscription', {
    schema: { summary: 'Cancel the subscription or free trial; access lasts until the expiration date', tags: ['subscription'], querystring: customerIdQuery, response: responses },
    handler: async (request) => {
      assertOwnCustomer(request, request.query.customerId);
      const customer = await loadCustomer(app.db, request.auth.customerId);
      const state = stateOf(customer, app.now());
      if (state !== 'active' && state !== 'free-trial') throw conflict('subscription-not-active', `There is no active subscription to cancel (it is ${state.replace('-', ' ')}).`);
      await app.db.subscription.update({ where: { customerId: customer.id }, data: { isCancelled: true } });
      return customerView(await loadCustomer(app.db, customer.id), app.now());
    },
  });

  app.put('/v4/Customer/Subscription', {
    schema: { summary: 'Restore a cancelled recurring subscription before it expires', tags: ['subscription'], querystring: customerIdQuery, response: responses },
    handler: async (request) => {
      assertOwnCustomer(request, request.query.customerId);
      const customer = await loadCustomer(app.db, request.auth.customerId);
      if (stateOf(customer, app.now()) !== 'cancelled') throw conflict('subscription-not-cancelled', 'Only a cancelled subscription that has not expired can be restored.');
      if (cancelledSubscriptionAction(customer.subscription!) === 'renew') throw conflict('renew-instead', 'This subscription does not renew automatically: renew it from Account & Billing instead.');
      await app.db.subscription.update({ where: { customerId: customer.id }, data: { isCancelled: false } });
      return customerView(await loadCustomer(app.db, customer.id), app.now());
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
      const customer = await loadCustomer(app.db, request.auth.customerId);
      if (customer.role !== ACCOUNT_ROLES.FULL_ACCESS || stateOf(customer, app.now()) !== 'active') {
        throw conflict('subscription-not-active', 'Renewal settings apply to an active paid subscription.');
      }
      const { renewalPeriod, renewalType, prioritySupport } = request.body;
      await app.db.subscription.update({
        where: { customerId: customer.id },
        data: { renewalPeriod, isRecurring: renewalType === 1, hasPrioritySupport: prioritySupport },
      });
      return customerView(await loadCustomer(app.db, customer.id), app.now());
    },
  });
};

export default subscriptionRoutes;
