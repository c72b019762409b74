/**
 * The cart and purchase calls (purchase-and-paper-creation §7): the cart priced by the server, promo codes, the
 * purchase (no auth: a new customer gets an account and `newUserToken`), and the saved payment method. Every amount
 * comes from the engine's rules on the server; a purchase charges once per idempotency key.
 */
import { formatCartDate, formatDollars, type PurchaseAnswer } from '@ibid/engine/commerce';
import { paymentMethodName } from '@ibid/engine/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../errors.js';
import { receiptMail } from '../mail/messages.js';
import { optionalCustomerId } from '../plugins/app/auth.js';
import { authErrors, errorSchema, noContent } from '../schemas/common.js';
import { PLATFORM_CLIENT_IDS } from '../schemas/account.js';
import { cartAnswerSchema, cartQuery, purchaseConfig, paymentMethodBody, paymentMethodView as paymentMethodSchema, promoCodeQuery, purchaseAnswer, purchaseBody, cartChoices } from '../schemas/payments.js';
import { newPaymentMethod, paymentMethodView, paymentsUnavailable, storePaymentMethod } from '../services/payment-methods.js';
import { cartAnswer, cartCustomer, earlierPurchase, priceCart, recordPurchase, refused } from '../services/purchases.js';
import { issueToken } from '../services/tokens.js';
import { isUniqueViolation } from '../db/errors.js';
import { noteDelivery } from '../mail/mail-queue.js';

/** Card testing (many cards tried against a payment form) and promo-code guessing are slowed per address. */
const LIMITS = {
  purchase: { max: 10, timeWindow: '10 minutes' },
  promoCode: { max: 30, timeWindow: '10 minutes' },
  paymentMethod: { max: 10, timeWindow: '10 minutes' },
} as const;

const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v4/Purchase/Config', {
    config: { public: true },
    schema: { summary: 'How this server takes payments: the gateway (none: payments are not set up) and Stripe\'s publishable key', tags: ['purchase'], security: [], response: { 200: purchaseConfig } },
    handler: async () => {
      const settings = app.config.payments;
      return { gateway: app.payments?.name ?? ('none' as const), publishableKey: settings.gateway === 'stripe' ? (settings.publishableKey ?? null) : null };
    },
  });

  app.get('/v4/Purchase/Cart', {
    config: { public: true },
    schema: { summary: 'The cart for the choices given, priced by the server (no auth: a new customer has id 0)', tags: ['purchase'], security: [], querystring: cartQuery, response: { 200: cartAnswerSchema, 400: errorSchema, 401: errorSchema } },
    handler: async (request) => {
      const customerId = await optionalCustomerId(app, request);
      const customer = await cartCustomer(app.db, customerId);
      return cartAnswer(await priceCart(app.db, customer, request.query, app.now()));
    },
  });

  app.post('/v4/Purchase/PromoCode', {
    config: { public: true, rateLimit: LIMITS.promoCode },
    schema: {
      summary: 'Apply a promo code (or a 3FREE referral) to the cart: its discount and totals, rounded to cents',
      tags: ['purchase'],
      security: [],
      querystring: promoCodeQuery,
      body: cartChoices,
      response: { 200: cartAnswerSchema, 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const customer = await cartCustomer(app.db, await optionalCustomerId(app, request));
      const priced = await priceCart(app.db, customer, { ...request.body, promotionalCode: request.query.code }, app.now());
      return { ...cartAnswer(priced), referringCustomerID: priced.cart.referringCustomerId || null };
    },
  });

  app.post('/v4/Purchase', {
    config: { public: true, rateLimit: LIMITS.purchase },
    schema: { summary: 'Buy the cart: charge once per idempotency key, record it, extend the subscription, e-mail the receipt', tags: ['purchase'], security: [], body: purchaseBody, response: { 200: purchaseAnswer, 400: errorSchema, 401: errorSchema, 409: errorSchema, 503: errorSchema } },
    handler: async (request, reply): Promise<PurchaseAnswer> => {
      const body = request.body;
      const customerId = await optionalCustomerId(app, request);
      const earlier = await earlierPurchase(app.db, body.idempotencyKey, customerId);
      if (earlier) return earlier;
      const gateway = app.payments;
      if (!gateway) throw paymentsUnavailable();
      const now = app.now();
      if (customerId === undefined) {
        if (!body.newCustomer) throw conflict('login-required', 'Log in, or enter your name, e-mail and a password to make your account.');
        if (await app.db.customer.findUnique({ where: { email: body.newCustomer.email } })) throw conflict('account-exists', 'An account with this email already exists. Log in to buy.');
      }
      const customer = await cartCustomer(app.db, customerId);
      const priced = await priceCart(app.db, customer, body, now);
      const email = customer.email ?? body.newCustomer!.email;

      // The method: a new one entered now (given to the gateway first), else the saved one.
      const saved = customerId === undefined ? null : await app.db.paymentMethod.findUnique({ where: { customerId } });
      let method: { gatewayToken: string; gatewayCustomer: string | undefined; paymentTypeID: 1 | 2; shown: string } | undefined;
      let newMethod: Awaited<ReturnType<typeof gateway.saveMethod>> | undefined;
      if (body.paymentMethod) {
        newMethod = await gateway.saveMethod(newPaymentMethod(body.paymentMethod, gateway, now), { id: customer.customerId, email, gatewayCustomer: saved?.gatewayCustomer ?? undefined });
        if (!newMethod.ok) return refused(newMethod.refusal.message);
        const v = newMethod.value;
        method = { gatewayToken: v.gatewayToken, gatewayCustomer: v.gatewayCustomer, paymentTypeID: v.paymentTypeID, shown: paymentMethodName(v.brand, v.last4) };
      } else if (saved && saved.gateway === gateway.name) {
        method = { gatewayToken: saved.gatewayToken, gatewayCustomer: saved.gatewayCustomer ?? undefined, paymentTypeID: saved.paymentTypeId as 1 | 2, shown: paymentMethodName(saved.brand, saved.last4) };
      }
      const { cart, totals, preview } = priced;
      if (totals.grandTotal > 0 && !method) return refused('Enter a payment method to pay with.');

      let transactionId: string | null = null;
      if (totals.grandTotal > 0) {
        const products = cart.products.map((p) => p.name).join(', ');
        const charged = await gateway.charge({ amountCents: totals.grandTotal, method: method!, idempotencyKey: body.idempotencyKey, description: `Ibid: ${products}` });
        if (!charged.ok) return refused(charged.refusal.message);
        transactionId = charged.value.transactionId;
      }

      let purchase;
      try {
        purchase = await recordPurchase(app.db, {
          customerId,
          newCustomer: body.newCustomer,
          email,
          idempotencyKey: body.idempotencyKey,
          priced,
          transactionId,
          paymentMethod: method?.shown ?? '',
          store: newMethod?.ok ? (owner, tx) => storePaymentMethod(tx, owner, gateway, newMethod.value) : undefined,
          now,
        });
      } catch (error) {
        // Two clicks at once: the gateway charged once (same key), and the other request recorded the purchase.
        if (isUniqueViolation(error)) {
          const first = await earlierPurchase(app.db, body.idempotencyKey, customerId);
          if (first) return first;
        }
        throw error;
      }

      const newUserToken = customerId === undefined ? (await issueToken(app.db, purchase.customerId, PLATFORM_CLIENT_IDS[0], app.config.tokenTtlSeconds, now)).access_token : null;
      const receipt = await app.mailer
        .send(
          receiptMail(purchase.customer.email, purchase.customer.firstName, {
            purchaseID: purchase.id,
            transactionID: transactionId,
            products: cart.products.map((p) => ({ name: p.name, price: formatDollars(p.price) })),
            subTotal: formatDollars(totals.subTotal),
            discount: formatDollars(totals.discount),
            tax: formatDollars(totals.tax),
            total: formatDollars(totals.grandTotal),
            paymentMethod: method?.shown ?? '',
            expirationDate: formatCartDate(purchase.expirationDate),
            renewalMessage: preview.message,
          }),
        )
        // The purchase is made and recorded: a failure to store its receipt must not turn it into an error.
        .catch((error: unknown) => (request.log.error({ err: error }, 'the receipt e-mail could not be queued'), 'queued' as const));
      noteDelivery(reply, receipt);
      return { isSuccessful: true, purchaseID: purchase.id, transactionID: transactionId, newUserToken, errors: [] };
    },
  });

  app.get('/v4/PaymentMethod', {
    schema: { summary: "The customer's saved payment method (null when none)", tags: ['purchase'], response: { 200: paymentMethodSchema, ...authErrors } },
    handler: async (request) => {
      const row = await app.db.paymentMethod.findUnique({ where: { customerId: request.auth.customerId } });
      return row ? paymentMethodView(row) : null;
    },
  });

  app.post('/v4/PaymentMethod', {
    config: { rateLimit: LIMITS.paymentMethod },
    schema: { summary: 'Add or replace the saved payment method (the gateway keeps the card; Ibid its token, brand and last four)', tags: ['purchase'], body: paymentMethodBody, response: { 200: paymentMethodSchema, ...authErrors, 402: errorSchema, 503: errorSchema } },
    handler: async (request, reply) => {
      const gateway = app.payments;
      if (!gateway) throw paymentsUnavailable();
      const customerId = request.auth.customerId;
      const customer = await app.db.customer.findUniqueOrThrow({ where: { id: customerId }, include: { paymentMethod: true } });
      const saved = await gateway.saveMethod(newPaymentMethod(request.body, gateway, app.now()), { id: customerId, email: customer.email, gatewayCustomer: customer.paymentMethod?.gatewayCustomer ?? undefined });
      if (!saved.ok) return reply.code(402).send({ error: { code: saved.refusal.code, message: saved.refusal.message } });
      return paymentMethodView(await storePaymentMethod(app.db, customerId, gateway, saved.value));
    },
  });

  app.delete('/v4/PaymentMethod', {
    schema: { summary: 'Remove the saved payment method', tags: ['purchase'], response: { 204: noContent, ...authErrors } },
    handler: async (request, reply) => {
      await app.db.paymentMethod.deleteMany({ where: { customerId: request.auth.customerId } });
      return reply.code(204).send(null);
    },
  });
};

export default purchaseRoutes;
