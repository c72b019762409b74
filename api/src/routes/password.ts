/**
 * Forgot password and password changes (word-addin §2.5, §7). The send call answers the same whether or
 * not the address has an account; the link is single-use and expires; a new password ends every session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/prisma.js';
import { ApiError, badRequest } from '../errors.js';
import { passwordResetMail } from '../mail/messages.js';
import { assertOwnCustomer } from '../plugins/app/auth.js';
import { customerIdQuery, forgotPasswordQuery, passwordChangeSchema, passwordResetSchema, tokenResponseSchema } from '../schemas/account.js';
import { errorSchema, noContent } from '../schemas/common.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { digest, randomToken } from '../services/secrets.js';
import { issueToken, revokeAllTokens } from '../services/tokens.js';
import { resetPage } from '../views/reset-page.js';

const RESET_MINUTES = 60;
export const FORGOT_PASSWORD_ANSWER = 'If an account uses this email, we have sent it a link to reset the password.';
const LINK_INVALID = 'This reset link has expired or has already been used. Ask for a new one from the login screen.';

async function createResetLink(db: Db, publicUrl: string, customerId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.passwordReset.create({ data: { tokenHash: digest(token), customerId, expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000), createdAt: now } });
  return `${publicUrl}/reset-password?token=${token}`;
}

/** Sets a new password from a reset token; the token is used up and every session ends. */
async function resetPassword(db: Db, token: string, password: string, now: Date): Promise<void> {
  const reset = await db.passwordReset.findUnique({ where: { tokenHash: digest(token) } });
  if (!reset || reset.usedAt || reset.expiresAt <= now) throw badRequest('reset-link-invalid', LINK_INVALID);
  const passwordHash = await hashPassword(password);
  await db.$transaction([
    db.passwordReset.update({ where: { id: reset.id }, data: { usedAt: now } }),
    db.customer.update({ where: { id: reset.customerId }, data: { passwordHash, passwordChangedAt: now, failedLogins: 0, lockedUntil: null } }),
    revokeAllTokens(db, reset.customerId, now),
  ]);
}

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v4/Customer/ForgotPassword/Send', {
    config: { public: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      summary: 'E-mail a password reset link; answers the same whether or not the address has an account',
      tags: ['accounts'],
      security: [],
      querystring: forgotPasswordQuery,
      response: { 200: z.object({ message: z.string() }), 400: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      const customer = await app.db.customer.findUnique({ where: { email: request.query.email } });
      if (customer) {
        const link = await createResetLink(app.db, app.config.publicUrl, customer.id, app.now());
        // No queued-mail header here: it would tell whether the address has an account, which this answer never says.
        await app.mailer.send(passwordResetMail(customer.email, customer.firstName, link, RESET_MINUTES));
      }
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  });

  app.get('/v4/Customer/ForgotPassword/Link', {
    schema: {
      summary: 'A reset link for the signed-in customer (text), opened in a dialog to change the password',
      tags: ['accounts'],
      querystring: customerIdQuery,
      response: { 200: z.string().url(), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request, reply) => {
      assertOwnCustomer(request, request.query.customerId);
      const link = await createResetLink(app.db, app.config.publicUrl, request.auth.customerId, app.now());
      return reply.type('text/plain; charset=utf-8').send(link);
    },
  });

  app.post('/v4/Customer/ForgotPassword/Reset', {
    config: { public: true, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    schema: { summary: 'Set a new password with the token from a reset link', tags: ['accounts'], security: [], body: passwordResetSchema, response: { 204: noContent, 400: errorSchema } },
    handler: async (request, reply) => {
      await resetPassword(app.db, request.body.token, request.body.password, app.now());
      return reply.code(204).send(null);
    },
  });

  app.put('/v4/Customer/Password', {
    schema: {
      summary: 'Change the password; every other session ends and a fresh token is answered',
      tags: ['accounts'],
      body: passwordChangeSchema,
      response: { 200: tokenResponseSchema, 400: errorSchema, 401: errorSchema },
    },
    handler: async (request) => {
      const now = app.now();
      const { customerId, clientId } = request.auth;
      const customer = await app.db.customer.findUniqueOrThrow({ where: { id: customerId }, select: { passwordHash: true } });
      if (!(await verifyPassword(customer.passwordHash, request.body.currentPassword))) throw badRequest('password-incorrect', 'Your current password is not right.');
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.$transaction([app.db.customer.update({ where: { id: customerId }, data: { passwordHash, passwordChangedAt: now } }), revokeAllTokens(app.db, customerId, now)]);
      return issueToken(app.db, customerId, clientId, app.config.tokenTtlSeconds, now);
    },
  });

  // The page a reset e-mail links to: a plain form, no script, so it works in any mail client's browser.
  app.get('/reset-password', {
    config: { public: true },
    schema: { hide: true, querystring: z.object({ token: z.string().default('') }) },
    handler: async (request, reply) => reply.type('text/html; charset=utf-8').send(resetPage({ token: request.query.token })),
  });
  app.post('/reset-password', {
    config: { public: true, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    schema: { hide: true, body: z.object({ token: z.string().default(''), password: z.string().default(''), confirm: z.string().default('') }) },
    handler: async (request, reply) => {
      const { token, password, confirm } = request.body;
      const page = (status: number, view: Parameters<typeof resetPage>[0]) => reply.code(status).type('text/html; charset=utf-8').send(resetPage(view));
      const checked = passwordResetSchema.safeParse({ token, password });
      if (!checked.success) return page(400, { token, error: checked.error.issues[0]!.message });
      if (password !== confirm) return page(400, { token, error: 'The two passwords are not the same' });
      try {
        await resetPassword(app.db, token, password, app.now());
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return page(400, { token, error: error.message });
      }
      return page(200, { token: '', done: true });
    },
  });
};

export default passwordRoutes;
